// next-auth's browser client, loaded when a form is submitted or a button pressed rather than
// with every page that has one: its first paint stays light (issue 20).
type NextAuthClient = typeof import("next-auth/react");

const client = (): Promise<NextAuthClient> => import("next-auth/react");

export const signIn = (async (...args: Parameters<NextAuthClient["signIn"]>) =>
  (await client()).signIn(...args)) as NextAuthClient["signIn"];

export const signOut = (async (...args: Parameters<NextAuthClient["signOut"]>) =>
  (await client()).signOut(...args)) as NextAuthClient["signOut"];
export type { SignInResponse } from "next-auth/react";

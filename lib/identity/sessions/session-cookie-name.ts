import { config } from "@/lib/config/config";

/**
 * next-auth's session cookie, named as next-auth names it: with the `__Secure-` prefix when
 * the app is served over HTTPS.
 */
export function sessionCookieName(): string {
  const { NEXTAUTH_URL, VERCEL } = config();
  const secure = NEXTAUTH_URL?.startsWith("https://") ?? VERCEL;
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

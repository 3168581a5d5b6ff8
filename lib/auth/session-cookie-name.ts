/**
 * next-auth's session cookie, named as next-auth names it: with the `__Secure-` prefix when
 * the app is served over HTTPS.
 */
export function sessionCookieName(): string {
  const secure = process.env.NEXTAUTH_URL?.startsWith("https://") ?? Boolean(process.env.VERCEL);
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

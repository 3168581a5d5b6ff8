// `npm run dev` compiles each route on its first request, seconds a route on two cores, and a
// newcomer's first requests are always the same. Asked for as soon as the server listens, they
// are compiled while the demo account is seeded and the newcomer reads the start lines
// (decisions 0207, 0218). Without a session a dashboard page answers with a redirect to
// /sign-in, after its route (layout, page and their client chunks) is compiled.

/**
 * What a newcomer's first hour asks for, in waves: first the sign-in flow (the page, next-auth's
 * route that its button calls, the overview it lands on), then the interactive API reference.
 */
export const FIRST_PAGES: readonly (readonly string[])[] = [
  ["/sign-in", "/api/auth/providers", "/overview"],
  ["/api-reference/interactive"],
];

/**
 * Requests the pages of each wave at once (Turbopack compiles them together, on both cores where
 * it can), the next wave once the previous one is answered, so the sign-in flow never waits
 * behind a page opened later. Any failure is left to the real visit.
 */
export async function warmFirstPages(base: string, waves: readonly (readonly string[])[] = FIRST_PAGES): Promise<void> {
  for (const wave of waves) {
    await Promise.all(
      wave.map(async (page) => {
        try {
          const response = await fetch(`${base}${page}`, { redirect: "manual" });
          await response.arrayBuffer();
        } catch {
          // The server stopped or refused: nothing to warm.
        }
      }),
    );
  }
}

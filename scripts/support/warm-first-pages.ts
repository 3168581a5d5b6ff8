// `npm run dev` compiles each route on its first request, some 10 s a page on two cores, and a
// newcomer's first three requests are always the same. Asked for once as soon as the server
// listens, they are compiled while the demo account is seeded and the newcomer reads the start
// lines (decision 0207). Without a session a dashboard page answers with a redirect to
// /sign-in, after its route (layout, page and their client chunks) is compiled.

/** The pages a newcomer opens first, in that order. */
export const FIRST_PAGES = ["/sign-in", "/overview", "/api-reference/interactive"] as const;

/** Requests each page once, one after the other (two cores: one compilation at a time); any failure is left to the real visit. */
export async function warmFirstPages(base: string, pages: readonly string[] = FIRST_PAGES): Promise<void> {
  for (const page of pages) {
    try {
      const response = await fetch(`${base}${page}`, { redirect: "manual" });
      await response.arrayBuffer();
    } catch {
      // The server stopped or refused: nothing to warm.
    }
  }
}

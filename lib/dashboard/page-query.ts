/** The query string of one page of a list: its size, and the cursor after the first page. */
export function pageQuery(limit: number, cursor: string): URLSearchParams {
  return new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
}

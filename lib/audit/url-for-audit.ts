/**
 * A URL as the audit log keeps it: query values are replaced by `…`, since receivers often
 * put a token there (`?token=…`); the parameter names, host and path say which URL it was.
 * Credentials never get this far (webhook URLs refuse them).
 */
export function urlForAudit(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    const names = [...new Set(parsed.searchParams.keys())];
    parsed.search = "";
    parsed.hash = "";
    return names.length > 0 ? `${parsed.toString()}?${names.map((name) => `${encodeURIComponent(name)}=…`).join("&")}` : parsed.toString();
  } catch {
    return null;
  }
}

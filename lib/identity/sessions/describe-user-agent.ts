import Bowser from "bowser";

/** "Chrome 142" and "macOS 15.1" from a User-Agent header; nulls for what it does not say. */
export function describeUserAgent(userAgent: string | null): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split(".")[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(" ") : null,
    system: os.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(" ") : null,
  };
}

/**
 * The kind of device a User-Agent names, without versions ("Chrome|macOS"): a browser that
 * updates itself is the same device. Null when the header names neither (a tool, or none).
 */
export function deviceKindOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  return browser.name || os.name ? `${browser.name ?? "?"}|${os.name ?? "?"}` : null;
}

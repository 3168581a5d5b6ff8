/**
 * The colour theme a person chose. Kept in a cookie (not localStorage) so the server renders
 * <html data-theme> itself: the first paint is already right, with no inline script to run
 * before it (which the page's Content-Security-Policy would have to allow with its nonce).
 * "system" sets no attribute and the stylesheet follows prefers-color-scheme.
 */
export const THEME_COOKIE = "theme";
export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];

export function parseTheme(value: string | undefined): Theme {
  return THEMES.includes(value as Theme) ? (value as Theme) : "system";
}

/** The value for <html data-theme>: none for "system". */
export function themeAttribute(theme: Theme): "light" | "dark" | undefined {
  return theme === "system" ? undefined : theme;
}

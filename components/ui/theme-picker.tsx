"use client";

import { useState } from "react";
import { THEME_COOKIE, THEMES, themeAttribute, type Theme } from "./theme";

const LABELS: Record<Theme, string> = { light: "Light", dark: "Dark", system: "System" };

/** A year: the choice outlives the session (it is not personal data, only a look). */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Light, dark or the system's setting, as three radio buttons drawn as one segmented control.
 * The change applies at once (the attribute on <html>) and is remembered in a cookie the
 * server reads on the next page (components/ui/theme.ts).
 */
export function ThemePicker({ initial }: { initial: Theme }) {
  const [theme, setTheme] = useState<Theme>(initial);
  function choose(next: Theme) {
    setTheme(next);
    // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser yet
    document.cookie = `${THEME_COOKIE}=${next}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax`;
    const attribute = themeAttribute(next);
    if (attribute) document.documentElement.dataset.theme = attribute;
    else delete document.documentElement.dataset.theme;
  }
  return (
    <fieldset className="min-w-0" data-testid="theme-picker">
      <legend className="sr-only">Theme</legend>
      <div className="inline-flex rounded-md border border-border-strong bg-surface-muted p-0.5 text-xs font-medium">
        {THEMES.map((value) => (
          <label
            key={value}
            className="cursor-pointer rounded px-2 py-1 text-muted has-checked:bg-surface has-checked:text-fg has-checked:shadow-sm has-focus-visible:ring-2 has-focus-visible:ring-focus"
          >
            <input type="radio" name="theme" value={value} checked={theme === value} onChange={() => choose(value)} className="sr-only" />
            {LABELS[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

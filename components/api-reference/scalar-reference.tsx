"use client";

import { useEffect, useRef } from "react";
import { loadScalarBundle } from "./load-scalar-bundle";
import { patchScalarAccessibility } from "./patch-scalar-accessibility";

// Scalar's light theme in the dashboard's colours, read from the design tokens (app/globals.css)
// so it follows the dashboard's dark theme too (Scalar stays in its own light mode; only the
// values change, the fixed accent shades included): indigo accent, text at 4.5:1 contrast, and the system font stack (Scalar's default fonts would be
// downloaded from its own host).
const DASHBOARD_THEME = `
.light-mode {
  --scalar-font: var(--font-sans);
  --scalar-font-code: var(--font-mono);
  --scalar-background-1: var(--color-surface);
  --scalar-background-2: var(--color-surface-muted);
  --scalar-background-3: var(--color-border);
  --scalar-background-accent: var(--color-accent-soft);
  --scalar-color-1: var(--color-fg);
  --scalar-color-2: var(--color-muted);
  --scalar-color-3: var(--color-muted);
  --scalar-color-accent: var(--color-accent-fg);
  --scalar-border-color: var(--color-border);
  --scalar-link-color: var(--color-accent-fg);
  --scalar-color-green: var(--color-success);
  --scalar-color-red: var(--color-danger);
  --scalar-color-yellow: #a16207;
  --scalar-color-blue: #0369a1;
  --scalar-color-orange: #c2410c;
  --scalar-color-purple: #6d28d9;
  --scalar-sidebar-background-1: var(--color-surface);
  --scalar-sidebar-color-2: var(--color-muted);
  --scalar-sidebar-item-active-background: var(--color-accent-soft);
  --scalar-sidebar-color-active: var(--color-accent-fg);
  --scalar-radius: 6px;
  --scalar-radius-lg: 12px;
}
/* The method, type and example colours above are dark shades for a light page: in the
   dashboard's dark theme (chosen, or the system's) the page behind them is dark too (the
   tokens), so they take the light shades, as on the code sample's dark card below (4.5:1). */
:root[data-theme="dark"] .light-mode {
  --scalar-color-yellow: #fde047;
  --scalar-color-blue: #7dd3fc;
  --scalar-color-orange: #fdba74;
  --scalar-color-purple: #c4b5fd;
}
@media (prefers-color-scheme: dark) {
  :root:not([data-theme="light"]) .light-mode {
    --scalar-color-yellow: #fde047;
    --scalar-color-blue: #7dd3fc;
    --scalar-color-orange: #fdba74;
    --scalar-color-purple: #c4b5fd;
  }
}
/* Code samples sit on a dark card: its method colours need the light variants for 4.5:1. */
.dark-mode.dark-mode {
  --scalar-color-red: #fb7185;
  --scalar-color-green: #34d399;
  --scalar-color-blue: #7dd3fc;
  --scalar-color-orange: #fdba74;
  --scalar-color-yellow: #fde047;
  --scalar-color-purple: #c4b5fd;
  --scalar-color-2: #d4d4d4;
  --scalar-color-3: #a3a3a3;
}
/* The introduction's client picker is a tablist with a non-tab button in it (axe:
   aria-required-children); every example keeps its own language menu. */
.scalar-reference-intro-clients {
  display: none !important;
}
/* An operation's example responses are tabs, one per status code: on a phone the row of ten
   ran off the card's edge, so the tabs wrap onto a second line instead. */
.scalar-app [role="tablist"] {
  flex-wrap: wrap;
  row-gap: 4px;
}
`;

/**
 * Scalar's renderer, configured to work offline and inside the dashboard: no fonts, telemetry
 * or request proxy from the internet, no "try it" client (it would need a key pasted into the
 * page), always light. Mounted from Scalar's prebuilt bundle (loadScalarBundle), which the
 * viewer has loaded before rendering this.
 */
export function ScalarReference({ document }: { document: Record<string, unknown> }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let app: { destroy(): void } | undefined;
    let unmounted = false;
    void loadScalarBundle().then((scalar) => {
      if (!unmounted) app = scalar.createApiReference(element, { ...CONFIGURATION, content: document });
    });
    const unpatch = patchScalarAccessibility(element);
    return () => {
      unmounted = true;
      unpatch();
      app?.destroy();
    };
  }, [document]);
  return <div ref={container} />;
}

const CONFIGURATION = {
  theme: "none",
  customCss: DASHBOARD_THEME,
  forceDarkModeState: "light",
  hideDarkModeToggle: true,
  withDefaultFonts: false,
  telemetry: false,
  // "Ask AI" would send the document and questions to Scalar's hosted agent.
  agent: { disabled: true },
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: "never",
  documentDownloadType: "none",
  // The first tag open, each other one behind its "Show More" (and the sidebar): with every tag
  // open, Scalar built some 14,000 elements as the page opened and the first operation took
  // twice as long to show (issue 44: the first open within 10 s; decision 0112).
  defaultOpenAllTags: false,
  expandAllResponses: true,
  orderSchemaPropertiesBy: "preserve",
  // Each operation shows its own request and response fields; the model list repeats
  // them, and its headings nest links in buttons (axe: nested-interactive).
  hideModels: true,
};

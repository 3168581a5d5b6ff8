"use client";

import { useState } from "react";

function CopyIcon({ done }: { done: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden>
      {done ? (
        <path d="M3 8.5l3 3 7-7" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <>
          <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
          <path d="M10.5 3.5v-.5a1.5 1.5 0 0 0-1.5-1.5H4A1.5 1.5 0 0 0 2.5 3v5A1.5 1.5 0 0 0 4 9.5h.5" />
        </>
      )}
    </svg>
  );
}

/**
 * Copies a value. `compact`: an icon button for table cells (its label is for screen readers
 * and the tooltip); otherwise a labelled button.
 */
export function CopyButton({ value, label = "Copy", compact = false }: { value: string; label?: string; compact?: boolean }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(value).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 1500);
  }
  if (compact) {
    return (
      <button
        type="button"
        onClick={copy}
        title={label}
        className="inline-flex size-6 shrink-0 items-center justify-center rounded text-muted hover:bg-surface-sunken hover:text-fg focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        <CopyIcon done={copied} />
        <span className="sr-only" aria-live="polite">
          {copied ? "Copied" : label}
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={copy}
      className="rounded-md border border-border-strong bg-surface px-3 py-1.5 text-sm font-medium text-fg-soft hover:bg-surface-muted focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </button>
  );
}

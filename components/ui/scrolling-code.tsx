"use client";

import { useLayoutEffect, useRef, useState } from "react";

/** Text indented when it is JSON (bodies, payloads, examples), as it is otherwise. */
export function prettyJson(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * Every block of code or JSON in the dashboard: lines kept whole and indented, scrolling
 * sideways inside itself on a narrow screen. While more lies to the right, its right edge
 * fades and a hint under it says it scrolls, so a line cut at the edge is never taken for the
 * whole. Focusable so keyboard users can scroll it.
 */
export function ScrollingCode({
  code,
  testId,
  className = "",
}: {
  code: string;
  testId?: string;
  /** Extra classes for the block (a max-h-80 to keep a long body short). */
  className?: string;
}) {
  const ref = useRef<HTMLPreElement>(null);
  const [more, setMore] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      observer.disconnect();
    };
  }, []);
  return (
    <div className="min-w-0">
      <div className="relative">
        <pre
          ref={ref}
          data-testid={testId}
          tabIndex={0}
          className={`overflow-auto rounded-md p-3 text-xs leading-relaxed whitespace-pre focus:outline-none focus-visible:ring-2 focus-visible:ring-focus bg-code text-code-fg ${className}`}
        >
          <code>{code}</code>
        </pre>
        {more ? (
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-0 w-10 rounded-r-md bg-linear-to-l from-code to-transparent"
          />
        ) : null}
      </div>
      {more ? <p className="mt-1 text-right text-xs text-muted">Scroll sideways for the rest →</p> : null}
    </div>
  );
}

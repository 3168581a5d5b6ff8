"use client";

import { useLayoutEffect, useRef, useState } from "react";

/**
 * A value cut with an ellipsis to the width it is given, after wrapping onto two lines (a word
 * too long for a line, as an e-mail is, breaks where it must) or on one (`lines={1}`: an id,
 * which is copied rather than read, is never broken), whole on hover (title) and on
 * keyboard focus (it unfolds in place). Only a value that is actually cut can take focus,
 * so a table of short values adds no tab stops.
 */
export function TruncatedText({ value, className = "", lines = 2 }: { value: string; className?: string; lines?: 1 | 2 }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Measured while not focused: an unfolded value fits by construction.
    const measure = () => {
      if (document.activeElement !== element)
        setCut(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <span
      ref={ref}
      title={value}
      tabIndex={cut ? 0 : undefined}
      className={`min-w-0 rounded-sm focus:line-clamp-none focus:whitespace-normal focus:wrap-anywhere focus:outline-none focus-visible:ring-2 focus-visible:ring-focus ${lines === 1 ? "block truncate" : "line-clamp-2 wrap-break-word"} ${className}`}
    >
      {value}
    </span>
  );
}

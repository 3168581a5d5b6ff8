"use client";

import { useEffect, useRef } from "react";

/**
 * For a detail opened from a list (a delivery, an API-log entry): brings it into view when it
 * opens, so a click never seems to do nothing when the detail appears below the screen. Give
 * the element `scroll-mt-20` to clear the phone's sticky header.
 */
export function useScrollIntoView<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "start" });
  }, []);
  return ref;
}

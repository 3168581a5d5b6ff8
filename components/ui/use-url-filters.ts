"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * A filter kept in the page's address (`?name=value`): reload, back and forward, and a copied
 * link open the page filtered the same way. Starts from the address when it holds a value
 * `accept` takes (anything else, say a status edited by hand, starts empty).
 */
export function useUrlFilter(name: string, accept: (value: string) => boolean = () => true) {
  const value = useSearchParams().get(name) ?? "";
  return useState(value !== "" && accept(value) ? value : "");
}

/**
 * Writes `filters` into the address as they change, empty ones left out. It replaces the
 * history entry rather than adding one (no Back step per keystroke or choice), through
 * `history.replaceState`, which Next.js keeps in step with its router: no request to the server.
 */
export function useFiltersInUrl(filters: Record<string, string>): void {
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== "")).toString();
  useEffect(() => {
    const search = query ? `?${query}` : "";
    if (window.location.search === search) return;
    window.history.replaceState(null, "", `${window.location.pathname}${search}${window.location.hash}`);
  }, [query]);
}

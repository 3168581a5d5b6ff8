"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { Theme } from "@/components/ui/theme";
import type { Role } from "@/lib/access/roles";

// The panel (Radix's dialog, about 13 KiB of JavaScript) is fetched when the menu is first
// opened, not with every page (decision 0215).
const MobileNavPanel = dynamic(() => import("./mobile-nav-panel").then((module) => module.MobileNavPanel), { ssr: false });

/** Phones: a "Menu" button that opens every page of the dashboard in a panel from the right. */
export function MobileNav({ email, role, theme }: { email: string | null | undefined; role: Role; theme: Theme }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        type="button"
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="rounded-md border border-border-strong bg-surface px-3 py-1.5 text-sm font-medium text-fg-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-focus"
      >
        Menu
      </button>
      {open ? <MobileNavPanel email={email} role={role} theme={theme} onClose={() => setOpen(false)} returnFocusTo={button} /> : null}
    </>
  );
}

"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { ROLE_LABELS, type Role } from "@/lib/access/roles";
import { ThemePicker } from "@/components/ui/theme-picker";
import type { Theme } from "@/components/ui/theme";
import { DashboardNav } from "./dashboard-nav";
import { SignOutButton } from "./sign-out-button";

/** Phones: a "Menu" button that opens every page of the dashboard in a panel from the right. */
export function MobileNav({ email, role, theme }: { email: string | null | undefined; role: Role; theme: Theme }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded-md border border-border-strong bg-surface px-3 py-1.5 text-sm font-medium text-fg-soft focus:outline-none focus-visible:ring-2 focus-visible:ring-focus">
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-surface p-5 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold uppercase tracking-wide text-accent-fg">Menu</Dialog.Title>
            <Dialog.Close className="rounded-md px-2 py-1 text-sm font-medium text-muted hover:bg-surface-sunken">Close</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Every page of the dashboard</Dialog.Description>
          <DashboardNav role={role} onNavigate={() => setOpen(false)} />
          <div className="mt-auto space-y-2 border-t border-border pt-4">
            <p className="truncate text-xs text-muted">{email}</p>
            <p className="text-xs text-muted" data-testid="member-role">
              Role: <span className="font-medium text-fg">{ROLE_LABELS[role]}</span>
            </p>
            <SignOutButton />
            <ThemePicker initial={theme} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

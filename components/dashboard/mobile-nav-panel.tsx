"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { ROLE_LABELS, type Role } from "@/lib/access/roles";
import { ThemePicker } from "@/components/ui/theme-picker";
import type { Theme } from "@/components/ui/theme";
import { DashboardNav } from "./dashboard-nav";
import { SignOutButton } from "./sign-out-button";
import { refocusOnClose } from "@/components/ui/refocus-on-close";

/**
 * The phone menu's panel from the right, open while it is mounted (./mobile-nav.tsx mounts it
 * from its "Menu" button); closing it or following a link calls `onClose`. Focus goes back to
 * `returnFocusTo` (that button) when it closes.
 */
export function MobileNavPanel({
  email,
  role,
  theme,
  onClose,
  returnFocusTo,
}: {
  email: string | null | undefined;
  role: Role;
  theme: Theme;
  onClose: () => void;
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog.Root open onOpenChange={(next) => next || onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <Dialog.Content
          onCloseAutoFocus={refocusOnClose(returnFocusTo)}
          className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-surface p-5 shadow-xl focus:outline-none"
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold uppercase tracking-wide text-accent-fg">Menu</Dialog.Title>
            <Dialog.Close className="rounded-md px-2 py-1 text-sm font-medium text-muted hover:bg-surface-sunken">Close</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Every page of the dashboard</Dialog.Description>
          <DashboardNav role={role} onNavigate={onClose} />
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

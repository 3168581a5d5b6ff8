"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { buttonClass } from "./button";
import { refocusOnClose } from "./refocus-on-close";

/**
 * What `ConfirmButton` (./confirm-button.tsx) asks, open while it is mounted. Radix's alert dialog
 * gives the focus trap, Escape, the accessible name (its title) and description; focus goes back
 * to `returnFocusTo` (the button) when it closes. `onClose` follows any answer, after `onConfirm` for yes.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  onConfirm,
  onClose,
  variant,
  returnFocusTo,
}: {
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  variant: "danger" | "secondary" | "primary";
  returnFocusTo: React.RefObject<HTMLElement | null>;
}) {
  return (
    <AlertDialog.Root open onOpenChange={(open) => open || onClose()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <AlertDialog.Content
          onCloseAutoFocus={refocusOnClose(returnFocusTo)}
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-surface shadow-xl focus:outline-none"
        >
          <div className="space-y-3 p-6">
            <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="text-sm text-muted">{description}</div>
            </AlertDialog.Description>
          </div>
          <div className="flex flex-wrap justify-end gap-2 bg-surface-muted px-6 py-3">
            <AlertDialog.Cancel className={buttonClass("secondary")}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass(variant)} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

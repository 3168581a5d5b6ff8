"use client";

import * as AlertDialog from "@radix-ui/react-alert-dialog";
import { Button, buttonClass } from "./button";

/**
 * A button that asks first. Radix's alert dialog gives the focus trap, Escape, the
 * accessible name (its title) and description, and returns focus to the button on close.
 */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  disabled,
  describedBy,
  variant = "danger",
}: {
  label: string;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  /** The id of what explains the button, e.g. why it is disabled. */
  describedBy?: string;
  variant?: "danger" | "secondary" | "primary";
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button type="button" variant={variant === "primary" ? "primary" : "secondary"} disabled={disabled} aria-describedby={describedBy}>
          {label}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-overlay" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-surface shadow-xl focus:outline-none">
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

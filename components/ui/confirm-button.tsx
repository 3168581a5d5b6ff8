"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { Button } from "./button";

// The dialog (Radix's, about 13 KiB of JavaScript) is fetched when a button is first pressed, not
// with the page (decision 0215).
const ConfirmDialog = dynamic(() => import("./confirm-dialog").then((module) => module.ConfirmDialog), { ssr: false });

/** A button that asks first (./confirm-dialog.tsx); `onConfirm` runs only on yes. */
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
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        type="button"
        variant={variant === "primary" ? "primary" : "secondary"}
        disabled={disabled}
        aria-describedby={describedBy}
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {open ? (
        <ConfirmDialog
          title={title}
          description={description}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          onClose={() => setOpen(false)}
          returnFocusTo={button}
          variant={variant}
        />
      ) : null}
    </>
  );
}

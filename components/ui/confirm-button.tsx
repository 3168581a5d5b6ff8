"use client";

import { useRef } from "react";
import { Button } from "./button";

/** A button that asks first, in a native <dialog> (focus trapping and Escape come free). */
export function ConfirmButton({
  label,
  title,
  description,
  confirmLabel,
  onConfirm,
  disabled,
  variant = "danger",
}: {
  label: string;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  variant?: "danger" | "secondary";
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <Button type="button" variant={variant === "danger" ? "secondary" : variant} disabled={disabled} onClick={() => dialog.current?.showModal()}>
        {label}
      </Button>
      <dialog ref={dialog} aria-labelledby={`${title}-title`} className="m-auto w-full max-w-md rounded-xl p-0 shadow-xl backdrop:bg-slate-900/40">
        <div className="space-y-3 p-6">
          <h2 id={`${title}-title`} className="text-lg font-semibold">
            {title}
          </h2>
          <div className="text-sm text-slate-600">{description}</div>
        </div>
        <div className="flex justify-end gap-2 bg-slate-50 px-6 py-3">
          <Button type="button" variant="secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </Button>
          <Button
            type="button"
            variant={variant}
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </dialog>
    </>
  );
}

"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { setIdentityConfirmer } from "@/lib/dashboard/request";

// The dialog (Radix's, about 13 KiB of JavaScript) is fetched when a change first needs it, not
// with every page (decision 0215).
const ConfirmIdentityDialog = dynamic(() => import("./confirm-identity-dialog").then((module) => module.ConfirmIdentityDialog), {
  ssr: false,
});

/**
 * Asks "Confirm it is you" for the whole dashboard: any request refused with CONFIRMATION_REQUIRED
 * opens the dialog (lib/dashboard/request.ts); once the password (or a code, or a passkey) is
 * confirmed the request is sent again, so no form needs to know which changes are dangerous.
 */
export function ConfirmIdentity() {
  // What the open dialog answers to; none while nothing is asked.
  const [answer, setAnswer] = useState<(confirmed: boolean) => void>();

  useEffect(() => {
    setIdentityConfirmer(() => new Promise<boolean>((resolve) => setAnswer(() => resolve)));
    return () => setIdentityConfirmer(undefined);
  }, []);

  if (!answer) return null;
  return (
    <ConfirmIdentityDialog
      onAnswer={(confirmed) => {
        setAnswer(undefined);
        answer(confirmed);
      }}
    />
  );
}

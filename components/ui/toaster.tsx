"use client";

import { useEffect } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { markToasterMounted } from "./toast";

/** sonner's Toaster, loaded after the page (see components/ui/toast.ts); toasts wait for it. */
export default function Toaster() {
  // Sonner's Toaster subscribes to new toasts in its own effect, which runs before this one.
  useEffect(markToasterMounted, []);
  return <SonnerToaster position="bottom-right" richColors closeButton />;
}

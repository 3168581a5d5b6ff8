// The dashboard's toasts, with sonner (about 10 KiB gzip) out of the JavaScript a page loads
// before it can be used: a toast only ever follows something the member did, so sonner is
// fetched after the page is up (the Toaster, `dynamic()` in components/providers.tsx), and a
// toast asked for before then waits for the Toaster to be mounted rather than being lost
// (sonner keeps no toasts for a Toaster that subscribes later).

let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/** Called once the Toaster is on the page (components/ui/toaster.tsx). */
export function markToasterMounted(): void {
  toasterMounted();
}

async function show(kind: "success" | "warning", message: string): Promise<void> {
  const [{ toast: sonner }] = await Promise.all([import("sonner"), mounted]);
  sonner[kind](message);
}

/** `toast.success(…)`, `toast.warning(…)`: sonner's, once it is loaded. */
export const toast = {
  success: (message: string) => void show("success", message),
  warning: (message: string) => void show("warning", message),
};

"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Toaster } from "sonner";

/**
 * Client-side state for the dashboard: React Query's cache and toasts. No next-auth
 * SessionProvider: pages get the user from the server, and the provider would fetch
 * /api/auth/session on every load and window focus for nothing.
 */
export function Providers({ children }: { children: React.ReactNode }) {
  // One QueryClient per browser tab, created once (not on every render). Data the server
  // rendered counts as fresh for staleTime, so a page does not fetch it again on arrival.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster position="bottom-right" richColors closeButton />
    </QueryClientProvider>
  );
}

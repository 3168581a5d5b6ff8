"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { useState } from "react";
import { ConfirmIdentity } from "@/components/account/confirm-identity";
import { RoleProvider } from "@/components/dashboard/role-context";
import type { Role } from "@/lib/access/roles";

// Loaded after the page is up, not with it: toasts only follow what the member did, and they
// wait for it (components/ui/toast.ts).
const Toaster = dynamic(() => import("@/components/ui/toaster"), { ssr: false });

/**
 * Client-side state for the dashboard: React Query's cache, toasts and the member's role
 * (which controls to offer; the server decides what is allowed). No next-auth
 * SessionProvider: pages get the user from the server, and the provider would fetch
 * /api/auth/session on every load and window focus for nothing.
 */
export function Providers({ role, children }: { role: Role; children: React.ReactNode }) {
  // One QueryClient per browser tab, created once (not on every render). Data the server
  // rendered counts as fresh for staleTime, so a page does not fetch it again on arrival.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: true } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RoleProvider role={role}>{children}</RoleProvider>
      <ConfirmIdentity />
      <Toaster />
    </QueryClientProvider>
  );
}

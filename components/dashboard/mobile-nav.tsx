"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { ROLE_LABELS, type Role } from "@/lib/access/roles";
import { DashboardNav } from "./dashboard-nav";
import { SignOutButton } from "./sign-out-button";

/** Phones: a "Menu" button that opens every page of the dashboard in a panel from the right. */
export function MobileNav({ email, role }: { email: string | null | undefined; role: Role }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500">
        Menu
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col gap-6 overflow-y-auto bg-white p-5 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-sm font-semibold uppercase tracking-wide text-indigo-700">Menu</Dialog.Title>
            <Dialog.Close className="rounded-md px-2 py-1 text-sm font-medium text-slate-600 hover:bg-slate-100">Close</Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">Every page of the dashboard</Dialog.Description>
          <DashboardNav role={role} onNavigate={() => setOpen(false)} />
          <div className="mt-auto space-y-2 border-t border-slate-200 pt-4">
            <p className="truncate text-xs text-slate-600">{email}</p>
            <p className="text-xs text-slate-600" data-testid="member-role">
              Role: <span className="font-medium text-slate-800">{ROLE_LABELS[role]}</span>
            </p>
            <SignOutButton />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

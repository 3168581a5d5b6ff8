"use client";

import { createContext, useContext, useId } from "react";
import { canCallOperation, cannotCallReason, leastRoleOf, type RoleOperation } from "@/lib/access/operation-policy";
import { LEAST_ROLE, type Role } from "@/lib/access/roles";

// The least role until a layout provides one: a control shown to too few is safer than to too many.
const RoleContext = createContext<Role>(LEAST_ROLE);

/** The signed-in member's role, from the dashboard layout (read with the session on each request). */
export function RoleProvider({ role, children }: { role: Role; children: React.ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export function useRole(): Role {
  return useContext(RoleContext);
}

/** Whether the member may call `operation` (for a control whose reason a nearby note gives). */
export function useCan(operation: RoleOperation): boolean {
  return canCallOperation(useRole(), operation).allowed;
}

/**
 * Whether the member may call `operation` (every one of them, for a group of controls), and,
 * when not, a note saying why, naming the role needed, with an id for the `aria-describedby` of
 * a control that stays visible but disabled. `action` reads after "can't": "create API keys".
 */
export function useCanCall(
  operation: RoleOperation | readonly RoleOperation[],
  action: string,
): { can: boolean; reasonId: string | undefined; reason: React.ReactNode } {
  const role = useRole();
  const id = useId();
  const refused = [operation].flat().filter((each) => !canCallOperation(role, each).allowed);
  const can = refused.length === 0;
  if (can) return { can, reasonId: undefined, reason: null };
  // The most demanding refusal: the role that allows the whole group.
  const needed = refused.reduce((most, each) => (canCallOperation(leastRoleOf(each), most).allowed ? each : most));
  return {
    can,
    reasonId: id,
    reason: (
      <p id={id} data-testid="role-reason" className="rounded-md bg-surface-muted px-3 py-2 text-sm text-muted ring-1 ring-border">
        {cannotCallReason(needed, role, action)}
      </p>
    ),
  };
}

import { CallStatus } from "@/generated/prisma/enums";

// A call's enumerations without zod: the dashboard's status filter and test-call form read them,
// and a page that imported ./call.ts carried zod and every call schema (decision 0215).

export const CALL_STATUSES = Object.values(CallStatus) as [CallStatus, ...CallStatus[]];

/** What the simulator's test call (dashboard and CLI) can make of a call. */
export const SIMULATED_OUTCOMES = ["completed", "failed", "missed"] as const;

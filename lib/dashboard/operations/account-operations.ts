import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { ACCOUNT_CLOSING_ROLE } from "@/lib/access/account-closing-policy";
import { accountClosingSchema, closeAccountSchema } from "@/lib/schemas/account-closing";
import { tierSchema } from "@/lib/schemas/tier";
import { callSchema } from "@/lib/schemas/call";
import { usageSchema } from "@/lib/schemas/usage";
import type { TierPlan } from "@/lib/tiers";

/** A plan as the dashboard API sends it (typed against TierPlan, so the two cannot drift). */
const tierPlanSchema: z.ZodType<TierPlan> = z.object({
  slug: z.enum(["pay_as_you_go", "starter", "professional"]),
  label: z.string(),
  priceUsd: z.number().nullable(),
  requestsPerMinute: z.number(),
  requestsPerDay: z.number(),
  includedMinutes: z.number(),
});

const windowSchema = z.object({ limit: z.number(), remaining: z.number(), reset: z.number() });
const count = z.number().int().nonnegative();
const minutes = z.number().int().nonnegative();

const overviewSchema = z.object({
  account: z.object({ name: z.string(), plan: tierPlanSchema }),
  rateLimit: z.object({ minute: windowSchema, day: windowSchema }),
  usage: usageSchema,
  recentCalls: z.array(callSchema),
  webhook: z.object({
    configured: z.boolean(),
    enabled: z.boolean(),
    consecutiveFailures: count,
    last24h: z.object({ delivered: count, failed: count, pending: count }),
  }),
});

const usageBreakdownSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  days: z.array(z.object({ date: z.string(), minutes })),
  assistants: z.array(z.object({ assistantId: z.string(), assistantName: z.string(), minutes })),
});

const planChoiceSchema = z.object({
  tier: z.string(),
  plans: z.array(z.intersection(z.object({ tier: z.string() }), tierPlanSchema)),
});

export const dashboardAccountOperations = {
  overview: defineOperation({
    id: "dashboardGetOverview",
    method: "GET",
    path: "/api/dashboard/overview",
    access: "session",
    role: "viewer",
    summary: "Plan, requests left, usage this period, recent calls and webhook health",
    response: { status: 200, description: "The overview.", schema: overviewSchema },
  }),
  usageBreakdown: defineOperation({
    id: "dashboardGetUsageBreakdown",
    method: "GET",
    path: "/api/dashboard/usage",
    access: "session",
    role: "viewer",
    summary: "Billed minutes this period per day and per assistant",
    response: { status: 200, description: "Minutes per day and per assistant.", schema: usageBreakdownSchema },
  }),
  getPlan: defineOperation({
    id: "dashboardGetPlan",
    method: "GET",
    path: "/api/dashboard/plan",
    access: "session",
    role: "viewer",
    summary: "The account's tier and every plan",
    response: { status: 200, description: "The tier and the plans.", schema: planChoiceSchema },
  }),
  changePlan: defineOperation({
    id: "dashboardChangePlan",
    method: "PUT",
    path: "/api/dashboard/plan",
    access: "session",
    role: "owner",
    summary: "Switch tier",
    body: z.strictObject({ tier: tierSchema }),
    response: { status: 200, description: "The new tier and every plan.", schema: planChoiceSchema },
  }),
  getClosing: defineOperation({
    id: "dashboardGetAccountClosing",
    method: "GET",
    path: "/api/dashboard/account/closing",
    access: "session",
    role: ACCOUNT_CLOSING_ROLE,
    summary: "The account's name and whether it is closed, and when it will be erased",
    whileAccountClosed: true,
    response: { status: 200, description: "The closing state.", schema: accountClosingSchema },
  }),
  close: defineOperation({
    id: "dashboardCloseAccount",
    method: "POST",
    path: "/api/dashboard/account/close",
    access: "session",
    role: ACCOUNT_CLOSING_ROLE,
    summary: "Close the account: its keys stop, webhooks and scheduled work stop, every member is signed out and e-mailed",
    description:
      "Owners only, with a recent confirmation and the account's name typed exactly (400 otherwise). Every API key is revoked at once (the public API answers 401), pending webhook deliveries are not sent, open invitations are canceled, and every session of every member ends, this one's too. The data is erased after ACCOUNT_ERASE_AFTER_DAYS (default 30); until then an owner can sign in, export it and reopen the account. 409 when it is already closed.",
    body: closeAccountSchema,
    confirm: true,
    response: { status: 200, description: "Closed; this session has ended.", schema: accountClosingSchema },
    errors: ["CONFLICT"],
  }),
  reopen: defineOperation({
    id: "dashboardReopenAccount",
    method: "POST",
    path: "/api/dashboard/account/reopen",
    access: "session",
    role: ACCOUNT_CLOSING_ROLE,
    summary: "Reopen a closed account before it is erased; the keys revoked by the close stay revoked",
    description: "Owners only, with a recent confirmation. 409 when the account is not closed or its erasure has begun.",
    confirm: true,
    whileAccountClosed: true,
    response: { status: 200, description: "Reopened.", schema: accountClosingSchema },
    errors: ["CONFLICT"],
  }),
  export: defineOperation({
    id: "dashboardExportAccount",
    method: "GET",
    path: "/api/dashboard/account/export",
    access: "session",
    role: ACCOUNT_CLOSING_ROLE,
    summary: "Download the account's data as NDJSON: one JSON object per line, each with a `type`",
    description:
      "Owners only, open or closed account. Members, API keys (never a secret or hash), assistants, calls with transcripts, events and webhook deliveries with their attempts, the API logs of their retention window and the audit log, streamed a page at a time. Audited.",
    whileAccountClosed: true,
    // The handler answers the file itself (an attachment).
    response: { status: 200, mediaType: "application/x-ndjson", description: "NDJSON: a header line, then one line per record." },
  }),
};

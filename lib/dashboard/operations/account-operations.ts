import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
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
};

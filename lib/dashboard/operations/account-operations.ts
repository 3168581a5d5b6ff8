import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { tierSchema } from "@/lib/schemas/account";

export const dashboardAccountOperations = {
  overview: defineOperation({
    id: "dashboardGetOverview",
    method: "GET",
    path: "/api/dashboard/overview",
    access: "session",
    summary: "Plan, requests left, usage this period, recent calls and webhook health",
    response: { status: 200, description: "The overview." },
  }),
  getPlan: defineOperation({
    id: "dashboardGetPlan",
    method: "GET",
    path: "/api/dashboard/plan",
    access: "session",
    summary: "The account's tier and every plan",
    response: { status: 200, description: "The tier and the plans." },
  }),
  changePlan: defineOperation({
    id: "dashboardChangePlan",
    method: "PUT",
    path: "/api/dashboard/plan",
    access: "session",
    summary: "Switch tier",
    body: z.strictObject({ tier: tierSchema }),
    response: { status: 200, description: "The new tier and every plan." },
  }),
};

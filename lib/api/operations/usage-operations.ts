import { defineOperation } from "../operation";
import { usageSchema } from "@/lib/schemas/usage";

export const usageOperations = {
  get: defineOperation({
    id: "getUsage",
    method: "GET",
    path: "/api/v1/usage",
    access: { apiKey: "usage:read" },
    tag: "Usage",
    summary: "Get usage",
    description: "Minutes used in the current billing period (calendar month, UTC) against the tier's included minutes.",
    response: { status: 200, description: "The current period's usage.", schema: usageSchema },
    // Only when the account was deleted between authentication and the read.
    errors: ["NOT_FOUND"],
  }),
};

import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { callIdSchema, listCallsQuerySchema, testCallInputSchema } from "@/lib/schemas/call";

export const dashboardCallOperations = {
  list: defineOperation({
    id: "dashboardListCalls",
    method: "GET",
    path: "/api/dashboard/calls",
    access: "session",
    summary: "The account's calls, newest first, filtered by assistant and status",
    query: listCallsQuerySchema,
    response: { status: 200, description: "A page of calls." },
  }),
  get: defineOperation({
    id: "dashboardGetCall",
    method: "GET",
    path: "/api/dashboard/calls/{id}",
    access: "session",
    summary: "A call with its transcript and the events it produced",
    params: z.object({ id: callIdSchema }),
    resource: "call",
    response: { status: 200, description: "The call and its events." },
  }),
  test: defineOperation({
    id: "dashboardRunTestCall",
    method: "POST",
    path: "/api/dashboard/calls/test",
    access: "session",
    summary: "Run a simulated call on one of the account's assistants",
    body: testCallInputSchema,
    response: { status: 201, description: "The call and the events it sent." },
    errors: ["NOT_FOUND"],
  }),
};

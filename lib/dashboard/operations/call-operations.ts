import { z } from "zod";
import { defineOperation, onDashboard } from "@/lib/api/operation";
import { callOperations } from "@/lib/api/operations/call-operations";
import { callDetailSchema, callIdSchema, callSchema, testCallInputSchema } from "@/lib/schemas/call";
import { EVENT_TYPES, type EventType } from "@/lib/schemas/event";

const eventTypeSchema = z.enum(EVENT_TYPES as [EventType, ...EventType[]]);

/** The call screen: the call and the events it produced, each with its latest delivery. */
const callWithEventsSchema = z.object({
  call: callDetailSchema,
  events: z.array(
    z.object({
      id: z.string(),
      type: z.string(),
      timestamp: z.string(),
      delivery: z
        .object({ id: z.string(), status: z.string(), attemptCount: z.number(), lastStatusCode: z.number().nullable() })
        .nullable(),
    }),
  ),
});

const testCallResultSchema = z.object({ call: callSchema, events: z.array(z.object({ id: z.string(), type: eventTypeSchema })) });

export const dashboardCallOperations = {
  // The public API's list, for the session (same query, same page).
  list: onDashboard(callOperations.list, "viewer"),
  get: defineOperation({
    id: "dashboardGetCall",
    method: "GET",
    path: "/api/dashboard/calls/{id}",
    access: "session",
    role: "viewer",
    summary: "A call with its transcript and the events it produced",
    params: z.object({ id: callIdSchema }),
    resource: "call",
    response: { status: 200, description: "The call and its events.", schema: callWithEventsSchema },
  }),
  test: defineOperation({
    id: "dashboardRunTestCall",
    method: "POST",
    path: "/api/dashboard/calls/test",
    access: "session",
    role: "developer",
    summary: "Run a simulated call on one of the account's assistants",
    body: testCallInputSchema,
    response: { status: 201, description: "The call and the events it sent.", schema: testCallResultSchema },
    errors: ["NOT_FOUND"],
  }),
};

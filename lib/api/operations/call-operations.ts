import { z } from "zod";
import { defineOperation } from "../operation";
import { callDetailSchema, callIdSchema, callListSchema, listCallsQuerySchema } from "@/lib/schemas/call";

export const callOperations = {
  list: defineOperation({
    id: "listCalls",
    method: "GET",
    path: "/api/v1/calls",
    access: { apiKey: "calls:read" },
    tag: "Calls",
    summary: "List calls",
    description:
      "Your account's calls (the API key's account), newest first, optionally of one assistant and/or in one status. Follow `nextCursor` for more.",
    query: listCallsQuerySchema,
    response: { status: 200, description: "A page of calls (without transcripts).", schema: callListSchema },
  }),
  get: defineOperation({
    id: "getCall",
    method: "GET",
    path: "/api/v1/calls/{id}",
    access: { apiKey: "calls:read" },
    tag: "Calls",
    summary: "Get a call",
    description: "One call with its transcript (null until `transcript.ready`).",
    params: z.object({ id: callIdSchema }),
    resource: "call",
    response: { status: 200, description: "The call.", schema: callDetailSchema },
  }),
};

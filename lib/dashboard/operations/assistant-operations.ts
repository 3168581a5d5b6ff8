import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { assistantIdSchema, assistantListSchema, assistantSchema, createAssistantSchema, listAssistantsQuerySchema, updateAssistantSchema } from "@/lib/schemas/assistant";

const byId = { params: z.object({ id: assistantIdSchema }), resource: "assistant" } as const;

export const dashboardAssistantOperations = {
  list: defineOperation({
    id: "dashboardListAssistants",
    method: "GET",
    path: "/api/dashboard/assistants",
    access: "session",
    summary: "The account's assistants, a page at a time",
    query: listAssistantsQuerySchema,
    response: { status: 200, description: "A page of assistants.", schema: assistantListSchema },
  }),
  create: defineOperation({
    id: "dashboardCreateAssistant",
    method: "POST",
    path: "/api/dashboard/assistants",
    access: "session",
    summary: "Create an assistant",
    body: createAssistantSchema,
    response: { status: 201, description: "The created assistant.", schema: assistantSchema, location: "/api/v1/assistants/{id}" },
  }),
  update: defineOperation({
    id: "dashboardUpdateAssistant",
    method: "PUT",
    path: "/api/dashboard/assistants/{id}",
    access: "session",
    summary: "Change some fields of an assistant",
    ...byId,
    body: updateAssistantSchema,
    response: { status: 200, description: "The updated assistant.", schema: assistantSchema },
  }),
  delete: defineOperation({
    id: "dashboardDeleteAssistant",
    method: "DELETE",
    path: "/api/dashboard/assistants/{id}",
    access: "session",
    summary: "Delete an assistant",
    ...byId,
    response: { status: 204, description: "Deleted." },
  }),
};

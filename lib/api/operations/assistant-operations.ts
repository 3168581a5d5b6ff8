import { z } from "zod";
import { defineOperation } from "../operation";
import {
  assistantIdSchema,
  assistantListSchema,
  assistantSchema,
  createAssistantSchema,
  listAssistantsQuerySchema,
  updateAssistantSchema,
} from "@/lib/schemas/assistant";

const byId = { params: z.object({ id: assistantIdSchema }), resource: "assistant" } as const;

export const assistantOperations = {
  list: defineOperation({
    id: "listAssistants",
    method: "GET",
    path: "/api/v1/assistants",
    access: { apiKey: "assistants:read" },
    tag: "Assistants",
    summary: "List assistants",
    description: "Your account's assistants (the API key's account), newest first. Follow `nextCursor` for more.",
    query: listAssistantsQuerySchema,
    response: { status: 200, description: "A page of assistants.", schema: assistantListSchema },
  }),
  create: defineOperation({
    id: "createAssistant",
    method: "POST",
    path: "/api/v1/assistants",
    access: { apiKey: "assistants:write" },
    tag: "Assistants",
    summary: "Create an assistant",
    body: createAssistantSchema,
    response: { status: 201, description: "The created assistant.", schema: assistantSchema, location: "/api/v1/assistants/{id}" },
  }),
  get: defineOperation({
    id: "getAssistant",
    method: "GET",
    path: "/api/v1/assistants/{id}",
    access: { apiKey: "assistants:read" },
    tag: "Assistants",
    summary: "Get an assistant",
    ...byId,
    response: { status: 200, description: "The assistant.", schema: assistantSchema },
  }),
  update: defineOperation({
    id: "updateAssistant",
    method: "PUT",
    path: "/api/v1/assistants/{id}",
    access: { apiKey: "assistants:write" },
    tag: "Assistants",
    summary: "Update an assistant",
    description: 'Partial update: only the fields sent change (e.g. `{"status": "inactive"}`).',
    ...byId,
    body: updateAssistantSchema,
    response: { status: 200, description: "The updated assistant.", schema: assistantSchema },
  }),
  delete: defineOperation({
    id: "deleteAssistant",
    method: "DELETE",
    path: "/api/v1/assistants/{id}",
    access: { apiKey: "assistants:write" },
    tag: "Assistants",
    summary: "Delete an assistant",
    description: "Calls already made keep the assistant's id and name.",
    ...byId,
    response: { status: 204, description: "Deleted." },
  }),
};

// Which method serves each operation of the API document. Keyed by the generated OperationId
// union: an operation added to the document does not compile until it has a method here, and
// a test checks method and path against the document the service serves.
import type { OperationId } from "./types.js";

export type OperationBinding = { method: "GET" | "POST" | "PUT" | "DELETE"; path: string; sdk: string };

export const OPERATIONS = {
  listAssistants: { method: "GET", path: "/assistants", sdk: "assistants.list" },
  createAssistant: { method: "POST", path: "/assistants", sdk: "assistants.create" },
  getAssistant: { method: "GET", path: "/assistants/{id}", sdk: "assistants.retrieve" },
  updateAssistant: { method: "PUT", path: "/assistants/{id}", sdk: "assistants.update" },
  deleteAssistant: { method: "DELETE", path: "/assistants/{id}", sdk: "assistants.delete" },
  listCalls: { method: "GET", path: "/calls", sdk: "calls.list" },
  getCall: { method: "GET", path: "/calls/{id}", sdk: "calls.retrieve" },
  getUsage: { method: "GET", path: "/usage", sdk: "usage.retrieve" },
  listEvents: { method: "GET", path: "/events", sdk: "events.list" },
  followEvents: { method: "GET", path: "/events/follow", sdk: "events.follow" },
  getEvent: { method: "GET", path: "/events/{id}", sdk: "events.retrieve" },
  redeliverEvent: { method: "POST", path: "/events/{id}/redeliver", sdk: "events.redeliver" },
  recoverFailedDeliveries: { method: "POST", path: "/webhook/recover", sdk: "events.recover" },
  listAuditLog: { method: "GET", path: "/audit-log", sdk: "auditLog.list" },
  listRequestLogs: { method: "GET", path: "/request-logs", sdk: "requestLogs.list" },
} as const satisfies Record<OperationId, OperationBinding>;

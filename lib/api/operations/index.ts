import type { Operation } from "../operation";
import { assistantOperations } from "./assistant-operations";
import { auditOperations } from "./audit-operations";
import { callOperations } from "./call-operations";
import { eventOperations } from "./event-operations";
import { openApiOperations } from "./openapi-operations";
import { requestLogOperations } from "./request-log-operations";
import { usageOperations } from "./usage-operations";

/** Every operation of the public API (/api/v1), in the order the reference lists them. */
export const API_OPERATIONS: readonly Operation[] = [
  ...Object.values(assistantOperations),
  ...Object.values(callOperations),
  ...Object.values(usageOperations),
  ...Object.values(eventOperations),
  ...Object.values(auditOperations),
  ...Object.values(requestLogOperations),
  ...Object.values(openApiOperations),
];

import type { Operation } from "@/lib/api/operation";
import { dashboardAccountOperations } from "./account-operations";
import { dashboardApiKeyOperations } from "./api-key-operations";
import { dashboardAssistantOperations } from "./assistant-operations";
import { dashboardAuditOperations } from "./audit-operations";
import { dashboardCallOperations } from "./call-operations";
import { dashboardSessionOperations } from "./session-operations";
import { dashboardWebhookOperations } from "./webhook-operations";

/** Every operation of the dashboard's own API (/api/dashboard), which only the browser calls. */
export const DASHBOARD_OPERATIONS: readonly Operation[] = [
  ...Object.values(dashboardAccountOperations),
  ...Object.values(dashboardApiKeyOperations),
  ...Object.values(dashboardAssistantOperations),
  ...Object.values(dashboardAuditOperations),
  ...Object.values(dashboardCallOperations),
  ...Object.values(dashboardSessionOperations),
  ...Object.values(dashboardWebhookOperations),
];

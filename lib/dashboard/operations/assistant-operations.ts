import { onDashboard } from "@/lib/api/operation";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";

/** The public API's assistant operations, for the dashboard's session (see `onDashboard`). */
export const dashboardAssistantOperations = {
  list: onDashboard(assistantOperations.list, "viewer"),
  create: onDashboard(assistantOperations.create, "developer"),
  update: onDashboard(assistantOperations.update, "developer"),
  delete: onDashboard(assistantOperations.delete, "developer"),
};

import type { Operation } from "@/lib/api/operation";
import { dashboardAccountOperations } from "./account-operations";
import { dashboardApiKeyOperations } from "./api-key-operations";
import { dashboardAssistantOperations } from "./assistant-operations";
import { dashboardAuditOperations } from "./audit-operations";
import { dashboardCallOperations } from "./call-operations";
import { dashboardConfirmationOperations } from "./confirmation-operations";
import { dashboardInvitationOperations } from "./invitation-operations";
import { dashboardPasskeyOperations } from "./passkey-operations";
import { dashboardPasswordResetOperations } from "./password-reset-operations";
import { dashboardRequestLogOperations } from "./api-log-operations";
import { dashboardSessionOperations } from "./session-operations";
import { signInOperations } from "./sign-in-operations";
import { dashboardTeamOperations } from "./team-operations";
import { dashboardTwoFactorOperations } from "./two-factor-operations";
import { dashboardWebhookOperations } from "./webhook-operations";

/**
 * Every operation of the dashboard's own API (/api/dashboard), which only the browser calls:
 * for a signed-in member, except the public steps of accepting an invitation and resetting a
 * password; and the sign-in pages' own beside next-auth's (/api/auth: sign-up, the second step,
 * a passkey challenge).
 */
export const DASHBOARD_OPERATIONS: readonly Operation[] = [
  ...Object.values(dashboardAccountOperations),
  ...Object.values(dashboardApiKeyOperations),
  ...Object.values(dashboardAssistantOperations),
  ...Object.values(dashboardAuditOperations),
  ...Object.values(dashboardCallOperations),
  ...Object.values(dashboardConfirmationOperations),
  ...Object.values(dashboardPasskeyOperations),
  ...Object.values(dashboardPasswordResetOperations),
  ...Object.values(dashboardRequestLogOperations),
  ...Object.values(dashboardSessionOperations),
  ...Object.values(dashboardTeamOperations),
  ...Object.values(dashboardTwoFactorOperations),
  ...Object.values(dashboardInvitationOperations),
  ...Object.values(dashboardWebhookOperations),
  ...Object.values(signInOperations),
];

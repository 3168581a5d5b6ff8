// Generated from lib/dashboard/operations/*-operations.ts by `npm run dashboard:client-operations`.
// Do not edit: a test fails when it differs from the operations (scripts/support/client-operations.ts).
// What the browser holds of each operation, without its schemas: `request` loads them (decision 0215).
import type { ClientOperations } from "@/lib/dashboard/request";
import type { dashboardAccountOperations as DashboardAccountOperations } from "./account-operations";
import type { dashboardApiKeyOperations as DashboardApiKeyOperations } from "./api-key-operations";
import type { dashboardRequestLogOperations as DashboardRequestLogOperations } from "./api-log-operations";
import type { dashboardAssistantOperations as DashboardAssistantOperations } from "./assistant-operations";
import type { dashboardAuditOperations as DashboardAuditOperations } from "./audit-operations";
import type { dashboardCallOperations as DashboardCallOperations } from "./call-operations";
import type { dashboardConfirmationOperations as DashboardConfirmationOperations } from "./confirmation-operations";
import type { dashboardInvitationOperations as DashboardInvitationOperations } from "./invitation-operations";
import type { dashboardPasskeyOperations as DashboardPasskeyOperations } from "./passkey-operations";
import type { dashboardPasswordResetOperations as DashboardPasswordResetOperations } from "./password-reset-operations";
import type { dashboardSessionOperations as DashboardSessionOperations } from "./session-operations";
import type { signInOperations as SignInOperations } from "./sign-in-operations";
import type { dashboardTeamOperations as DashboardTeamOperations } from "./team-operations";
import type { dashboardTwoFactorOperations as DashboardTwoFactorOperations } from "./two-factor-operations";
import type { dashboardWebhookOperations as DashboardWebhookOperations } from "./webhook-operations";

const loadAccountOperations = () => import("./account-operations").then((module) => module.dashboardAccountOperations);
export const dashboardAccountOperations: ClientOperations<typeof DashboardAccountOperations> = {
  overview: { id: "dashboardGetOverview", method: "GET", path: "/api/dashboard/overview", role: "viewer", load: () => loadAccountOperations().then((group) => group.overview) },
  usageBreakdown: { id: "dashboardGetUsageBreakdown", method: "GET", path: "/api/dashboard/usage", role: "viewer", load: () => loadAccountOperations().then((group) => group.usageBreakdown) },
  getPlan: { id: "dashboardGetPlan", method: "GET", path: "/api/dashboard/plan", role: "viewer", load: () => loadAccountOperations().then((group) => group.getPlan) },
  changePlan: { id: "dashboardChangePlan", method: "PUT", path: "/api/dashboard/plan", role: "owner", load: () => loadAccountOperations().then((group) => group.changePlan) },
  getClosing: { id: "dashboardGetAccountClosing", method: "GET", path: "/api/dashboard/account/closing", role: "owner", load: () => loadAccountOperations().then((group) => group.getClosing) },
  close: { id: "dashboardCloseAccount", method: "POST", path: "/api/dashboard/account/close", role: "owner", load: () => loadAccountOperations().then((group) => group.close) },
  reopen: { id: "dashboardReopenAccount", method: "POST", path: "/api/dashboard/account/reopen", role: "owner", load: () => loadAccountOperations().then((group) => group.reopen) },
  export: { id: "dashboardExportAccount", method: "GET", path: "/api/dashboard/account/export", role: "owner", load: () => loadAccountOperations().then((group) => group.export) },
};

const loadApiKeyOperations = () => import("./api-key-operations").then((module) => module.dashboardApiKeyOperations);
export const dashboardApiKeyOperations: ClientOperations<typeof DashboardApiKeyOperations> = {
  list: { id: "dashboardListApiKeys", method: "GET", path: "/api/dashboard/api-keys", role: "viewer", load: () => loadApiKeyOperations().then((group) => group.list) },
  create: { id: "dashboardCreateApiKey", method: "POST", path: "/api/dashboard/api-keys", role: "developer", load: () => loadApiKeyOperations().then((group) => group.create) },
  revoke: { id: "dashboardRevokeApiKey", method: "DELETE", path: "/api/dashboard/api-keys/{id}", role: "developer", load: () => loadApiKeyOperations().then((group) => group.revoke) },
};

const loadApiLogOperations = () => import("./api-log-operations").then((module) => module.dashboardRequestLogOperations);
export const dashboardRequestLogOperations: ClientOperations<typeof DashboardRequestLogOperations> = {
  list: { id: "dashboardListRequestLogs", method: "GET", path: "/api/dashboard/request-logs", role: "developer", load: () => loadApiLogOperations().then((group) => group.list) },
};

const loadAssistantOperations = () => import("./assistant-operations").then((module) => module.dashboardAssistantOperations);
export const dashboardAssistantOperations: ClientOperations<typeof DashboardAssistantOperations> = {
  list: { id: "dashboardListAssistants", method: "GET", path: "/api/dashboard/assistants", role: "viewer", load: () => loadAssistantOperations().then((group) => group.list) },
  create: { id: "dashboardCreateAssistant", method: "POST", path: "/api/dashboard/assistants", role: "developer", load: () => loadAssistantOperations().then((group) => group.create) },
  update: { id: "dashboardUpdateAssistant", method: "PUT", path: "/api/dashboard/assistants/{id}", role: "developer", load: () => loadAssistantOperations().then((group) => group.update) },
  delete: { id: "dashboardDeleteAssistant", method: "DELETE", path: "/api/dashboard/assistants/{id}", role: "developer", load: () => loadAssistantOperations().then((group) => group.delete) },
};

const loadAuditOperations = () => import("./audit-operations").then((module) => module.dashboardAuditOperations);
export const dashboardAuditOperations: ClientOperations<typeof DashboardAuditOperations> = {
  list: { id: "dashboardListAuditLog", method: "GET", path: "/api/dashboard/audit-log", role: "admin", load: () => loadAuditOperations().then((group) => group.list) },
  export: { id: "dashboardExportAuditLog", method: "GET", path: "/api/dashboard/audit-log/export", role: "admin", load: () => loadAuditOperations().then((group) => group.export) },
};

const loadCallOperations = () => import("./call-operations").then((module) => module.dashboardCallOperations);
export const dashboardCallOperations: ClientOperations<typeof DashboardCallOperations> = {
  list: { id: "dashboardListCalls", method: "GET", path: "/api/dashboard/calls", role: "viewer", load: () => loadCallOperations().then((group) => group.list) },
  get: { id: "dashboardGetCall", method: "GET", path: "/api/dashboard/calls/{id}", role: "viewer", load: () => loadCallOperations().then((group) => group.get) },
  test: { id: "dashboardRunTestCall", method: "POST", path: "/api/dashboard/calls/test", role: "developer", load: () => loadCallOperations().then((group) => group.test) },
};

const loadConfirmationOperations = () => import("./confirmation-operations").then((module) => module.dashboardConfirmationOperations);
export const dashboardConfirmationOperations: ClientOperations<typeof DashboardConfirmationOperations> = {
  confirmIdentity: { id: "dashboardConfirmIdentity", method: "POST", path: "/api/dashboard/sessions/confirm", role: "viewer", load: () => loadConfirmationOperations().then((group) => group.confirmIdentity) },
};

const loadInvitationOperations = () => import("./invitation-operations").then((module) => module.dashboardInvitationOperations);
export const dashboardInvitationOperations: ClientOperations<typeof DashboardInvitationOperations> = {
  previewInvitation: { id: "dashboardPreviewInvitation", method: "POST", path: "/api/dashboard/invitation/preview", load: () => loadInvitationOperations().then((group) => group.previewInvitation) },
  acceptInvitation: { id: "dashboardAcceptInvitation", method: "POST", path: "/api/dashboard/invitation/accept", load: () => loadInvitationOperations().then((group) => group.acceptInvitation) },
};

const loadPasskeyOperations = () => import("./passkey-operations").then((module) => module.dashboardPasskeyOperations);
export const dashboardPasskeyOperations: ClientOperations<typeof DashboardPasskeyOperations> = {
  listPasskeys: { id: "dashboardListPasskeys", method: "GET", path: "/api/dashboard/passkeys", role: "viewer", load: () => loadPasskeyOperations().then((group) => group.listPasskeys) },
  startPasskeyRegistration: { id: "dashboardStartPasskeyRegistration", method: "POST", path: "/api/dashboard/passkeys/options", role: "viewer", load: () => loadPasskeyOperations().then((group) => group.startPasskeyRegistration) },
  addPasskey: { id: "dashboardAddPasskey", method: "POST", path: "/api/dashboard/passkeys", role: "viewer", load: () => loadPasskeyOperations().then((group) => group.addPasskey) },
  renamePasskey: { id: "dashboardRenamePasskey", method: "PATCH", path: "/api/dashboard/passkeys/{id}", role: "viewer", load: () => loadPasskeyOperations().then((group) => group.renamePasskey) },
  removePasskey: { id: "dashboardRemovePasskey", method: "DELETE", path: "/api/dashboard/passkeys/{id}", role: "viewer", load: () => loadPasskeyOperations().then((group) => group.removePasskey) },
};

const loadPasswordResetOperations = () => import("./password-reset-operations").then((module) => module.dashboardPasswordResetOperations);
export const dashboardPasswordResetOperations: ClientOperations<typeof DashboardPasswordResetOperations> = {
  requestPasswordReset: { id: "dashboardRequestPasswordReset", method: "POST", path: "/api/dashboard/password-reset/request", load: () => loadPasswordResetOperations().then((group) => group.requestPasswordReset) },
  completePasswordReset: { id: "dashboardCompletePasswordReset", method: "POST", path: "/api/dashboard/password-reset/complete", load: () => loadPasswordResetOperations().then((group) => group.completePasswordReset) },
};

const loadSessionOperations = () => import("./session-operations").then((module) => module.dashboardSessionOperations);
export const dashboardSessionOperations: ClientOperations<typeof DashboardSessionOperations> = {
  changePassword: { id: "dashboardChangePassword", method: "POST", path: "/api/dashboard/password", role: "viewer", load: () => loadSessionOperations().then((group) => group.changePassword) },
  listSessions: { id: "dashboardListSessions", method: "GET", path: "/api/dashboard/sessions", role: "viewer", load: () => loadSessionOperations().then((group) => group.listSessions) },
  endSession: { id: "dashboardEndSession", method: "DELETE", path: "/api/dashboard/sessions/{id}", role: "viewer", load: () => loadSessionOperations().then((group) => group.endSession) },
  endOtherSessions: { id: "dashboardEndOtherSessions", method: "DELETE", path: "/api/dashboard/sessions/others", role: "viewer", load: () => loadSessionOperations().then((group) => group.endOtherSessions) },
  signOutEverywhere: { id: "dashboardSignOutEverywhere", method: "DELETE", path: "/api/dashboard/sessions", role: "viewer", load: () => loadSessionOperations().then((group) => group.signOutEverywhere) },
};

const loadSignInOperations = () => import("./sign-in-operations").then((module) => module.signInOperations);
export const signInOperations: ClientOperations<typeof SignInOperations> = {
  signUp: { id: "signUp", method: "POST", path: "/api/auth/sign-up", load: () => loadSignInOperations().then((group) => group.signUp) },
  completeSecondFactor: { id: "completeSecondFactor", method: "POST", path: "/api/auth/two-factor", load: () => loadSignInOperations().then((group) => group.completeSecondFactor) },
  passkeyOptions: { id: "passkeyOptions", method: "POST", path: "/api/auth/passkey/options", load: () => loadSignInOperations().then((group) => group.passkeyOptions) },
  document: { id: "getSignInOpenApiDocument", method: "GET", path: "/api/auth/openapi.json", load: () => loadSignInOperations().then((group) => group.document) },
};

const loadTeamOperations = () => import("./team-operations").then((module) => module.dashboardTeamOperations);
export const dashboardTeamOperations: ClientOperations<typeof DashboardTeamOperations> = {
  listMembers: { id: "dashboardListMembers", method: "GET", path: "/api/dashboard/members", role: "viewer", load: () => loadTeamOperations().then((group) => group.listMembers) },
  changeRole: { id: "dashboardChangeMemberRole", method: "PATCH", path: "/api/dashboard/members/{id}", role: "admin", load: () => loadTeamOperations().then((group) => group.changeRole) },
  removeMember: { id: "dashboardRemoveMember", method: "DELETE", path: "/api/dashboard/members/{id}", role: "admin", load: () => loadTeamOperations().then((group) => group.removeMember) },
  resetMemberTwoFactor: { id: "dashboardResetMemberTwoFactor", method: "DELETE", path: "/api/dashboard/members/{id}/two-factor", role: "owner", load: () => loadTeamOperations().then((group) => group.resetMemberTwoFactor) },
  transferOwnership: { id: "dashboardTransferOwnership", method: "POST", path: "/api/dashboard/members/{id}/ownership", role: "owner", load: () => loadTeamOperations().then((group) => group.transferOwnership) },
  leaveAccount: { id: "dashboardLeaveAccount", method: "DELETE", path: "/api/dashboard/membership", role: "viewer", load: () => loadTeamOperations().then((group) => group.leaveAccount) },
  listInvitations: { id: "dashboardListInvitations", method: "GET", path: "/api/dashboard/invitations", role: "admin", load: () => loadTeamOperations().then((group) => group.listInvitations) },
  invite: { id: "dashboardInviteMember", method: "POST", path: "/api/dashboard/invitations", role: "admin", load: () => loadTeamOperations().then((group) => group.invite) },
  resendInvitation: { id: "dashboardResendInvitation", method: "POST", path: "/api/dashboard/invitations/{id}/resend", role: "admin", load: () => loadTeamOperations().then((group) => group.resendInvitation) },
  cancelInvitation: { id: "dashboardCancelInvitation", method: "DELETE", path: "/api/dashboard/invitations/{id}", role: "admin", load: () => loadTeamOperations().then((group) => group.cancelInvitation) },
};

const loadTwoFactorOperations = () => import("./two-factor-operations").then((module) => module.dashboardTwoFactorOperations);
export const dashboardTwoFactorOperations: ClientOperations<typeof DashboardTwoFactorOperations> = {
  getTwoFactor: { id: "dashboardGetTwoFactor", method: "GET", path: "/api/dashboard/two-factor", role: "viewer", load: () => loadTwoFactorOperations().then((group) => group.getTwoFactor) },
  startTotpEnrolment: { id: "dashboardStartTotpEnrolment", method: "POST", path: "/api/dashboard/two-factor/setup", role: "viewer", load: () => loadTwoFactorOperations().then((group) => group.startTotpEnrolment) },
  enableTotp: { id: "dashboardEnableTotp", method: "POST", path: "/api/dashboard/two-factor/enable", role: "viewer", load: () => loadTwoFactorOperations().then((group) => group.enableTotp) },
  regenerateRecoveryCodes: { id: "dashboardRegenerateRecoveryCodes", method: "POST", path: "/api/dashboard/two-factor/recovery-codes", role: "viewer", load: () => loadTwoFactorOperations().then((group) => group.regenerateRecoveryCodes) },
  disableTwoFactor: { id: "dashboardDisableTwoFactor", method: "POST", path: "/api/dashboard/two-factor/disable", role: "viewer", load: () => loadTwoFactorOperations().then((group) => group.disableTwoFactor) },
  setTwoFactorRequirement: { id: "dashboardSetTwoFactorRequirement", method: "PUT", path: "/api/dashboard/account/two-factor-requirement", role: "owner", load: () => loadTwoFactorOperations().then((group) => group.setTwoFactorRequirement) },
};

const loadWebhookOperations = () => import("./webhook-operations").then((module) => module.dashboardWebhookOperations);
export const dashboardWebhookOperations: ClientOperations<typeof DashboardWebhookOperations> = {
  get: { id: "dashboardGetWebhook", method: "GET", path: "/api/dashboard/webhook", role: "viewer", load: () => loadWebhookOperations().then((group) => group.get) },
  setUrl: { id: "dashboardSetWebhookUrl", method: "PUT", path: "/api/dashboard/webhook", role: "developer", load: () => loadWebhookOperations().then((group) => group.setUrl) },
  remove: { id: "dashboardRemoveWebhook", method: "DELETE", path: "/api/dashboard/webhook", role: "developer", load: () => loadWebhookOperations().then((group) => group.remove) },
  enable: { id: "dashboardEnableWebhook", method: "POST", path: "/api/dashboard/webhook/enable", role: "developer", load: () => loadWebhookOperations().then((group) => group.enable) },
  revealSecret: { id: "dashboardRevealSigningSecret", method: "POST", path: "/api/dashboard/webhook/secret/reveal", role: "developer", load: () => loadWebhookOperations().then((group) => group.revealSecret) },
  rotateSecret: { id: "dashboardRotateSigningSecret", method: "POST", path: "/api/dashboard/webhook/secret/rotate", role: "developer", load: () => loadWebhookOperations().then((group) => group.rotateSecret) },
  sendTest: { id: "dashboardSendTestEvent", method: "POST", path: "/api/dashboard/webhook/test", role: "developer", load: () => loadWebhookOperations().then((group) => group.sendTest) },
  listDeliveries: { id: "dashboardListDeliveries", method: "GET", path: "/api/dashboard/webhook/deliveries", role: "viewer", load: () => loadWebhookOperations().then((group) => group.listDeliveries) },
  getDelivery: { id: "dashboardGetDelivery", method: "GET", path: "/api/dashboard/webhook/deliveries/{id}", role: "viewer", load: () => loadWebhookOperations().then((group) => group.getDelivery) },
  resendDelivery: { id: "dashboardResendDelivery", method: "POST", path: "/api/dashboard/webhook/deliveries/{id}/resend", role: "developer", load: () => loadWebhookOperations().then((group) => group.resendDelivery) },
  setEventTypes: { id: "dashboardSetWebhookEventTypes", method: "PUT", path: "/api/dashboard/webhook/event-types", role: "developer", load: () => loadWebhookOperations().then((group) => group.setEventTypes) },
  listPendingEvents: { id: "dashboardListPendingEvents", method: "GET", path: "/api/dashboard/webhook/pending-events", role: "viewer", load: () => loadWebhookOperations().then((group) => group.listPendingEvents) },
  deliverPendingEvent: { id: "dashboardDeliverPendingEvent", method: "POST", path: "/api/dashboard/webhook/pending-events/{id}/deliver", role: "developer", load: () => loadWebhookOperations().then((group) => group.deliverPendingEvent) },
  checkSignature: { id: "dashboardCheckWebhookSignature", method: "POST", path: "/api/dashboard/webhook/signature-check", role: "viewer", load: () => loadWebhookOperations().then((group) => group.checkSignature) },
};

import { implement, serve } from "@/lib/api/serve-operations";
import { dashboardTwoFactorOperations as operations } from "@/lib/dashboard/operations/two-factor-operations";
import { startTotpEnrolment } from "@/lib/identity/second-factors/start-totp-enrolment";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // POST /api/dashboard/two-factor/setup – a new key and its QR code, unconfirmed
  implement(operations.startTotpEnrolment, ({ auth }) => startTotpEnrolment(auth)),
);

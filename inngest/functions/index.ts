import { deliverWebhook } from "./deliver-webhook";
import { enforceRetention } from "./enforce-retention";
import { eraseClosedAccountsFunction } from "./erase-closed-accounts";
import { timeOutStuckCalls } from "./time-out-stuck-calls";
import { sweepOutbox } from "./sweep-outbox";

/** Every function the app serves at /api/inngest. */
export const functions = [deliverWebhook, sweepOutbox, enforceRetention, eraseClosedAccountsFunction, timeOutStuckCalls];

import type { SessionAuth } from "@/lib/access/principal";
import { canMakeDangerousChange } from "@/lib/access/confirmation-policy";
import { canCallOperation, type RoleOperation } from "@/lib/access/operation-policy";
import { db } from "@/lib/db";
import type { WebhookSignatureCheckInput, WebhookSignatureCheckResult } from "@/lib/schemas/webhook-signature-check";
import { buildEnvelope } from "./build-envelope";
import { checkWebhookSignature } from "./check-webhook-signature";
import { WebhookNotConfiguredError } from "./errors";

/**
 * Whether a member may see signatures computed for bodies they choose: exactly those who could
 * reveal the secret now (its role, and a recent confirmation). A signature for any pasted body
 * is a signing oracle: whoever gets one can forge webhooks to the account's receiver.
 */
export function maySeeComputedSignatures(
  auth: Pick<SessionAuth, "role" | "confirmedAt">,
  revealOperation: RoleOperation,
  now = new Date(),
): boolean {
  return canCallOperation(auth.role, revealOperation).allowed && canMakeDangerousChange(auth.confirmedAt, now).allowed;
}

/** The event id a pasted body names, if it is a JSON object with a string `id`. */
function eventIdOf(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && typeof (parsed as { id?: unknown }).id === "string") {
      const id = (parsed as { id: string }).id;
      return id.length <= 64 ? id : null;
    }
  } catch {
    // not JSON: no event to compare with
  }
  return null;
}

/**
 * The dashboard's "Check a signature": loads the account's secret, the body the service sent for
 * the event the paste names (to recognise a re-serialised body) and the last rotation (from the
 * audit log), then applies {@link checkWebhookSignature}. The secret never leaves this function.
 */
export async function checkAccountWebhookSignature(
  accountId: string,
  input: WebhookSignatureCheckInput,
  { showSignatures, now = new Date() }: { showSignatures: boolean; now?: Date },
): Promise<WebhookSignatureCheckResult> {
  const endpoint = await db.webhookEndpoint.findUnique({ where: { accountId }, select: { signingSecret: true } });
  if (!endpoint) throw new WebhookNotConfiguredError();
  const eventId = eventIdOf(input.body);
  const [event, rotation] = await Promise.all([
    eventId
      ? db.event.findFirst({ where: { id: eventId, accountId }, select: { id: true, type: true, data: true, timestamp: true } })
      : null,
    db.auditLogEntry.findFirst({
      where: { accountId, action: "webhook.secret_rotated" },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    }),
  ]);
  return checkWebhookSignature(input, {
    secret: endpoint.signingSecret,
    now,
    sentBody: event ? buildEnvelope(event) : null,
    secretRotatedAt: rotation?.createdAt ?? null,
    showSignatures,
  });
}

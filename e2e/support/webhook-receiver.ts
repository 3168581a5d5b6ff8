import { verifyWebhook } from "@/lib/webhooks/verify-webhook";
import { startHttpsReceiver, type HttpsReceiver } from "../../tests/support/https-receiver";

/**
 * The local HTTPS receiver (tests/support/https-receiver.ts) with the certificate the e2e
 * server trusts (global-setup.ts makes it before the server starts), and the questions the
 * specs ask of it.
 */
export type WebhookReceiver = HttpsReceiver & {
  /** https://127.0.0.1:<port><path> */
  url: (path?: string) => string;
  /** The types of the events received so far, each verified with `secret` (throws when one does not verify). */
  eventTypes: (secret: string) => string[];
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver = await startHttpsReceiver({
    tls: { keyFile: process.env.E2E_RECEIVER_KEY_FILE!, certFile: process.env.E2E_RECEIVER_CERT_FILE! },
  });
  return Object.assign(receiver, {
    url: (path = "/webhooks") => `${receiver.origin}${path}`,
    eventTypes: (secret: string) => receiver.requests.map((request) => verifyWebhook(request.body, request.headers, secret).type),
  });
}

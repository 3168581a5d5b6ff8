import { afterAll, beforeAll, beforeEach } from "vitest";
import { startHttpsReceiver, type HttpsReceiver } from "./https-receiver";

/**
 * One real HTTPS receiver for a test file, allow-listed and trusted for webhook delivery.
 * Before each test it forgets earlier requests and answers 200 again.
 */
export function useWebhookReceiver(): HttpsReceiver {
  const receiver = {} as HttpsReceiver;
  beforeAll(async () => {
    Object.assign(receiver, await startHttpsReceiver());
  });
  afterAll(() => receiver.close());
  beforeEach(() => {
    process.env.WEBHOOK_ALLOWED_HOSTS = "127.0.0.1";
    process.env.WEBHOOK_CA_FILE = receiver.caFile;
    receiver.requests.length = 0;
    receiver.respond((_request, response) => response.writeHead(200).end("ok"));
  });
  return receiver;
}

import type { OpenAPIRegistry } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import { eventDataSchemas, type EventType } from "@/lib/schemas/event";
import { describeEventTypes } from "@/lib/webhooks/describe-event-types";
import { RETRY_SCHEDULE_TEXT } from "@/lib/webhooks/retry-schedule";
import { WEBHOOK_HEADERS } from "@/lib/webhooks/webhook-headers";

// The events as OpenAPI 3.1 `webhooks`: what the service POSTs to the customer's URL. Built
// from the schemas the producers validate `data` with, so a reader of the reference sees
// the payloads that are really sent.

function pascalCase(type: EventType): string {
  return type
    .split(".")
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join("");
}

const headersSchema = z.object(
  Object.fromEntries(
    Object.entries(WEBHOOK_HEADERS).map(([name, header]) => [
      name,
      z.string().meta({ description: header.description, example: header.example }),
    ]),
  ),
);

const VERIFY = [
  "Verify before you trust the body:",
  "1. `X-Service-Timestamp` within 300 seconds of your clock;",
  "2. the signed text is `<timestamp>.<raw body>` (the bytes received, before parsing);",
  "3. the expected signature is the hex HMAC-SHA256 of it, keyed with your signing secret;",
  "4. compare it with `X-Service-Signature` in constant time;",
  "5. answer 401 when any check fails.",
].join("\n");

/** Registers one `webhooks` entry per event type, with its envelope as a named schema. */
export function registerWebhooks(registry: OpenAPIRegistry): void {
  for (const event of describeEventTypes()) {
    const name = pascalCase(event.type);
    const envelope = z
      .object({
        id: z.string().startsWith("evt_").meta({ description: "Event id, the same on every retry: deduplicate on it." }),
        type: z.literal(event.type),
        data: eventDataSchemas[event.type],
        timestamp: z.iso.datetime({ offset: false }).meta({ description: "When the event happened (ISO 8601, UTC)." }),
      })
      .meta({ id: `${name}Event`, description: `The \`${event.type}\` envelope.`, example: event.example });
    registry.registerWebhook({
      method: "post",
      path: event.type,
      operationId: `${name.charAt(0).toLowerCase()}${name.slice(1)}Webhook`,
      summary: event.type,
      description: `${event.description}\n\n${VERIFY}`,
      tags: [WEBHOOKS_TAG.name],
      // Webhooks are authenticated by their signature, not by an API key.
      security: [],
      request: {
        headers: headersSchema,
        body: { required: true, content: { "application/json": { schema: envelope } } },
      },
      responses: {
        200: { description: "Received. Answer any 2xx within 30 seconds; acknowledge first, process afterwards." },
        401: {
          description: `Verification failed. Any non-2xx answer or a timeout is retried after ${RETRY_SCHEDULE_TEXT}, with the same event id.`,
        },
      },
    });
  }
}

/** The tag the webhook entries carry; the document lists it among its tags. */
export const WEBHOOKS_TAG = {
  name: "Webhooks",
  description: "Signed events the service POSTs to your webhook URL. They are sent, not called: no endpoint triggers them.",
};

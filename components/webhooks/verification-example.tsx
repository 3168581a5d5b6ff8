import { Card } from "@/components/ui/card";

const EXAMPLE = `import express from "express";
import { verifyWebhook, WebhookVerificationError } from "./verify-webhook"; // lib/webhooks/verify-webhook.ts

const app = express();

// Keep the raw body: the signature covers the exact bytes we sent.
app.post("/webhooks", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = verifyWebhook(req.body, req.headers, process.env.SIGNING_SECRET);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return res.sendStatus(401);
    throw error;
  }
  res.sendStatus(200);            // acknowledge at once…
  queue.push(event);              // …then process; dedupe on event.id (retries reuse it)
});`;

export function VerificationExample() {
  return (
    <Card
      title="Verifying a webhook"
      description={
        <>
          Each request carries <code>X-Service-Timestamp</code> (Unix seconds) and <code>X-Service-Signature</code>, the lowercase hex
          HMAC-SHA256 of <code>{"<timestamp>.<body>"}</code> keyed with your signing secret. Reject timestamps more than 300 seconds
          away from your clock, compare signatures in constant time, and answer 401 when verification fails.
        </>
      }
    >
      <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-slate-100">{EXAMPLE}</pre>
    </Card>
  );
}

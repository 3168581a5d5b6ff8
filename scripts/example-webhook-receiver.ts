// An example webhook receiver, as a customer would write it: verify the signature on the raw
// body, answer at once, drop events already seen, process afterwards.
//
//   WEBHOOK_SECRET=whsec_… npx tsx scripts/example-webhook-receiver.ts [port]
//
// It listens on plain HTTP (put it behind your HTTPS terminator or tunnel); the service only
// sends to https:// URLs.
import { createServer, type RequestListener } from "node:http";
import { pathToFileURL } from "node:url";
import { verifyWebhook, WebhookVerificationError, type VerifiedWebhookEvent } from "@/lib/webhooks/verify-webhook";

export function webhookReceiver(secret: string, onEvent: (event: VerifiedWebhookEvent) => void): RequestListener {
  const seen = new Set<string>(); // use your database in production
  return (req, res) => {
    if (req.method !== "POST") return void res.writeHead(405, { Allow: "POST" }).end();
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      let event: VerifiedWebhookEvent;
      try {
        event = verifyWebhook(Buffer.concat(chunks), req.headers, secret);
      } catch (error) {
        if (error instanceof WebhookVerificationError) return void res.writeHead(401).end(error.reason);
        return void res.writeHead(500).end();
      }
      res.writeHead(200).end("ok"); // acknowledge within the 30 s, then work
      if (seen.has(event.id)) return; // a retry or resend of an event already handled
      seen.add(event.id);
      setImmediate(() => onEvent(event));
    });
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) throw new Error("Set WEBHOOK_SECRET to the signing secret shown in the dashboard (whsec_…)");
  const port = Number(process.argv[2] ?? 4000);
  createServer(webhookReceiver(secret, (event) => console.log(event.type, event.id, JSON.stringify(event.data)))).listen(port, () =>
    console.log(`listening on http://localhost:${port}`),
  );
}

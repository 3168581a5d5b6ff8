import { readFileSync } from "node:fs";
import { request, type RequestOptions } from "node:https";
import type { LookupFunction } from "node:net";
import { isIP } from "node:net";
import { createSecureContext, rootCertificates, type ConnectionOptions, type SecureContext } from "node:tls";
import { config } from "@/lib/config/config";
import { WebhookUrlError } from "./errors";
import { resolveWebhookTarget } from "./resolve-webhook-target";

/** The contracted limit: a receiver answers within 30 seconds or the attempt failed. */
export const WEBHOOK_TIMEOUT_MS = 30_000;
const EXCERPT_BYTES = 1024;

export type PostResult = {
  /** HTTP status, or null when no response arrived (timeout, refused, TLS, blocked). */
  statusCode: number | null;
  ok: boolean;
  latencyMs: number;
  error: string | null;
  /** First 1 KiB of the response body, as text. */
  responseExcerpt: string | null;
};

let cachedContext: { file: string; context: SecureContext } | undefined;

/**
 * Extra trust for development and tests: `WEBHOOK_CA_FILE` names a PEM file (a self-signed
 * receiver's certificate or a private CA) trusted in addition to Node's public roots.
 * Built once: parsing the ~140 public roots for every attempt would dominate its cost.
 */
function secureContext(): SecureContext | undefined {
  const file = config().WEBHOOK_CA_FILE;
  if (!file) return undefined;
  if (cachedContext?.file !== file) {
    cachedContext = { file, context: createSecureContext({ ca: [...rootCertificates, readFileSync(file, "utf8")] }) };
  }
  return cachedContext.context;
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code && !error.message.includes(code) ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}

/**
 * One HTTPS POST of a signed body: the target is checked for a public address right before
 * connecting and pinned to the checked address, redirects are not followed (a 3xx is
 * a failure), and the whole exchange is cut at `timeoutMs`. Never throws: every outcome is a
 * {@link PostResult}.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { timeoutMs = WEBHOOK_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<PostResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const failed = (error: string): PostResult => ({ statusCode: null, ok: false, latencyMs: elapsed(), error, responseExcerpt: null });

  let target: Awaited<ReturnType<typeof resolveWebhookTarget>>;
  try {
    target = await resolveWebhookTarget(url);
  } catch (error) {
    return failed(error instanceof WebhookUrlError ? `Blocked: ${error.message}` : describeError(error));
  }

  const { address, family } = target;
  const pinnedLookup: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const hostname = target.url.hostname.replace(/^\[(.*)\]$/, "$1");

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    // Once the status line is in, a timeout keeps it (the receiver did answer in time) and
    // only cuts the excerpt short.
    let onTimeout = () => finish(failed(`Timed out: no response within ${timeoutMs} ms`));
    const finish = (result: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };

    // secureContext is a tls.connect option that https passes through; its RequestOptions type omits it.
    const options: RequestOptions & Pick<ConnectionOptions, "secureContext"> = {
      method: "POST",
      protocol: "https:",
      hostname,
      port: target.url.port || 443,
      path: `${target.url.pathname}${target.url.search}`,
      headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
      lookup: pinnedLookup,
      // SNI takes names only; an IP-literal URL is checked against the certificate's IP SANs.
      servername: isIP(hostname) ? undefined : hostname,
      secureContext: secureContext(),
      // A fresh connection per attempt: each one is pinned to the address checked just now.
      agent: false,
    };
    const req = request(options, (res) => {
      const statusCode = res.statusCode ?? 0;
      const latencyMs = elapsed();
      const chunks: Buffer[] = [];
      let size = 0;
      const done = () => {
        if (settled) return;
        // A text column cannot store NUL.
        const excerpt = Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString("utf8").replaceAll("\u0000", "");
        const ok = statusCode >= 200 && statusCode < 300;
        const error = ok
          ? null
          : statusCode >= 300 && statusCode < 400
            ? `HTTP ${statusCode}: redirects are not followed${res.headers.location ? ` (Location: ${res.headers.location})` : ""}`
            : `HTTP ${statusCode}`;
        finish({ statusCode, ok, latencyMs, error, responseExcerpt: excerpt });
      };
      onTimeout = done;
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= EXCERPT_BYTES) done();
      });
      res.on("end", done);
      res.on("error", done);
    });
    const timer = setTimeout(() => onTimeout(), timeoutMs);
    req.on("error", (error) => finish(failed(describeError(error))));
    req.end(body);
  });
}

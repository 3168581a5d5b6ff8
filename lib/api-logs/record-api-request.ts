import { config } from "@/lib/config/config";
import { clientAddress } from "@/lib/http/client-address";
import { trackBackgroundWork } from "@/lib/background-work/track-background-work";
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from "@/lib/idempotency/run-idempotent";
import { logger } from "@/lib/observability/logger";
import type { ErrorBody } from "@/lib/errors";
import { cleanText, redactBody, redactQuery } from "./redact-for-log";
import { requestLogBuffer } from "./api-log-buffer";
import type { RequestLogEntry } from "./api-log-store";

/** What the pipeline knows of an answered /api/v1 request made with a usable key. */
export type AnsweredApiRequest = {
  request: Request;
  /** The request's URL, as the pipeline parsed it. */
  url: URL;
  response: Response;
  requestId: string;
  /** When it arrived: the request id's time. */
  receivedAt: Date;
  durationMs: number;
  accountId: string;
  apiKey: { id: string; name: string; prefix: string };
  /** The operation's path template; null for a path no operation serves. */
  route: string | null;
  /** The error body the pipeline answered with, when it answered one. */
  errorBody?: ErrorBody;
  /** The body as read by the pipeline (JSON text), when it read one. */
  requestBody?: string;
};

/**
 * Records one request in the account's API logs, without making it wait: the entry is built
 * from what the pipeline already holds (never the Authorization header; bodies only for
 * answers of 400 and above, redacted and capped) and queued for the next batch write. Never throws.
 * With REQUEST_LOGS=off nothing is built or queued (the benchmark's baseline for what the log costs).
 */
export function recordApiRequest(answered: AnsweredApiRequest): void {
  if (config().REQUEST_LOGS === "off") return;
  try {
    const { request, url, response, errorBody } = answered;
    const failed = response.status >= 400;
    const entry: RequestLogEntry = {
      id: answered.requestId,
      accountId: answered.accountId,
      createdAt: answered.receivedAt,
      method: request.method,
      path: cleanText(url.pathname, 2048) ?? "/",
      route: answered.route,
      query: redactQuery(url.search),
      status: response.status,
      errorCode: errorBody?.error.code ?? null,
      durationMs: answered.durationMs,
      keyId: answered.apiKey.id,
      keyName: answered.apiKey.name,
      keyPrefix: answered.apiKey.prefix,
      ipAddress: cleanText(clientAddress(request), 100),
      userAgent: cleanText(request.headers.get("user-agent")),
      idempotencyKey: cleanText(request.headers.get(IDEMPOTENCY_KEY_HEADER), 300),
      replayed: response.headers.get(IDEMPOTENT_REPLAYED_HEADER) === "true",
      requestBody: failed ? redactBody(answered.requestBody) : null,
      responseBody: failed && errorBody ? redactBody(JSON.stringify(errorBody)) : null,
    };
    if (!failed || errorBody) {
      requestLogBuffer().record(entry);
      return;
    }
    // An error the pipeline did not build (a replayed one): its body is read from a copy, off the request's path.
    trackBackgroundWork(
      response
        .clone()
        .text()
        .then((text) => {
          const code = (() => {
            try {
              return (JSON.parse(text) as Partial<ErrorBody>).error?.code ?? null;
            } catch {
              return null;
            }
          })();
          requestLogBuffer().record({ ...entry, errorCode: code, responseBody: redactBody(text) });
        })
        .catch((error: unknown) =>
          logger.warn({ component: "request-logs", err: error }, "request log: the response body could not be read"),
        ),
    );
  } catch (error) {
    // The log must never cost the request its answer.
    logger.warn({ component: "request-logs", err: error, requestId: answered.requestId }, "request log entry not recorded");
  }
}

import { z } from "zod";
import { safeText } from "./text";

/** The pipeline's body limit (64 KiB): a pasted body cannot be larger than what reaches it. */
export const SIGNATURE_CHECK_BODY_MAX = 64 * 1024;

/** What the member pastes on the Webhooks page: a raw body and the two headers, as received. */
export const webhookSignatureCheckInputSchema = z.strictObject({
  // Not trimmed: whitespace around the body is one of the mistakes the check names.
  body: safeText({ multiline: true }).max(SIGNATURE_CHECK_BODY_MAX, "The body is longer than 64 KiB"),
  signature: safeText().max(256, "X-Service-Signature is longer than 256 characters"),
  timestamp: safeText().max(64, "X-Service-Timestamp is longer than 64 characters"),
});
export type WebhookSignatureCheckInput = z.infer<typeof webhookSignatureCheckInputSchema>;

export const SIGNATURE_CHECK_RULES = ["timestamp", "signed_text", "expected_signature", "compare", "answer"] as const;
export const SIGNATURE_MISTAKES = ["milliseconds_timestamp", "whitespace_added", "reserialised_body", "wrong_secret"] as const;

export const webhookSignatureCheckResultSchema = z.object({
  /** Whether a receiver applying the five rules would accept the request. */
  passed: z.boolean(),
  rules: z.array(
    z.object({
      rule: z.enum(SIGNATURE_CHECK_RULES),
      title: z.string(),
      passed: z.boolean(),
      detail: z.string(),
    }),
  ),
  /** Now minus the timestamp, in seconds (negative: in the future); null when it is not a Unix time. */
  timestampAgeSeconds: z.number().int().nullable(),
  /**
   * The signature computed on the server for the pasted timestamp and body. Only for members who
   * may reveal the secret, with a recent confirmation (decision: a signing oracle otherwise).
   */
  expectedSignature: z.string().nullable(),
  signaturesShown: z.boolean(),
  mistakes: z.array(z.object({ kind: z.enum(SIGNATURE_MISTAKES), message: z.string() })),
});
export type WebhookSignatureCheckResult = z.infer<typeof webhookSignatureCheckResultSchema>;

/**
 * A policy's answer. A refusal carries the code and the sentence the member reads, so the
 * server (which throws it as an ApiError) and the page (which shows it beside a control) say
 * the same thing. Plain data: this floor knows nothing of HTTP or ApiError.
 */
export type Refusal = { allowed: false; code: "FORBIDDEN" | "CONFLICT" | "CONFIRMATION_REQUIRED"; message: string };
export type Decision = { allowed: true } | Refusal;

export const ALLOWED: Decision = { allowed: true };

export function refuse(code: Refusal["code"], message: string): Refusal {
  return { allowed: false, code, message };
}

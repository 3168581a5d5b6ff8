import { z } from "zod";

// Control characters: C0 (NUL…US), DEL and C1. Postgres cannot store NUL in text at all, and
// the others are invisible in the dashboard, logs and CSV exports, where they hide or forge
// content. Multi-line text keeps tab, line feed and carriage return.
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/**
 * Why a text is refused, or null when it is fine: a control character, or a lone UTF-16
 * surrogate (not a character at all: it has no UTF-8 form, and Postgres refuses it).
 */
export function unsafeTextReason(value: string, { multiline = false } = {}): string | null {
  if (!value.isWellFormed()) return "Contains an invalid character (a lone UTF-16 surrogate)";
  if ((multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value)) return "Contains a control character (such as NUL); remove it";
  return null;
}

/** The check {@link unsafeTextReason} makes, for any string schema (`z.url().check(safeTextCheck())`). */
export function safeTextCheck({ multiline = false } = {}) {
  return z.superRefine<string>((value, ctx) => {
    const reason = unsafeTextReason(value, { multiline });
    if (reason) ctx.addIssue({ code: "custom", message: reason, input: value });
  });
}

/**
 * A free-text field: any printable Unicode, no control characters (tab and line breaks only
 * when `multiline`) and no lone surrogates. Chain the field's own rules after it:
 * `safeText().trim().min(1).max(100)`.
 */
export function safeText({ multiline = false } = {}) {
  return z.string().check(safeTextCheck({ multiline }));
}

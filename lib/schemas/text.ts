import { z } from "zod";

// Control characters: C0 (NUL…US), DEL and C1. Postgres cannot store NUL in text at all, and
// the others are invisible in the dashboard, logs and CSV exports, where they hide or forge
// content. Multi-line text keeps tab, line feed and carriage return.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
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

// The same rules as JSON Schema patterns, which are read in Unicode mode: a range of surrogate
// code points there matches only a lone surrogate, never half of an emoji.
const CONTROL_OR_LONE_SURROGATE = String.raw`\u0000-\u001f\u007f-\u009f\ud800-\udfff`;
const VISIBLE = `[^\\s${CONTROL_OR_LONE_SURROGATE}]`;
const ANY = `[^${CONTROL_OR_LONE_SURROGATE}]`;
/** White space `trim()` removes that is not a control character (a space, a no-break space…). */
const PADDING = String.raw`[^\S\u0000-\u001f\u007f-\u009f]`;

/**
 * A single-line name: safe text, trimmed, then 1–`max` characters. Length counts characters
 * (code points), as JSON Schema and people do, so an emoji is one. The OpenAPI document gets
 * the whole rule as one `pattern`: padding allowed around a non-blank core of at most `max`.
 */
export function trimmedName({ max, required, tooLong }: { max: number; required: string; tooLong: string }) {
  return safeText()
    .trim()
    .refine((text) => text.length > 0, required)
    .refine((text) => [...text].length <= max, tooLong)
    .meta({ pattern: `^${PADDING}*${VISIBLE}(?:${ANY}{0,${max - 2}}${VISIBLE})?${PADDING}*$` });
}

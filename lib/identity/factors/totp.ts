import { SERVICE_NAME } from "@/lib/service-name";
import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
const ISSUER = SERVICE_NAME;

/**
 * How many steps either side of now a code may come from: ±1 step (±30 s) absorbs a phone's
 * clock drift and the time it takes to type, as RFC 6238 section 5.2 recommends.
 */
const DRIFT_STEPS = 1;

/** A new key: 160 bits (RFC 4226's recommended length), in base32 as apps take it typed. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string, label = ""): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** The `otpauth://totp/…` URI an app scans from the QR code. */
export function totpUri(secret: string, email: string): string {
  return totpOf(secret, email).toString();
}

/** The code for `secret` at `at` (tests and the browser suite compute codes the same way). */
export function totpCode(secret: string, at: Date = new Date()): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/** The time step a code belongs to, the unit of "accepted once". */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * The time step whose code `code` is, within the drift allowed around `now`, or null when it
 * is none of them. The caller decides whether that step was already used.
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : totpStep(now) + delta;
}

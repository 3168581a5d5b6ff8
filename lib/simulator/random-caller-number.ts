import { randomInt } from "node:crypto";

/**
 * A plausible North American caller number in E.164. The 555-01xx block is reserved for
 * fiction, so a simulated number never belongs to a real person.
 */
export function randomCallerNumber(): string {
  const area = 201 + randomInt(780);
  const line = String(100 + randomInt(100)).padStart(4, "0");
  return `+1${area}555${line}`;
}

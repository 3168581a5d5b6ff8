/** A short value for a table cell: text as it is, lists joined, anything else as JSON. */
function show(value: unknown): string {
  if (value === null || value === undefined) return "—";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(show).join(", ");
  return JSON.stringify(value);
}

/**
 * An entry's summary as lines a person reads: `name: Front desk → Night line` for each field
 * of a before/after, `name: Front desk` for a create's or delete's one side, `key: value` for
 * other facts.
 */
export function describeSummary(summary: Record<string, unknown> | null): string[] {
  if (!summary) return [];
  const { before, after, ...facts } = summary as { before?: unknown; after?: unknown } & Record<string, unknown>;
  const asRecord = (value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const b = asRecord(before);
  const a = asRecord(after);
  const lines: string[] = [];
  for (const field of new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])) {
    if (b && a) lines.push(`${field}: ${show(b[field])} → ${show(a[field])}`);
    else lines.push(`${field}: ${show((a ?? b)?.[field])}`);
  }
  for (const [key, value] of Object.entries(facts)) lines.push(`${key}: ${show(value)}`);
  return lines;
}

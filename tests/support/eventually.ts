/**
 * Polls `find` every 100 ms until it answers something, and answers that; past `timeoutMs`
 * throws "never seen: <what>", followed by `explain()` (what was seen instead) when given.
 */
export async function eventually<T>(
  find: () => T | undefined,
  what: string,
  { timeoutMs = 20_000, explain }: { timeoutMs?: number; explain?: () => string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`never seen: ${what}${explain ? `\n${explain()}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The minute window slides across fixed minute buckets; requests that straddle two buckets
 * are weighed differently. Waiting until well inside one minute keeps counts exact.
 */
export async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}

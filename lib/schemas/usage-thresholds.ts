/** The `usage.threshold` percentages, in the order they are reached. Without zod: the dashboard's usage meter reads them (decision 0215). */
export const USAGE_THRESHOLDS = [80, 90, 100] as const;
export type UsageThreshold = (typeof USAGE_THRESHOLDS)[number];

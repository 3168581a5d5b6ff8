// An assistant's enumerations without zod: the dashboard's assistant form reads them, and a page
// that imported ./assistant.ts carried zod and every assistant schema (decision 0215).
export const VOICE_TIERS = ["standard", "professional"] as const;
export const ASSISTANT_STATUSES = ["active", "inactive"] as const;

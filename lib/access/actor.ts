import type { Role } from "./roles";

/**
 * Whoever a policy judges: a member (by user id) with their role, or the service itself (the
 * CLI), which has no user (`id: null`) and acts with an owner's rights. The team functions'
 * acting member (lib/team/team-actor.ts) and the page's `me` both fit it.
 */
export type Actor = { id: string | null; role: Role };

import type { Role } from "./roles";

/**
 * Who acts: a member (by user id, labelled with their e-mail), an API key (labelled with its
 * name and prefix), or the service itself (the CLI, scheduled work, the demo seed). Every change
 * records it in the audit log; the team functions re-read a member's role from it under their
 * lock. One type for both, so "who did this" is said one way everywhere.
 */
export type Actor =
  | { type: "user"; id: string; label: string }
  | { type: "api_key"; id: string; label: string }
  | { type: "system"; id: null; label: string };

/** The service itself (the CLI, scheduled functions, the demo seed): it acts with an owner's rights. */
export const SYSTEM_ACTOR: Actor = { type: "system", id: null, label: "system" };

/**
 * An actor as a policy judges it: the member's user id and role as they stand now, or the
 * service (`id: null`, an owner's rights). The team functions' acting member and the page's
 * `me` both fit it.
 */
export type ActorRole = { id: string | null; role: Role };

/** How long an invitation link stays valid (its token is a link token: lib/identity/link-token.ts). */
export const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

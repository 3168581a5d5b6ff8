import { ALLOWED, refuse, type Decision } from "./decision";
import { OWNER_ROLE, type Role } from "./roles";

/**
 * Closing an account (decision 0192): an owner closes it, with a recent confirmation and the
 * account's name typed; its keys stop, its members are signed out, and it is erased after the
 * grace period unless an owner reopens it first. The rules both the server and the pages ask.
 */

/** The role that closes, reopens and exports the account. */
export const ACCOUNT_CLOSING_ROLE: Role = OWNER_ROLE;

/** What a member of a closed account is told, by the sign-in and by every operation it may not call. */
export const ACCOUNT_CLOSED_MESSAGE = "This account is closed: an owner can reopen it on the Account page before it is erased";

/** What a member who is not an owner is told at sign-in: only an owner may sign in to reopen. */
export const ACCOUNT_CLOSED_SIGN_IN_MESSAGE = "This account was closed by an owner. Ask an owner to reopen it before it is erased.";

/** What a wrong typed name is told (400, on the `confirmName` field). */
export const ACCOUNT_NAME_MISMATCH_MESSAGE = "Type the account's name exactly as it is shown to close it";

/** The name must be typed exactly (GitHub's "type the repository name"): a slip of the hand closes nothing. */
export function typedNameMatches(account: { name: string }, typedName: string): boolean {
  return typedName === account.name;
}

/** An open account may be closed, once. */
export function canCloseAccount(account: { closedAt: Date | null }): Decision {
  return account.closedAt ? refuse("CONFLICT", "The account is already closed") : ALLOWED;
}

/** An owner reopens a closed account until its erasure begins (eraseAfter). */
export function canReopenAccount(account: { closedAt: Date | null; eraseAfter: Date | null }, now: Date): Decision {
  if (!account.closedAt) return refuse("CONFLICT", "The account is not closed");
  if (account.eraseAfter && account.eraseAfter.getTime() <= now.getTime())
    return refuse("CONFLICT", "The account's grace period is over: it is being erased");
  return ALLOWED;
}

/**
 * While the account is closed a session (only an owner can sign in then) may call only what
 * reopening or leaving with the data needs (`whileAccountClosed`): the account's state,
 * "confirm it is you", reopen and export. Everything else answers 403 with the reason.
 */
export function canActWhileAccountClosed(member: { accountClosed?: boolean }, operation: { whileAccountClosed?: true }): Decision {
  return !member.accountClosed || operation.whileAccountClosed ? ALLOWED : refuse("FORBIDDEN", ACCOUNT_CLOSED_MESSAGE);
}

/** Who may sign in to a closed account: its owners, to reopen it or take its data; nobody once erasure began. */
export function canSignInToClosedAccount(role: Role): Decision {
  return role === OWNER_ROLE ? ALLOWED : refuse("FORBIDDEN", ACCOUNT_CLOSED_SIGN_IN_MESSAGE);
}

/** Why a webhook delivery of a closed account was not sent (its lastError): the close fails the pending ones, the sender any it meets. */
export const ACCOUNT_CLOSED_DELIVERY_ERROR = "The account was closed.";

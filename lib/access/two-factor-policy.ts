import { ALLOWED, refuse, type Decision } from "./decision";

export const TWO_FACTOR_REQUIRED_MESSAGE = "This account requires two-factor sign-in: set it up on your Account page to continue";

/**
 * An owner may require two-factor sign-in of every member (GitHub's and Vercel's team setting):
 * a member without it may then only set it up (and sign out), whatever their role. API keys are
 * not members and are not affected.
 */
export function canActBeforeTwoFactorSetUp(member: { mustSetUpTwoFactor: boolean }, operation: { duringTwoFactorSetUp?: true }): Decision {
  return !member.mustSetUpTwoFactor || operation.duringTwoFactorSetUp ? ALLOWED : refuse("FORBIDDEN", TWO_FACTOR_REQUIRED_MESSAGE);
}

/** An owner turns the requirement on only once they have two-factor themselves (or they would be locked out). */
export function canRequireTwoFactor(owner: { hasTwoFactor: boolean }, required: boolean): Decision {
  return !required || owner.hasTwoFactor
    ? ALLOWED
    : refuse("CONFLICT", "Set up two-factor sign-in for yourself before you require it of everyone");
}

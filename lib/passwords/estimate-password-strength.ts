import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/**
 * zxcvbn's scale: 3 is "safely unguessable" (about 10^8 guesses or more), which is what a
 * throttled online guesser and an offline attacker with a slow hash both need.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The estimate runs on the event loop and its cost grows steeply with length and with l33t
 * substitutions to try (a 128-character password of digits took seconds with the library's
 * defaults). Only this many leading characters are estimated: a password whose first 64
 * characters are hard to guess is hard to guess.
 */
const ESTIMATED_LENGTH = 64;

let zxcvbn: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  // The dictionaries are large: built on first use, not when a page imports the schema.
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Common l33t spellings ("p4ssw0rd") are in the password lists already; trying more
    // substitutions per word is what made long passwords of digits slow.
    l33tMaxSubstitutions: 2,
  });
  return zxcvbn;
}

/**
 * Why a password is too easy to guess, in words a person can act on, or null when it is
 * strong enough. `userInputs` (the e-mail, the name; absent ones are skipped) count as known
 * to an attacker.
 */
export function weakPasswordReason(password: string, userInputs: (string | null | undefined)[] = []): string | null {
  // "mariana.lopez@example.test" also makes "mariana" and "lopez" guesses of their own.
  const words = userInputs.flatMap((input) => (input ? [input, ...input.split(/[^\p{L}\p{N}]+/u)] : [])).filter((word) => word.length >= 3);
  const result = estimator().check(password.slice(0, ESTIMATED_LENGTH), words);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  const advice = suggestions.length ? suggestions.join(" ") : "Add more words or characters that are less common.";
  return `This password is too easy to guess. ${warning ? `${warning} ` : ""}${advice}`;
}

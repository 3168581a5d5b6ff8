import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { signInWithPassword } from "@/lib/identity/sign-in/sign-in-with-password";
import { REFUSAL_DELAY_MS, TooManyAttemptsError } from "@/lib/identity/throttle-auth";
import { createUser } from "@/lib/users/create-user";

const PASSWORD = "copper-kettle-thunder";

async function newUser(label: string) {
  const account = await createAccount({ name: `Brute ${label}` });
  return createUser(account.id, { email: `${label}-${Date.now()}-${Math.random()}@brute.test`, password: PASSWORD });
}

/** A fresh client address per test, so tests do not share the per-address allowance. */
function address(): string {
  return `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
}

describe("sign-in throttling", () => {
  test("10 wrong guesses per account are answered; the 11th and even the right password are refused with the wait", async () => {
    const user = await newUser("guess");
    const from = address();
    for (let guess = 1; guess <= 10; guess++) {
      expect(await signInWithPassword(user.email, `wrong-guess-${guess}`, from)).toBeNull();
    }
    const started = performance.now();
    const refused = await signInWithPassword(user.email, "wrong-guess-11", from).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    // Held before it is answered, so a flooding client gets few answers per connection.
    expect(performance.now() - started).toBeGreaterThanOrEqual(REFUSAL_DELAY_MS - 50);
    const { retryAfterSeconds, message } = refused as TooManyAttemptsError;
    expect(retryAfterSeconds).toBeGreaterThan(0);
    // At most the rest of the quarter hour and the 90 s the ten guesses' share takes to fall to nine.
    expect(retryAfterSeconds).toBeLessThanOrEqual(15 * 60 + 91);
    expect(message).toMatch(/^Too many sign-in attempts for this e-mail\. Try again in \d+ (minutes?|seconds?)\.$/);

    await expect(signInWithPassword(user.email, PASSWORD, from)).rejects.toBeInstanceOf(TooManyAttemptsError);
    // Counted per e-mail, not per address: another address gets no more guesses at this account.
    await expect(signInWithPassword(user.email, PASSWORD, address())).rejects.toBeInstanceOf(TooManyAttemptsError);
    // However the e-mail is spelled.
    await expect(signInWithPassword(`  ${user.email.toUpperCase()} `, PASSWORD, address())).rejects.toBeInstanceOf(TooManyAttemptsError);
  });

  test("16 concurrent wrong guesses: at most 10 are checked, the rest refused", async () => {
    const user = await newUser("concurrent");
    const from = address();
    const results = await Promise.allSettled(Array.from({ length: 16 }, (_, i) => signInWithPassword(user.email, `wrong-${i}`, from)));
    const answered = results.filter((result) => result.status === "fulfilled");
    const refused = results.filter((result) => result.status === "rejected" && result.reason instanceof TooManyAttemptsError);
    expect(answered.length).toBe(10);
    expect(refused.length).toBe(6);
  });

  test("right passwords do not use up the allowance, and other accounts are unaffected", async () => {
    const user = await newUser("regular");
    const neighbour = await newUser("neighbour");
    const from = address();
    for (let i = 0; i < 12; i++) expect(await signInWithPassword(user.email, PASSWORD, from)).toMatchObject({ id: user.id });
    for (let i = 0; i < 10; i++) await signInWithPassword(neighbour.email, "wrong-password-here", from);
    expect(await signInWithPassword(user.email, PASSWORD, from)).toMatchObject({ id: user.id });
  });

  test("one address trying many accounts is refused after 50 attempts", async () => {
    const from = address();
    for (let i = 0; i < 50; i++)
      expect(await signInWithPassword(`nobody-${i}-${Date.now()}@brute.test`, "wrong-password", from)).toBeNull();
    const refused = await signInWithPassword(`nobody-last-${Date.now()}@brute.test`, "wrong-password", from).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TooManyAttemptsError);
    expect((refused as TooManyAttemptsError).message).toMatch(/^Too many sign-in attempts from your network\. Try again in/);
  }, 90_000);

  test("inputs longer than anything stored are refused without counting or hashing", async () => {
    const user = await newUser("long");
    expect(await signInWithPassword(user.email, "x".repeat(1025), address())).toBeNull();
    expect(await signInWithPassword("", PASSWORD, address())).toBeNull();
  });
});

import { ApiError } from "@/lib/errors";
import { parseInput } from "@/lib/schemas/parse-input";
import { db } from "@/lib/db";
import { hashPassword } from "@/lib/identity/passwords/hash-password";
import { throttleAttempt } from "@/lib/identity/throttle-auth";
import { createAccount } from "./create-account";
import { createUserSchema, type CreateUserInput } from "@/lib/schemas/create-user";
import { insertUser } from "@/lib/users/create-user";

const EMAIL_TAKEN = "An account with this e-mail already exists";

/** Reported on the form's e-mail field. */
export class EmailTakenError extends ApiError {
  constructor() {
    super("VALIDATION_ERROR", EMAIL_TAKEN, [{ path: "email", message: EMAIL_TAKEN }]);
    this.name = "EmailTakenError";
  }
}

/**
 * Self-service sign-up: a new Pay-As-You-Go account with its first user, in one transaction.
 * Counted per client address before any work (throws TooManyAttemptsError): the strength
 * estimate and the hash are what a flood of sign-ups would make us spend.
 */
export async function signUp(input: CreateUserInput, { clientAddress }: { clientAddress: string }) {
  await throttleAttempt({ signUpPerAddress: clientAddress });
  const { password, ...user } = parseInput(createUserSchema, input);
  if (await db.user.findUnique({ where: { email: user.email }, select: { id: true } })) throw new EmailTakenError();
  const passwordHash = await hashPassword(password);
  try {
    return await db.$transaction(async (tx) => {
      const account = await createAccount({ name: user.name || user.email, tier: "PAY_AS_YOU_GO" }, tx);
      return insertUser(account.id, { ...user, role: "owner", passwordHash }, tx);
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (error instanceof Error && "code" in error && error.code === "P2002") throw new EmailTakenError();
    throw error;
  }
}

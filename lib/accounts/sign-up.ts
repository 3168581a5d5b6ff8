import { db } from "@/lib/db";
import { createAccount } from "./create-account";
import { createUserSchema, type CreateUserInput } from "@/lib/schemas/account";
import { createUser } from "@/lib/users/create-user";

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this e-mail already exists");
  }
}

/** Self-service sign-up: a new Pay-As-You-Go account with its first user, in one transaction. */
export async function signUp(input: CreateUserInput) {
  const user = createUserSchema.parse(input);
  if (await db.user.findUnique({ where: { email: user.email }, select: { id: true } })) throw new EmailTakenError();
  try {
    return await db.$transaction(async (tx) => {
      const account = await createAccount({ name: user.name || user.email, tier: "PAY_AS_YOU_GO" }, tx);
      return createUser(account.id, user, tx);
    });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (error instanceof Error && "code" in error && error.code === "P2002") throw new EmailTakenError();
    throw error;
  }
}

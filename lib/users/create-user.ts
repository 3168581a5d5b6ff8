import bcrypt from "bcryptjs";
import { db, type DbClient } from "@/lib/db";
import { newId } from "@/lib/ids";
import { createUserSchema, type CreateUserInput } from "@/lib/schemas/account";

const BCRYPT_ROUNDS = 10;

/** Adds a dashboard user to an account. Returns the user without its password hash. */
export async function createUser(accountId: string, input: CreateUserInput, client: DbClient = db) {
  const { email, password, name } = createUserSchema.parse(input);
  const passwordHash = await bcrypt.hash(password, BCRYPT_ROUNDS);
  return client.user.create({
    data: { id: newId("user"), accountId, email, name: name ?? null, passwordHash },
    select: { id: true, accountId: true, email: true, name: true, createdAt: true },
  });
}

import type { z } from "zod";
import { db, type DbClient } from "@/lib/db";
import { hashPassword } from "@/lib/identity/passwords/hash-password";
import { newId } from "@/lib/ids";
import { createUserSchema, type CreateUserInput } from "@/lib/schemas/create-user";
import type { Role } from "@/lib/access/roles";

/**
 * Adds a member to an account with `role` (owner unless said: the first member of an account
 * created by the CLI owns it). Returns the user without its password hash.
 */
export async function createUser(
  accountId: string,
  input: CreateUserInput,
  { role = "owner", client = db }: { role?: Role; client?: DbClient } = {},
) {
  const { password, ...user } = createUserSchema.parse(input);
  return insertUser(accountId, { ...user, role, passwordHash: await hashPassword(password) }, client);
}

/**
 * The row itself, for a caller that has validated the input and hashed the password already
 * (sign-up hashes before its transaction opens, so the transaction never waits on a hash).
 */
export function insertUser(
  accountId: string,
  user: Omit<z.output<typeof createUserSchema>, "password"> & { role: Role; passwordHash: string },
  client: DbClient = db,
) {
  return client.user.create({
    data: { id: newId("user"), accountId, email: user.email, name: user.name ?? null, role: user.role, passwordHash: user.passwordHash },
    select: { id: true, accountId: true, email: true, name: true, role: true, createdAt: true },
  });
}

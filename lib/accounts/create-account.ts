import { db, type DbClient } from "@/lib/db";
import { newId } from "@/lib/ids";
import { createAccountSchema, type CreateAccountInput } from "@/lib/schemas/account";

export async function createAccount(input: CreateAccountInput, client: DbClient = db) {
  const { name, tier } = createAccountSchema.parse(input);
  return client.account.create({ data: { id: newId("acct"), name, tier } });
}

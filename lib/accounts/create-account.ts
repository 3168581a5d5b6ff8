import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { createAccountSchema, type CreateAccountInput } from "@/lib/schemas/account";

export async function createAccount(input: CreateAccountInput) {
  const { name, tier } = createAccountSchema.parse(input);
  return db.account.create({ data: { id: newId("acct"), name, tier } });
}

import pg from "pg";
import { requireLocalServer } from "./deployed";
import { hashPassword } from "@/lib/identity/passwords/hash-password";
import { newId } from "@/lib/ids";
import type { Role } from "@/lib/access/roles";
import { newCustomerDetails, type Customer } from "./customers";

/**
 * Adds a member with `role` to the account of `owner` (a signed-up customer), written straight
 * to the e2e database as an operator's `create-user --role` would: for specs about what a role
 * may do, which need the member in place rather than the invitation that brings one (tested
 * on its own). Returns the member's sign-in.
 */
export async function addMember(owner: Customer, role: Role): Promise<Customer> {
  const member = newCustomerDetails(role);
  requireLocalServer("addMember (writes the member straight to the database)");
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ accountId: string }>(`SELECT "accountId" FROM "User" WHERE email = $1`, [
      owner.email.toLowerCase(),
    ]);
    if (!rows[0]) throw new Error(`addMember: no user ${owner.email}`);
    await client.query(
      `INSERT INTO "User" (id, "accountId", email, name, role, "passwordHash", "updatedAt") VALUES ($1, $2, $3, $4, $5, $6, now())`,
      [newId("user"), rows[0].accountId, member.email.toLowerCase(), member.name, role, await hashPassword(member.password)],
    );
  } finally {
    await client.end();
  }
  return member;
}

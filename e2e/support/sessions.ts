import pg from "pg";
import { requireLocalServer } from "./deployed";

/**
 * Moves the clock of a member's sessions: their last confirmation (the sign-in, or "Confirm it
 * is you") `minutes` further in the past, as if that long had gone by. The server's own clock
 * cannot be moved from a test; this is the one thing the 10-minute rule reads.
 */
export async function ageConfirmation(email: string, minutes: number): Promise<void> {
  requireLocalServer("ageConfirmation (moves a session's clock in the database)");
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `UPDATE "UserSession" SET "confirmedAt" = "confirmedAt" - make_interval(mins => $2)
       WHERE "userId" = (SELECT id FROM "User" WHERE email = $1)`,
      [email.toLowerCase(), minutes],
    );
    if (!rowCount) throw new Error(`ageConfirmation: ${email} has no session`);
  } finally {
    await client.end();
  }
}

import { expect } from "@playwright/test";
import pg from "pg";
import { requireLocalServer } from "./deployed";

export type OutboxMail = { id: string; subject: string; text: string; html: string };

/**
 * The newest e-mail the local server sent to `to` with this subject, kept in the dev outbox
 * (the `DevMailMessage` table, as `npm run dev` keeps it), waiting until one arrives. Tests read
 * mail with `readMail` (e2e/support/mail.ts), which comes here in the `local` project.
 */
export async function latestOutboxMail(to: string, subject: string | RegExp): Promise<OutboxMail> {
  requireLocalServer("the dev outbox (a table of the local server's database)");
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    let mail: OutboxMail | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<OutboxMail>(
            `SELECT id, subject, text, html FROM "DevMailMessage" WHERE "to" = $1 ORDER BY id DESC LIMIT 50`,
            [to],
          );
          mail = rows.find((row) => (typeof subject === "string" ? row.subject === subject : subject.test(row.subject)));
          return Boolean(mail);
        },
        { message: `an e-mail to ${to}: ${subject}` },
      )
      .toBe(true);
    return mail!;
  } finally {
    await client.end();
  }
}

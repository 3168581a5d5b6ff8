import { expect } from "@playwright/test";
import pg from "pg";

export type OutboxMail = { id: string; subject: string; text: string; html: string };

/**
 * The newest e-mail the app sent to `to` (kept in the dev outbox, as `npm run dev` keeps it),
 * waiting until one newer than `after` (a mail id) arrives.
 */
export async function latestMailTo(to: string, { after }: { after?: string } = {}): Promise<OutboxMail> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    let mail: OutboxMail | undefined;
    await expect
      .poll(
        async () => {
          const { rows } = await client.query<OutboxMail>(
            `SELECT id, subject, text, html FROM "DevMailMessage" WHERE "to" = $1 AND id > $2 ORDER BY id DESC LIMIT 1`,
            [to, after ?? ""],
          );
          mail = rows[0];
          return Boolean(mail);
        },
        { message: `an e-mail to ${to}` },
      )
      .toBe(true);
    return mail!;
  } finally {
    await client.end();
  }
}

/** The first link into the app in an e-mail's plain-text body. */
export function linkIn(mail: OutboxMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  expect(match, `a link in "${mail.subject}"`).not.toBeNull();
  return match![0];
}

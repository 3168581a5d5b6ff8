import { db } from "@/lib/db";
import { idBoundAt } from "@/lib/ids";

/** How many of the newest messages `/dev/mail` lists. */
export const DEV_OUTBOX_PAGE_SIZE = 100;
/**
 * How long the dev outbox keeps a message: twice as long as the longest-lived link one holds
 * (an invitation, a week; a reset link, an hour), so no message is deleted while its link
 * still works, and the table does not grow for as long as the app runs.
 */
export const DEV_OUTBOX_KEPT_DAYS = 14;

/** The newest messages in the dev outbox (ids are time-ordered), without their bodies. */
export function listDevMail() {
  return db.devMailMessage.findMany({
    orderBy: { id: "desc" },
    take: DEV_OUTBOX_PAGE_SIZE,
    select: { id: true, to: true, subject: true, createdAt: true },
  });
}

/** One message of the dev outbox, or null. */
export function findDevMail(id: string) {
  return db.devMailMessage.findUnique({ where: { id } });
}

/** Deletes the messages older than {@link DEV_OUTBOX_KEPT_DAYS} (a range scan of the time-ordered ids); the retention run's. */
export async function trimDevOutbox(now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DEV_OUTBOX_KEPT_DAYS * 24 * 60 * 60 * 1000);
  return (await db.devMailMessage.deleteMany({ where: { id: { lt: idBoundAt("mail", cutoff) } } })).count;
}

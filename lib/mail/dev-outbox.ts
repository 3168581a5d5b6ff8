import { db } from "@/lib/db";

/** How many of the newest messages `/dev/mail` lists. */
export const DEV_OUTBOX_PAGE_SIZE = 100;

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

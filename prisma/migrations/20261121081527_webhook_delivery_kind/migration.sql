-- CreateEnum
CREATE TYPE "DeliveryKind" AS ENUM ('event', 'test', 'resend');

-- AlterTable
ALTER TABLE "WebhookDelivery" ADD COLUMN     "dedupeKey" TEXT,
ADD COLUMN     "kind" "DeliveryKind" NOT NULL DEFAULT 'event',
ADD COLUMN     "resendOfId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "WebhookDelivery_dedupeKey_key" ON "WebhookDelivery"("dedupeKey");


-- AlterTable
ALTER TABLE "Account" ADD COLUMN     "requireTwoFactor" BOOLEAN NOT NULL DEFAULT false;


// One row of account data in every table that can hold one, written directly (each domain has
// its own tests): the erasure test proves none is left, the export test that each is exported.
import { randomBytes } from "node:crypto";
import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { ensureRequestLogPartitions } from "@/lib/api-logs/api-log-partitions";

const token = () => randomBytes(16).toString("hex");

export type SeededAccount = {
  accountId: string;
  name: string;
  userId: string;
  email: string;
  inviteeEmail: string;
  keyId: string;
  keyHash: string;
  signingSecret: string;
  callId: string;
  deliveryId: string;
};

/** An account with an owner and a row in every account table; `calls` calls with transcripts. */
export async function seedAccountData({ calls = 1, name }: { calls?: number; name?: string } = {}): Promise<SeededAccount> {
  const account = await createAccount({ name: name ?? `Seeded ${newId("acct").slice(-8)}` });
  const accountId = account.id;
  const email = `${newId("user").toLowerCase()}@seeded.test`;
  const inviteeEmail = `invitee-${newId("user").toLowerCase()}@seeded.test`;
  const userId = newId("user");
  const now = new Date();
  await db.user.create({ data: { id: userId, accountId, email, name: "Sam Seeded", role: "owner" } });
  await db.userSession.create({ data: { id: newId("sess"), userId, expiresAt: new Date(now.getTime() + 86_400_000) } });
  await db.passwordResetToken.create({
    data: { id: newId("pwr"), userId, tokenHash: token(), expiresAt: new Date(now.getTime() + 3_600_000) },
  });
  await db.totpCredential.create({ data: { userId, secret: "JBSWY3DPEHPK3PXP", enabledAt: now } });
  await db.recoveryCode.create({ data: { id: newId("rc"), userId, codeHash: token() } });
  await db.passkey.create({
    data: {
      id: newId("pk"),
      userId,
      credentialId: token(),
      publicKey: Buffer.from("public"),
      transports: ["internal"],
      deviceType: "singleDevice",
      backedUp: false,
      name: "Laptop",
    },
  });
  await db.webAuthnChallenge.create({
    data: { challenge: token(), kind: "authentication", userId, expiresAt: new Date(now.getTime() + 300_000) },
  });
  await db.invitation.create({
    data: {
      id: newId("inv"),
      accountId,
      email: inviteeEmail,
      role: "viewer",
      tokenHash: token(),
      invitedById: userId,
      invitedBy: email,
      expiresAt: new Date(now.getTime() + 7 * 86_400_000),
    },
  });
  await db.devMailMessage.createMany({
    data: [email, inviteeEmail].map((to) => ({ id: newId("mail"), to, subject: "Hello", text: "Hello", html: "<p>Hello</p>" })),
  });
  const keyId = newId("key");
  const keyHash = token();
  await db.apiKey.create({
    data: {
      id: keyId,
      accountId,
      name: "ci",
      prefix: "vk_live_seed",
      hash: keyHash,
      permissions: ["calls:read"],
      createdById: userId,
      createdBy: email,
    },
  });
  const signingSecret = `whsec_${token()}`;
  await db.webhookEndpoint.create({ data: { id: newId("we"), accountId, url: "https://hooks.seeded.test/in", signingSecret } });
  const assistantId = newId("asst");
  await db.assistant.create({
    data: { id: assistantId, accountId, name: "Desk", language: "en-US", voiceId: "elevenlabs-rachel", phoneNumber: "+14155550100" },
  });
  let callId = "";
  for (let offset = 0; offset < calls; offset += 1_000) {
    const rows = Array.from({ length: Math.min(1_000, calls - offset) }, () => ({
      id: newId("call"),
      accountId,
      assistantId,
      assistantName: "Desk",
      phoneNumber: "+14155550100",
      callerNumber: "+442079460958",
      status: "completed" as const,
      startedAt: now,
      endedAt: now,
      duration: 61,
      summary: "Booked a table for two.",
      transcript: [
        { role: "assistant", text: "Good evening, how can I help?", at: now.toISOString() },
        { role: "caller", text: "A table for two at eight, please.", at: now.toISOString() },
      ],
      messageCount: 2,
      transcriptReadyAt: now,
    }));
    await db.call.createMany({ data: rows });
    callId ||= rows[0].id;
  }
  await db.usagePeriod.create({
    data: {
      id: newId("up"),
      accountId,
      periodStart: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
      periodEnd: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
      minutesUsed: 2,
    },
  });
  const eventId = newId("evt");
  await db.event.create({
    data: { id: eventId, accountId, type: "call.completed", data: { callId }, callId, timestamp: now, state: "dispatched" },
  });
  const deliveryId = newId("dlv");
  // The delivery's insert trigger counts it in WebhookDeliveryHourlyCount.
  await db.webhookDelivery.create({
    data: { id: deliveryId, accountId, eventId, url: "https://hooks.seeded.test/in", status: "pending", attemptCount: 1 },
  });
  await db.deliveryAttempt.create({
    data: {
      id: newId("att"),
      deliveryId,
      attemptNumber: 1,
      startedAt: now,
      statusCode: 500,
      latencyMs: 12,
      requestHeaders: { "x-service-signature": "abc" },
    },
  });
  await db.idempotencyKey.create({ data: { accountId, key: token(), requestHash: token() } });
  await ensureRequestLogPartitions([now]);
  await db.requestLog.create({
    data: {
      id: newId("req"),
      accountId,
      createdAt: now,
      method: "GET",
      path: "/api/v1/calls",
      status: 200,
      durationMs: 3.5,
      keyId,
      keyName: "ci",
      keyPrefix: "vk_live_seed",
    },
  });
  await db.auditLogEntry.create({
    data: {
      id: newId("aud"),
      accountId,
      actorType: "user",
      actorId: userId,
      actorLabel: email,
      action: "api_key.created",
      targetType: "api_key",
      targetId: keyId,
    },
  });
  return { accountId, name: account.name, userId, email, inviteeEmail, keyId, keyHash, signingSecret, callId, deliveryId };
}

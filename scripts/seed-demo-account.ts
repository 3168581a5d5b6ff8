import { createAccount } from "@/lib/accounts/create-account";
import { createAssistant } from "@/lib/assistants/create-assistant";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { newId } from "@/lib/ids";
import type { TestCallData } from "@/lib/schemas/call";
import { runTestCall } from "@/lib/simulator/run-test-call";
import type { Role } from "@/lib/access/roles";
import { createUser } from "@/lib/users/create-user";
import { newSigningSecret } from "@/lib/webhooks/new-signing-secret";

export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "demo-voice-assistant";
export const DEMO_VIEWER_EMAIL = "viewer@example.com";
export const DEMO_VIEWER_PASSWORD = "read-only-voice-tour";

/** Where the demo's webhook history says it was sent: a reserved documentation domain, never a real receiver. */
export const DEMO_WEBHOOK_URL = "https://example.com/webhooks/voice";

export const DEMO_ASSISTANTS = [
  {
    name: "Front desk",
    businessWebsite: "https://example.com",
    language: "en-US",
    voiceTier: "professional",
    voiceId: "elevenlabs-rachel",
    status: "active",
  },
  { name: "After-hours line", language: "en-GB", voiceTier: "standard", voiceId: "polly-amy", status: "active" },
] as const;

/** How many past calls the demo account gets, spread over the last `HISTORY_DAYS` days. */
export const DEMO_CALL_COUNT = 36;
const HISTORY_DAYS = 24;

export type DemoSignIn = { email: string; password: string; role: Role };
export type DemoAccount = { accountId: string; signIns: DemoSignIn[] };

/**
 * The account `npm run dev` signs a newcomer into: an owner and a viewer (so the roles can be
 * tried at once), two assistants and a few weeks of calls with their events and webhook
 * deliveries (so no page is empty). Each part is made only when missing: a second run changes
 * nothing, and a demo database from before this history gets the parts it lacks.
 */
export async function seedDemoAccount({ now = new Date() }: { now?: Date } = {}): Promise<DemoAccount> {
  const owner =
    (await db.user.findUnique({ where: { email: DEMO_EMAIL } })) ??
    (await createUser((await createAccount({ name: "Demo Account", tier: "STARTER" })).id, {
      email: DEMO_EMAIL,
      password: DEMO_PASSWORD,
      name: "Demo User",
    }));
  const { accountId } = owner;
  if (!(await db.user.findUnique({ where: { email: DEMO_VIEWER_EMAIL } }))) {
    await createUser(accountId, { email: DEMO_VIEWER_EMAIL, password: DEMO_VIEWER_PASSWORD, name: "Demo Viewer" }, { role: "viewer" });
  }
  if ((await db.assistant.count({ where: { accountId } })) === 0) {
    for (const assistant of DEMO_ASSISTANTS) await createAssistant(accountId, assistant);
  }
  if ((await db.call.count({ where: { accountId } })) === 0) await seedHistory(accountId, now);
  return {
    accountId,
    signIns: [
      { email: DEMO_EMAIL, password: DEMO_PASSWORD, role: "owner" },
      { email: DEMO_VIEWER_EMAIL, password: DEMO_VIEWER_PASSWORD, role: "viewer" },
    ],
  };
}

/** Mostly answered calls, some missed, a few failed: what a small business's line looks like. */
function outcomeOf(index: number): TestCallData["outcome"] {
  if (index % 9 === 4) return "failed";
  if (index % 5 === 2) return "missed";
  return "completed";
}

/**
 * Past calls played through the simulator (the domain's own steps, so calls, transcripts,
 * events and billed minutes agree), oldest first, then one webhook delivery per event as the
 * receiver answered it at the time. The webhook URL is set only after the calls, so the
 * calls' own dispatch finds none and sends nothing anywhere.
 */
async function seedHistory(accountId: string, now: Date): Promise<void> {
  const assistants = await db.assistant.findMany({ where: { accountId }, orderBy: { id: "asc" }, select: { id: true } });
  const span = HISTORY_DAYS * 86_400_000;
  for (let index = 0; index < DEMO_CALL_COUNT; index++) {
    // Evenly spread from HISTORY_DAYS ago to an hour ago, at business-like hours of each day.
    const day = now.getTime() - span + Math.floor((index * span) / DEMO_CALL_COUNT);
    const endAt = new Date(Math.min(day + ((index * 7) % 9) * 3_600_000, now.getTime() - 3_600_000));
    // The front desk takes most calls; every third goes to the after-hours line.
    const assistant = assistants[index % 3 === 2 ? assistants.length - 1 : 0];
    // Durations and caller numbers from the index, not at random: the demo looks the same on
    // every machine, which the screenshot tests (e2e/screenshots.spec.ts) rely on.
    const duration = 45 + ((index * 97) % 360);
    const callerNumber = `+1${201 + ((index * 53) % 780)}555${String(100 + ((index * 7) % 100)).padStart(4, "0")}`;
    await runTestCall(accountId, { assistantId: assistant.id, outcome: outcomeOf(index), duration, callerNumber }, { endAt });
  }
  // The calls' own hand-over (one direct attempt each without Inngest) ends before the URL exists.
  await settleBackgroundWork();

  const endpoint = await db.webhookEndpoint.upsert({
    where: { accountId },
    create: { id: newId("we"), accountId, url: DEMO_WEBHOOK_URL, signingSecret: newSigningSecret() },
    update: {},
  });
  // By time, then type: events of one instant (call.completed and transcript.ready) in the
  // same order on every run, not by their ids' random part.
  const events = await db.event.findMany({
    where: { accountId, deliveries: { none: {} } },
    orderBy: [{ timestamp: "asc" }, { type: "asc" }],
  });
  for (const [index, event] of events.entries()) {
    // A millisecond per event more: each delivery's id (time-ordered) follows the order above.
    const sentAt = new Date(event.timestamp.getTime() + 1_000 + index);
    // Every eleventh event: the receiver was down once and took the retry a minute later.
    const attempts =
      index % 11 === 5
        ? [
            { statusCode: 503, at: sentAt },
            { statusCode: 200, at: new Date(sentAt.getTime() + 60_000) },
          ]
        : [{ statusCode: 200, at: sentAt }];
    const last = attempts[attempts.length - 1];
    await db.$transaction([
      db.webhookDelivery.create({
        data: {
          id: newId("dlv", sentAt),
          accountId,
          eventId: event.id,
          kind: "event",
          dedupeKey: event.id,
          url: endpoint.url,
          status: "delivered",
          attemptCount: attempts.length,
          lastStatusCode: last.statusCode,
          createdAt: sentAt,
          completedAt: last.at,
          attempts: {
            create: attempts.map((attempt, number) => ({
              id: newId("att", attempt.at),
              attemptNumber: number + 1,
              startedAt: attempt.at,
              statusCode: attempt.statusCode,
              latencyMs: 80 + ((index * 37 + number * 11) % 400),
              error: attempt.statusCode >= 300 ? `HTTP ${attempt.statusCode}` : null,
              responseExcerpt: attempt.statusCode >= 300 ? "Service Unavailable" : "ok",
            })),
          },
        },
      }),
      db.event.update({ where: { id: event.id }, data: { state: "dispatched", dispatchedAt: sentAt } }),
    ]);
  }
}

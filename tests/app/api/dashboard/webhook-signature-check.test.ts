// "Check a signature" (issue 42 item 3) through its real route: every member may check, only
// members who may reveal the secret (recently confirmed) see computed signatures, no answer
// ever holds the secret, the input limits and the dashboard write limit apply.
import { afterEach, describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import type { Role } from "@/lib/access/roles";
import { dashboardWebhookOperations } from "@/lib/dashboard/operations/webhook-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { buildEnvelope } from "@/lib/webhooks/build-envelope";
import { rotateSigningSecret } from "@/lib/webhooks/rotate-signing-secret";
import { signPayload } from "@/lib/webhooks/sign-payload";
import { callApi } from "../../../support/api-client";
import { mintSessionCookie } from "../../../support/session-cookie";

const SAME_ORIGIN = { origin: "http://api.test", host: "api.test" };
const check = dashboardWebhookOperations.checkSignature;
const settingsBefore = { ...process.env };

afterEach(() => {
  if (settingsBefore.DASHBOARD_WRITE_LIMIT_PER_MINUTE === undefined) delete process.env.DASHBOARD_WRITE_LIMIT_PER_MINUTE;
  else process.env.DASHBOARD_WRITE_LIMIT_PER_MINUTE = settingsBefore.DASHBOARD_WRITE_LIMIT_PER_MINUTE;
});

/** An account with a webhook and a recorded event, and a way to sign in any role. */
async function accountWithWebhook() {
  const account = await createAccount({ name: "Signature checks" });
  const secret = `whsec_${newId("we")}`;
  await db.webhookEndpoint.create({
    data: { id: newId("we"), accountId: account.id, url: "https://93.184.216.34/hooks", signingSecret: secret },
  });
  const event = await db.event.create({
    data: {
      id: newId("evt"),
      accountId: account.id,
      type: "call.missed",
      data: { callId: "call_1", assistantId: "asst_1", callerNumber: "+14155550100", reason: "no_answer" },
      timestamp: new Date(),
    },
  });
  const body = buildEnvelope(event);
  const signIn = async (role: Role, confirmedMinutesAgo = 0) => {
    const user = await db.user.create({
      data: { id: newId("user"), accountId: account.id, email: `${newId("user")}@sigcheck.test`, role },
    });
    const session = await mintSessionCookie(user.id);
    await db.userSession.update({
      where: { id: session.sessionId },
      data: { confirmedAt: new Date(Date.now() - confirmedMinutesAgo * 60_000) },
    });
    return { cookie: session.cookie, headers: SAME_ORIGIN };
  };
  const signed = (text = body, signingSecret = secret) => {
    const timestamp = Math.floor(Date.now() / 1000);
    return { body: text, timestamp: String(timestamp), signature: signPayload(signingSecret, timestamp, text) };
  };
  return { account, secret, body, signIn, signed };
}

describe("POST /api/dashboard/webhook/signature-check", () => {
  test("a developer, recently confirmed, sees each rule pass and the computed signature", async () => {
    const { signIn, signed, secret } = await accountWithWebhook();
    const request = signed();
    const response = await callApi(check, { ...(await signIn("developer")), body: request });
    expect(response.status, response.text).toBe(200);
    expect(response.data).toMatchObject({ passed: true, signaturesShown: true, expectedSignature: request.signature, mistakes: [] });
    expect(response.data?.rules.every((rule) => rule.passed)).toBe(true);
    expect(response.text).not.toContain(secret);
  });

  test("a viewer may check but gets pass and fail only: no computed signature for a body they chose (a signing oracle)", async () => {
    const { signIn, signed, secret } = await accountWithWebhook();
    const forged = signed('{"id":"evt_forged","type":"call.missed","data":{},"timestamp":"2026-11-26T00:00:00.000Z"}');
    const response = await callApi(check, { ...(await signIn("viewer")), body: { ...forged, signature: "0".repeat(64) } });
    expect(response.status, response.text).toBe(200);
    expect(response.data).toMatchObject({ passed: false, signaturesShown: false, expectedSignature: null });
    expect(response.data?.rules.find((rule) => rule.rule === "expected_signature")?.detail).toContain(
      "shown only to members who may reveal",
    );
    expect(response.text).not.toContain(forged.signature);
    expect(response.text).not.toContain(secret);
    // The same viewer may not reveal the secret either: the two agree.
    const reveal = await callApi(dashboardWebhookOperations.revealSecret, await signIn("viewer"));
    expect(reveal.status).toBe(403);
  });

  test("without a session: 401, and nothing is computed", async () => {
    const { signed } = await accountWithWebhook();
    const response = await callApi(check, { headers: SAME_ORIGIN, body: signed() });
    expect(response.status).toBe(401);
    expect(response.text).not.toContain(signed().signature);
  });

  test("a developer whose confirmation is older than 10 minutes gets pass and fail only, like revealing needs", async () => {
    const { signIn, signed } = await accountWithWebhook();
    const request = signed(`${'{"id":"evt_x"'}}`);
    const response = await callApi(check, { ...(await signIn("developer", 11)), body: { ...request, signature: "f".repeat(64) } });
    expect(response.status).toBe(200);
    expect(response.data).toMatchObject({ signaturesShown: false, expectedSignature: null });
    expect(response.text).not.toContain(request.signature);
  });

  test("the named mistakes come through the route; the re-ordered body is matched to the event it names", async () => {
    const { signIn, signed, body, secret } = await accountWithWebhook();
    const as = await signIn("owner");
    const request = signed();
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const reordered = JSON.stringify({ type: parsed.type, id: parsed.id, timestamp: parsed.timestamp, data: parsed.data });
    const cases: [{ body: string; signature: string; timestamp: string }, string][] = [
      [{ ...request, body: reordered }, "reserialised_body"],
      [{ ...request, body: `${body}\n` }, "whitespace_added"],
      [{ ...request, timestamp: `${request.timestamp}000` }, "milliseconds_timestamp"],
      [signed(body, "whsec_not_this_one"), "wrong_secret"],
    ];
    for (const [input, kind] of cases) {
      const response = await callApi(check, { ...as, body: input });
      expect(response.status, response.text).toBe(200);
      expect(response.data?.passed).toBe(false);
      expect(response.data?.mistakes.map((mistake) => mistake.kind)).toEqual([kind]);
      expect(response.text).not.toContain(secret);
    }
  });

  test("after a rotation, a request signed with the previous secret is named wrong_secret with the rotation", async () => {
    const { account, signIn, signed, body, secret } = await accountWithWebhook();
    const before = signed(body, secret);
    const newSecret = await rotateSigningSecret(account.id);
    const response = await callApi(check, { ...(await signIn("developer")), body: before });
    expect(response.data?.mistakes).toEqual([expect.objectContaining({ kind: "wrong_secret" })]);
    expect(response.data?.mistakes[0].message).toContain("rotated");
    expect(response.text).not.toContain(secret);
    expect(response.text).not.toContain(newSecret);
  });

  test("without a webhook URL there is no secret to check with: 404", async () => {
    const account = await createAccount({ name: "No webhook" });
    const user = await db.user.create({
      data: { id: newId("user"), accountId: account.id, email: `${newId("user")}@sigcheck.test`, role: "owner" },
    });
    const { cookie } = await mintSessionCookie(user.id);
    const response = await callApi(check, { cookie, headers: SAME_ORIGIN, body: { body: "{}", signature: "", timestamp: "" } });
    expect(response.status).toBe(404);
  });

  test("a body over 64 KiB is refused, and unknown fields are refused", async () => {
    const { signIn } = await accountWithWebhook();
    const as = await signIn("owner");
    const big = await callApi(check, { ...as, body: { body: "x".repeat(64 * 1024 + 1), signature: "", timestamp: "1" } });
    expect([400, 413]).toContain(big.status);
    const extra = await callApi("POST", check.path, { ...as, json: { body: "{}", signature: "", timestamp: "1", secret: "whsec_x" } });
    expect(extra.status).toBe(400);
  });

  test("it counts as a dashboard write: past the member's per-minute limit, 429", async () => {
    process.env.DASHBOARD_WRITE_LIMIT_PER_MINUTE = "2";
    const { signIn, signed } = await accountWithWebhook();
    const as = await signIn("viewer");
    expect((await callApi(check, { ...as, body: signed() })).status).toBe(200);
    expect((await callApi(check, { ...as, body: signed() })).status).toBe(200);
    const refused = await callApi(check, { ...as, body: signed() });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).not.toBeNull();
  });

  test("a session from another origin is refused like every dashboard write", async () => {
    const { signIn, signed } = await accountWithWebhook();
    const { cookie } = await signIn("owner");
    const response = await callApi(check, { cookie, headers: { origin: "https://evil.example", host: "api.test" }, body: signed() });
    expect(response.status).toBe(403);
  });
});

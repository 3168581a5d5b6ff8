// Issue 30's abuse paths, through the real routes: invitation e-mails are limited per account
// and per recipient, a member's dashboard writes per minute, each refusal the one 429 with
// Retry-After and the rate-limit headers, with nothing written or sent; inviting an address
// that has a user elsewhere answers as a fresh address does; a client's X-Forwarded-Host counts
// only behind trusted proxies.
import { afterEach, describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { dashboardApiKeyOperations } from "@/lib/dashboard/operations/api-key-operations";
import { dashboardInvitationOperations } from "@/lib/dashboard/operations/invitation-operations";
import { dashboardTeamOperations } from "@/lib/dashboard/operations/team-operations";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import type { Role } from "@/lib/access/roles";
import { callApi } from "../../../support/api-client";
import { redisNow } from "../../../support/redis-clock";
import { dashboardSession } from "../../../support/session-cookie";

let counter = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${++counter}@limits.test`;
const settingsBefore = { ...process.env };

afterEach(() => {
  for (const name of [
    "INVITATION_LIMIT_PER_HOUR",
    "INVITATION_MAIL_LIMIT_PER_RECIPIENT_PER_DAY",
    "DASHBOARD_WRITE_LIMIT_PER_MINUTE",
    "TRUSTED_PROXY_HOPS",
  ]) {
    if (settingsBefore[name] === undefined) delete process.env[name];
    else process.env[name] = settingsBefore[name];
  }
});

async function member(accountId: string, role: Role = "owner") {
  const user = await db.user.create({ data: { id: newId("user"), accountId, email: uniqueEmail(role), role } });
  return { ...user, session: await dashboardSession({ accountId, userId: user.id }) };
}

async function team(name = "Limits Co") {
  const account = await createAccount({ name });
  return { account, owner: await member(account.id) };
}

type Session = Awaited<ReturnType<typeof dashboardSession>>;
const invite = (who: { session: Session }, email: string) =>
  callApi(dashboardTeamOperations.invite, { ...who.session, body: { email, role: "developer" } });
const resend = (who: { session: Session }, id: string) =>
  callApi(dashboardTeamOperations.resendInvitation, { ...who.session, params: { id } });
const mailTo = (email: string) => db.devMailMessage.count({ where: { to: email } });

async function expectRefusal(response: { status: number; text: string; headers: Headers; error?: { code: string } }) {
  expect(response.status, response.text).toBe(429);
  expect(response.error?.code).toBe("RATE_LIMITED");
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
  expect(response.headers.get("x-ratelimit-remaining")).toBe("0");
  expect(Number(response.headers.get("x-ratelimit-limit"))).toBeGreaterThan(0);
  // The window's reset is on Redis's clock, which counts it (`npm run test:clock` moves only ours).
  expect(Number(response.headers.get("x-ratelimit-reset"))).toBeGreaterThan((await redisNow()) / 1000);
}

describe("invitation e-mail limits", () => {
  test("per account: the N+1th invitation in an hour is 429, with no invitation and no e-mail", async () => {
    process.env.INVITATION_LIMIT_PER_HOUR = "3";
    const { account, owner } = await team();
    for (let i = 0; i < 3; i++) expect((await invite(owner, uniqueEmail("ok"))).status).toBe(201);
    const refusedEmail = uniqueEmail("refused");
    const refused = await invite(owner, refusedEmail);
    await expectRefusal(refused);
    expect(refused.error?.message).toMatch(/as many invitations as it may in an hour/);
    expect(await db.invitation.count({ where: { accountId: account.id } })).toBe(3);
    expect(await mailTo(refusedEmail)).toBe(0);
    // A resend is an invitation e-mail too.
    const first = await db.invitation.findFirstOrThrow({ where: { accountId: account.id } });
    await expectRefusal(await resend(owner, first.id));
    expect(await db.invitation.findUniqueOrThrow({ where: { id: first.id } })).toEqual(first);
  });

  test("per recipient: resends of one invitation stop at the day's limit, with no e-mail and the link unchanged", async () => {
    const { owner } = await team();
    const email = uniqueEmail("inbox");
    const sent = await invite(owner, email);
    expect(sent.status).toBe(201);
    const id = sent.data!.invitation.id;
    expect((await resend(owner, id)).status).toBe(200);
    expect((await resend(owner, id)).status).toBe(200);
    const before = await db.invitation.findUniqueOrThrow({ where: { id } });
    const refused = await resend(owner, id);
    await expectRefusal(refused);
    expect(refused.error?.message).toMatch(/This address has been sent as many invitation e-mails as it may in a day/);
    expect(await mailTo(email)).toBe(3);
    expect(await db.invitation.findUniqueOrThrow({ where: { id } })).toEqual(before);
    // Across accounts: another account cannot mail that inbox either.
    const other = await team("Other Co");
    await expectRefusal(await invite(other.owner, email));
    expect(await db.invitation.count({ where: { accountId: other.account.id } })).toBe(0);
    expect(await mailTo(email)).toBe(3);
  });

  test("a refused invitation (409) sends nothing and uses up no e-mail", async () => {
    process.env.INVITATION_MAIL_LIMIT_PER_RECIPIENT_PER_DAY = "2";
    const { owner } = await team();
    const email = uniqueEmail("pending");
    expect((await invite(owner, email)).status).toBe(201);
    // Pending already: 409, and the count is given back each time (else the resend would be refused).
    expect((await invite(owner, email)).status).toBe(409);
    expect((await invite(owner, email)).status).toBe(409);
    const id = (await db.invitation.findFirstOrThrow({ where: { email } })).id;
    expect((await resend(owner, id)).status).toBe(200);
    await expectRefusal(await resend(owner, id));
    expect(await mailTo(email)).toBe(2);
  });
});

describe("inviting an address that has a user elsewhere", () => {
  test("answers exactly as a fresh address does; its owner learns on opening the link that they cannot join", async () => {
    const { owner } = await team("Inviter Co");
    const elsewhere = await team("Elsewhere Co");
    const fresh = uniqueEmail("fresh");
    const [a, b] = [await invite(owner, fresh), await invite(owner, elsewhere.owner.email)];
    expect([a.status, b.status]).toEqual([201, 201]);
    const shape = (body: unknown): unknown =>
      body && typeof body === "object" ? Object.fromEntries(Object.entries(body).map(([key, value]) => [key, shape(value)])) : typeof body;
    expect(shape(JSON.parse(b.text))).toEqual(shape(JSON.parse(a.text)));
    expect(b.data).toMatchObject({ emailSent: true, invitation: { email: elsewhere.owner.email, role: "developer" } });
    expect([...a.headers.keys()].sort()).toEqual([...b.headers.keys()].sort());
    // Both were mailed alike.
    const [freshMail, elsewhereMail] = await Promise.all(
      [fresh, elsewhere.owner.email].map((to) => db.devMailMessage.findFirstOrThrow({ where: { to }, orderBy: { id: "desc" } })),
    );
    expect(elsewhereMail.subject).toBe(freshMail.subject);
    const token = /\/invite\/([A-Za-z0-9_-]{43})/.exec(elsewhereMail.text)![1];

    const preview = await callApi(dashboardInvitationOperations.previewInvitation, { body: { token } });
    expect(preview.status).toBe(409);
    expect(preview.error?.message).toMatch(/already has a user on another account.*cannot be accepted/);
    const accept = await callApi(dashboardInvitationOperations.acceptInvitation, {
      body: { token, name: "Someone", password: "walnut-prism-harbor-7" },
    });
    expect(accept.status).toBe(409);
    expect(await db.user.findUniqueOrThrow({ where: { email: elsewhere.owner.email } })).toMatchObject({ accountId: elsewhere.account.id });
  });
});

describe("dashboard write limit", () => {
  test("a member's N+1th write in a minute is 429 and writes nothing; reads and other members go on", async () => {
    process.env.DASHBOARD_WRITE_LIMIT_PER_MINUTE = "3";
    const { account, owner } = await team();
    const create = (who: { session: Session }) =>
      callApi(dashboardApiKeyOperations.create, { ...who.session, body: { name: "k", permissions: ["usage:read"] } });
    for (let i = 0; i < 3; i++) {
      const created = await create(owner);
      expect(created.status).toBe(201);
      expect(created.headers.get("x-ratelimit-limit")).toBe("3");
      expect(created.headers.get("x-ratelimit-remaining")).toBe(String(2 - i));
    }
    // Invalid input is refused before it is counted: not a write.
    const invalid = await callApi("POST", "/api/dashboard/api-keys", { ...owner.session, json: { name: "" } });
    expect(invalid.status).toBe(400);
    const refused = await create(owner);
    await expectRefusal(refused);
    expect(await db.apiKey.count({ where: { accountId: account.id } })).toBe(3);
    expect((await callApi(dashboardApiKeyOperations.list, owner.session)).status).toBe(200);
    expect((await create(await member(account.id, "developer"))).status).toBe(201);
  });
});

describe("same-origin check on dashboard writes", () => {
  const write = (who: { session: Session }, headers: Record<string, string>) =>
    callApi(dashboardApiKeyOperations.create, {
      cookie: who.session.cookie,
      headers: { host: "app.example", ...headers },
      body: { name: "k", permissions: ["usage:read"] },
    });

  test("without trusted proxies, a client's X-Forwarded-Host is ignored: the Host decides", async () => {
    process.env.TRUSTED_PROXY_HOPS = "0";
    const { owner } = await team();
    const forged = await write(owner, { origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(forged.status, forged.text).toBe(403);
    expect(forged.error?.message).toBe("Cross-site requests are not allowed");
    expect((await write(owner, { origin: "http://app.example", "x-forwarded-host": "evil.example" })).status).toBe(201);
  });

  test("behind trusted proxies, X-Forwarded-Host is the host the browser addressed", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    const { owner } = await team();
    expect((await write(owner, { origin: "https://app.example.com", "x-forwarded-host": "app.example.com" })).status).toBe(201);
    expect((await write(owner, { origin: "http://app.example", "x-forwarded-host": "app.example.com" })).status).toBe(403);
  });
});

// GET /api/v1/audit-log (audit:read), its dashboard twin (admins and owners) and the CSV
// export: filters, paging newest first, bad input as a clear 400, another account's ids as
// nothing, and a CSV a spreadsheet opens safely.
import { describe, expect, test } from "vitest";
import type { AuditAction } from "@/lib/schemas/audit-actions";
import { csvCell } from "@/lib/audit/audit-log-csv";
import { PERMISSIONS, PERMISSION_PRESETS } from "@/lib/access/permissions";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { callApi, createTestAccount } from "../../../support/api-client";
import { dashboardSession } from "../../../support/session-cookie";

type Entry = {
  id: string;
  action: string;
  actor: { id: string | null };
  target: { id: string } | null;
  createdAt: string;
  summary: unknown;
};
type Page = { data: Entry[]; nextCursor: string | null };
type ErrorBody = { error: { code: string; message: string } };

const MINUTE = 60_000;

/** An entry made `minutesAgo` minutes ago (its id and createdAt say so). */
async function entry(
  accountId: string,
  action: AuditAction,
  minutesAgo: number,
  fields: { actorId?: string; targetId?: string; label?: string } = {},
) {
  const at = new Date(Date.now() - minutesAgo * MINUTE);
  return db.auditLogEntry.create({
    data: {
      id: newId("aud", at),
      accountId,
      actorType: "user",
      actorId: fields.actorId ?? "user_01kaj2v3c5m7q9x2c4v6b8n0p2",
      actorLabel: fields.label ?? "ada@example.com",
      action,
      targetType: fields.targetId ? "api_key" : null,
      targetId: fields.targetId ?? null,
      summary: { after: { name: "Production" } },
      ipAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0",
      requestId: "req_1",
      createdAt: at,
    },
  });
}

async function seeded() {
  const account = await createTestAccount();
  const ada = newId("user");
  const grace = newId("user");
  const targetKey = newId("key");
  await entry(account.accountId, "api_key.created", 50, { actorId: ada, targetId: targetKey });
  await entry(account.accountId, "webhook.url_set", 40, { actorId: grace });
  await entry(account.accountId, "api_key.revoked", 30, { actorId: grace, targetId: targetKey });
  await entry(account.accountId, "user.signed_in", 20, { actorId: ada });
  await entry(account.accountId, "user.signed_in", 10, { actorId: grace });
  return { ...account, ada, grace, targetKey };
}

const list = (key: string, query = "") => callApi<Page>("GET", `/api/v1/audit-log${query}`, { key });
/** Entries other than the fixture's own (its key's creation, recorded as the system). */
const actions = (page: Page) => page.data.filter((e) => e.actor.id !== null).map((e) => e.action);

describe("GET /api/v1/audit-log", () => {
  test("newest first, each filter alone and together, paging by cursor", async () => {
    const a = await seeded();
    const all = await list(a.key);
    expect(all.status, all.text).toBe(200);
    expect(actions(all.body)).toEqual(["user.signed_in", "user.signed_in", "api_key.revoked", "webhook.url_set", "api_key.created"]);
    expect(all.body.data.find((e) => e.actor.id !== null)).toMatchObject({
      ipAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0",
      requestId: "req_1",
      summary: { after: { name: "Production" } },
    });

    expect(actions((await list(a.key, `?actor=${a.ada}`)).body)).toEqual(["user.signed_in", "api_key.created"]);
    expect(actions((await list(a.key, "?action=api_key.revoked")).body)).toEqual(["api_key.revoked"]);
    expect(actions((await list(a.key, `?target=${a.targetKey}`)).body)).toEqual(["api_key.revoked", "api_key.created"]);
    expect(actions((await list(a.key, `?actor=${a.grace}&action=user.signed_in`)).body)).toEqual(["user.signed_in"]);
    const from = new Date(Date.now() - 45 * MINUTE).toISOString();
    const to = new Date(Date.now() - 15 * MINUTE).toISOString();
    expect(actions((await list(a.key, `?from=${from}&to=${to}`)).body)).toEqual(["user.signed_in", "api_key.revoked", "webhook.url_set"]);
    // An empty value is no filter, as a form's "All" sends it.
    expect(actions((await list(a.key, "?action=&actor=")).body)).toHaveLength(5);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(a.key, `?actor=${a.grace}&limit=2${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((e) => e.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  test("needs audit:read: 403 without it; full_access does not include it", async () => {
    expect(PERMISSION_PRESETS.full_access).not.toContain("audit:read");
    const a = await createTestAccount({ permissions: PERMISSIONS.filter((p) => p !== "audit:read") });
    const refused = await callApi<ErrorBody>("GET", "/api/v1/audit-log", { key: a.key });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("FORBIDDEN");
    expect((await callApi("GET", "/api/v1/audit-log")).status).toBe(401);
  });

  test("bad input is a clear 400, never a 500", async () => {
    const a = await seeded();
    const bad = [
      "?from=yesterday",
      "?to=2026-13-45T00:00:00Z",
      "?from=2026-11-01",
      "?action=api_key.exploded",
      "?action=%00%FF",
      "?actor=robert'); DROP TABLE",
      "?target=%E2%80%AE%F0%9F%92%A9",
      "?cursor=aud_nope",
      "?limit=0",
      "?limit=1e3",
      "?colour=blue",
    ];
    for (const query of bad) {
      const response = await callApi<ErrorBody>("GET", `/api/v1/audit-log${query}`, { key: a.key });
      expect(response.status, `${query}: ${response.text}`).toBe(400);
      expect(response.body.error.code).toBe("VALIDATION_ERROR");
    }
    const unknownAction = await callApi<ErrorBody & { error: { details: { message: string }[] } }>("GET", "/api/v1/audit-log?action=nope", {
      key: a.key,
    });
    expect(JSON.stringify(unknownAction.body)).toContain("api_key.created");
  });

  test("another account's ids show nothing", async () => {
    const a = await seeded();
    const b = await seeded();
    expect((await list(b.key, `?actor=${a.ada}`)).body.data).toEqual([]);
    expect((await list(b.key, `?target=${a.targetKey}`)).body.data).toEqual([]);
    const theirs = (await list(a.key)).body.data[0].id;
    const page = await list(b.key, `?cursor=${theirs}`);
    expect(page.status).toBe(200);
    const ids = new Set((await list(a.key)).body.data.map((e) => e.id));
    expect(page.body.data.some((e) => ids.has(e.id))).toBe(false);
  });

  test("entries past a year are not listed (retention applies at read time)", async () => {
    const a = await createTestAccount();
    await entry(a.accountId, "user.signed_in", 366 * 24 * 60, { actorId: newId("user") });
    await entry(a.accountId, "user.signed_out", 364 * 24 * 60, { actorId: newId("user") });
    expect(actions((await list(a.key)).body)).toEqual(["user.signed_out"]);
  });
});

describe("the dashboard's audit log", () => {
  test("admins and owners read it; developers and viewers get 403 naming the role", async () => {
    const a = await seeded();
    for (const role of ["owner", "admin"] as const) {
      const response = await callApi<Page>(
        "GET",
        "/api/dashboard/audit-log?action=api_key.revoked",
        await dashboardSession({ accountId: a.accountId, role }),
      );
      expect(response.status).toBe(200);
      expect(actions(response.body)).toEqual(["api_key.revoked"]);
    }
    for (const role of ["developer", "viewer"] as const) {
      const session = await dashboardSession({ accountId: a.accountId, role });
      for (const path of ["/api/dashboard/audit-log", "/api/dashboard/audit-log/export"]) {
        const response = await callApi<ErrorBody>("GET", path, session);
        expect(response.status).toBe(403);
        expect(response.body.error.message).toContain("admin role");
      }
    }
  });

  test("the CSV export: the filters, the columns, quoting, formula-safe cells, an attachment", async () => {
    const a = await seeded();
    await entry(a.accountId, "assistant.updated", 5, { actorId: a.ada, label: '=HYPERLINK("http://evil.test","click"), "quoted"\nnext' });
    const session = await dashboardSession({ accountId: a.accountId, role: "admin" });
    const csv = await callApi("GET", `/api/dashboard/audit-log/export?actor=${a.ada}`, session);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = csv.text.replace(/^\uFEFF/, "");
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("time,actor,action,target,summary,ip,user agent,request id");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""click""), ""quoted""\nnext (${a.ada})"`);
    expect(text).toContain("assistant.updated");
    expect(text).toContain("user.signed_in");
    expect(text).toContain("api_key.created");
    expect(text).not.toContain("webhook.url_set");
    expect(text).toContain('"{""after"":{""name"":""Production""}}"');

    const bad = await callApi<ErrorBody>("GET", "/api/dashboard/audit-log/export?from=soon", session);
    expect(bad.status).toBe(400);
  });

  test("csvCell: formulas are defused, separators quoted, quotes doubled", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+1")).toBe("'+1");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\r\nbreak")).toBe('"line\r\nbreak"');
    expect(csvCell(null)).toBe("");
    expect(csvCell("plain")).toBe("plain");
  });
});

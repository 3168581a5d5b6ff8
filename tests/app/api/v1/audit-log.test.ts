// GET /api/v1/audit-log (audit:read), its dashboard twin (admins and owners) and the CSV
// export: filters, paging newest first, bad input as a clear 400, another account's ids as
// nothing, and a CSV a spreadsheet opens safely.
import { describe, expect, test } from "vitest";
import type { z } from "zod";
import type { AuditAction } from "@/lib/schemas/audit-actions";
import { auditOperations } from "@/lib/api/operations/audit-operations";
import { dashboardAuditOperations } from "@/lib/dashboard/operations/audit-operations";
import type { ResponseOf } from "@/lib/dashboard/request";
import { serializedSchema } from "@/lib/dashboard/serialize";
import { errorBodySchema } from "@/lib/errors";
import type { listAuditLogQuerySchema } from "@/lib/schemas/audit-log";
import { csvCell } from "@/lib/audit/audit-log-csv";
import { PERMISSIONS, PERMISSION_PRESETS } from "@/lib/access/permissions";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { callApi, createTestAccount } from "../../../support/api-client";
import { dashboardSession } from "../../../support/session-cookie";

type Page = ResponseOf<typeof auditOperations.list>;

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

const list = (key: string, query: Partial<z.input<typeof listAuditLogQuerySchema>> = {}) => callApi(auditOperations.list, { key, query });
/** Entries other than the fixture's own (its key's creation, recorded as the system). */
const actions = (page: Page) => page.data.filter((e) => e.actor.id !== null).map((e) => e.action);

describe("GET /api/v1/audit-log", () => {
  test("newest first, each filter alone and together, paging by cursor", async () => {
    const a = await seeded();
    const all = await list(a.key);
    expect(all.status, all.text).toBe(200);
    expect(actions(all.data!)).toEqual(["user.signed_in", "user.signed_in", "api_key.revoked", "webhook.url_set", "api_key.created"]);
    expect(all.data!.data.find((e) => e.actor.id !== null)).toMatchObject({
      ipAddress: "203.0.113.7",
      userAgent: "Mozilla/5.0",
      requestId: "req_1",
      summary: { after: { name: "Production" } },
    });

    expect(actions((await list(a.key, { actor: a.ada })).data!)).toEqual(["user.signed_in", "api_key.created"]);
    expect(actions((await list(a.key, { action: "api_key.revoked" })).data!)).toEqual(["api_key.revoked"]);
    expect(actions((await list(a.key, { target: a.targetKey })).data!)).toEqual(["api_key.revoked", "api_key.created"]);
    expect(actions((await list(a.key, { actor: a.grace, action: "user.signed_in" })).data!)).toEqual(["user.signed_in"]);
    const from = new Date(Date.now() - 45 * MINUTE).toISOString();
    const to = new Date(Date.now() - 15 * MINUTE).toISOString();
    expect(actions((await list(a.key, { from, to })).data!)).toEqual(["user.signed_in", "api_key.revoked", "webhook.url_set"]);
    // An empty value is no filter, as a form's "All" sends it. Literal: the typed call leaves empty values out.
    const unfiltered = await callApi("GET", "/api/v1/audit-log?action=&actor=", { key: a.key });
    expect(actions(serializedSchema(auditOperations.list.response.schema).parse(unfiltered.body))).toHaveLength(5);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof list>> = await list(a.key, { actor: a.grace, limit: 2, cursor: cursor ?? undefined });
      expect(page.status).toBe(200);
      expect(page.data!.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data!.data.map((e) => e.id));
      cursor = page.data!.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  test("needs audit:read: 403 without it; full_access does not include it", async () => {
    expect(PERMISSION_PRESETS.full_access).not.toContain("audit:read");
    const a = await createTestAccount({ permissions: PERMISSIONS.filter((p) => p !== "audit:read") });
    const refused = await callApi(auditOperations.list, { key: a.key });
    expect(refused.status).toBe(403);
    expect(refused.error!.code).toBe("FORBIDDEN");
    expect((await callApi(auditOperations.list)).status).toBe(401);
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
    // Literal: queries the schema refuses, some not even well-formed text.
    for (const query of bad) {
      const response = await callApi("GET", `/api/v1/audit-log${query}`, { key: a.key });
      expect(response.status, `${query}: ${response.text}`).toBe(400);
      expect(errorBodySchema.parse(response.body).error.code).toBe("VALIDATION_ERROR");
    }
    const unknownAction = await callApi("GET", "/api/v1/audit-log?action=nope", { key: a.key });
    expect(JSON.stringify(unknownAction.body)).toContain("api_key.created");
  });

  test("another account's ids show nothing", async () => {
    const a = await seeded();
    const b = await seeded();
    expect((await list(b.key, { actor: a.ada })).data!.data).toEqual([]);
    expect((await list(b.key, { target: a.targetKey })).data!.data).toEqual([]);
    const theirs = (await list(a.key)).data!.data[0].id;
    const page = await list(b.key, { cursor: theirs });
    expect(page.status).toBe(200);
    const ids = new Set((await list(a.key)).data!.data.map((e) => e.id));
    expect(page.data!.data.some((e) => ids.has(e.id))).toBe(false);
  });

  test("entries past a year are not listed (retention applies at read time)", async () => {
    const a = await createTestAccount();
    await entry(a.accountId, "user.signed_in", 366 * 24 * 60, { actorId: newId("user") });
    await entry(a.accountId, "user.signed_out", 364 * 24 * 60, { actorId: newId("user") });
    expect(actions((await list(a.key)).data!)).toEqual(["user.signed_out"]);
  });
});

describe("the dashboard's audit log", () => {
  test("admins and owners read it; developers and viewers get 403 naming the role", async () => {
    const a = await seeded();
    for (const role of ["owner", "admin"] as const) {
      const session = await dashboardSession({ accountId: a.accountId, role });
      const response = await callApi(dashboardAuditOperations.list, { ...session, query: { action: "api_key.revoked" } });
      expect(response.status).toBe(200);
      expect(actions(response.data!)).toEqual(["api_key.revoked"]);
    }
    for (const role of ["developer", "viewer"] as const) {
      const session = await dashboardSession({ accountId: a.accountId, role });
      for (const operation of [dashboardAuditOperations.list, dashboardAuditOperations.export]) {
        const response = await callApi(operation, session);
        expect(response.status).toBe(403);
        expect(response.error!.message).toContain("admin role");
      }
    }
  });

  test("the CSV export: the filters, the columns, quoting, formula-safe cells, an attachment", async () => {
    const a = await seeded();
    await entry(a.accountId, "assistant.updated", 5, { actorId: a.ada, label: '=HYPERLINK("http://evil.test","click"), "quoted"\nnext' });
    const session = await dashboardSession({ accountId: a.accountId, role: "admin" });
    const csv = await callApi(dashboardAuditOperations.export, { ...session, query: { actor: a.ada } });
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

    const bad = await callApi(dashboardAuditOperations.export, { ...session, query: { from: "soon" } });
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

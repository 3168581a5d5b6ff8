import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import type { Assistant, AssistantList } from "@/lib/schemas/assistant";
import { callApi, createTestAccount, validAssistant } from "../../../support/api-client";

describe("/api/v1/assistants", () => {
  test("create answers 201 with Location and the assistant; get, update, delete follow it", async () => {
    const { key, accountId } = await createTestAccount();
    const created = await callApi<Assistant>("POST", "/api/v1/assistants", { key, json: validAssistant });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get("location")).toBe(`/api/v1/assistants/${created.body.id}`);
    expect(created.body).toEqual({
      id: expect.stringMatching(/^asst_[0-9a-z]{26}$/),
      ...validAssistant,
      status: "active",
      phoneNumber: expect.stringMatching(/^\+1555\d{7}$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await db.assistant.count({ where: { accountId } })).toBe(1);

    const fetched = await callApi<Assistant>("GET", created.headers.get("location") ?? "", { key });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(created.body);

    // Partial: only the fields sent change.
    const renamed = await callApi<Assistant>("PUT", `/api/v1/assistants/${created.body.id}`, { key, json: { name: "Night line" } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toEqual({ ...created.body, name: "Night line", updatedAt: expect.any(String) });

    const paused = await callApi<Assistant>("PUT", `/api/v1/assistants/${created.body.id}`, {
      key,
      json: { status: "inactive", businessWebsite: null, voiceTier: "standard" },
    });
    expect(paused.body).toMatchObject({ name: "Night line", status: "inactive", businessWebsite: null, voiceTier: "standard" });
    expect(await db.assistant.findUniqueOrThrow({ where: { id: created.body.id } })).toMatchObject({
      status: "inactive",
      businessWebsite: null,
    });

    const deleted = await callApi("DELETE", `/api/v1/assistants/${created.body.id}`, { key });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect(await db.assistant.count({ where: { accountId } })).toBe(0);
    expect((await callApi("DELETE", `/api/v1/assistants/${created.body.id}`, { key })).status).toBe(404);
    expect((await callApi("GET", `/api/v1/assistants/${created.body.id}`, { key })).status).toBe(404);
  });

  test("create fills defaults: voiceTier standard, status active, no website", async () => {
    const { key } = await createTestAccount();
    const response = await callApi<Assistant>("POST", "/api/v1/assistants", {
      key,
      json: { name: "Minimal", language: "de-DE", voiceId: "azure-katja" },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.body).toMatchObject({ voiceTier: "standard", status: "active", businessWebsite: null, language: "de-DE" });
  });

  test("lists newest first, pages with nextCursor, and shows only the caller's assistants", async () => {
    const { key } = await createTestAccount();
    const stranger = await createTestAccount();
    await callApi("POST", "/api/v1/assistants", { key: stranger.key, json: validAssistant });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await callApi<Assistant>("POST", "/api/v1/assistants", { key, json: { ...validAssistant, name: `A${i}` } });
      ids.push(response.body.id);
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=2&cursor=${cursor}` : "?limit=2";
      const page: { status: number; body: AssistantList } = await callApi<AssistantList>("GET", `/api/v1/assistants${query}`, { key });
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.data.map((assistant) => assistant.id));
      cursor = page.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());

    const all = await callApi<AssistantList>("GET", "/api/v1/assistants", { key });
    expect(all.body).toEqual({ data: expect.any(Array), nextCursor: null });
    expect(all.body.data.map((assistant) => assistant.name)).toEqual(["A4", "A3", "A2", "A1", "A0"]);
  });

  test("an empty account lists an empty page", async () => {
    const { key } = await createTestAccount();
    const response = await callApi("GET", "/api/v1/assistants", { key });
    expect(response.body).toEqual({ data: [], nextCursor: null });
  });

  test("a used key gets lastUsedAt without the request waiting for it", async () => {
    const { key, keyId } = await createTestAccount();
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt).toBeNull();
    const before = Date.now();
    expect((await callApi("GET", "/api/v1/assistants", { key })).status).toBe(200);
    await expect
      .poll(async () => (await db.apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt?.getTime() ?? 0, { timeout: 5000 })
      .toBeGreaterThanOrEqual(before - 1000);
  });

  test("the response never carries more than the assistant schema", async () => {
    const { key } = await createTestAccount();
    const response = await callApi<Record<string, unknown>>("POST", "/api/v1/assistants", { key, json: validAssistant });
    expect(Object.keys(response.body).sort()).toEqual(
      ["id", "name", "businessWebsite", "language", "voiceTier", "voiceId", "status", "phoneNumber", "createdAt", "updatedAt"].sort(),
    );
    expect(response.body).not.toHaveProperty("accountId");
  });
});

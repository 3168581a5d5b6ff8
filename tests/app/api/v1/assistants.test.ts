import { describe, expect, test } from "vitest";
import { db } from "@/lib/db";
import { assistantOperations } from "@/lib/api/operations/assistant-operations";
import { callApi, createTestAccount, validAssistant, type OperationResponse } from "../../../support/api-client";

describe("/api/v1/assistants", () => {
  test("create answers 201 with Location and the assistant; get, update, delete follow it", async () => {
    const { key, accountId } = await createTestAccount();
    const created = await callApi(assistantOperations.create, { key, body: validAssistant });
    expect(created.status, created.text).toBe(201);
    expect(created.headers.get("location")).toBe(`/api/v1/assistants/${created.data!.id}`);
    expect(created.data).toEqual({
      id: expect.stringMatching(/^asst_[0-9a-z]{26}$/),
      ...validAssistant,
      status: "active",
      phoneNumber: expect.stringMatching(/^\+1555\d{7}$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await db.assistant.count({ where: { accountId } })).toBe(1);

    // Follows the Location header as given, rather than building the path from the id.
    const fetched = await callApi("GET", created.headers.get("location") ?? "", { key });
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(created.data);
    const id = created.data!.id;

    // Partial: only the fields sent change.
    const renamed = await callApi(assistantOperations.update, { key, params: { id }, body: { name: "Night line" } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.data).toEqual({ ...created.data, name: "Night line", updatedAt: expect.any(String) });

    const paused = await callApi(assistantOperations.update, {
      key,
      params: { id },
      body: { status: "inactive", businessWebsite: null, voiceTier: "standard" },
    });
    expect(paused.data).toMatchObject({ name: "Night line", status: "inactive", businessWebsite: null, voiceTier: "standard" });
    expect(await db.assistant.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "inactive", businessWebsite: null });

    const deleted = await callApi(assistantOperations.delete, { key, params: { id } });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    expect(await db.assistant.count({ where: { accountId } })).toBe(0);
    expect((await callApi(assistantOperations.delete, { key, params: { id } })).status).toBe(404);
    expect((await callApi(assistantOperations.get, { key, params: { id } })).status).toBe(404);
  });

  test("create fills defaults: voiceTier standard, status active, no website", async () => {
    const { key } = await createTestAccount();
    const response = await callApi(assistantOperations.create, {
      key,
      body: { name: "Minimal", language: "de-DE", voiceId: "azure-katja" },
    });
    expect(response.status, response.text).toBe(201);
    expect(response.data).toMatchObject({ voiceTier: "standard", status: "active", businessWebsite: null, language: "de-DE" });
  });

  test("lists newest first, pages with nextCursor, and shows only the caller's assistants", async () => {
    const { key } = await createTestAccount();
    const stranger = await createTestAccount();
    await callApi(assistantOperations.create, { key: stranger.key, body: validAssistant });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await callApi(assistantOperations.create, { key, body: { ...validAssistant, name: `A${i}` } });
      ids.push(response.data!.id);
    }

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: OperationResponse<typeof assistantOperations.list> = await callApi(assistantOperations.list, {
        key,
        query: { limit: 2, cursor: cursor ?? undefined },
      });
      expect(page.status).toBe(200);
      expect(page.data!.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data!.data.map((assistant) => assistant.id));
      cursor = page.data!.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...ids].reverse());

    const all = await callApi(assistantOperations.list, { key });
    expect(all.data).toEqual({ data: expect.any(Array), nextCursor: null });
    expect(all.data!.data.map((assistant) => assistant.name)).toEqual(["A4", "A3", "A2", "A1", "A0"]);
  });

  test("an empty account lists an empty page", async () => {
    const { key } = await createTestAccount();
    const response = await callApi(assistantOperations.list, { key });
    expect(response.data).toEqual({ data: [], nextCursor: null });
  });

  test("a used key gets lastUsedAt without the request waiting for it", async () => {
    const { key, keyId } = await createTestAccount();
    expect((await db.apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt).toBeNull();
    const before = Date.now();
    expect((await callApi(assistantOperations.list, { key })).status).toBe(200);
    await expect
      .poll(async () => (await db.apiKey.findUniqueOrThrow({ where: { id: keyId } })).lastUsedAt?.getTime() ?? 0, { timeout: 5000 })
      .toBeGreaterThanOrEqual(before - 1000);
  });

  test("the response never carries more than the assistant schema", async () => {
    const { key } = await createTestAccount();
    const response = await callApi(assistantOperations.create, { key, body: validAssistant });
    // The raw text, not `data`: the schema check drops fields it does not know.
    const sent: object = JSON.parse(response.text);
    expect(Object.keys(sent).sort()).toEqual(
      ["id", "name", "businessWebsite", "language", "voiceTier", "voiceId", "status", "phoneNumber", "createdAt", "updatedAt"].sort(),
    );
    expect(sent).not.toHaveProperty("accountId");
  });
});

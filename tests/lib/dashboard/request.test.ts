// request() against the real route handlers: the browser's fetch is the only stand-in (it
// forwards to the route module the way Next would), so URL building, the error body and the
// answer's parse run against what the server really sends.
import { afterEach, describe, expect, test, vi } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { dashboardAssistantOperations } from "@/lib/dashboard/operations/client.gen";
import { dashboardAccountOperations } from "@/lib/dashboard/operations/client.gen";
import { DashboardApiError, pathOf, request } from "@/lib/dashboard/request";
import { callApi, validAssistant, type Method } from "../../support/api-client";
import { dashboardSession } from "../../support/session-cookie";

afterEach(() => vi.unstubAllGlobals());

async function signIn() {
  const account = await createAccount({ name: "Request client" });
  const session = await dashboardSession({ accountId: account.id });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    // Literal: stands in for the browser's fetch, forwarding exactly what request() sends.
    const { status, text } = await callApi(init.method as Method, url, {
      cookie: session.cookie,
      headers: { ...session.headers, ...(init.headers as Record<string, string>) },
      rawBody: init.body as string | undefined,
    });
    return new Response(status === 204 ? null : text, { status, headers: { "content-type": "application/json" } });
  });
  return account;
}

describe("request(operation, input)", () => {
  test("builds the path from the template, encoding parameters, and drops empty query values", () => {
    expect(pathOf(dashboardAssistantOperations.update, { id: "asst_a/b" })).toBe("/api/dashboard/assistants/asst_a%2Fb");
    expect(pathOf(dashboardAssistantOperations.list, {}, { limit: 5, cursor: "", status: undefined })).toBe(
      "/api/dashboard/assistants?limit=5",
    );
  });

  test("creates, lists, updates and deletes through the operations, answers parsed by their schemas", async () => {
    await signIn();
    const created = await request(dashboardAssistantOperations.create, { body: validAssistant });
    expect(created).toMatchObject({ name: "Front desk", status: "active" });
    expect(typeof created.createdAt).toBe("string");

    const page = await request(dashboardAssistantOperations.list, { query: { limit: 10 } });
    expect(page.data.map((assistant) => assistant.id)).toEqual([created.id]);

    const updated = await request(dashboardAssistantOperations.update, { params: { id: created.id }, body: { status: "inactive" } });
    expect(updated.status).toBe("inactive");
    await expect(request(dashboardAssistantOperations.delete, { params: { id: created.id } })).resolves.toBeUndefined();

    const overview = await request(dashboardAccountOperations.overview);
    expect(overview.usage.minutesUsed).toBe(0);
  });

  test("a refusal becomes one DashboardApiError with the per-field messages of the error body", async () => {
    await signIn();
    const failure = await request(dashboardAssistantOperations.create, { body: { ...validAssistant, language: "english" } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DashboardApiError);
    expect(failure).toMatchObject({ status: 400, code: "VALIDATION_ERROR" });
    expect(Object.keys((failure as DashboardApiError).fieldErrors)).toEqual(["language"]);

    const missing = await request(dashboardAssistantOperations.delete, { params: { id: "asst_nope" } }).catch((error: unknown) => error);
    expect(missing).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });
});

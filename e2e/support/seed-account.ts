import { expect, type Page } from "@playwright/test";
import { PERMISSION_PRESETS } from "@/lib/access/permissions";
import { E2E_BASE_URL } from "./e2e-server";

/**
 * Writes (and reads) through the dashboard's own API with the page's session cookie, for tests
 * that need data in place rather than the clicks that make it (those are tested in their own
 * specs).
 */
export async function dashboardApi<T = unknown>(page: Page, method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api/dashboard${path}`, {
    method,
    data,
    // The dashboard API refuses writes that do not come from its own pages.
    headers: { Origin: E2E_BASE_URL },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Assistant = { id: string; name: string };

export async function createAssistant(page: Page, name: string, status: "active" | "inactive" = "active"): Promise<Assistant> {
  return dashboardApi<Assistant>(page, "POST", "/assistants", { name, language: "en-US", voiceId: "elevenlabs-rachel", status });
}

export async function runTestCall(
  page: Page,
  assistantId: string,
  outcome: "completed" | "failed" | "missed",
  duration?: number,
): Promise<{ call: { id: string; status: string; createdAt: string } }> {
  return dashboardApi(page, "POST", "/calls/test", { assistantId, outcome, ...(duration ? { duration } : {}) });
}

/** Creates an API key through the dashboard API and returns its secret (shown once). */
export async function createApiKey(page: Page, name: string, preset: "Full access" | "Read only" = "Full access"): Promise<string> {
  const permissions = PERMISSION_PRESETS[preset === "Full access" ? "full_access" : "read_only"];
  const { secret } = await dashboardApi<{ secret: string }>(page, "POST", "/api-keys", { name, permissions });
  expect(secret).toMatch(/^vk_live_/);
  return secret;
}

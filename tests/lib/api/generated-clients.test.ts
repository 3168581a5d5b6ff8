// Integrators generate clients from /api/v1/openapi.json. This generates the three common
// ones (openapi-typescript, @hey-api/openapi-ts, orval) from the served document into a temp
// dir, and typechecks a small program against each: list, create and update an assistant.
// The `@ts-expect-error` lines are what the document must forbid, so a looser document (an
// optional rate-limit header, two enums merged under one name) fails here too.
import { execFile } from "node:child_process";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, test } from "vitest";
import { openApiOperations } from "@/lib/api/operations/openapi-operations";
import { callApi } from "../../support/api-client";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const PROGRAMS = {
  "openapi-typescript.ts": `
import type { components, paths } from "./out/openapi-typescript";

type List = paths["/assistants"]["get"];
type Create = paths["/assistants"]["post"];
type Update = paths["/assistants/{id}"]["put"];
type Json<R> = R extends { content: { "application/json": infer T } } ? T : never;

async function call<T>(method: string, url: string, body?: unknown): Promise<{ data: T; headers: Headers }> {
  const response = await fetch(url, { method, body: body === undefined ? undefined : JSON.stringify(body) });
  return { data: (await response.json()) as T, headers: response.headers };
}

export async function main(): Promise<string> {
  const query: NonNullable<List["parameters"]["query"]> = { limit: 10 };
  const list = await call<Json<List["responses"][200]>>("GET", \`/api/v1/assistants?limit=\${query.limit}\`);
  const names: string[] = list.data.data.map((assistant) => assistant.name);
  const body: Json<Create["requestBody"]> = { name: "Front desk", language: "en-US", voiceId: "elevenlabs-rachel" };
  const created = await call<Json<Create["responses"][201]>>("POST", "/api/v1/assistants", body);
  const change: Json<NonNullable<Update["requestBody"]>> = { name: "Night line", businessWebsite: null };
  const updated = await call<components["schemas"]["Assistant"]>("PUT", \`/api/v1/assistants/\${created.data.id}\`, change);
  // @ts-expect-error a voice tier is standard or professional
  const wrongTier: components["schemas"]["UpdateAssistant"] = { voiceTier: "premium" };
  // @ts-expect-error a delivery is never not_sent (that is the event's status)
  const wrongStatus: components["schemas"]["EventDelivery"]["status"] = "not_sent";
  const eventStatus: components["schemas"]["Event"]["deliveryStatus"] = "not_sent";
  // Sent on every answer, so typed as always there.
  const headers: List["responses"][200]["headers"] = { "X-RateLimit-Limit": 120, "X-RateLimit-Remaining": 119, "X-RateLimit-Reset": 0, "X-Request-Id": "req_1" };
  const remaining: number = headers["X-RateLimit-Remaining"];
  const requestId: string = headers["X-Request-Id"];
  const auditQuery: NonNullable<paths["/audit-log"]["get"]["parameters"]["query"]> = { action: "api_key.revoked", from: "2026-11-01T00:00:00Z" };
  // @ts-expect-error an audit action is one of the listed ones
  const wrongAction: components["schemas"]["AuditAction"] = "api_key.exploded";
  const audit = await call<Json<paths["/audit-log"]["get"]["responses"][200]>>("GET", \`/api/v1/audit-log?action=\${auditQuery.action}\`);
  const actors: string[] = audit.data.data.map((entry) => entry.actor.label);
  return [...names, ...actors, updated.data.name, wrongTier, wrongStatus, eventStatus, remaining, requestId, wrongAction].join();
}
`,
  "hey-api.ts": `
import { createAssistant, listAssistants, listAuditLog, updateAssistant } from "./out/hey-api";
import type { AuditAction, EventDelivery, Event, UpdateAssistant } from "./out/hey-api";

export async function main(): Promise<string> {
  const list = await listAssistants({ query: { limit: 10 }, throwOnError: true });
  const names: string[] = list.data.data.map((assistant) => assistant.name);
  const created = await createAssistant({ body: { name: "Front desk", language: "en-US", voiceId: "elevenlabs-rachel" }, throwOnError: true });
  const updated = await updateAssistant({ path: { id: created.data.id }, body: { name: "Night line", businessWebsite: null }, throwOnError: true });
  // @ts-expect-error a voice tier is standard or professional
  const wrongTier: UpdateAssistant = { voiceTier: "premium" };
  // @ts-expect-error a delivery is never not_sent (that is the event's status)
  const wrongStatus: EventDelivery["status"] = "not_sent";
  const eventStatus: Event["deliveryStatus"] = "not_sent";
  const audit = await listAuditLog({ query: { action: "api_key.revoked", limit: 50 }, throwOnError: true });
  const actors: string[] = audit.data.data.map((entry) => entry.actor.label);
  // @ts-expect-error an audit action is one of the listed ones
  const wrongAction: AuditAction = "api_key.exploded";
  return [...names, ...actors, updated.data.name, wrongTier, wrongStatus, eventStatus, wrongAction].join();
}
`,
  "orval.ts": `
import { createAssistant, listAssistants, listAuditLog, updateAssistant } from "./out/orval/api";
import type { EventDelivery, Event, UpdateAssistant } from "./out/orval/api";

export async function main(): Promise<string> {
  const list = await listAssistants({ limit: 10 });
  const names: string[] = list.status === 200 ? list.data.data.map((assistant) => assistant.name) : [];
  const created = await createAssistant({ name: "Front desk", language: "en-US", voiceId: "elevenlabs-rachel" });
  if (created.status !== 201) return created.data.error.code;
  const updated = await updateAssistant(created.data.id, { name: "Night line", businessWebsite: null });
  // @ts-expect-error a voice tier is standard or professional
  const wrongTier: UpdateAssistant = { voiceTier: "premium" };
  // @ts-expect-error a delivery is never not_sent (that is the event's status)
  const wrongStatus: EventDelivery["status"] = "not_sent";
  const eventStatus: Event["deliveryStatus"] = "not_sent";
  const audit = await listAuditLog({ actor: "user_01kaj2v3c5m7q9x2c4v6b8n0p2", limit: 50 });
  const actors: string[] = audit.status === 200 ? audit.data.data.map((entry) => entry.actor.label) : [];
  return [...names, ...actors, updated.status === 200 ? updated.data.name : "", wrongTier, wrongStatus, eventStatus].join();
}
`,
};

const TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    lib: ["ES2022", "DOM", "DOM.Iterable"],
    module: "ESNext",
    moduleResolution: "Bundler",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ["*.ts", "out/**/*.ts"],
};

describe("clients generated from the served OpenAPI document", () => {
  let dir = "";
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test("openapi-typescript, @hey-api/openapi-ts and orval generate clients that typecheck", { timeout: 90_000 }, async () => {
    const served = await callApi(openApiOperations.get);
    expect(served.status).toBe(200);
    dir = await mkdtemp(path.join(os.tmpdir(), "generated-clients-"));
    await mkdir(path.join(dir, "out"));
    await writeFile(path.join(dir, "openapi.json"), served.text);
    await writeFile(
      path.join(dir, "orval.config.cjs"),
      `module.exports = { api: { input: "./openapi.json", output: { target: "./out/orval/api.ts", client: "fetch", mode: "single" } } };`,
    );
    const options = { cwd: dir, env: { ...process.env, NO_COLOR: "1" } };
    await Promise.all([
      run(bin("openapi-typescript"), ["openapi.json", "-o", "out/openapi-typescript.ts"], options),
      run(bin("openapi-ts"), ["-i", "openapi.json", "-o", "out/hey-api"], options),
      run(bin("orval"), ["--config", "orval.config.cjs"], options),
    ]);
    for (const [name, source] of Object.entries(PROGRAMS)) await writeFile(path.join(dir, name), source);
    await writeFile(path.join(dir, "tsconfig.json"), JSON.stringify(TSCONFIG));

    const tsc = await run(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.json"], options).then(
      () => "",
      (error: { stdout?: string; message: string }) => error.stdout || error.message,
    );
    expect(tsc).toBe("");
  });
});

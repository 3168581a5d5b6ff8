// The packed SDK as a customer installs it (tests/sdk-server/global-setup.ts): required from
// CommonJS and imported from ESM in the scratch project, a TypeScript consumer of each kind
// type-checked against its .d.ts files, its CLI runnable, and the tarball checked by publint
// and @arethetypeswrong/cli. Then the library runs on an edge runtime (@edge-runtime/vm):
// bundled from its ESM build, no Node API, a real request and a verification inside the VM.
import { execFile } from "node:child_process";
import { createServer } from "node:http";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { beforeAll, describe, expect, test } from "vitest";
import { signWebhook } from "@/sdk/src/webhooks";
import { sdkReady } from "./sdk-ready";

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, "../..");
const sdkBin = (name: string) => path.join(root, "sdk/node_modules/.bin", name);
const scratch = () => process.env.SDK_SCRATCH_DIR ?? "";

beforeAll(() => sdkReady());

describe.concurrent("the packed SDK", () => {
  test("is required from CommonJS and imported from ESM, the same API both ways", async () => {
    const cjs = await run(
      process.execPath,
      ["-e", "const s = require('@voice-assistant/sdk'); console.log(Object.keys(s).sort().join(','))"],
      {
        cwd: scratch(),
      },
    );
    const esm = await run(
      process.execPath,
      ["--input-type=module", "-e", "const s = await import('@voice-assistant/sdk'); console.log(Object.keys(s).sort().join(','))"],
      { cwd: scratch() },
    );
    expect(cjs.stdout).toContain("VoiceAssistantClient");
    expect(cjs.stdout).toBe(esm.stdout);
  });

  test("type-checks a CommonJS and an ESM TypeScript consumer against its declarations", async () => {
    const program = `
import { VoiceAssistantClient, NotFoundError, type Assistant, type WebhookEvent } from "@voice-assistant/sdk";
export async function main(): Promise<string> {
  const client = new VoiceAssistantClient({ apiKey: "vk_live_x", baseUrl: "http://localhost:3000" });
  const names: string[] = [];
  for await (const assistant of client.assistants.list({ limit: 50 })) names.push(assistant.name);
  const created = await client.assistants.create({ name: "Desk", language: "en-US", voiceId: "elevenlabs-rachel" });
  const plain: Assistant = created;
  const event: WebhookEvent = await client.webhooks.verify("{}", {}, "whsec_x");
  const reason: string = event.type === "call.missed" ? event.data.reason : "";
  // @ts-expect-error unknown fields are refused
  await client.assistants.update(created.id, { colour: "blue" });
  return [created.lastResponse.requestId, plain.id, reason, NotFoundError.name, ...names].join();
}
`;
    await writeFile(path.join(scratch(), "consumer.mts"), program);
    await writeFile(path.join(scratch(), "consumer.cts"), program);
    const tsc = [
      sdkBin("tsc"),
      "--noEmit",
      "--strict",
      "--module",
      "nodenext",
      "--moduleResolution",
      "nodenext",
      "--target",
      "es2022",
      "--skipLibCheck",
      "false",
    ];
    await run(process.execPath, [...tsc, "consumer.mts", "consumer.cts"], { cwd: scratch() }).catch((error: { stdout: string }) => {
      throw new Error(error.stdout);
    });
  });

  test("its CLI runs from node_modules/.bin and prints its usage", async () => {
    const { stdout } = await run(path.join(scratch(), "node_modules/.bin/vas"), ["--help"], { cwd: scratch() });
    expect(stdout).toContain("listen --forward-to");
    expect(stdout).toContain("events tail");
    expect(stdout).toContain("logs tail");
  });

  test("publint and @arethetypeswrong/cli find nothing wrong with the tarball", async () => {
    const publint = await run(sdkBin("publint"), ["--strict", path.join(scratch(), "node_modules/@voice-assistant/sdk")], {
      cwd: scratch(),
    });
    expect(publint.stdout).toContain("All good");
    // attw exits non-zero on any problem (types that resolve wrongly for CJS, ESM, node10 or bundlers).
    await run(sdkBin("attw"), [process.env.SDK_TARBALL ?? "", "--format", "ascii"], { cwd: scratch() }).catch(
      (error: { stdout: string }) => {
        throw new Error(error.stdout);
      },
    );
  });

  test("runs on an edge runtime: a request and a webhook verification inside @edge-runtime/vm", async () => {
    const esbuild = await import(path.join(root, "sdk/node_modules/esbuild/lib/main.js"));
    const bundle = await esbuild.build({
      entryPoints: [path.join(scratch(), "node_modules/@voice-assistant/sdk/dist/esm/index.js")],
      bundle: true,
      write: false,
      format: "iife",
      globalName: "VoiceAssistantSdk",
      platform: "neutral",
    });
    const server = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json", "x-request-id": "req_edge" });
      response.end(JSON.stringify({ data: [{ id: "asst_1", name: "Edge" }], nextCursor: null }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
    try {
      const { EdgeVM } = await import(path.join(root, "sdk/node_modules/@edge-runtime/vm/dist/index.js"));
      const vm = new EdgeVM();
      // No Node globals in there: the bundle must not need them.
      expect(vm.evaluate("typeof process === 'undefined' || typeof process.versions?.node === 'undefined'")).toBe(true);
      vm.evaluate(bundle.outputFiles[0].text);
      const body = JSON.stringify({
        id: "evt_1",
        type: "call.missed",
        data: { reason: "no_answer" },
        timestamp: "2026-11-21T09:00:00.000Z",
      });
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = await signWebhook("whsec_edge", timestamp, body);
      const result = await vm.evaluate(`(async () => {
        const client = new VoiceAssistantSdk.VoiceAssistantClient({ apiKey: "vk_live_edge", baseUrl: ${JSON.stringify(base)} });
        const page = await client.assistants.list().page();
        const event = await client.webhooks.verify(${JSON.stringify(body)}, new Headers({ "X-Service-Timestamp": "${timestamp}", "X-Service-Signature": "${signature}" }), "whsec_edge");
        let mismatch = null;
        await client.webhooks.verify(${JSON.stringify(body)}, { "X-Service-Timestamp": "${timestamp}", "X-Service-Signature": "${signature}" }, "whsec_other").catch((error) => (mismatch = error.name));
        return JSON.stringify({ names: page.data.map((a) => a.name), requestId: page.lastResponse.requestId, type: event.type, mismatch });
      })()`);
      expect(JSON.parse(result)).toEqual({
        names: ["Edge"],
        requestId: "req_edge",
        type: "call.missed",
        mismatch: "SignatureMismatchError",
      });
    } finally {
      server.close();
    }
  });
});

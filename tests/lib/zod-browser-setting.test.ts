// instrumentation-client.ts turns zod's JIT off in the browser (the page CSP forbids eval)
// without importing zod, by writing zod's global settings object before zod loads. This holds
// zod to the two things that relies on.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

describe("zod's settings live where the browser's setting writes them", () => {
  test("zod adopts a settings object already on globalThis, and its config() is that object", async () => {
    const source = readFileSync(path.join(process.cwd(), "node_modules/zod/v4/core/core.js"), "utf8");
    // Adopted, not replaced, when zod loads after the page set it.
    expect(source).toMatch(/__zod_globalConfig \?\? \(_a\.__zod_globalConfig = \{\}\)/);
    const { config, globalConfig } = await import("zod/v4/core");
    const settings = (globalThis as { __zod_globalConfig?: object }).__zod_globalConfig;
    expect(settings).toBeDefined();
    expect(globalConfig).toBe(settings);
    expect(config()).toBe(settings);
  });

  test("schemas built with jitless set do not probe for eval", async () => {
    const { z } = await import("zod");
    const settings = (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ?? {};
    const before = settings.jitless;
    const realFunction = globalThis.Function;
    let probes = 0;
    globalThis.Function = new Proxy(realFunction, {
      construct(target, args) {
        probes++;
        return Reflect.construct(target, args);
      },
    });
    try {
      settings.jitless = true;
      const schema = z.object({ id: z.string(), count: z.number() });
      for (let i = 0; i < 3; i++) expect(schema.parse({ id: "a", count: i })).toEqual({ id: "a", count: i });
      expect(probes).toBe(0);
    } finally {
      globalThis.Function = realFunction;
      settings.jitless = before;
    }
  });
});

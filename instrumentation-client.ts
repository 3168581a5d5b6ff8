// Runs in the browser before the app hydrates, on every page.

// The page's Content-Security-Policy forbids eval. zod 4 probes for it with a caught
// `new Function("")` the first time it parses an object, and the browser reports that probe
// as a CSP violation even though zod swallows the error. Without the JIT, zod skips the probe;
// the server keeps the faster compiled parsing.
// zod keeps its settings in `globalThis.__zod_globalConfig` and adopts an object already there
// (tests/lib/zod-browser-setting.test.ts holds it to that), so the setting is made here without
// loading zod: importing even zod's core `config` put zod's core utilities into every page,
// which since decision 0215 load zod only with a schema.
type ZodSettings = { jitless?: boolean };
const zodGlobal = globalThis as { __zod_globalConfig?: ZodSettings };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

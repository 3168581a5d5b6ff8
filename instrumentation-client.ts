// Runs in the browser before the app hydrates, on every page.

// The page's Content-Security-Policy forbids eval. zod 4 probes for it with a caught
// `new Function("")` the first time it parses an object, and the browser reports that probe
// as a CSP violation even though zod swallows the error. Without the JIT, zod skips the probe;
// the server keeps the faster compiled parsing.
// zod keeps its settings in the global `__zod_globalConfig` and adopts an object already there
// (tests/lib/zod-browser-setting.test.ts holds it to that), so the setting is made here, on the
// page's window, without loading zod: importing even zod's core `config` put zod's core
// utilities into every page, which since decision 0215 load zod only with a schema.
type ZodSettings = { jitless?: boolean };
const page = window as Window & { __zod_globalConfig?: ZodSettings };
page.__zod_globalConfig ??= {};
page.__zod_globalConfig.jitless = true;

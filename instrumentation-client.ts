// Runs in the browser before the app hydrates, on every page.
import { config } from "zod/v4/core";

// The page's Content-Security-Policy forbids eval. zod 4 probes for it with a caught
// `new Function("")` the first time it parses an object, and the browser reports that probe
// as a CSP violation even though zod swallows the error. Without the JIT, zod skips the probe;
// the server keeps the faster compiled parsing.
// `config` from zod's core (the one settings object every zod schema reads), not the `z`
// namespace: `import { z } from "zod"` here put all of zod (36 KiB gzip) into the JavaScript of
// every page, also the pages that parse nothing.
config({ jitless: true });

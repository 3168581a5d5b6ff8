// Runs in the browser before the app hydrates.
import { z } from "zod";

// The page's Content-Security-Policy forbids eval. zod 4 probes for it with a caught
// `new Function("")` the first time it parses an object, and the browser reports that probe
// as a CSP violation even though zod swallows the error. Without the JIT, zod skips the probe;
// the server keeps the faster compiled parsing.
z.config({ jitless: true });

// What lib/runtime/install-node-hooks.ts relies on in the installed Next.js, read from its
// source: `next start` runs the server in its own process, made by `http.createServer`, so
// every request passes `http.Server.prototype.emit("request")` (the request hook) before Next
// routes it; and its SIGTERM handler closes that server before it calls `process.exit` (the
// exit hook holds that call). A Next.js upgrade that changes either fails here, by name,
// instead of silently letting requests past the hook or cutting graceful shutdown short.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, test } from "vitest";

const require = createRequire(import.meta.url);
const sourceOf = (module: string) => readFileSync(require.resolve(module), "utf8");
const nextVersion = (JSON.parse(sourceOf("next/package.json")) as { version: string }).version;
const startServer = sourceOf("next/dist/server/lib/start-server.js");
const nextStart = sourceOf("next/dist/cli/next-start.js");

const broken = (what: string) =>
  `Next.js ${nextVersion} no longer ${what}: lib/runtime/install-node-hooks.ts depends on it (decision 0154); ` +
  "check the hook still sees what it must (tests/server/graceful-shutdown.test.ts, tests/lib/http/peer-address.test.ts) and update this test.";

describe(`the installed Next.js (${nextVersion})`, () => {
  test("`next start` starts the server in its own process", () => {
    expect(nextStart, broken("requires server/lib/start-server from `next start`")).toMatch(/require\("\.\.\/server\/lib\/start-server"\)/);
    expect(nextStart, broken("calls startServer in the `next start` process")).toMatch(/\.startServer\)\(\{/);
    expect(nextStart, broken("runs `next start` without a child process")).not.toMatch(/child_process/);
  });

  test("its server is a plain http.createServer, so every request passes Server.prototype.emit('request')", () => {
    expect(startServer, broken("creates its server with http.createServer(requestListener)")).toMatch(
      /\b_?http\.(?:default\.)?createServer\(\s*requestListener\s*\)/,
    );
    // An https server (next dev's self-signed mode) is a tls.Server: http.Server's emit never
    // sees its requests. A server that overrides emit itself would bypass the hook too.
    expect(startServer, broken("leaves the server's emit alone")).not.toMatch(/server\.emit\s*=/);
  });

  test("its SIGTERM handler closes the server, then calls process.exit(143)", () => {
    const start = startServer.indexOf("const cleanup = ");
    const end = startServer.indexOf("process.on('SIGTERM', cleanup)");
    expect(start, broken("defines the `cleanup` signal handler")).toBeGreaterThan(-1);
    expect(end, broken("installs `cleanup` on SIGTERM")).toBeGreaterThan(start);
    const cleanup = startServer.slice(start, end);
    const closes = cleanup.indexOf("server.close(");
    const exits = cleanup.indexOf("process.exit(143)");
    expect(closes, broken("closes the server on SIGTERM")).toBeGreaterThan(-1);
    expect(exits, broken("calls process.exit(143) on SIGTERM")).toBeGreaterThan(-1);
    expect(closes, broken("closes the server before calling process.exit")).toBeLessThan(exits);
    expect(startServer, broken("lets NEXT_MANUAL_SIG_HANDLE turn its handler off")).toMatch(
      /if \(!process\.env\.NEXT_MANUAL_SIG_HANDLE\) \{\s*process\.on\('SIGINT', cleanup\);\s*process\.on\('SIGTERM', cleanup\);/,
    );
  });

  test("it installs that handler before it loads the app (instrumentation.ts), so a drain can take it over", () => {
    // With SHUTDOWN_DRAIN_MS set, shut-down-gracefully.ts takes the SIGTERM listeners present
    // when instrumentation's register() runs, and calls them after the drain.
    const installs = startServer.indexOf("process.on('SIGTERM', cleanup)");
    const loads = startServer.indexOf("await getRequestHandlers(", installs);
    expect(installs, broken("installs `cleanup` on SIGTERM")).toBeGreaterThan(-1);
    expect(loads, broken("loads the request handlers after installing its signal handlers")).toBeGreaterThan(installs);
  });
});

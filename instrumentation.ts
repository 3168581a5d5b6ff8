// Runs once when a server starts, before it handles a request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { enforceEnvironment } = await import("@/lib/env");
  enforceEnvironment();
  // Telemetry is loaded only when there is somewhere to send it: without an endpoint none of
  // the OpenTelemetry SDK is imported, and the API's instruments stay no-ops.
  const telemetry = process.env.OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import("@/lib/observability/register-telemetry")).registerTelemetry()
    : undefined;
  const [{ installRequestHook }, { allowedMethodsOf }, { installGracefulShutdown }] = await Promise.all([
    import("@/lib/runtime/install-node-hooks"),
    import("@/lib/runtime/allowed-methods"),
    import("@/lib/runtime/shut-down-gracefully"),
  ]);
  // Both hooks reach into Node under `next start` (lib/runtime/install-node-hooks.ts): every
  // request is stamped and screened before Next routes it; Next's exit on SIGTERM is held.
  installRequestHook(allowedMethodsOf);
  installGracefulShutdown({ flushTelemetry: telemetry?.flush });
}

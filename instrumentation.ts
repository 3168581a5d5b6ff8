// Runs once when a server starts, before it handles a request.
export async function register(): Promise<void> {
  // The one `process.env` read outside lib/config: Next.js replaces NEXT_RUNTIME with a constant
  // in each runtime's bundle, which is what lets the Edge bundle drop the Node-only imports
  // below. Read through the configuration, it would be a run-time value and they would stay.
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const [{ enforceEnvironment }, { config, freezeConfig }] = await Promise.all([
    import("@/lib/runtime/check-environment"),
    import("@/lib/config/config"),
  ]);
  enforceEnvironment();
  // A production start's check has just said whether webhooks are delivered without Inngest
  // (and what that costs): the outbox does not say it again at its first event.
  if (config().NODE_ENV === "production") (await import("@/lib/events/claim-inngest-warning")).claimInngestWarning();
  // A production server's environment is fixed from here on: reads become plain lookups.
  // `next dev` keeps re-reading, to see the .env files it reloads.
  if (config().NODE_ENV === "production") freezeConfig();
  // Telemetry is loaded only when there is somewhere to send it: without an endpoint none of
  // the OpenTelemetry SDK is imported, and the API's instruments stay no-ops.
  const telemetry = config().OTEL_EXPORTER_OTLP_ENDPOINT
    ? (await import("@/lib/observability/register-telemetry")).registerTelemetry()
    : undefined;
  const [{ installRequestHook }, { allowedMethodsOf }, { installGracefulShutdown }, { startServices }] = await Promise.all([
    import("@/lib/runtime/install-node-hooks"),
    import("@/lib/runtime/allowed-methods"),
    import("@/lib/runtime/shut-down-gracefully"),
    import("@/lib/runtime/start-services"),
  ]);
  // The process's services, in the order shutdown closes them backwards (one container, lib/services.ts).
  startServices();
  // Both hooks reach into Node under `next start` (lib/runtime/install-node-hooks.ts): every
  // request is stamped and screened before Next routes it; Next's exit on SIGTERM is held.
  installRequestHook(allowedMethodsOf);
  installGracefulShutdown({ flushTelemetry: telemetry?.flush });
  // Without Inngest, the sweeper, retention and the stuck-call timeout run here, on the one
  // instance holding the advisory lock (lib/runtime/run-scheduled-work.ts); with it, nothing starts.
  const { startScheduledWork } = await import("@/lib/runtime/run-scheduled-work");
  startScheduledWork();
}

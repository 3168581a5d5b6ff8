// Runs once when a server starts, before it handles a request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { enforceEnvironment } = await import("@/lib/env");
  enforceEnvironment();
  const { installUnroutableMethodGuard, ROUTE_HANDLER_METHODS } = await import("@/lib/http/guard-unroutable-methods");
  installUnroutableMethodGuard(() => ROUTE_HANDLER_METHODS);
}

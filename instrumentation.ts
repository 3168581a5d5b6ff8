// Runs once when a server starts, before it handles a request.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { enforceEnvironment } = await import("@/lib/env");
  enforceEnvironment();
  const [{ installUnroutableMethodGuard }, { allowedMethodsOf }] = await Promise.all([
    import("@/lib/http/guard-unroutable-methods"),
    import("@/lib/http/allowed-methods"),
  ]);
  installUnroutableMethodGuard(allowedMethodsOf);
}

import { checkReadiness } from "@/lib/health/check-readiness";

// GET /api/health – readiness: the database and Redis, each reported; 503 without the database,
// and 503 "draining" from SIGTERM until the process stops listening (docs/operating.md).
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  const ready = readiness.status === "ok" || readiness.status === "degraded";
  return Response.json(readiness, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}

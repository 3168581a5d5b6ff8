import { checkReadiness } from "@/lib/health/check-readiness";

// GET /api/health – readiness: the database and Redis, each reported; 503 without the database
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  return Response.json(readiness, { status: readiness.status === "unavailable" ? 503 : 200, headers: { "Cache-Control": "no-store" } });
}

// GET /api/health/live – liveness: constant JSON, no dependency touched (the API benchmark's baseline)
export function GET(): Response {
  return Response.json({ status: "ok" });
}

// GET /api/health – constant JSON for load balancers and the API benchmark's baseline
export function GET(): Response {
  return Response.json({ status: "ok" });
}

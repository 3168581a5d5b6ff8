import { routeNotFound } from "@/lib/api/public-route";

// ANY /api/v1 – nothing lives at the root; the JSON 404 points clients at real routes
export { routeNotFound as GET, routeNotFound as POST, routeNotFound as PUT, routeNotFound as PATCH, routeNotFound as DELETE };

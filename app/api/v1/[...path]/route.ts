import { routeNotFound } from "@/lib/api/public-route";

// ANY /api/v1/<unknown> – the JSON 404 instead of Next's HTML page
export { routeNotFound as GET, routeNotFound as POST, routeNotFound as PUT, routeNotFound as PATCH, routeNotFound as DELETE };

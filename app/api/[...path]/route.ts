import { serveNotFound } from "@/lib/api/serve-operations";

// ANY /api/<unknown> – the JSON 404 instead of Next's HTML page
export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serveNotFound();

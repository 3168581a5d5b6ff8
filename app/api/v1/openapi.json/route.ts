import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { methodNotAllowed, publicRoute } from "@/lib/api/public-route";
import { json } from "@/lib/api/responses";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

// GET /api/v1/openapi.json – the OpenAPI 3.1 description, public so client generators can fetch it
export const GET = publicRoute(async () => json((document ??= buildOpenApiDocument())));

const notAllowed = methodNotAllowed(["GET"]);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };

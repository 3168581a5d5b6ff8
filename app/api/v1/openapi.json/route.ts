import { buildOpenApiDocument } from "@/lib/api/openapi-document";
import { openApiOperations } from "@/lib/api/operations/openapi-operations";
import { implement, serve } from "@/lib/api/serve-operations";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/v1/openapi.json – the OpenAPI 3.1 description, public so client generators can fetch it
  implement(openApiOperations.get, async () => (document ??= buildOpenApiDocument())),
);

import { defineOperation } from "../operation";

export const openApiOperations = {
  get: defineOperation({
    id: "getOpenApiDocument",
    method: "GET",
    path: "/api/v1/openapi.json",
    // Public so client generators can fetch it; still rate limited by address.
    access: "public",
    summary: "The OpenAPI 3.1 description of this API",
    response: { status: 200, description: "The document." },
  }),
};

import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { errorResponses } from "@/lib/api/openapi-document";
import { errorCodesOf } from "@/lib/api/operation";
import { signInOperations } from "./operations/sign-in-operations";

const PREFIX = "/api/auth";

/**
 * The sign-in pages' API as OpenAPI 3.1, served at /api/auth/openapi.json (decision 0198): the
 * three operations the sign-in, sign-up and second-step pages call beside next-auth's own routes,
 * built from the same definitions the pipeline validates with. Kept out of the public API's
 * document, which API-key clients, the SDK and the generated clients are made from: these take a
 * browser's session cookie (or none), never a key.
 */
export function buildSignInDocument() {
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "session", {
    type: "apiKey",
    in: "cookie",
    name: "next-auth.session-token",
    description:
      "The dashboard's session cookie, set by signing in (`__Secure-` prefixed over HTTPS). Sign-up and a passkey challenge for signing in need none.",
  });
  for (const operation of Object.values(signInOperations)) {
    if (operation.path === `${PREFIX}/openapi.json`) continue;
    const { description, schema } = operation.response;
    registry.registerPath({
      method: operation.method.toLowerCase() as "post",
      path: operation.path.slice(PREFIX.length),
      operationId: operation.id,
      summary: operation.summary,
      description: operation.description,
      tags: ["Sign-in"],
      // Public: whoever asks; a session, where the handler finds one, says who.
      security: [{}, { session: [] }],
      request: operation.body ? { body: { required: true, content: { "application/json": { schema: operation.body } } } } : undefined,
      responses: {
        [operation.response.status]: { description, ...(schema ? { content: { "application/json": { schema } } } : {}) },
        ...errorResponses(errorCodesOf(operation)),
      },
    });
  }
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Voice Assistant Service sign-in API",
      version: "1.0.0",
      description:
        "What the dashboard's sign-in pages call beside next-auth's own routes: sign-up, the sign-in's second step, and a passkey challenge. For browsers on the service's own origin (writes are same-origin only); programs use the public API (`/api/v1/openapi.json`) with an API key.",
      license: { name: "Proprietary", identifier: "LicenseRef-Proprietary" },
    },
    servers: [{ url: PREFIX }],
    tags: [{ name: "Sign-in", description: "Creating an account, and the steps of signing in that are not next-auth's." }],
  });
}

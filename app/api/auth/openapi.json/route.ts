import { implement, serve } from "@/lib/api/serve-operations";
import { signInOperations } from "@/lib/dashboard/operations/sign-in-operations";
import { buildSignInDocument } from "@/lib/dashboard/sign-in-document";

let document: ReturnType<typeof buildSignInDocument> | undefined;

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  // GET /api/auth/openapi.json – the sign-in pages' operations as OpenAPI 3.1, public as the public API's document is
  implement(signInOperations.document, async () => (document ??= buildSignInDocument())),
);

// POST /api/auth/sign-up – create an account and its first user (the form then signs in)
import { signUp } from "@/lib/accounts/sign-up";
import { toApiError } from "@/lib/api/handle-api-request";
import { readJsonBody } from "@/lib/api/read-json-body";
import { errorResponse, json } from "@/lib/api/responses";
import { toAuthApiError } from "@/lib/auth/to-auth-api-error";
import { clientAddress } from "@/lib/http/client-address";
import { newId } from "@/lib/ids";
import type { CreateUserInput } from "@/lib/schemas/account";

// A route handler rather than a server action: Next's development log prints a server
// action's arguments, and these hold a password.
export async function POST(request: Request): Promise<Response> {
  const requestId = newId("req");
  let response: Response;
  try {
    const input = (await readJsonBody(request)) as CreateUserInput;
    const user = await signUp(input, { clientAddress: clientAddress(request) });
    response = json({ id: user.id, email: user.email }, { status: 201 });
  } catch (error) {
    response = errorResponse(toApiError(toAuthApiError(error), request, requestId), requestId);
  }
  response.headers.set("X-Request-Id", requestId);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

// POST /api/auth/sign-up – create an account and its first user (the form then signs in)
import { signUp } from "@/lib/accounts/sign-up";
import { handleRequest } from "@/lib/api/handle-request";
import { readJsonBody } from "@/lib/api/read-json-body";
import { json } from "@/lib/api/responses";
import { clientAddress } from "@/lib/http/client-address";
import type { CreateUserInput } from "@/lib/schemas/account";

// Beside next-auth's routes rather than an operation of either API: it is for anyone, and it
// has its own per-address throttle (counted before the strength estimate and the hash), so
// the API's anonymous limit does not apply. A route handler rather than a server action:
// Next's development log prints a server action's arguments, and these hold a password.
export async function POST(request: Request): Promise<Response> {
  return handleRequest(request, { rateLimited: false }, async () => {
    // signUp validates (after throttling): the body is only read here.
    const input = (await readJsonBody(request)) as CreateUserInput;
    const user = await signUp(input, { clientAddress: clientAddress(request) });
    return json({ id: user.id, email: user.email }, { status: 201 });
  });
}

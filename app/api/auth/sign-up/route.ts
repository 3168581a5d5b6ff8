// POST /api/auth/sign-up – create an account and its first user (the form then signs in)
import { signUp } from "@/lib/accounts/sign-up";
import { implement, serve } from "@/lib/api/serve-operations";
import { signInOperations } from "@/lib/dashboard/operations/sign-in-operations";
import { clientAddress } from "@/lib/http/client-address";

export const { GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS } = serve(
  implement(signInOperations.signUp, async ({ request, body }) => {
    const user = await signUp(body, { clientAddress: clientAddress(request) });
    return { id: user.id, email: user.email };
  }),
);

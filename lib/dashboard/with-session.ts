import { getServerSession } from "next-auth";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import { toApiError } from "@/lib/api/handle-api-request";
import { parseInput } from "@/lib/api/parse-input";
import { readJsonBody } from "@/lib/api/read-json-body";
import { errorResponse } from "@/lib/api/responses";
import { authOptions } from "@/lib/auth/auth-options";
import { newId } from "@/lib/ids";

type RouteContext = { params: Promise<Record<string, string>> };

export type SessionRequest<Body> = {
  request: Request;
  accountId: string;
  userId: string;
  params: Record<string, string>;
  body: Body;
};

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The dashboard's request pipeline (the browser's counterpart of withApiKey): session →
 * same-origin check on writes → JSON body through the zod schema → handler, with the API's
 * error body for every failure. The account comes only from the session, never from input.
 */
export function withSession<Schema extends z.ZodType = z.ZodUndefined>(
  handler: (input: SessionRequest<z.output<Schema>>) => Promise<Response>,
  options: { body?: Schema } = {},
) {
  return async (request: Request, context: RouteContext): Promise<Response> => {
    const requestId = newId("req");
    try {
      const session = await getServerSession(authOptions);
      if (!session?.user?.accountId) throw new ApiError("UNAUTHORIZED", "Sign in to continue");
      if (MUTATING_METHODS.has(request.method)) assertSameOrigin(request);
      const body = options.body ? parseInput(options.body, await readJsonBody(request)) : undefined;
      const response = await handler({
        request,
        accountId: session.user.accountId,
        userId: session.user.id,
        params: await context.params,
        body: body as z.output<Schema>,
      });
      response.headers.set("X-Request-Id", requestId);
      response.headers.set("Cache-Control", "no-store");
      return response;
    } catch (error) {
      return errorResponse(toApiError(error, request, requestId), requestId);
    }
  };
}

/** Cookies ride along on cross-site requests; a write must come from our own pages. */
function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!origin || !host || new URL(origin).host !== host) {
    throw new ApiError("FORBIDDEN", "Cross-site requests are not allowed");
  }
}

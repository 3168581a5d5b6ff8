import type { z } from "zod";
import type { Permission } from "@/lib/api-keys/permissions";
import { touchApiKey } from "@/lib/api-keys/touch-api-key";
import { ApiError } from "./errors";
import { handleApiRequest } from "./handle-api-request";
import { parseInput } from "./parse-input";
import { readJsonBody } from "./read-json-body";

export type ApiKeyAuth = { accountId: string; keyId: string; permissions: readonly string[] };

export type ApiContext<Body, Query, Params> = {
  request: Request;
  requestId: string;
  auth: ApiKeyAuth;
  body: Body;
  query: Query;
  params: Params;
};

type RouteContext<Params> = { params: Promise<Params> };

export type PipelineOptions<BodySchema extends z.ZodType | undefined, QuerySchema extends z.ZodType | undefined> = {
  /** The permission the route needs (lib/api-keys/permissions.ts). */
  permission: Permission;
  /** When set, the request must carry a JSON body that this schema accepts. */
  body?: BodySchema;
  /** When set, the query string must satisfy this schema. */
  query?: QuerySchema;
};

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The one request pipeline of /api/v1: rate limit → authenticate → authorize → parse and
 * validate → handler. Handlers receive typed, validated values and return a Response; every
 * thrown error is mapped once, in handleApiRequest.
 */
export function withApiKey<
  Params extends Record<string, string> = Record<string, string>,
  BodySchema extends z.ZodType | undefined = undefined,
  QuerySchema extends z.ZodType | undefined = undefined,
>(
  handler: (context: ApiContext<Output<BodySchema>, Output<QuerySchema>, Params>) => Promise<Response>,
  options: PipelineOptions<BodySchema, QuerySchema>,
) {
  return (request: Request, routeContext?: RouteContext<Params>): Promise<Response> =>
    handleApiRequest(request, async ({ requestId, caller }) => {
      if (caller.presented === "none") {
        throw new ApiError("UNAUTHORIZED", "Missing API key: send Authorization: Bearer <API_KEY>");
      }
      const key = await caller.key();
      if (!key) throw new ApiError("UNAUTHORIZED", "Invalid API key");
      if (key.revokedAt) throw new ApiError("UNAUTHORIZED", "This API key has been revoked");
      if (key.expiresAt && key.expiresAt.getTime() <= Date.now()) throw new ApiError("UNAUTHORIZED", "This API key has expired");
      if (!key.permissions.includes(options.permission)) {
        throw new ApiError("FORBIDDEN", `This API key lacks the ${options.permission} permission`);
      }
      touchApiKey(key);

      const query = options.query ? parseInput(options.query, Object.fromEntries(new URL(request.url).searchParams), "query.") : undefined;
      const body = options.body ? parseInput(options.body, await readJsonBody(request)) : undefined;
      const params = ((await routeContext?.params) ?? {}) as Params;

      return handler({
        request,
        requestId,
        auth: { accountId: key.accountId, keyId: key.id, permissions: key.permissions },
        body: body as Output<BodySchema>,
        query: query as Output<QuerySchema>,
        params,
      });
    });
}

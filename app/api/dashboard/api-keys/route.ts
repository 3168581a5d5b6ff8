// GET /api/dashboard/api-keys – the signed-in account's keys; POST – create one (secret shown once)
import { json } from "@/lib/api/responses";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { withSession } from "@/lib/dashboard/with-session";
import { createApiKeySchema } from "@/lib/schemas/api-key";

export const GET = withSession(async ({ accountId }) => json({ data: await listApiKeys(accountId) }));

export const POST = withSession(
  async ({ accountId, body }) => json(await createApiKey(accountId, body), { status: 201 }),
  { body: createApiKeySchema },
);

import type { Metadata } from "next";
import { ApiKeysPanel } from "@/components/api-keys/api-keys-panel";
import { PageHeader } from "@/components/dashboard/page-header";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { apiKeysQuery } from "@/lib/dashboard/queries/use-api-keys";
import { apiKeyReads } from "@/lib/dashboard/reads/api-key-reads";

export const metadata: Metadata = { title: "API keys" };

export default function ApiKeysPage() {
  return (
    <>
      <PageHeader
        title="API keys"
        description="Keys authenticate your programs against /api/v1 with Authorization: Bearer <key>. A key is shown once, when you create it."
      />
      <HydratedQueries load={async (call, seed) => seed.query(apiKeysQuery, await call(apiKeyReads.list))}>
        <ApiKeysPanel />
      </HydratedQueries>
    </>
  );
}

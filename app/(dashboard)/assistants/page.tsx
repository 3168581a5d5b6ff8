import type { Metadata } from "next";
import { AssistantsPanel } from "@/components/assistants/assistants-panel";
import { PageHeader } from "@/components/dashboard/page-header";
import { HydratedQueries } from "@/lib/dashboard/hydrated-queries";
import { ASSISTANT_PAGE_SIZE, assistantsQuery } from "@/lib/dashboard/queries/use-assistants";
import { assistantReads } from "@/lib/dashboard/reads/assistant-reads";

export const metadata: Metadata = { title: "Assistants" };

export default function AssistantsPage() {
  return (
    <>
      <PageHeader
        title="Assistants"
        description="Each assistant answers calls on its own phone line. An inactive assistant lets calls fail with ASSISTANT_UNAVAILABLE."
      />
      <HydratedQueries
        load={async (call, seed) =>
          seed.firstPage(assistantsQuery, await call(assistantReads.list, { query: { limit: ASSISTANT_PAGE_SIZE } }))
        }
      >
        <AssistantsPanel />
      </HydratedQueries>
    </>
  );
}

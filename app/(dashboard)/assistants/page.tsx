import type { Metadata } from "next";
import { AssistantsPanel } from "@/components/assistants/assistants-panel";
import { PageHeader } from "@/components/dashboard/page-header";

export const metadata: Metadata = { title: "Assistants" };

export default function AssistantsPage() {
  return (
    <>
      <PageHeader title="Assistants" description="Each assistant answers calls on its own phone line. An inactive assistant lets calls fail with ASSISTANT_UNAVAILABLE." />
      <AssistantsPanel />
    </>
  );
}

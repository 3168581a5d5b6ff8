import type { Assistant } from "@/lib/schemas/assistant";

/** What the audit log keeps of an assistant: its settings, not its timestamps. */
export function assistantFacts({ id: _id, createdAt: _created, updatedAt: _updated, ...facts }: Assistant) {
  return facts;
}

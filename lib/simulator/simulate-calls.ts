import { z } from "zod";
import { SIMULATED_OUTCOMES } from "@/lib/schemas/call";
import type { UsageView } from "@/lib/schemas/usage";
import { getUsage } from "@/lib/usage/get-usage";
import { findAssistantAccount } from "./find-assistant-account";
import { runTestCall, type TestCallResult } from "./run-test-call";

export const simulateCallsInputSchema = z.strictObject({
  assistantId: z.string().startsWith("asst_", "Use an assistant id (asst_…)"),
  outcome: z.enum(SIMULATED_OUTCOMES).default("completed"),
  duration: z.coerce.number().int().min(0).max(86_400).optional(),
  count: z.coerce.number().int().min(1).max(1000).default(1),
});
export type SimulateCallsInput = z.input<typeof simulateCallsInputSchema>;

/**
 * The CLI's `simulate-call`: `count` test calls one after the other (so their events arrive
 * in order), on the account that owns the assistant. Reports the calls and the usage after.
 */
export async function simulateCalls(
  input: SimulateCallsInput,
): Promise<{ accountId: string; calls: TestCallResult[]; usage: UsageView | null }> {
  const { assistantId, outcome, duration, count } = simulateCallsInputSchema.parse(input);
  const accountId = await findAssistantAccount(assistantId);
  const calls: TestCallResult[] = [];
  for (let i = 0; i < count; i++) calls.push(await runTestCall(accountId, { assistantId, outcome, duration }));
  return { accountId, calls, usage: await getUsage(accountId) };
}

import { backgroundDeliveriesSettled } from "@/lib/events/deliver-in-background";
import { afterResponseTasksSettled } from "./run-after-response";

/**
 * Resolves when the work that requests left running has finished: the direct-delivery
 * queue (including what is queued while it runs), then the tasks run after a response (a
 * password reset e-mail). Graceful shutdown waits for it; so do tests between files.
 */
export async function settleBackgroundWork(): Promise<void> {
  for (;;) {
    const queued = backgroundDeliveriesSettled();
    await queued;
    if (queued === backgroundDeliveriesSettled()) break;
  }
  await afterResponseTasksSettled();
}

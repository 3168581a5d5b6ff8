import { onTestFinished } from "vitest";
import { type Service, services } from "@/lib/services";

/**
 * Puts `instance` in the process's container in place of `service`'s own (a limiter on a Redis
 * that is down, one on a pinned clock) until the test ends, then puts back what was there.
 */
export function provideForTest<T>(service: Service<T>, instance: T): void {
  const container = services();
  const previous = container.peek(service);
  container.provide(service, instance);
  onTestFinished(() => container.provide(service, previous));
}

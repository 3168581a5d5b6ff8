// The process's one container of services (lib/services.ts): made on first use, one per name
// across copies of a module, closed the last made first, and the only process state on
// `globalThis` in the app's code.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test, vi } from "vitest";
import { defineService, ServiceContainer, services, useServices } from "@/lib/services";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** A service that writes down when it is made and closed. */
function recorded(name: string, journal: string[], uses: () => void = () => {}) {
  return defineService({
    name,
    create: () => {
      uses();
      journal.push(`make ${name}`);
      return { name, ended: false };
    },
    close: (instance) => {
      instance.ended = true;
      journal.push(`close ${name}`);
    },
    isSpent: (instance) => instance.ended,
  });
}

describe("ServiceContainer", () => {
  test("makes a service once, on first use, and hands out the same instance after", () => {
    const container = new ServiceContainer();
    const create = vi.fn(() => ({}));
    const service = defineService({ name: "counted", create });
    expect(container.peek(service)).toBeUndefined();
    const first = container.get(service);
    expect(container.get(service)).toBe(first);
    expect(container.peek(service)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  test("a service is its name: a second definition of it (another bundle's copy of the module) gets the same instance", () => {
    const container = new ServiceContainer();
    const one = defineService({ name: "pool", create: () => ({ copy: 1 }) });
    const another = defineService({ name: "pool", create: () => ({ copy: 2 }) });
    expect(container.get(another)).toBe(container.get(one));
  });

  test("closes the last made first, so a service closes while what it uses is still open, and holds nothing after", async () => {
    const container = new ServiceContainer();
    const journal: string[] = [];
    const pool = recorded("pool", journal);
    const cache = recorded("cache", journal, () => container.get(pool));
    container.get(cache);
    container.get(recorded("buffer", journal));
    expect(container.names()).toEqual(["pool", "cache", "buffer"]);
    expect(await container.close()).toEqual([]);
    expect(journal).toEqual(["make pool", "make cache", "make buffer", "close buffer", "close cache", "close pool"]);
    expect(container.names()).toEqual([]);
  });

  test("what a service's closing asks of the container (itself, through a helper) is the closing instance, not a new one", async () => {
    const container = new ServiceContainer();
    const registry = defineService({
      name: "registry",
      create: () => ({ pending: [] as string[] }),
      close: async (instance) => {
        await Promise.resolve();
        // As settleBackgroundWork reaches the registry through the container.
        container.get(registry).pending.push("settled");
        expect(container.get(registry)).toBe(instance);
      },
    });
    const made = container.get(registry);
    await container.close();
    expect(made.pending).toEqual(["settled"]);
    expect(container.names()).toEqual([]);
  });

  test("a close that fails is reported by name and does not stop the others", async () => {
    const container = new ServiceContainer();
    const closed: string[] = [];
    container.get(defineService({ name: "first", create: () => 1, close: () => void closed.push("first") }));
    container.get(
      defineService({
        name: "broken",
        create: () => 2,
        close: () => Promise.reject(new Error("socket gone")),
      }),
    );
    const failures = await container.close();
    expect(failures.map(({ name, error }) => [name, (error as Error).message])).toEqual([["broken", "socket gone"]]);
    expect(closed).toEqual(["first"]);
  });

  test("a spent instance (a pool someone ended) is made again on next use", async () => {
    const container = new ServiceContainer();
    const journal: string[] = [];
    const pool = recorded("pool", journal);
    const first = container.get(pool);
    first.ended = true;
    const second = container.get(pool);
    expect(second).not.toBe(first);
    expect(journal).toEqual(["make pool", "make pool"]);
  });

  test("provide puts a test's instance in place of the service's own, and forget drops it without closing", () => {
    const container = new ServiceContainer();
    const journal: string[] = [];
    const limiter = recorded("limiter", journal);
    const own = { name: "a Redis that is down", ended: false };
    container.provide(limiter, own);
    expect(container.get(limiter)).toBe(own);
    container.forget(limiter);
    expect(journal).toEqual([]);
    expect(container.get(limiter)).not.toBe(own);
  });

  test("useServices makes a container the process's and hands back the one it replaced", () => {
    const mine = new ServiceContainer();
    const previous = useServices(mine);
    try {
      expect(services()).toBe(mine);
    } finally {
      useServices(previous);
    }
    expect(services()).toBe(previous);
  });
});

test("no module of the app keeps state on globalThis but the container", () => {
  const files = ["lib", "app", "components", "inngest"]
    .flatMap(sourceFiles)
    .concat("proxy.ts", "instrumentation.ts", "instrumentation-client.ts");
  const holders = files.filter((file) => file !== "lib/services.ts" && readFileSync(path.join(root, file), "utf8").includes("globalThis"));
  expect(holders).toEqual([]);
});

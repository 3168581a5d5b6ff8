// The process's services: everything a process holds open between requests (the database pool
// and client, the rate limiter and semaphore, the LISTEN connection and its subscribers, the API
// log buffer, the registry of background work, the in-app scheduler, …) lives in one container,
// made on first use or at start-up, and closed in one list on shutdown (decision 0196).
//
// The container is the process's one slot on `globalThis`: Next.js bundles a module more than
// once (instrumentation, each route), so a module-level variable would exist once per bundle;
// that is also why a service is known by its name, not by the identity of its definition.
// Tests build a container of their own (`useServices`) or `provide` one service, never a
// per-module swap hook.

/** One kind of thing a process holds: how to make it, and how to close it on shutdown. */
export type Service<T> = {
  readonly name: string;
  create(): T;
  close?(instance: T): unknown;
  /** An instance that can no longer be used (a pool someone ended) is made again on next use. */
  isSpent?(instance: T): boolean;
};

export function defineService<T>(service: Service<T>): Service<T> {
  return service;
}

type Held = { instance: unknown; close?: (instance: unknown) => unknown };

const closerOf = <T>(service: Service<T>): Held["close"] => (service.close ? (instance) => service.close?.(instance as T) : undefined);

export class ServiceContainer {
  readonly #held = new Map<string, Held>();

  /** The container's instance of `service`, made now if it has none (or only a spent one). */
  get<T>(service: Service<T>): T {
    const held = this.#held.get(service.name);
    if (held && !service.isSpent?.(held.instance as T)) return held.instance as T;
    if (held) this.#held.delete(service.name);
    const instance = service.create();
    // Made after what its `create` made (those registered themselves first), so closed before them.
    this.#held.set(service.name, { instance, close: closerOf(service) });
    return instance;
  }

  /** The instance if one was made; never makes one (shutdown of what was never opened). */
  peek<T>(service: Service<T>): T | undefined {
    return this.#held.get(service.name)?.instance as T | undefined;
  }

  /** Puts `instance` in place of the service's own (a test's Redis that is down, a fresh semaphore). */
  provide<T>(service: Service<T>, instance: T | undefined): void {
    this.#held.delete(service.name);
    if (instance !== undefined) this.#held.set(service.name, { instance, close: closerOf(service) });
  }

  /** Forgets the instance without closing it (it was closed by its owner). */
  forget<T>(service: Service<T>): void {
    this.#held.delete(service.name);
  }

  /**
   * Closes every instance, the last made first (a service is made after the ones it uses, so it
   * closes while they are still open), one after the other. Returns what failed, by name.
   */
  async close(): Promise<{ name: string; error: unknown }[]> {
    const failures: { name: string; error: unknown }[] = [];
    for (const [name, held] of [...this.#held].reverse()) {
      try {
        // Still held while it closes: what its closing uses of itself (a flush's write registered
        // as background work) reaches this instance, not a new one.
        await held.close?.(held.instance);
      } catch (error) {
        failures.push({ name, error });
      }
      if (this.#held.get(name) === held) this.#held.delete(name);
    }
    return failures;
  }

  /** The names of the services made so far, in the order they were made. */
  names(): string[] {
    return [...this.#held.keys()];
  }
}

const SLOT = Symbol.for("voice-assistant-service.services");
const holder = globalThis as unknown as { [SLOT]?: ServiceContainer };

/** The process's container. */
export function services(): ServiceContainer {
  holder[SLOT] ??= new ServiceContainer();
  return holder[SLOT];
}

/** Makes `container` the process's (a test's own); returns the one it replaced, to put back after. */
export function useServices(container: ServiceContainer): ServiceContainer {
  const previous = services();
  holder[SLOT] = container;
  return previous;
}

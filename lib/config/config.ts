import { configSchema, SETTING_NAMES, type Config, type RawEnvironment, type SettingName } from "./settings";
import { defineService, services } from "@/lib/services";

export type { Config, RawEnvironment, SettingName } from "./settings";

/** A value that failed its setting's schema: it is read as unset (the default) until it is fixed. */
export type ConfigIssue = { setting: SettingName; message: string };

/**
 * Parses an environment into the typed settings. Never throws: a blank value counts as unset
 * (as it always has), and a value that fails its schema is reported in `issues` and read as
 * unset, so a typo in development costs that one setting, not the start (a production start
 * is stopped by lib/runtime/check-environment.ts instead, with every issue listed).
 */
export function parseConfig(env: RawEnvironment): { config: Config; issues: ConfigIssue[] } {
  const values: Record<string, string | undefined> = {};
  for (const name of SETTING_NAMES) {
    const value = env[name];
    values[name] = value === undefined || value.trim() === "" ? undefined : value;
  }
  const parsed = configSchema.safeParse(values);
  if (parsed.success) return { config: Object.freeze(parsed.data), issues: [] };
  const issues = parsed.error.issues.map((issue) => ({ setting: issue.path[0] as SettingName, message: issue.message }));
  for (const { setting } of issues) values[setting] = undefined;
  // Every field accepts undefined, so the second parse cannot fail.
  return { config: Object.freeze(configSchema.parse(values)), issues };
}

/** The typed settings of a plain environment object: for tests that pass settings to a function. */
export function configFrom(env: RawEnvironment): Config {
  return parseConfig(env).config;
}

/**
 * The one read of the process's environment. Next.js inlines `process.env.X` in client bundles
 * (and only NEXT_PUBLIC_ ones), so this module is for the server: a client component gets its
 * values as props from a server component, never by importing it (none needs any today).
 */
export function processEnvironment(): RawEnvironment {
  return process.env;
}

type Loaded = { config: Config; issues: ConfigIssue[]; source: (string | undefined)[] };

/**
 * In the process's container: Next.js bundles this module once for instrumentation.ts (which
 * freezes it at a production start) and once more per route. With the state in each copy, every
 * route's reads kept comparing the environment (about 80 µs per API request in a CPU profile of
 * `bench:api`, issue 32); shared, the freeze reaches every copy. A test's own container starts
 * with nothing parsed and no freeze.
 */
const configService = defineService<{ loaded: Loaded | undefined; frozen: boolean }>({
  name: "configuration",
  create: () => ({ loaded: undefined, frozen: false }),
});

function load(): Loaded {
  const env = processEnvironment();
  return { ...parseConfig(env), source: SETTING_NAMES.map((name) => env[name]) };
}

/** Whether the process's environment still holds what `loaded` was parsed from (a read of each setting, no parse). */
function unchanged({ source }: Loaded): boolean {
  const env = processEnvironment();
  return SETTING_NAMES.every((name, index) => env[name] === source[index]);
}

/**
 * The process's settings, parsed on first read and kept. A production server freezes them at
 * start-up ({@link freezeConfig}): every later read is a property lookup (the request path
 * reads settings). Until then, and in every other process, each read first compares the raw
 * values with those parsed (about 40 environment reads, no zod, ~6 µs) and re-parses when one
 * changed: tests point settings at their own receivers and limits at run time
 * (`process.env.X = …`, `vi.stubEnv`, even `NODE_ENV`), and `next dev` reloads `.env` files into
 * the running process.
 */
export function config(): Config {
  const state = services().get(configService);
  const { loaded } = state;
  if (loaded && (state.frozen || unchanged(loaded))) return loaded.config;
  state.loaded = load();
  return state.loaded.config;
}

/**
 * Parses the environment now and never again (in this container). For the start of a production
 * server (instrumentation.ts), whose environment is fixed before it starts: tied to that start
 * rather than to NODE_ENV, so a test that sets NODE_ENV=production for a moment is still re-read.
 */
export function freezeConfig(): void {
  const state = services().get(configService);
  state.loaded = load();
  state.frozen = true;
}

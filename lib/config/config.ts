import { configSchema, SETTING_NAMES, type Config, type RawEnvironment, type SettingName } from "./settings";

export type { Config, RawEnvironment, SettingName } from "./settings";

/** A value that failed its setting's schema: it is read as unset (the default) until it is fixed. */
export type ConfigIssue = { setting: SettingName; message: string };

/**
 * Parses an environment into the typed settings. Never throws: a blank value counts as unset
 * (as it always has), and a value that fails its schema is reported in `issues` and read as
 * unset, so a typo in development costs that one setting, not the start (a production start
 * is stopped by lib/config/check-environment.ts instead, with every issue listed).
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

let loaded: Loaded | undefined;

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
 * The process's settings, parsed on first read and kept. A production process parses once:
 * its environment is fixed before it starts, and every later read is a property lookup (the
 * request path reads settings). Elsewhere each read first compares the raw values with those
 * parsed (about 40 environment reads, no zod), and re-parses when one changed: tests point
 * settings at their own receivers and limits at run time (`process.env.X = …`, `vi.stubEnv`),
 * and `next dev` reloads `.env` files into the running process.
 */
export function config(): Config {
  if (loaded && (loaded.config.NODE_ENV === "production" || unchanged(loaded))) return loaded.config;
  loaded = load();
  return loaded.config;
}

/**
 * Forgets the parsed settings: the next read parses the environment again. For tests that
 * restore the environment after a file (tests/support/restore-process-state.ts), so even a
 * production-mode parse (which is never re-checked) does not outlive the file that made it.
 */
export function resetConfig(): void {
  loaded = undefined;
}

import { logger } from "@/lib/observability/logger";
import { parseConfig, processEnvironment } from "@/lib/config/config";
import { metaOf, PRODUCTION_RULES, SETTING_NAMES, type RawEnvironment } from "@/lib/config/settings";

export type EnvironmentReport = {
  /** Settings the app cannot run without: the start is stopped. */
  errors: string[];
  /** Settings whose absence costs a feature: the start goes on, loudly. */
  warnings: string[];
};

const present = (value: string | undefined): value is string => value !== undefined && value.trim() !== "";

/**
 * Checks the environment of a start, from the settings' schema (lib/config/settings.ts). In
 * production, a setting that production requires and is unset, a value that fails its schema or
 * its production rule, and a half-set pair are errors; a missing Redis or Inngest, and
 * test-only settings, are warnings that say what is lost. Outside production (`npm run dev`,
 * tests) nothing is required, and a value that fails its schema is a warning: it is read as
 * unset.
 */
export function checkEnvironment(env: RawEnvironment = processEnvironment()): EnvironmentReport {
  const { issues } = parseConfig(env);
  if (env.NODE_ENV !== "production") {
    return { errors: [], warnings: issues.map(({ message }) => `${message} Until it is fixed it is read as unset (its default).`) };
  }
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const name of SETTING_NAMES) {
    const value = env[name];
    const production = metaOf(name).production;
    if (!present(value)) {
      const required = production?.required;
      const excused = required?.unless && env[required.unless.setting]?.trim() === required.unless.value;
      if (required && !excused) errors.push(required.message);
      continue;
    }
    const own = issues.filter((issue) => issue.setting === name).map((issue) => issue.message);
    const broken = own.length === 0 ? production?.rule?.(value) : undefined;
    if (broken) own.push(broken);
    errors.push(...own);
    const warning = own.length === 0 ? production?.warning?.(value) : undefined;
    if (warning) warnings.push(warning);
  }
  for (const rule of PRODUCTION_RULES) {
    const { error, warning } = rule(env);
    if (error) errors.push(error);
    if (warning) warnings.push(warning);
  }
  return { errors, warnings };
}

/**
 * Applies {@link checkEnvironment} at start-up: warnings are logged, errors stop the process
 * with every problem listed, before it serves a request it would answer with a 500.
 */
export function enforceEnvironment(env: RawEnvironment = processEnvironment(), exit: (code: number) => never = process.exit): void {
  const { errors, warnings } = checkEnvironment(env);
  for (const warning of warnings) logger.warn(warning);
  if (errors.length === 0) return;
  logger.fatal({ errors }, `The server cannot start in production:\n${errors.map((error) => `  - ${error}`).join("\n")}`);
  exit(1);
}

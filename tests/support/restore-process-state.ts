import { afterAll, vi } from "vitest";

// Test files share their worker's module cache (vitest.config.ts, project "shared"), so what
// one file changes in the process must not outlive it: environment variables, spies and
// stubs, fake clocks. Runs before each test file; its afterAll runs after the file's own.
const environmentBefore = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in environmentBefore)) delete process.env[name];
  Object.assign(process.env, environmentBefore);
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { defineConfig } from "vitest/config";

/**
 * The real-429 test (rate-limit.test.ts) waits up to 52 s for Redis's minute to nearly end,
 * doing nothing: it starts first, and the other files run one after the other on the second
 * worker while it waits.
 */
class WaitingFileFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) => file.moduleId.endsWith("/rate-limit.test.ts");
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}

// `npm run test:sdk`: the SDK (sdk/), built and packed, installed into a scratch project, run
// against a real `next start` of the build `npm test` already made (tests/sdk-server/).
export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["tests/sdk-server/**/*.test.ts"],
    // The SDK's setup first: it returns at once and builds the SDK while the database is made.
    globalSetup: ["tests/sdk-server/global-setup.ts", "tests/global-setup.ts"],
    environment: "node",
    // Two files at a time: the real-429 file beside the others (each file its own server); in
    // sdk.test.ts, independent tests run side by side (describe.concurrent).
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: WaitingFileFirst },
    maxConcurrency: 12,
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

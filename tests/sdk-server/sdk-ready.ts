// The scratch project the SDK suite installs the packed SDK into (./global-setup.ts), and the
// wait for it: the global setup returns before the SDK is installed, which happens while the
// database is made.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Written into the scratch project by the global setup once the SDK is installed there, or when that failed. */
export const INSTALLED = ".sdk-installed";
export const INSTALL_FAILED = ".sdk-install-failed";

/**
 * The scratch project, once the global setup (which builds the SDK while the database is made)
 * has installed the SDK into it.
 */
export async function sdkReady(): Promise<string> {
  const scratch = process.env.SDK_SCRATCH_DIR;
  if (!scratch) throw new Error("SDK_SCRATCH_DIR is not set: run through vitest.sdk.config.ts");
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (existsSync(path.join(scratch, INSTALLED))) return scratch;
    const failed = path.join(scratch, INSTALL_FAILED);
    if (existsSync(failed)) throw new Error(`Installing the SDK failed: ${readFileSync(failed, "utf8")}`);
    if (Date.now() > deadline) throw new Error("The SDK was not installed within 3 minutes");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

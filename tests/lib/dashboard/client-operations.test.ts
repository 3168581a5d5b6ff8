// lib/dashboard/operations/client.gen.ts is written from the operations (decision 0215): it
// cannot fall behind them, and what the browser holds of an operation is the operation's own.
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { DASHBOARD_OPERATIONS } from "@/lib/dashboard/operations";
import * as clientOperations from "@/lib/dashboard/operations/client.gen";
import { CLIENT_OPERATIONS_FILE, renderClientOperations } from "@/scripts/support/client-operations";

describe("the browser's description of the dashboard operations", () => {
  test("is what the operations write (run `npm run dashboard:client-operations` after changing lib/dashboard/operations/)", async () => {
    expect(readFileSync(CLIENT_OPERATIONS_FILE, "utf8")).toBe(await renderClientOperations());
  });

  test("holds every operation once, with its id, method, path and role, and loads the operation itself", async () => {
    const refs = Object.values(clientOperations).flatMap((group) => Object.values(group));
    expect(refs.map((ref) => ref.id).sort()).toEqual(DASHBOARD_OPERATIONS.map((operation) => operation.id).sort());
    for (const ref of refs) {
      const operation = await ref.load();
      expect({ id: ref.id, method: ref.method, path: ref.path, role: ref.role }).toEqual({
        id: operation.id,
        method: operation.method,
        path: operation.path,
        role: operation.role,
      });
    }
  });
});

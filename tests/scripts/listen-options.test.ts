// `npm run listen` finds the service `npm run dev` started: the same PORT, else 3000.
import { expect, test } from "vitest";
import { defaultBaseUrl } from "@/scripts/listen";

test.each([
  [{}, "http://localhost:3000"],
  [{ PORT: "4100" }, "http://localhost:4100"],
  [{ PORT: " 4100 " }, "http://localhost:4100"],
  [{ PORT: "" }, "http://localhost:3000"],
])("with %j the base URL defaults to %s", (env, expected) => {
  expect(defaultBaseUrl(env)).toBe(expected);
});

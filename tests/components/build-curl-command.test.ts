// "Copy as curl" on the API logs: the logged request again, with the key left as $VAS_API_KEY
// for the shell to expand, and every other value quoted so that no body can break out.
import { execFileSync } from "node:child_process";
import { expect, test } from "vitest";
import { buildCurlCommand } from "@/components/api-logs/build-curl-command";

test("a GET: method, URL with its query, the key as a shell variable", () => {
  const command = buildCurlCommand(
    { method: "GET", path: "/api/v1/assistants", query: "limit=5", idempotencyKey: null, requestBody: null },
    "https://app.example.com",
  );
  expect(command).toBe(`curl -X GET 'https://app.example.com/api/v1/assistants?limit=5' \\\n  -H "Authorization: Bearer $VAS_API_KEY"`);
});

test("a POST with a body holding quotes: the shell reads back exactly the logged body", () => {
  const body = `{"name":"O'Brien's desk","secret":"[REDACTED]","x":"$(touch /tmp/pwned)"}`;
  const command = buildCurlCommand(
    { method: "POST", path: "/api/v1/assistants", query: null, idempotencyKey: "retry 1", requestBody: body },
    "http://localhost:3000",
  );
  expect(command).toContain(`-H 'Idempotency-Key: retry 1'`);
  expect(command).toContain(`-H 'Content-Type: application/json'`);
  // `curl` replaced by a printer of its arguments: what the shell would hand it.
  const args = execFileSync("bash", ["-c", `curl() { printf '%s\\n' "$@"; }; VAS_API_KEY=vk_test; ${command}`], { encoding: "utf8" })
    .trimEnd()
    .split("\n");
  expect(args).toContain(body);
  expect(args).toContain("Authorization: Bearer vk_test");
});

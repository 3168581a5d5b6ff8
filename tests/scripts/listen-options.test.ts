// `npm run listen` finds the service `npm run dev` started: the same PORT, else 3000; and its
// start lines name the receiver it forwards to.
import { expect, test } from "vitest";
import { defaultBaseUrl, receiverHint } from "@/scripts/listen";

test.each([
  [{}, "http://localhost:3000"],
  [{ PORT: "4100" }, "http://localhost:4100"],
  [{ PORT: " 4100 " }, "http://localhost:4100"],
  [{ PORT: "" }, "http://localhost:3000"],
])("with %j the base URL defaults to %s", (env, expected) => {
  expect(defaultBaseUrl(env)).toBe(expected);
});

// The start line names the receiver the listener forwards to, not the example port of docs/webhooks.md.
test.each([
  ["http://localhost:4000/hook", "scripts/example-webhook-receiver.ts 4000"],
  ["http://localhost:5055/webhooks", "scripts/example-webhook-receiver.ts 5055"],
  ["http://127.0.0.1/hook", "scripts/example-webhook-receiver.ts 80"],
])("forwarding to %s, the receiver hint runs the example receiver with `%s`", (forwardTo, command) => {
  const hint = receiverHint(forwardTo, "whsec_test");
  expect(hint).toContain(forwardTo);
  expect(hint).toContain(`WEBHOOK_SECRET=whsec_test npx tsx ${command}`);
  expect(hint.endsWith(command)).toBe(true);
});

test("forwarding to https, the hint names the URL and the secret, not the plain-HTTP example receiver", () => {
  const hint = receiverHint("https://hooks.example.test/in", "whsec_test");
  expect(hint).toContain("https://hooks.example.test/in");
  expect(hint).toContain("WEBHOOK_SECRET=whsec_test");
  expect(hint).not.toContain("example-webhook-receiver");
});

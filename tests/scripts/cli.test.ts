// The admin CLI, run as a user runs it (a child process), against the test database.
import { expect, test } from "vitest";
import { hashApiKey } from "@/lib/api-keys/hash-api-key";
import { db } from "@/lib/db";
import { runCli as cli } from "../support/run-cli";

test("create-account, create-user, create-key and list-keys work end to end", async () => {
  const account = await cli("create-account", "--name", "CLI Corp", "--tier", "professional");
  expect(account.code).toBe(0);
  const { id: accountId, tier } = JSON.parse(account.stdout);
  expect(tier).toBe("PROFESSIONAL");

  const user = await cli("create-user", "--account", accountId, "--email", "Ops@CLI.example", "--password", "correct-horse");
  expect(user.code).toBe(0);
  expect(JSON.parse(user.stdout)).toMatchObject({ email: "ops@cli.example", accountId });
  expect(user.stdout).not.toContain("correct-horse");

  const key = await cli("create-key", "--account", accountId, "--name", "deploy", "--preset", "read_only");
  expect(key.code).toBe(0);
  const created = JSON.parse(key.stdout);
  expect(created.permissions).toEqual(["assistants:read", "calls:read", "usage:read", "events:read"]);
  expect(key.stderr).toContain("shown once");
  expect((await db.apiKey.findUniqueOrThrow({ where: { id: created.id } })).hash).toBe(hashApiKey(created.key));

  const list = await cli("list-keys", "--account", accountId);
  expect(list.code).toBe(0);
  const keys = JSON.parse(list.stdout);
  expect(keys).toHaveLength(1);
  expect(list.stdout).not.toContain(created.key);
  // Four child processes, each starting tsx and Prisma (create-user also the strength estimate
  // and a hash): more than the default 20 s on a busy machine.
}, 60_000);

test.each([
  [["create-account"], /--name is required/],
  [["create-account", "--name", "X", "--tier", "gold"], /Unknown tier/],
  [["create-key", "--account", "acct_x", "--name", "k", "--permissions", "admin"], /permissions/],
  [["create-account", "--nme", "typo"], /Unknown option/],
])("refuses bad input %j with exit code 2", async (args, message) => {
  const result = await cli(...args);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(message);
});

// The admin CLI against the test database: the commands in-process (runCliCommand, what
// scripts/cli.ts runs), and the process a user starts for the exit codes and streams.
import { expect, test } from "vitest";
import { hashApiKey } from "@/lib/api-keys/hash-api-key";
import { db } from "@/lib/db";
import { runCli as cli, runCliProcess, runCliProcessWith } from "../support/run-cli";

test("create-account, create-user, create-key and list-keys work end to end", async () => {
  // As a user runs it: a child process whose stdout is the JSON answer.
  const account = await runCliProcess("create-account", "--name", "CLI Corp", "--tier", "professional");
  expect(account.code).toBe(0);
  const { id: accountId, tier } = JSON.parse(account.stdout);
  // The API's word for the tier (`/api/v1/usage` says `professional`), not the enum's.
  expect(tier).toBe("professional");

  const user = await cli("create-user", "--account", accountId, "--email", "Ops@CLI.example", "--password", "correct-horse");
  expect(user.code).toBe(0);
  expect(JSON.parse(user.stdout)).toMatchObject({ email: "ops@cli.example", accountId });
  expect(user.stdout).not.toContain("correct-horse");

  const key = await cli("create-key", "--account", accountId, "--name", "deploy", "--preset", "read_only");
  expect(key.code).toBe(0);
  const created = JSON.parse(key.stdout);
  expect(created.permissions).toEqual(["assistants:read", "calls:read", "usage:read", "events:read", "logs:read"]);
  expect(key.stderr).toContain("shown once");
  expect((await db.apiKey.findUniqueOrThrow({ where: { id: created.id } })).hash).toBe(hashApiKey(created.key));

  const list = await cli("list-keys", "--account", accountId);
  expect(list.code).toBe(0);
  const keys = JSON.parse(list.stdout);
  expect(keys).toHaveLength(1);
  expect(list.stdout).not.toContain(created.key);
  // A child process starts tsx and Prisma: more than the default 20 s on a busy machine.
}, 60_000);

test("the process exits 2 with the reason and the usage on stderr, and nothing on stdout", async () => {
  const result = await runCliProcess("create-account", "--nme", "typo");
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(/Unknown option '--nme'[\s\S]*Usage: npm run cli -- create-account --name/);
  expect(result.stdout).toBe("");
}, 60_000);

test.each(["starter", "STARTER", "Starter"])("create-account --tier %s is read in any case and printed lower-case", async (tier) => {
  const result = await cli("create-account", "--name", `Tier ${tier}`, "--tier", tier);
  expect(result.code, result.stderr).toBe(0);
  const account = JSON.parse(result.stdout) as { id: string; tier: string };
  expect(account.tier).toBe("starter");
  expect((await db.account.findUniqueOrThrow({ where: { id: account.id } })).tier).toBe("STARTER");
});

test("an unknown tier is refused with the tiers named as they are typed", async () => {
  const result = await cli("create-account", "--name", "X", "--tier", "gold");
  expect(result.stderr).toContain("Unknown tier; use one of pay_as_you_go, starter, professional");
  expect(result.stderr).not.toMatch(/STARTER|PAY_AS_YOU_GO/);
});

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

test("list-accounts, list-members, create-user --role and set-role, under the team's rules", async () => {
  const account = JSON.parse((await cli("create-account", "--name", "CLI Team")).stdout) as { id: string };
  const stamp = Date.now();
  const ownerEmail = `owner-${stamp}@cli-team.example`;
  const viewerEmail = `viewer-${stamp}@cli-team.example`;
  expect((await cli("create-user", "--account", account.id, "--email", ownerEmail, "--password", "correct-horse")).code).toBe(0);
  const viewer = await cli(
    "create-user",
    "--account",
    account.id,
    "--email",
    viewerEmail,
    "--password",
    "correct-horse",
    "--role",
    "viewer",
  );
  expect(viewer.code, viewer.stderr).toBe(0);
  expect(JSON.parse(viewer.stdout)).toMatchObject({ email: viewerEmail, role: "viewer" });

  const accounts = await cli("list-accounts");
  expect(accounts.code).toBe(0);
  expect(JSON.parse(accounts.stdout)).toContainEqual({ id: account.id, name: "CLI Team", tier: "pay_as_you_go", members: 2 });

  const members = await cli("list-members", "--account", account.id);
  expect(members.code).toBe(0);
  expect((JSON.parse(members.stdout) as { email: string; role: string }[]).map((member) => [member.email, member.role])).toEqual([
    [ownerEmail, "owner"],
    [viewerEmail, "viewer"],
  ]);
  expect(members.stdout).not.toContain("passwordHash");

  const lastOwner = await cli("set-role", "--email", ownerEmail, "--role", "admin");
  // Refused by the rules, like an unknown assistant for simulate-call: exit code 1 with the reason.
  expect(lastOwner.code).toBe(1);
  expect(lastOwner.stderr).toMatch(/last owner/);
  expect((await db.user.findUniqueOrThrow({ where: { email: ownerEmail } })).role).toBe("owner");

  const promoted = await cli("set-role", "--email", viewerEmail.toUpperCase(), "--role", "owner");
  expect(promoted.code, promoted.stderr).toBe(0);
  expect(JSON.parse(promoted.stdout)).toMatchObject({ email: viewerEmail, role: "owner" });
  expect((await cli("set-role", "--email", ownerEmail, "--role", "developer")).code).toBe(0);
  const entries = await db.auditLogEntry.findMany({ where: { accountId: account.id }, orderBy: { id: "asc" } });
  expect(entries.map((entry) => [entry.action, entry.actorType])).toEqual([
    ["user.created", "system"],
    ["user.created", "system"],
    ["member.role_changed", "system"],
    ["member.role_changed", "system"],
  ]);
}, 60_000);

test.each([
  [["create-user", "--account", "acct_x", "--email", "a@b.example", "--password", "correct-horse", "--role", "boss"], /Unknown role/],
  [["create-user", "--account", "acct_01kaj2v3c5m7q9x2c4v6b8n0p2", "--email", "a@b.example", "--password", "correct-horse"], /no account/],
  [["list-members"], /--account is required/],
  [["set-role", "--email", "nobody@nowhere.example", "--role", "viewer"], /no user/],
  [["set-role", "--email", "nobody@nowhere.example"], /--role is required/],
])("team commands refuse %j with exit code 2", async (args, message) => {
  const result = await cli(...args);
  expect(result.code).toBe(2);
  expect(result.stderr).toMatch(message);
});

test("the usage needs no database: printed, with its exit code, where none is configured", async () => {
  const { DATABASE_URL: _unset, ...withoutDatabase } = process.env;
  const usage = await runCliProcessWith(withoutDatabase);
  expect(usage.stderr).not.toContain("DATABASE_URL");
  expect(usage.code).toBe(0);
  expect(`${usage.stdout}${usage.stderr}`).toContain("simulate-call --assistant");
  // A mistyped command: the usage and 2 (bad usage), not a database error.
  const mistyped = await runCliProcessWith(withoutDatabase, "help");
  expect(mistyped.stderr).not.toContain("DATABASE_URL");
  expect(mistyped.code).toBe(2);
});

import { parseArgs } from "node:util";
import { z } from "zod";
import { createAccount } from "@/lib/accounts/create-account";
import { createApiKey } from "@/lib/api-keys/create-api-key";
import { listApiKeys } from "@/lib/api-keys/list-api-keys";
import { PERMISSION_PRESETS, type PermissionPreset } from "@/lib/access/permissions";
import { createApiKeySchema } from "@/lib/schemas/api-key";
import { db } from "@/lib/db";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { simulateCalls, type SimulateCallsInput } from "@/lib/simulator/simulate-calls";
import { createUser } from "@/lib/users/create-user";
import { SYSTEM_CONTEXT } from "@/lib/audit/audit-context";
import { recordAudit } from "@/lib/audit/record-audit";
import { roleSchema } from "@/lib/schemas/role";
import { changeMemberRole } from "@/lib/team/change-member-role";
import { listMembers } from "@/lib/team/list-members";
import { TIERS } from "@/lib/tiers";
import type { Tier } from "@/generated/prisma/enums";
import { resolveDatabaseUrl } from "../dev-database";

type Options = Record<string, string | boolean | undefined>;
type Command = {
  usage: string;
  options: Record<string, { type: "string" | "boolean" }>;
  run: (o: Options, output: CliOutput) => Promise<unknown>;
};

function required(options: Options, name: string): string {
  const value = options[name];
  if (typeof value !== "string" || value === "") throw new UsageError(`--${name} is required`);
  return value;
}

class UsageError extends Error {}

/**
 * An account as the CLI prints it: its tier in the API's words (`starter`, as `/api/v1/usage`
 * and `usage.threshold` say it), not the database's enum name (`STARTER`).
 */
function withTierSlug<T extends { tier: Tier }>(account: T): Omit<T, "tier"> & { tier: (typeof TIERS)[Tier]["slug"] } {
  return { ...account, tier: TIERS[account.tier].slug };
}

const commands: Record<string, Command> = {
  "create-account": {
    usage: "create-account --name <name> [--tier pay_as_you_go|starter|professional]",
    options: { name: { type: "string" }, tier: { type: "string" } },
    // The tier is read in any case (`starter`, `STARTER`, `Starter`) by the account schema.
    run: async (o) =>
      withTierSlug(await createAccount({ name: required(o, "name"), tier: (o.tier as string | undefined) ?? "pay_as_you_go" })),
  },
  "create-user": {
    usage: "create-user --account <acct_id> --email <email> --password <password> [--name <name>] [--role owner|admin|developer|viewer]",
    options: {
      account: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
    },
    run: async (o) => {
      const role = roleSchema.parse(o.role ?? "owner");
      const accountId = required(o, "account");
      if (!(await db.account.findUnique({ where: { id: accountId }, select: { id: true } })))
        throw new UsageError(`no account ${accountId}`);
      const input = { email: required(o, "email"), password: required(o, "password"), name: o.name as string | undefined };
      return db.$transaction(async (client) => {
        const user = await createUser(accountId, input, { role, client });
        await recordAudit(client, accountId, SYSTEM_CONTEXT, {
          action: "user.created",
          target: { type: "user", id: user.id, label: user.email },
          summary: { email: user.email, name: user.name, role: user.role },
        });
        return user;
      });
    },
  },
  "list-accounts": {
    usage: "list-accounts",
    options: {},
    run: async () => {
      const accounts = await db.account.findMany({
        select: { id: true, name: true, tier: true, _count: { select: { users: true } } },
        orderBy: { id: "asc" },
      });
      return accounts.map(({ _count, ...account }) => ({ ...withTierSlug(account), members: _count.users }));
    },
  },
  "list-members": {
    usage: "list-members --account <acct_id>",
    options: { account: { type: "string" } },
    run: async (o) => {
      const accountId = required(o, "account");
      if (!(await db.account.findUnique({ where: { id: accountId }, select: { id: true } })))
        throw new UsageError(`no account ${accountId}`);
      return listMembers(accountId);
    },
  },
  "set-role": {
    usage: "set-role --email <email> --role owner|admin|developer|viewer",
    options: { email: { type: "string" }, role: { type: "string" } },
    run: async (o) => {
      const role = roleSchema.parse(required(o, "role"));
      const email = required(o, "email").trim().toLowerCase();
      const user = await db.user.findUnique({ where: { email }, select: { id: true, accountId: true } });
      if (!user) throw new UsageError(`no user with the e-mail ${email}`);
      // The service acts with an owner's rights; the last owner still cannot be demoted.
      return changeMemberRole(user.accountId, SYSTEM_CONTEXT, user.id, role);
    },
  },
  "create-key": {
    usage: "create-key --account <acct_id> --name <name> [--preset full_access|read_only | --permissions a,b] [--expires-at <ISO date>]",
    options: {
      account: { type: "string" },
      name: { type: "string" },
      preset: { type: "string" },
      permissions: { type: "string" },
      "expires-at": { type: "string" },
    },
    run: async (o, output) => {
      const permissions =
        typeof o.permissions === "string"
          ? o.permissions.split(",").map((p) => p.trim())
          : PERMISSION_PRESETS[((o.preset as string | undefined) ?? "full_access") as PermissionPreset];
      if (!permissions) throw new UsageError(`unknown preset; use one of ${Object.keys(PERMISSION_PRESETS).join(", ")}`);
      const input = createApiKeySchema.parse({
        name: required(o, "name"),
        // Unknown names are refused by the schema with a clear message.
        permissions,
        expiresAt: o["expires-at"],
      });
      const { apiKey, secret } = await createApiKey(required(o, "account"), input);
      output.error("The key is shown once. Store it now: it cannot be read again.");
      return { ...apiKey, key: secret };
    },
  },
  "list-keys": {
    usage: "list-keys --account <acct_id>",
    options: { account: { type: "string" } },
    run: (o) => listApiKeys(required(o, "account")),
  },
  "simulate-call": {
    usage: "simulate-call --assistant <asst_id> [--outcome completed|failed|missed] [--duration <seconds>] [--count <n>]",
    options: { assistant: { type: "string" }, outcome: { type: "string" }, duration: { type: "string" }, count: { type: "string" } },
    run: (o) =>
      simulateCalls({
        assistantId: required(o, "assistant"),
        outcome: o.outcome as SimulateCallsInput["outcome"],
        duration: o.duration as string | undefined,
        count: o.count as string | undefined,
      }),
  },
};

/** Where a command writes: its answer (JSON) to `log`, messages and usage to `error`. */
export type CliOutput = { log: (text: string) => void; error: (text: string) => void };

function printUsage(output: CliOutput): void {
  output.error(
    ["Usage: npm run cli -- <command> [options]", "", "Commands:", ...Object.values(commands).map((c) => `  ${c.usage}`)].join("\n"),
  );
}

/**
 * Runs one admin command (`args` as typed after `npm run cli --`) and returns its exit code:
 * 0 done, 1 refused by the service's rules, 2 bad usage. scripts/cli.ts is the process around
 * it; the tests call it in-process too, which spares them a process start per command.
 */
export async function runCliCommand(args: string[], output: CliOutput): Promise<number> {
  const [name, ...rest] = args;
  const command = name ? commands[name] : undefined;
  if (!command) {
    printUsage(output);
    return name ? 2 : 0;
  }
  process.env.DATABASE_URL = resolveDatabaseUrl();
  try {
    const { values } = parseArgs({ args: rest, options: command.options, strict: true });
    const result = await command.run(values, output);
    output.log(JSON.stringify(result, null, 2));
    return 0;
  } catch (error) {
    if (error instanceof UsageError || (error instanceof TypeError && "code" in error)) {
      output.error(`${error.message}\nUsage: npm run cli -- ${command.usage}`);
      return 2;
    }
    if (error instanceof z.ZodError) {
      output.error(error.issues.map((issue) => `${issue.path.join(".") || "input"}: ${issue.message}`).join("\n"));
      return 2;
    }
    output.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    // Without Inngest, simulated calls' events are being delivered directly: let them finish.
    await settleBackgroundWork();
  }
}

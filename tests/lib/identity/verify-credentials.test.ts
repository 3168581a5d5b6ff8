import bcrypt from "bcryptjs";
import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { verifyCredentials } from "@/lib/identity/sign-in/verify-credentials";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { createUser } from "@/lib/users/create-user";

const PASSWORD = "granite-willow-compass";

async function bcryptUser(label: string) {
  const account = await createAccount({ name: `Legacy ${label}` });
  // As users were stored before argon2: bcryptjs, cost 10.
  return db.user.create({
    data: {
      id: newId("user"),
      accountId: account.id,
      email: `${label}-${Date.now()}@legacy.test`,
      role: "owner",
      passwordHash: await bcrypt.hash(PASSWORD, 10),
    },
  });
}

async function storedHash(userId: string) {
  return (await db.user.findUniqueOrThrow({ where: { id: userId } })).passwordHash ?? "";
}

describe("verifyCredentials", () => {
  test("new users are stored with argon2id and the password is never stored", async () => {
    const account = await createAccount({ name: "Argon" });
    const user = await createUser(account.id, { email: `argon-${Date.now()}@hash.test`, password: PASSWORD });
    const hash = await storedHash(user.id);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(hash).not.toContain(PASSWORD);
    expect(await verifyCredentials(user.email, PASSWORD)).toMatchObject({ id: user.id, accountId: account.id });
    expect(await verifyCredentials(user.email, `${PASSWORD}x`)).toBeNull();
    expect(await storedHash(user.id)).toBe(hash);
  });

  test("a bcrypt user signs in once with bcrypt and from then on with argon2id", async () => {
    const user = await bcryptUser("rehash");
    const bcryptHash = await storedHash(user.id);

    expect(await verifyCredentials(user.email, "not-the-password")).toBeNull();
    expect(await storedHash(user.id)).toBe(bcryptHash);

    expect(await verifyCredentials(user.email, PASSWORD)).toMatchObject({ id: user.id });
    const rehashed = await storedHash(user.id);
    expect(rehashed).toMatch(/^\$argon2id\$/);

    expect(await verifyCredentials(user.email, PASSWORD)).toMatchObject({ id: user.id });
    expect(await storedHash(user.id)).toBe(rehashed);
  });

  test("passwords past bcrypt's 72 bytes count in full", async () => {
    const account = await createAccount({ name: "Long" });
    const long = "the quiet lighthouse keeper painted seventeen orange boats before the storm";
    const user = await createUser(account.id, { email: `long-${Date.now()}@hash.test`, password: long });
    expect(await verifyCredentials(user.email, long)).not.toBeNull();
    expect(new TextEncoder().encode(long).length).toBeGreaterThan(72);
    expect(await verifyCredentials(user.email, `${long.slice(0, -1)}x`)).toBeNull();
  });

  test("an unknown e-mail costs a password verification too", async () => {
    const account = await createAccount({ name: "Timing" });
    const user = await createUser(account.id, { email: `timing-${Date.now()}@hash.test`, password: PASSWORD });
    await verifyCredentials(`warm-up-${Date.now()}@nobody.test`, PASSWORD);
    const time = async (email: string) => {
      const started = performance.now();
      await verifyCredentials(email, "wrong-password");
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await time(user.email));
      unknown.push(await time(`nobody-${i}-${Date.now()}@nobody.test`));
    }
    // A lookup alone takes about a millisecond, an argon2id verification tens of them; the
    // bound is loose because the machine is shared.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
  });
});

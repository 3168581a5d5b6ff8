import { describe, expect, test } from "vitest";
import { createAccount } from "@/lib/accounts/create-account";
import { signInWithPassword } from "@/lib/identity/sign-in/sign-in-with-password";
import { settleBackgroundWork } from "@/lib/background-work/track-background-work";
import { db } from "@/lib/db";
import { newId } from "@/lib/ids";
import { createUser } from "@/lib/users/create-user";
import { randomIp } from "@/tests/support/api-client";

const PASSWORD = "walnut-prism-harbor";
const SUBJECT = "New sign-in to your Voice Assistant Service account";
const CHROME_142_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36";
const CHROME_143_MAC =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/143.0.0.0 Safari/537.36";
const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0";

async function member() {
  const account = await createAccount({ name: "New device" });
  return createUser(account.id, { email: `device-${newId("user")}@device.test`, password: PASSWORD });
}

async function signInFrom(email: string, userAgent: string | null, password = PASSWORD) {
  const address = randomIp();
  const user = await signInWithPassword(email, password, address, { ipAddress: address, userAgent, requestId: null });
  await settleBackgroundWork();
  return user;
}

const newDeviceMails = (to: string) => db.devMailMessage.findMany({ where: { to, subject: SUBJECT }, orderBy: { id: "asc" } });

describe("the new sign-in e-mail", () => {
  test("not for the first sign-in, nor the same browser and system after an update; once for a new kind of device", async () => {
    const { email } = await member();
    await signInFrom(email, CHROME_142_MAC);
    await signInFrom(email, CHROME_143_MAC);
    expect(await newDeviceMails(email)).toHaveLength(0);

    await signInFrom(email, FIREFOX_LINUX);
    const mails = await newDeviceMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(/signed in from Firefox 145 on Linux at \S+ on \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(mails[0].text).toContain("/account");

    await signInFrom(email, FIREFOX_LINUX);
    expect(await newDeviceMails(email)).toHaveLength(1);
  });

  test("not for a wrong password from a new device, nor a sign-in that names no browser", async () => {
    const { email } = await member();
    await signInFrom(email, CHROME_142_MAC);
    expect(await signInFrom(email, FIREFOX_LINUX, "not-my-password")).toBeNull();
    await signInFrom(email, null);
    await signInFrom(email, "curl/8.5.0");
    expect(await newDeviceMails(email)).toHaveLength(0);
  });
});

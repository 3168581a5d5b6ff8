import { createAccount } from "@/lib/accounts/create-account";
import { db } from "@/lib/db";
import { createUser } from "@/lib/users/create-user";

export const DEMO_EMAIL = "demo@example.com";
export const DEMO_PASSWORD = "demo-voice-assistant";

/** Creates the demo account and user once; later runs find them and change nothing. */
export async function seedDemoAccount(): Promise<{ email: string; password: string }> {
  const existing = await db.user.findUnique({ where: { email: DEMO_EMAIL } });
  if (!existing) {
    const account = await createAccount({ name: "Demo Account", tier: "STARTER" });
    await createUser(account.id, { email: DEMO_EMAIL, password: DEMO_PASSWORD, name: "Demo User" });
  }
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}

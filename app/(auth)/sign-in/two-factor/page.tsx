import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/ui/auth-card";
import { getSessionState } from "@/lib/identity/sessions/get-session-user";
import { findTwoFactorStatus } from "@/lib/identity/factors/find-two-factor-status";
import { TwoFactorForm } from "./two-factor-form";

export const metadata: Metadata = { title: "Two-factor sign-in" };
export const dynamic = "force-dynamic";

/** The sign-in's second step, for a session that gave the right password and owes its code. */
export default async function TwoFactorSignInPage() {
  const session = await getSessionState(new Request("http://server-component.invalid/", { headers: await headers() }));
  if (!session) redirect("/sign-in");
  if (!session.secondFactorPending) redirect("/overview");
  const factors = await findTwoFactorStatus(session);
  return (
    <AuthCard title="Two-factor sign-in" footer="Lost your phone and your recovery codes? Ask an owner of your account for help.">
      <TwoFactorForm authenticatorApp={factors.authenticatorApp} passkeys={factors.passkeys > 0} />
    </AuthCard>
  );
}

"use server";

import { z } from "zod";
import { EmailTakenError, signUp } from "@/lib/accounts/sign-up";

export type SignUpResult = { ok: true } | { ok: false; fieldErrors: Record<string, string>; formError?: string };

export async function signUpAction(input: { name: string; email: string; password: string }): Promise<SignUpResult> {
  try {
    await signUp(input);
    return { ok: true };
  } catch (error) {
    if (error instanceof z.ZodError) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
      return { ok: false, fieldErrors };
    }
    if (error instanceof EmailTakenError) return { ok: false, fieldErrors: { email: error.message } };
    throw error;
  }
}

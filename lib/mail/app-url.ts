import { config } from "@/lib/config/config";

/**
 * An absolute link into the dashboard for an e-mail, from NEXTAUTH_URL (the dashboard's public
 * URL). Never from the request's Host header: a forged Host would otherwise put an attacker's
 * site in the invitation or reset link the real user receives.
 */
export function appUrl(path: string): string {
  return new URL(path, config().NEXTAUTH_URL ?? "http://localhost:3000").toString();
}

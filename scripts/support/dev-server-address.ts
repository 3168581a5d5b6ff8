import { configFrom, type RawEnvironment } from "@/lib/config/config";

/** What `npm run dev` listens on unless told otherwise: this machine only. */
export const DEV_DEFAULT_HOST = "127.0.0.1";

/**
 * Where `npm run dev` listens: `--hostname <host>` (or `-H`, `--hostname=<host>`) on the command
 * line, else the HOST setting, else loopback. The dev server serves /dev/mail (every reset and
 * invitation link) without a sign-in and runs Next's development tooling, so it must not be
 * reachable from the café's Wi-Fi by default; 0.0.0.0 opens it on purpose (a phone on the LAN,
 * a container).
 */
export function devServerAddress(argv: readonly string[], env: RawEnvironment): { host: string; port: string } {
  let flagged: string | undefined;
  argv.forEach((argument, index) => {
    if (argument === "--hostname" || argument === "-H") flagged = argv[index + 1];
    else if (argument.startsWith("--hostname=")) flagged = argument.slice("--hostname=".length);
  });
  const host = flagged?.trim() || configFrom(env).HOST || DEV_DEFAULT_HOST;
  return { host, port: env.PORT ?? "3000" };
}

/** Whether `host` is reachable from other machines (the start-up line says so). */
export function listensBeyondThisMachine(host: string): boolean {
  return !["127.0.0.1", "localhost", "::1", "[::1]"].includes(host.toLowerCase());
}

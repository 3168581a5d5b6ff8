// `npm run listen`: the SDK's `vas listen` (sdk/src/cli/listen.ts), run from the app's
// repository, like `stripe listen`: follows the account's events through the Events API and
// forwards each new one to a URL on your machine, signed exactly as webhooks are, with a
// secret printed at start. Customers run the same thing with `npx @voice-assistant/sdk listen`.
//
//   VAS_API_KEY=vk_live_… npx tsx scripts/listen.ts --forward-to http://localhost:4000/hook \
//     [--base-url http://localhost:$PORT] [--secret whsec_…] [--interval 3000]
//
// The key needs the events:read permission. It is read from VAS_API_KEY (or --api-key): npm
// prints a script's arguments before running it, so `npm run listen -- --api-key …` would put
// the key in the terminal's scrollback. The base URL defaults to the port `npm run dev` serves
// on (PORT, else 3000).
import { pathToFileURL } from "node:url";
import { main } from "@/sdk/src/cli/main";

export { defaultBaseUrl, type ListenerOptions, runListener } from "@/sdk/src/cli/listen";

/**
 * The start line that says how to run a receiver for `forwardTo` with the printed secret: in
 * this repository, the example receiver (plain HTTP, any path) on the port the listener forwards to.
 */
export function receiverHint(forwardTo: string, secret: string): string {
  const target = new URL(forwardTo);
  if (target.protocol !== "http:") return `> Start your receiver at ${forwardTo} with it (WEBHOOK_SECRET=${secret})`;
  const port = target.port || "80";
  return `> Start your receiver at ${forwardTo} with it, e.g. WEBHOOK_SECRET=${secret} npx tsx scripts/example-webhook-receiver.ts ${port}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await main(["listen", ...process.argv.slice(2)], { receiverHint });
}

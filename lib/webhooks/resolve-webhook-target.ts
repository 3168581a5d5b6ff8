import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import { config } from "@/lib/config/config";
import { classifyAddress } from "./classify-address";
import { WebhookUrlError } from "./errors";

export type WebhookTarget = { url: URL; address: string; family: 4 | 6 };

const MAX_URL_LENGTH = 2048;

/** Parses a webhook URL and applies the rules that need no network: https, no credentials. */
function parseWebhookUrl(input: string): URL {
  const text = input.trim();
  if (text.length > MAX_URL_LENGTH) throw new WebhookUrlError("invalid_url", `The URL is longer than ${MAX_URL_LENGTH} characters.`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new WebhookUrlError("invalid_url", "This is not a valid URL. Enter a full address such as https://example.com/webhooks.");
  }
  if (url.protocol === "http:") {
    throw new WebhookUrlError(
      "not_https",
      "Webhook URLs must use https://. Plain http:// is not allowed, so events are never sent unencrypted.",
    );
  }
  if (url.protocol !== "https:") throw new WebhookUrlError("not_https", `Webhook URLs must use https://, not ${url.protocol}//.`);
  if (url.username || url.password) {
    throw new WebhookUrlError(
      "invalid_url",
      "Webhook URLs cannot contain a user name or password. Verify requests with the signature instead.",
    );
  }
  if (url.hash) throw new WebhookUrlError("invalid_url", "Webhook URLs cannot contain a #fragment.");
  return url;
}

/**
 * Throws {@link WebhookUrlError} unless every address of `host` is a global unicast one. A
 * single private answer refuses the host: the connection could be made to any of them.
 */
export function assertPublicAddresses(host: string, addresses: ReadonlyArray<{ address: string }>): void {
  for (const { address } of addresses) {
    const reason = classifyAddress(address);
    if (reason === null) continue;
    const target = address === host ? `${host} is` : `${host} resolves to ${address}, which is`;
    throw new WebhookUrlError("forbidden_address", `${target} ${reason}. Webhooks are only sent to public internet addresses.`);
  }
}

/**
 * Resolves a webhook URL's host and checks every address it resolves to, on save and again
 * right before each connection. The caller connects to the returned address (not to the host
 * name again), so DNS cannot answer differently between this check and the connection.
 */
export async function resolveWebhookTarget(input: string | URL): Promise<WebhookTarget> {
  const url = typeof input === "string" ? parseWebhookUrl(input) : input;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  // WEBHOOK_ALLOWED_HOSTS (lower-cased, brackets stripped): for local development and tests
  // only, it is the one way to reach loopback or private addresses.
  const allowListed = config().WEBHOOK_ALLOWED_HOSTS.includes(host);

  let addresses: Array<{ address: string; family: number }>;
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new WebhookUrlError("unresolvable_host", `The host ${host} could not be found. Check the spelling, or its DNS records.`);
    }
    if (addresses.length === 0) throw new WebhookUrlError("unresolvable_host", `The host ${host} has no address.`);
  }

  if (!allowListed) assertPublicAddresses(host, addresses);
  const [first] = addresses;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}

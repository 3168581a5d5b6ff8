// No server imports: the webhook form (a client component) calls it as the URL is saved.
import { classifyAddress } from "@/lib/webhooks/classify-address";

/** The command that brings this instance's events to a URL on the developer's machine. */
export type LocalListenerSuggestion = {
  /** Why the service cannot send there, in a phrase: "localhost is this machine". */
  reason: string;
  /** `npm run listen` for this instance; the key comes from $VAS_API_KEY, never the page. */
  command: string;
};

const LOCAL_NAMES = /^(localhost|.+\.localhost|.+\.local|.+\.internal|host\.docker\.internal)$/;

function parse(typed: string): URL | null {
  const text = typed.trim();
  if (text === "") return null;
  // "localhost:4000/hook" parses as the scheme "localhost:": read a bare address as http://.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`;
  return URL.canParse(withScheme) ? new URL(withScheme) : null;
}

/** Why the host is not on the public internet, or null when it may be. */
function localReason(url: URL): string | null {
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  if (LOCAL_NAMES.test(host)) return `${host} is a name on your own machine or network`;
  const addressReason = /^[\d.]+$|:/.test(host) ? classifyAddress(host) : null;
  if (addressReason !== null && addressReason !== "not an IP address") return `${host} is ${addressReason}`;
  // A name without a dot ("myhost") only resolves on a local network.
  if (!host.includes(".") && !host.includes(":")) return `${host} is a name on your own network`;
  if (url.protocol === "http:") return "it uses plain http://";
  return null;
}

/**
 * For a webhook URL the service will refuse because it points at the developer's own machine
 * (localhost, 127.x, ::1, private addresses) or uses plain http://: the `npm run listen`
 * command that forwards this instance's events there instead. `baseUrl` is the service as the
 * browser reaches it (its origin). Null for anything else, a public https:// URL included
 * (the server's own check explains a refusal of those).
 */
export function suggestLocalListener(typed: string, baseUrl: string): LocalListenerSuggestion | null {
  const url = parse(typed);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return null;
  const reason = localReason(url);
  if (reason === null) return null;
  const quote = (value: string) => (/^[\w@%+=:,./-]+$/.test(value) ? value : `'${value.replaceAll("'", "'\\''")}'`);
  return {
    reason,
    command: `npm run listen -- --base-url ${quote(new URL(baseUrl).origin)} --forward-to ${quote(url.toString())}`,
  };
}

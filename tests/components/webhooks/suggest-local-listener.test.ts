// The webhook form's guidance for a URL on the developer's machine: the exact `npm run listen`
// command for this instance, the key left to $VAS_API_KEY. The server's refusal is unchanged.
import { expect, test } from "vitest";
import { suggestLocalListener } from "@/components/webhooks/suggest-local-listener";

const BASE = "http://localhost:3000/webhooks";

test.each([
  ["http://localhost:4000", "http://localhost:4000/"],
  ["http://localhost:4000/hook", "http://localhost:4000/hook"],
  ["localhost:4000/hook", "http://localhost:4000/hook"],
  ["https://localhost:4000/hook", "https://localhost:4000/hook"],
  ["http://127.0.0.1:4000/hook", "http://127.0.0.1:4000/hook"],
  ["https://127.0.0.2/hook", "https://127.0.0.2/hook"],
  // Quoted: zsh reads [ ] as a glob.
  ["http://[::1]:4000/hook", "'http://[::1]:4000/hook'"],
  ["https://192.168.1.20/hook", "https://192.168.1.20/hook"],
  ["https://10.0.0.5:8443/hook", "https://10.0.0.5:8443/hook"],
  ["https://app.localhost/hook", "https://app.localhost/hook"],
  ["https://printer.local/hook", "https://printer.local/hook"],
  ["https://devbox:4000/hook", "https://devbox:4000/hook"],
  ["http://example.com/hook", "http://example.com/hook"],
])("%s: forward this instance's events there with npm run listen", (typed, forwardTo) => {
  const suggestion = suggestLocalListener(typed, BASE);
  expect(suggestion?.command).toBe(`npm run listen -- --base-url http://localhost:3000 --forward-to ${forwardTo}`);
});

test("the command names the instance as the browser reaches it, and never an API key", () => {
  const suggestion = suggestLocalListener("http://localhost:4000/hook", "https://voice.example.com:8443/webhooks?x=1");
  expect(suggestion?.command).toBe("npm run listen -- --base-url https://voice.example.com:8443 --forward-to http://localhost:4000/hook");
  expect(suggestion?.command).not.toMatch(/vk_|--api-key/);
});

test("the reason says why the service cannot send there", () => {
  expect(suggestLocalListener("http://127.0.0.1:4000", BASE)?.reason).toBe("127.0.0.1 is a loopback address");
  expect(suggestLocalListener("https://192.168.1.20/hook", BASE)?.reason).toBe("192.168.1.20 is a private network address");
  expect(suggestLocalListener("http://example.com/hook", BASE)?.reason).toBe("it uses plain http://");
});

test("a URL with characters the shell reads is quoted", () => {
  expect(suggestLocalListener("http://localhost:4000/hook?a=1&b=2", BASE)?.command).toBe(
    "npm run listen -- --base-url http://localhost:3000 --forward-to 'http://localhost:4000/hook?a=1&b=2'",
  );
});

test.each(["https://example.com/hook", "https://8.8.8.8/hook", "", "not a url at all", "ftp://localhost/x"])(
  "%j: no suggestion (public https, or nothing the listener could forward to)",
  (typed) => {
    expect(suggestLocalListener(typed, BASE)).toBeNull();
  },
);

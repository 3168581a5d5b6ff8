import { describe, expect, test } from "vitest";
import { authOptions } from "@/lib/identity/sign-in/auth-options";
import { sameOriginUrl } from "@/lib/identity/sign-in/same-origin-url";

const OURS = "http://localhost:3000";

describe("redirects after sign-in stay on our origin", () => {
  test.each([
    ["/\\evil.example"],
    ["\\/evil.example"],
    ["//evil.example"],
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["\t//evil.example"],
    ["/\\\tevil.example/overview"],
    ["https://evil.example/overview"],
    ["http://localhost:3000.evil.example/"],
    ["http://localhost:3000@evil.example/"],
    ["https://localhost:3000/overview"],
    ["javascript:alert(document.cookie)"],
    ["data:text/html,<script>alert(1)</script>"],
    ["http://[::1"],
  ])("%j falls back to the dashboard", (candidate) => {
    expect(sameOriginUrl(candidate, OURS).href).toBe(`${OURS}/overview`);
    // next-auth's own redirect (signIn/signOut callbackUrl) applies the same rule.
    expect(authOptions.callbacks!.redirect!({ url: candidate, baseUrl: OURS })).toBe(`${OURS}/`);
  });

  test.each([
    ["/calls?status=failed#latest", `${OURS}/calls?status=failed#latest`],
    ["/webhooks", `${OURS}/webhooks`],
    [`${OURS}/plan`, `${OURS}/plan`],
    ["calls", `${OURS}/calls`],
  ])("%j stays where it points", (candidate, expected) => {
    expect(sameOriginUrl(candidate, OURS).href).toBe(expected);
  });

  test("no callbackUrl goes to the overview", () => {
    expect(sameOriginUrl(null, OURS).pathname).toBe("/overview");
  });
});

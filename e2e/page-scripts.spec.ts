// The scripts a page loads are what `next build` made of them: each starts with Chromium's
// hint to compile it while it streams in (decision 0230), and none is missing.
import { COMPILE_HINT } from "@/scripts/support/add-compile-hints";
import { expect, test } from "./support/fixtures";

test("every script the sign-in page loads starts with the compile hint", { tag: ["@prod-safe"] }, async ({ request }) => {
  const html = await (await request.get("/sign-in")).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const src of new Set(scripts)) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect((await response.text()).startsWith(COMPILE_HINT), `${src} starts with the hint`).toBe(true);
  }
});

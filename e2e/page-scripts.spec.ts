// The scripts a page loads are what `next build` made of them: each starts with Chromium's
// hint to compile it while it streams in (decision 0230), and none is missing.
import { expect, test } from "./support/fixtures";

const HINT = "//# allFunctionsCalledOnLoad\n";

test("every script the sign-in page loads starts with the compile hint", { tag: ["@prod-safe"] }, async ({ request }) => {
  const html = await (await request.get("/sign-in")).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const src of new Set(scripts)) {
    const response = await request.get(src);
    expect(response.status(), src).toBe(200);
    expect((await response.text()).startsWith(HINT), `${src} starts with the hint`).toBe(true);
  }
});

// The page checks the other specs rely on, on pages made here: each must be able to fail.
import { expect, test } from "./support/fixtures";
import { expectNoSeriousA11yViolations } from "./support/page-checks";

test("the accessibility check fails on serious violations, names them, and leaves out what it is told to", async ({ page }) => {
  await page.setContent(
    '<html lang="en"><title>Checks</title><main><div id="picture"><img src="data:,"></div><div id="action"><button></button></div></main></html>',
  );
  const both = expectNoSeriousA11yViolations(page, "both");
  await expect(both).rejects.toThrow(/image-alt \(critical\): .* — img\b/);
  await expect(both).rejects.toThrow(/button-name \(critical\)/);
  const withoutPicture = expectNoSeriousA11yViolations(page, "without the picture", { exclude: "#picture" });
  await expect(withoutPicture).rejects.toThrow(/button-name \(critical\)/);
  await expect(withoutPicture).rejects.not.toThrow(/image-alt/);

  await page.locator("img").evaluate((image) => image.setAttribute("alt", "A picture"));
  await page.locator("button").evaluate((button) => button.append("Save"));
  await expectNoSeriousA11yViolations(page, "fixed");
});

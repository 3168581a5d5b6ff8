import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** axe-core's browser build, put into a page once per load (the page keeps `window.axe`). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * WCAG 2.1 A and AA rules; of what passed or did not apply, only a count comes back, not every
 * element it checked (on the API reference, some 14,000 of them).
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
  resultTypes: ["violations"],
};

/**
 * Runs axe in the page and fails on any serious or critical violation. axe-core directly, not
 * @axe-core/playwright's AxeBuilder: that sends axe's 550 KB source into the page twice per
 * check, and each time the page parses it again (decision 0231). In the page itself, not
 * frame by frame: no page of the app has a cross-origin frame (decision 0143).
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string, { exclude }: { exclude?: string } = {}): Promise<void> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    ([exclude, options]) => {
      const { axe } = window as unknown as { axe: { run: (context: unknown, options: RunOptions) => Promise<AxeResults> } };
      return axe.run(exclude ? { exclude: [exclude] } : document, options);
    },
    [exclude, AXE_OPTIONS] as const,
  );
  const serious = results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 5)
          .join(", ")}`,
    );
  expect(serious, `${label}: serious or critical accessibility violations`).toEqual([]);
}

/**
 * Fails when any visible element sticks out of the viewport sideways, or out of an ancestor
 * that clips it (overflow other than visible): what a phone user could not see or reach
 * without a hidden sideways scroll. Vertical scrolling is fine (pages and panels scroll down),
 * so only `overflow: hidden | clip` ancestors count vertically. Code in a keyboard-focusable
 * scroll box may run on sideways.
 */
export async function expectNothingClipped(page: Page, label: string): Promise<void> {
  const clipped = await page.evaluate(() => {
    const tolerance = 1;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const testId = element.getAttribute("data-testid");
      const text = (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${element.tagName.toLowerCase()}${id}${testId ? ` data-testid=${testId}` : ""}> “${text}”`;
    };
    const isVisible = (element: Element, rect: DOMRect) => {
      if (rect.width <= 1 || rect.height <= 1) return false; // empty, or visually hidden (sr-only)
      const style = getComputedStyle(element);
      return style.visibility !== "hidden" && style.display !== "contents";
    };
    // Screen-reader-only boxes (1 px, clipped) hold content that is meant to be invisible.
    const isVisuallyHidden = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.clip === "rect(0px, 0px, 0px, 0px)" || (box.width <= 1 && box.height <= 1 && style.overflow === "hidden");
    };
    const insideHidden = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        if (isVisuallyHidden(node)) return true;
      }
      return false;
    };
    // A code block that scrolls sideways is a convention readers know, and reachable by
    // keyboard when its scroll box is focusable (tabindex), unlike a table whose columns
    // vanish: its lines may run on. The scroll box itself must still fit.
    const insideCodeScroller = (element: Element) => {
      const block = element.closest("pre");
      if (!block) return false;
      for (let box: Element | null = block; box && box !== document.body; box = box.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(box).overflowX)) return box !== element && (box as HTMLElement).tabIndex >= 0;
      }
      return false;
    };
    const problems: string[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      const rect = element.getBoundingClientRect();
      if (!isVisible(element, rect) || insideHidden(element) || insideCodeScroller(element)) continue;
      if (rect.left < -tolerance || rect.right > window.innerWidth + tolerance) {
        problems.push(`${describe(element)} spans x ${Math.round(rect.left)}–${Math.round(rect.right)} of a ${window.innerWidth}px screen`);
        continue;
      }
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        const box = ancestor.getBoundingClientRect();
        const clipsX = style.overflowX !== "visible";
        const clipsY = style.overflowY === "hidden" || style.overflowY === "clip";
        const outX = clipsX && (rect.left < box.left - tolerance || rect.right > box.right + tolerance);
        const outY = clipsY && (rect.top < box.top - tolerance || rect.bottom > box.bottom + tolerance);
        if (outX || outY) {
          problems.push(`${describe(element)} is cut off by its ancestor ${describe(ancestor).slice(0, 60)}`);
          break;
        }
      }
    }
    return problems;
  });
  expect(clipped, `${label}: elements cut off`).toEqual([]);
}

// `npm run dev` asks for the first pages once as soon as its server listens, so Next has
// compiled them before the newcomer opens them (decisions 0207, 0218).
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { createServer } from "node:http";
import { expect, test } from "vitest";
import { FIRST_PAGES, warmFirstPages } from "@/scripts/support/warm-first-pages";

test("asks for each wave's pages at once, and for the next wave only once the previous one is answered, without following redirects", async () => {
  const seen: string[] = [];
  const open = new Set<string>();
  const openTogether: string[][] = [];
  const server = createServer((request, response) => {
    const url = request.url ?? "";
    seen.push(url);
    open.add(url);
    openTogether.push([...open].sort());
    // A dashboard page without a session: a redirect to sign in, answered after a while.
    setTimeout(() => {
      open.delete(url);
      response.writeHead(url === "/overview" ? 307 : 200, { Location: "/sign-in" }).end("compiled");
    }, 30);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await warmFirstPages(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  // Each page once (a followed redirect would ask for /sign-in again).
  expect([...seen].sort()).toEqual(FIRST_PAGES.flat().sort());
  // The sign-in flow's pages were open together; the interactive reference never beside them.
  expect(openTogether).toContainEqual([...FIRST_PAGES[0]].sort());
  for (const together of openTogether)
    if (together.includes("/api-reference/interactive")) expect(together).toEqual(["/api-reference/interactive"]);
  expect(seen.at(-1)).toBe("/api-reference/interactive");
});

test("a server that is gone is no error: the real visit says what is wrong", async () => {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  await expect(warmFirstPages(`http://127.0.0.1:${port}`)).resolves.toBeUndefined();
});

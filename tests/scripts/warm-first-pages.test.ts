// `npm run dev` asks for the first pages once as soon as its server listens, so Next has
// compiled them before the newcomer opens them (decision 0207).
import { type AddressInfo, createServer as createNetServer } from "node:net";
import { createServer } from "node:http";
import { expect, test } from "vitest";
import { FIRST_PAGES, warmFirstPages } from "@/scripts/support/warm-first-pages";

test("requests each first page once, in order, one after the other, without following redirects", async () => {
  const seen: string[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = createServer((request, response) => {
    seen.push(request.url ?? "");
    open++;
    mostOpen = Math.max(mostOpen, open);
    // A dashboard page without a session: a redirect to sign in, answered after a while.
    setTimeout(() => {
      open--;
      response.writeHead(request.url === "/sign-in" ? 200 : 307, { Location: "/sign-in" }).end("compiled");
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    await warmFirstPages(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  expect(seen).toEqual([...FIRST_PAGES]);
  expect(mostOpen).toBe(1);
});

test("a server that is gone is no error: the real visit says what is wrong", async () => {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  await expect(warmFirstPages(`http://127.0.0.1:${port}`)).resolves.toBeUndefined();
});

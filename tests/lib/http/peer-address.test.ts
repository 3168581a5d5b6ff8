import { connect } from "node:net";
import { createServer, type Server } from "node:http";
import { fromNodeOutgoingHttpHeaders } from "next/dist/server/web/utils";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { configFrom } from "@/lib/config/config";
import { allowedMethodsOf } from "@/lib/runtime/allowed-methods";
import { clientAddress, PEER_ADDRESS_HEADER } from "@/lib/http/client-address";
import { forwardedForWarning, installRequestHook } from "@/lib/runtime/install-node-hooks";

// A real HTTP server with the request hook installed, standing in for `next start`: it answers with
// the client address the app would count, from the headers built the way Next.js builds its
// Request (fromNodeOutgoingHttpHeaders over req.headers), and with every raw header line.
let server: Server;
let port = 0;

beforeAll(async () => {
  installRequestHook(allowedMethodsOf);
  server = createServer((req, res) => {
    const headers = fromNodeOutgoingHttpHeaders(req.headers);
    const raw = req.rawHeaders.filter((_, index) => index % 2 === 0 && req.rawHeaders[index].toLowerCase() === PEER_ADDRESS_HEADER);
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify({ address: clientAddress(headers, 0), peer: headers.get(PEER_ADDRESS_HEADER), rawCopies: raw.length }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends header lines exactly as written (casing, repetitions), over a raw socket. */
function sendRaw(headerLines: string[]): Promise<{ address: string; peer: string; rawCopies: number }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(["GET /whoami HTTP/1.1", "Host: app.test", "Connection: close", ...headerLines, "", ""].join("\r\n"));
    });
    let text = "";
    socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
    socket.on("error", reject);
    socket.on("end", () => {
      const body = text.slice(text.indexOf("\r\n\r\n") + 4);
      try {
        resolve(JSON.parse(body.slice(body.indexOf("{"), body.lastIndexOf("}") + 1)));
      } catch {
        reject(new Error(`unexpected answer: ${text}`));
      }
    });
  });
}

describe("the peer address", () => {
  test.each([
    ["nothing sent", []],
    ["the private header", [`${PEER_ADDRESS_HEADER}: 203.0.113.9`]],
    ["upper case", [`X-VAS-PEER-ADDRESS: 203.0.113.9`]],
    ["mixed case", [`X-Vas-Peer-Address: 203.0.113.9`]],
    ["twice", [`${PEER_ADDRESS_HEADER}: 203.0.113.9`, `X-Vas-Peer-Address: 203.0.113.10`]],
    ["a list", [`${PEER_ADDRESS_HEADER}: 203.0.113.9, 203.0.113.10`]],
    ["empty", [`${PEER_ADDRESS_HEADER}:`]],
    ["IPv6", [`${PEER_ADDRESS_HEADER}: 2001:db8::1`]],
    ["with X-Forwarded-For", ["X-Forwarded-For: 203.0.113.9", `${PEER_ADDRESS_HEADER}: 203.0.113.9`]],
    [
      "X-Forwarded-For variants",
      ["X-Forwarded-For: 203.0.113.9", "x-forwarded-for: 10.0.0.1", "X-Real-IP: 203.0.113.9", "Forwarded: for=203.0.113.9"],
    ],
    ["a lookalike name", [`x_vas_peer_address: 203.0.113.9`, `x-vas-peer-address-: 203.0.113.9`]],
  ])("cannot be chosen by the client (%s)", async (_, lines) => {
    const answer = await sendRaw(lines);
    expect(answer.address).toBe("127.0.0.1");
    expect(answer.peer).toBe("127.0.0.1");
    // Exactly one raw line is left, the server's own.
    expect(answer.rawCopies).toBe(1);
  });

  test("a header name with a space before the colon is refused by Node before it can count", async () => {
    await expect(sendRaw([`${PEER_ADDRESS_HEADER} : 203.0.113.9`])).rejects.toThrow(/unexpected answer: HTTP\/1.1 400/);
  });
});

describe("the X-Forwarded-For warning", () => {
  const forwarded = { headers: { "x-forwarded-for": "203.0.113.9" } };
  const plain = { headers: {} };

  test("a production instance with no trusted proxy names TRUSTED_PROXY_HOPS once, on the first forwarded request", () => {
    const warnings: string[] = [];
    const check = forwardedForWarning(configFrom({ NODE_ENV: "production" }), (message) => warnings.push(message));
    check(plain);
    expect(warnings).toEqual([]);
    check(forwarded);
    check(forwarded);
    expect(warnings).toEqual([expect.stringContaining("TRUSTED_PROXY_HOPS is 0")]);
  });

  test.each<[NodeJS.ProcessEnv]>([[{ NODE_ENV: "production", TRUSTED_PROXY_HOPS: "1" }], [{ NODE_ENV: "development" }]])(
    "stays quiet with %j",
    (env) => {
      const warnings: string[] = [];
      forwardedForWarning(configFrom(env), (message) => warnings.push(message))(forwarded);
      expect(warnings).toEqual([]);
    },
  );
});

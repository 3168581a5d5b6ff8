// A real HTTPS webhook receiver for tests, the browser suite and the benchmark: a self-signed
// certificate made with the openssl command, a Node https server on 127.0.0.1, and every
// request recorded.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

export type ReceivedRequest = { method: string; url: string; headers: IncomingHttpHeaders; body: string; receivedAt: number };
export type ReceiverHandler = (request: ReceivedRequest, response: ServerResponse) => void;

export type HttpsReceiver = {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** https://localhost:<port>, for host-name URLs (the certificate covers both). */
  localhostOrigin: string;
  /** PEM file of the self-signed certificate: set WEBHOOK_CA_FILE to it to trust it. */
  caFile: string;
  requests: ReceivedRequest[];
  /** Replaces how the next requests are answered (default: 200 "ok"). */
  respond: (handler: ReceiverHandler) => void;
  close: () => Promise<void>;
};

export function makeSelfSignedCertificate(extraNames: string[] = []): { dir: string; keyFile: string; certFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "webhook-receiver-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-keyout",
      keyFile,
      "-out",
      certFile,
      "-days",
      "2",
      "-subj",
      "/CN=localhost",
      "-addext",
      `subjectAltName=${["DNS:localhost", ...extraNames.map((name) => `DNS:${name}`), "IP:127.0.0.1"].join(",")}`,
    ],
    { stdio: "ignore" },
  );
  return { dir, keyFile, certFile };
}

export type ReceiverOptions = {
  record?: boolean;
  hostNames?: string[];
  /** A certificate made earlier (the browser suite's server must trust it before it starts). */
  tls?: { keyFile: string; certFile: string };
};

export async function startHttpsReceiver({ record = true, hostNames = [], tls }: ReceiverOptions = {}): Promise<HttpsReceiver> {
  const { dir, keyFile, certFile } = tls ? { dir: undefined, ...tls } : makeSelfSignedCertificate(hostNames);
  const requests: ReceivedRequest[] = [];
  let handler: ReceiverHandler = (_request, response) => response.writeHead(200, { "Content-Type": "text/plain" }).end("ok");

  const server: Server = createServer({ key: readFileSync(keyFile), cert: readFileSync(certFile) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const received = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
        receivedAt: Date.now(),
      };
      if (record) requests.push(received);
      handler(received, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    origin: `https://127.0.0.1:${port}`,
    localhostOrigin: `https://localhost:${port}`,
    caFile: certFile,
    requests,
    respond: (next) => {
      handler = next;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

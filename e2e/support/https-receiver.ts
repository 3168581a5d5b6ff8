// A real HTTPS webhook receiver for the browser suite, with a self-signed certificate made by
// the openssl command. The app under test trusts it through WEBHOOK_CA_FILE.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export type ReceivedRequest = { headers: Record<string, string>; body: string };

/** Writes a key and a certificate for 127.0.0.1/localhost; returns their paths. */
export function makeSelfSignedCertificate(): { keyFile: string; certFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), "e2e-receiver-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", keyFile, "-out", certFile, "-days", "1", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
  ], { stdio: "ignore" });
  return { keyFile, certFile };
}

/** Starts the receiver on a free port; every request is recorded and answered 200. */
export async function startHttpsReceiver(tls: { keyFile: string; certFile: string }) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer({ key: readFileSync(tls.keyFile), cert: readFileSync(tls.certFile) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(200, { "Content-Type": "application/json" }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/webhooks`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

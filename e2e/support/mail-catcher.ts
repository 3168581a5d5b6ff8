// A real SMTP server that keeps what it receives, for the `deployed` project: the deployment
// under test sends its mail here (its SMTP_URL points at this catcher's SMTP port) and the tests
// read it back over HTTP. The HTTP answer has MailDev's shape (`GET /email`: every message, with
// `to` as `{ address, name }[]`), so a MailDev the deployment already sends to can stand in for
// it (E2E_MAIL_CATCHER_URL). Started by e2e/support/global-setup.ts, or on its own where a
// deployment can reach it: `npx tsx e2e/support/mail-catcher.ts` (E2E_SMTP_PORT, E2E_MAIL_HTTP_PORT).
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

export type CaughtMail = {
  id: string;
  subject: string;
  text: string;
  html: string;
  from: { address: string; name: string }[];
  to: { address: string; name: string }[];
  date: string;
};

export type MailCatcher = { smtpPort: number; url: string; messages: CaughtMail[]; stop: () => Promise<void> };

function addresses(field: AddressObject | AddressObject[] | undefined): { address: string; name: string }[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map(({ address, name }) => ({ address: (address ?? "").toLowerCase(), name })));
}

/** Listens for SMTP on `smtpPort` and for HTTP on `httpPort` (0: any free port), both on `host`. */
export async function startMailCatcher({
  smtpPort,
  httpPort = 0,
  host = "127.0.0.1",
}: {
  smtpPort: number;
  httpPort?: number;
  host?: string;
}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  let received = 0;
  const smtp = new SMTPServer({
    // Plain SMTP without a login, as a local catcher: the deployment's SMTP_URL is smtp://host:port.
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received += 1;
          // The envelope's recipients are who the mail was for, whatever the headers say.
          const envelope = session.envelope.rcptTo.map(({ address }) => ({ address: address.toLowerCase(), name: "" }));
          const headerTo = addresses(parsed.to);
          messages.push({
            id: String(received),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            from: addresses(parsed.from),
            to: headerTo.length > 0 ? headerTo : envelope,
            date: (parsed.date ?? new Date()).toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(smtpPort, host, () => resolve());
  });

  const http: Server = createServer((request, response) => {
    if (request.method === "GET" && request.url?.split("?")[0] === "/email") {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(messages));
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(httpPort, host, () => resolve());
  });
  const { port } = http.address() as AddressInfo;

  return {
    smtpPort,
    url: `http://${host}:${port}`,
    messages,
    stop: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

// Run on its own: a catcher for a deployment elsewhere, until stopped.
if (import.meta.url === `file://${process.argv[1]}`) {
  const catcher = await startMailCatcher({
    smtpPort: Number(process.env.E2E_SMTP_PORT ?? 2525),
    httpPort: Number(process.env.E2E_MAIL_HTTP_PORT ?? 1080),
    host: process.env.E2E_MAIL_HOST ?? "0.0.0.0",
  });
  console.log(`SMTP on port ${catcher.smtpPort}; messages at ${catcher.url}/email (E2E_MAIL_CATCHER_URL)`);
}

// The one way the app sends e-mail: the dev outbox (development, tests, and a production
// build that opts in), or SMTP through nodemailer, here against a small SMTP server on
// node:net that keeps what it is sent.
import { createServer, type Server } from "node:net";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { configFrom } from "@/lib/config/config";
import { db } from "@/lib/db";
import { devOutboxVisible, mailTransport } from "@/lib/mail/mail-transport";
import { renderMail } from "@/lib/mail/render-mail";
import { sendMail } from "@/lib/mail/send-mail";
import { captureLogs } from "@/tests/support/capture-logs";

const env = (values: Record<string, string>) => configFrom(values);

describe("mailTransport and devOutboxVisible", () => {
  test.each([
    [{}, "outbox"],
    [{ SMTP_URL: "smtp://smtp.example.com:587" }, "smtp"],
    [{ SMTP_URL: "  " }, "outbox"],
    [{ SMTP_URL: "smtp://smtp.example.com:587", MAIL_TRANSPORT: "outbox" }, "outbox"],
    [{ SMTP_URL: "smtp://smtp.example.com:587", MAIL_TRANSPORT: "smtp" }, "smtp"],
  ])("%j → %s", (values, expected) => {
    expect(mailTransport(env(values))).toBe(expected);
  });

  test("/dev/mail: always outside production; in production only with MAIL_TRANSPORT=outbox", () => {
    expect(devOutboxVisible(env({ NODE_ENV: "development" }))).toBe(true);
    expect(devOutboxVisible(env({ NODE_ENV: "test", SMTP_URL: "smtp://smtp.example.com" }))).toBe(true);
    expect(devOutboxVisible(env({ NODE_ENV: "production", SMTP_URL: "smtp://smtp.example.com" }))).toBe(false);
    // A production without SMTP_URL does not start (lib/runtime/check-environment.ts); were it running, no outbox page either.
    expect(devOutboxVisible(env({ NODE_ENV: "production" }))).toBe(false);
    expect(devOutboxVisible(env({ NODE_ENV: "production", MAIL_TRANSPORT: "outbox" }))).toBe(true);
  });
});

const message = () =>
  renderMail(`outbox-${Date.now()}-${Math.random()}@mail.test`, {
    subject: "Hello <there>",
    heading: "A heading & more",
    paragraphs: ["First paragraph."],
    action: { label: "Open", url: "http://localhost:3000/reset-password/abc" },
  });

describe("sendMail to the dev outbox", () => {
  test("keeps the message with both bodies and logs a link to /dev/mail/<id>", async () => {
    const mail = message();
    const { lines } = await captureLogs(() => sendMail(mail));
    const kept = await db.devMailMessage.findFirstOrThrow({ where: { to: mail.to } });
    expect(kept).toMatchObject({ subject: "Hello <there>", text: mail.text, html: mail.html });
    expect(kept.id).toMatch(/^mail_/);
    expect(kept.html).toContain("A heading &amp; more");
    const line = lines.find((logged) => logged.msg.startsWith("mail kept in the dev outbox"));
    expect(line?.msg).toMatch(new RegExp(`/dev/mail/${kept.id}$`));
    expect(line).toMatchObject({ to: mail.to, subject: mail.subject });
  });

  test("MAIL_TRANSPORT=outbox wins over SMTP_URL (the test suites' production servers)", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:1";
    process.env.MAIL_TRANSPORT = "outbox";
    try {
      const mail = message();
      await sendMail(mail);
      expect(await db.devMailMessage.count({ where: { to: mail.to } })).toBe(1);
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_TRANSPORT;
    }
  });
});

/** Just enough of RFC 5321 for nodemailer to hand over one message; what it received is kept. */
function startSmtpServer(): Promise<{ server: Server; port: number; received: { from: string; to: string[]; data: string }[] }> {
  const received: { from: string; to: string[]; data: string }[] = [];
  const server = createServer((socket) => {
    let buffer = "";
    let inData = false;
    let current = { from: "", to: [] as string[], data: "" };
    socket.write("220 test-smtp ready\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            socket.write("250 2.0.0 queued\r\n");
          } else {
            current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 test-smtp\r\n");
        else if (verb === "MAIL") (current.from = line), socket.write("250 2.1.0 ok\r\n");
        else if (verb === "RCPT") current.to.push(line), socket.write("250 2.1.5 ok\r\n");
        else if (verb === "DATA") (inData = true), socket.write("354 go ahead\r\n");
        else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
    socket.on("error", () => {});
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ server, port: (server.address() as { port: number }).port, received })),
  );
}

describe("sendMail by SMTP (nodemailer)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => {
    smtp.server.close();
  });

  test("SMTP_URL sends from MAIL_FROM, with the plain-text and the HTML body; nothing is kept", async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    process.env.MAIL_FROM = "Voice Assistant Service <no-reply@vas.test>";
    try {
      const mail = message();
      await sendMail(mail);
      expect(smtp.received).toHaveLength(1);
      const [sent] = smtp.received;
      expect(sent.from).toMatch(/^MAIL FROM:<no-reply@vas\.test>/i);
      expect(sent.to).toEqual([expect.stringMatching(new RegExp(`^RCPT TO:<${mail.to.replace(/\./g, "\\.")}>`, "i"))]);
      expect(sent.data).toMatch(/^Subject: Hello <there>$/m);
      expect(sent.data).toMatch(/^From: Voice Assistant Service <no-reply@vas\.test>$/m);
      expect(sent.data).toMatch(/Content-Type: multipart\/alternative/);
      expect(sent.data).toMatch(/Content-Type: text\/plain/);
      expect(sent.data).toMatch(/Content-Type: text\/html/);
      expect(sent.data).toContain("First paragraph.");
      expect(await db.devMailMessage.count({ where: { to: mail.to } })).toBe(0);
    } finally {
      delete process.env.SMTP_URL;
      delete process.env.MAIL_FROM;
    }
  });
});

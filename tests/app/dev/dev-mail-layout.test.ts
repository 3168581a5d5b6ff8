// /dev/mail answers 404 in a production build unless mail is kept on purpose (MAIL_TRANSPORT=outbox).
import { afterEach, expect, test } from "vitest";
import DevMailLayout from "@/app/dev/mail/layout";

const saved = { NODE_ENV: process.env.NODE_ENV, MAIL_TRANSPORT: process.env.MAIL_TRANSPORT };
const setEnv = (name: string, value: string | undefined) => {
  if (value === undefined) delete (process.env as Record<string, string | undefined>)[name];
  else (process.env as Record<string, string | undefined>)[name] = value;
};

afterEach(() => {
  setEnv("NODE_ENV", saved.NODE_ENV);
  setEnv("MAIL_TRANSPORT", saved.MAIL_TRANSPORT);
});

const render = () => DevMailLayout({ children: null });
const notFound = expect.objectContaining({ digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/) });

test("in production without the outbox opt-in: 404", () => {
  setEnv("NODE_ENV", "production");
  setEnv("MAIL_TRANSPORT", undefined);
  expect(render).toThrow(notFound);
  setEnv("MAIL_TRANSPORT", "smtp");
  expect(render).toThrow(notFound);
});

test("in production with MAIL_TRANSPORT=outbox, and outside production: shown", () => {
  setEnv("NODE_ENV", "production");
  setEnv("MAIL_TRANSPORT", "outbox");
  expect(render()).toBeTruthy();
  setEnv("NODE_ENV", "development");
  setEnv("MAIL_TRANSPORT", undefined);
  expect(render()).toBeTruthy();
});

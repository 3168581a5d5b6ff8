// .env.example is written from the settings' schema: it lists every setting an operator may
// set, and cannot fall behind it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { renderEnvExample } from "@/lib/config/env-example";
import { metaOf, SETTING_NAMES } from "@/lib/config/settings";

const file = path.resolve(__dirname, "../../../.env.example");

describe(".env.example", () => {
  test("is what the schema writes (run `npm run config:env-example` after changing lib/config/settings.ts)", () => {
    expect(readFileSync(file, "utf8")).toBe(renderEnvExample());
  });

  test("has a line for every setting but those Next.js or the host sets", () => {
    const text = renderEnvExample();
    for (const name of SETTING_NAMES) {
      const listed = new RegExp(`^(# )?${name}=`, "m").test(text);
      expect(listed, name).toBe(metaOf(name).group !== "platform");
    }
  });

  test("says which settings production requires, with their descriptions and defaults", () => {
    const text = renderEnvExample();
    expect(text).toMatch(/# The PostgreSQL URL\.[\s\S]*Required in production\. Secret\.\nDATABASE_URL=postgresql:\/\//);
    expect(text).toMatch(/Required in production \(unless\s+(# )?MAIL_TRANSPORT=outbox\)\. Secret\.\n# SMTP_URL=/);
    expect(text).toMatch(/Default: 20\.\n# SIGN_UP_LIMIT_PER_HOUR=20\n/);
  });
});

// The API logs never keep one of the service's credentials (an API key `vk_live_…`, a webhook
// signing secret `whsec_…`), wherever a request put it: in a JSON value or a field name, glued
// to any character, in text that is not JSON, in a query's names and values, in the path or a
// header, raw or percent-encoded (decision 0179). The cases reported in issue 40 first, then a
// property test that places real-shaped credentials at arbitrary positions.
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { cleanText, isSecretField, REDACTED_VALUE, redactBody, redactQuery } from "@/lib/api-logs/redact-for-log";
import { newSigningSecret } from "@/lib/webhooks/new-signing-secret";
import { callApi, createTestAccount, validAssistant } from "../../support/api-client";
import { storedRequestLog } from "../../support/stored-request-log";

const API_KEY_PREFIX = "vk_live_";
const SIGNING_SECRET_PREFIX = "whsec_";
/** The shape lib/api-keys/create-api-key.ts makes: the prefix and 24 random bytes in base64url. */
const KEY = `${API_KEY_PREFIX}${Buffer.from("issue-40: a key in the logs!").subarray(0, 24).toString("base64url")}`;
/** The shape lib/webhooks/new-signing-secret.ts makes: the prefix and 32 random bytes in base64url. */
const SECRET = `${SIGNING_SECRET_PREFIX}${Buffer.alloc(32, "whsec: a signing secret, logged").toString("base64url")}`;

/** RFC 3986 unreserved characters written as `%XX` become themselves: what a server reads. */
function decodeUnreserved(text: string): string {
  return text.replace(/%([0-9A-Fa-f]{2})/g, (written, hex: string) => {
    const char = String.fromCharCode(Number.parseInt(hex, 16));
    return /[A-Za-z0-9._~-]/.test(char) ? char : written;
  });
}

/** The credential, or any 8 characters of its secret part, still readable in `output` (raw or percent-encoded). */
function leaked(output: string | null, credential: string): string | null {
  if (output === null) return null;
  const readable = decodeUnreserved(output);
  if (readable.includes(credential)) return credential;
  const secret = credential.slice((credential.startsWith(API_KEY_PREFIX) ? API_KEY_PREFIX : SIGNING_SECRET_PREFIX).length);
  for (let at = 0; at + 8 <= secret.length; at++) {
    if (readable.includes(secret.slice(at, at + 8))) return secret.slice(at, at + 8);
  }
  return null;
}

/** Every character written as `%XX`, upper- or lower-case hex by `lower`. */
function percentEncodeAll(text: string, lower = false): string {
  const encoded = [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`).join("");
  return lower ? encoded.toLowerCase() : encoded;
}

describe("issue 40: the reported positions", () => {
  test("the real generators make the shapes these tests use", () => {
    expect(KEY).toMatch(/^vk_live_[A-Za-z0-9_-]{32}$/);
    expect(SECRET).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(newSigningSecret()).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });

  for (const credential of [KEY, SECRET]) {
    const kind = credential.startsWith(API_KEY_PREFIX) ? "an API key" : "a signing secret";

    test(`${kind} glued to a word character in a failed body is masked`, () => {
      const logged = redactBody(JSON.stringify({ name: `x_${credential}` }));
      expect(leaked(logged, credential)).toBeNull();
      expect(JSON.parse(logged!)).toEqual({ name: `x_${REDACTED_VALUE}` });
    });

    test(`${kind} as a JSON field name is masked`, () => {
      const logged = redactBody(JSON.stringify({ [credential]: "oops", name: "x" }));
      expect(leaked(logged, credential)).toBeNull();
      expect(JSON.parse(logged!)).toEqual({ [REDACTED_VALUE]: "oops", name: "x" });
    });

    test(`${kind} as a bare query parameter is masked`, () => {
      const logged = redactQuery(`?${credential}`);
      expect(leaked(logged, credential)).toBeNull();
      expect(logged).toBe("%5BREDACTED%5D=");
    });

    test(`${kind} glued to letters in text that is not JSON, and as a field name there, is masked`, () => {
      const logged = redactBody(`{"name": "mykey${credential}", "${credential}x": 1`);
      expect(leaked(logged, credential)).toBeNull();
      expect(logged).toBe(`{"name": "mykey${REDACTED_VALUE}", "${REDACTED_VALUE}": 1`);
    });

    test(`${kind} percent-encoded in a query name or in the path is masked`, () => {
      const split = credential.replaceAll("_", "%5F");
      for (const search of [`?${split}=1`, `?a=b&x${split}`, `?${percentEncodeAll(credential, true)}`]) {
        expect(leaked(redactQuery(search), credential), search).toBeNull();
      }
      const path = `/api/v1/assistants/asst_${split.replace("live", "l%69ve")}`;
      expect(leaked(cleanText(path, 2048), credential)).toBeNull();
      expect(cleanText(path, 2048)).toBe(`/api/v1/assistants/asst_${REDACTED_VALUE}`);
    });

    test(`${kind} glued to a word character in a header is masked`, () => {
      expect(cleanText(`client/1.0 (token:a${credential})`)).toBe(`client/1.0 (token:a${REDACTED_VALUE})`);
      expect(cleanText(`retry_${credential}_1`, 300)).toBe(`retry_${REDACTED_VALUE}`);
    });
  }

  test("what is not a credential is kept as sent", () => {
    expect(redactQuery("?limit=5&cursor=asst_01kaj2v3")).toBe("limit=5&cursor=asst_01kaj2v3");
    expect(redactQuery("?token=abc&q=vk_live_")).toBe("token=%5BREDACTED%5D&q=vk_live_");
    expect(cleanText("/api/v1/assistants/asst_01kaj2v3c5m7q9x2c4v6b8n0p2")).toBe("/api/v1/assistants/asst_01kaj2v3c5m7q9x2c4v6b8n0p2");
    expect(cleanText("Mozilla/5.0 (X11; Linux x86_64) 100%25")).toBe("Mozilla/5.0 (X11; Linux x86_64) 100%25");
    expect(redactBody('{"keyPrefix":"vk_live_AbCdEf","note":"whsec_…"}')).toBe('{"keyPrefix":"vk_live_AbCdEf","note":"whsec_…"}');
  });

  test("the field-name rule is unchanged", () => {
    for (const name of ["signingSecret", "newPassword", "api_key", "key", "Authorization"]) expect(isSecretField(name)).toBe(true);
    for (const name of ["keyId", "voiceId", "idempotencyKey", "Idempotency-Key", "name"]) expect(isSecretField(name)).toBe(false);
  });
});

describe("a credential anywhere, by property", () => {
  const RUNS = { numRuns: 300 };
  /** Shaped as the generators make them (their randomBytes is not a pure function): prefix and base64url of 24 or 32 bytes. */
  const apiKey = fc
    .uint8Array({ minLength: 24, maxLength: 24 })
    .map((bytes) => `${API_KEY_PREFIX}${Buffer.from(bytes).toString("base64url")}`);
  const signingSecret = fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => `${SIGNING_SECRET_PREFIX}${Buffer.from(bytes).toString("base64url")}`);
  /** A whole credential, or a pasted fragment of it: the prefix and at least 8 of its secret characters. */
  const credential = fc.tuple(fc.oneof(apiKey, signingSecret), fc.nat(), fc.boolean()).map(([whole, cut, fragment]) => {
    if (!fragment) return whole;
    const prefix = whole.startsWith(API_KEY_PREFIX) ? API_KEY_PREFIX.length : SIGNING_SECRET_PREFIX.length;
    return whole.slice(0, prefix + 8 + (cut % (whole.length - prefix - 7)));
  });
  /** How the credential is written: as it is, or with any of its characters as %XX (either case). */
  const written = fc.oneof(
    fc.constant((text: string) => text),
    fc
      .array(fc.constantFrom("raw", "upper", "lower"), { minLength: 49, maxLength: 49 })
      .map(
        (choices) => (text: string) =>
          [...text].map((char, at) => (choices[at] === "raw" ? char : percentEncodeAll(char, choices[at] === "lower"))).join(""),
      ),
  );
  /** What is glued on either side: word characters, `_`, `-`, a prefix again, unicode, NUL, quotes, escapes. */
  const glue = fc
    .array(
      fc.oneof(
        fc.constantFrom("_", "-", "a", "Z", "0", "x_", "é", "😀", "\ud800", "\u0000", " ", '"', "\\", "%", "%5F", "%5f", "%00"),
        fc.constantFrom("+", "=", "&", "/", ".", "~", "?", "#", "\n", "\t", "vk_live_", "whsec_", "vk_live", "A".repeat(8)),
        fc.string({ unit: "binary", maxLength: 3 }),
        fc.string({ maxLength: 3 }),
      ),
      { maxLength: 4 },
    )
    .map((parts) => parts.join(""));
  /** The credential as written, glued between two arbitrary pieces of text. */
  const placed = fc
    .record({ credential, written, before: glue, after: glue })
    .map(({ credential, written, before, after }) => ({ credential, text: `${before}${written(credential)}${after}` }));
  /** The same, or with a NUL inside the credential (a NUL is dropped from what is kept: it must not join a key). */
  const placedMaybeSplit = fc.tuple(placed, fc.nat(), fc.boolean()).map(([{ credential, text }, at, split]) => {
    if (!split) return { credential, text };
    const start = text.indexOf(credential);
    if (start < 0) return { credential, text };
    const cut = start + 1 + (at % (credential.length - 1));
    return { credential, text: `${text.slice(0, cut)}\u0000${text.slice(cut)}` };
  });

  /** A JSON value holding `inner` somewhere below a few levels of arrays and objects, among other values. */
  const nestedAround = (inner: unknown) =>
    fc
      .array(
        fc.record({
          inArray: fc.boolean(),
          name: fc.string({ maxLength: 6 }),
          at: fc.nat(3),
          others: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
        }),
        { maxLength: 4 },
      )
      .map((levels) =>
        levels.reduce<unknown>(
          (value, { inArray, name, at, others }) =>
            inArray
              ? [...others.slice(0, at), value, ...others.slice(at)]
              : { ...Object.fromEntries(others.map((other, index) => [`field${index}`, other])), [name]: value },
          inner,
        ),
      );

  test("in a JSON body: as a value or a field name, glued to anything, nested in arrays and objects", () => {
    const body = placed.chain(({ credential, text }) =>
      fc.tuple(fc.constantFrom("value", "name", "both"), fc.jsonValue({ maxDepth: 1 })).chain(([where, other]) =>
        nestedAround(where === "value" ? text : where === "name" ? { [text]: other } : { [text]: text }).map((json) => ({
          credential,
          json: JSON.stringify(json),
        })),
      ),
    );
    fc.assert(
      fc.property(body, ({ credential, json }) => {
        const logged = redactBody(json);
        expect(leaked(logged, credential), logged!).toBeNull();
        if (!logged!.endsWith("…[truncated]")) expect(() => JSON.parse(logged!)).not.toThrow();
      }),
      RUNS,
    );
  });

  test("in a body that is not JSON", () => {
    fc.assert(
      fc.property(placedMaybeSplit, fc.string(), fc.string(), ({ credential, text }, head, tail) => {
        const logged = redactBody(`${head}${text}${tail}`);
        expect(leaked(logged, credential), logged!).toBeNull();
      }),
      RUNS,
    );
  });

  test("in a query: a bare name, a name, a value, among other parameters, raw and percent-encoded", () => {
    const parameter = fc.string({ maxLength: 8 });
    fc.assert(
      fc.property(
        placedMaybeSplit,
        fc.constantFrom("bare", "name", "value"),
        fc.array(parameter, { maxLength: 3 }),
        fc.array(parameter, { maxLength: 3 }),
        parameter,
        ({ credential, text }, where, others, more, other) => {
          const withNul = text.replaceAll("\u0000", "%00");
          const own = where === "bare" ? withNul : where === "name" ? `${withNul}=${other}` : `${other}=${withNul}`;
          const search = `?${[...others, own, ...more].join("&")}`;
          for (const kept of [search, new URL(`http://api.test/api/v1/assistants${search}`).search]) {
            const logged = redactQuery(kept);
            expect(leaked(logged, credential), `${kept} → ${logged}`).toBeNull();
          }
        },
      ),
      RUNS,
    );
  });

  test("in a path, and in header text (user agent, Idempotency-Key)", () => {
    fc.assert(
      fc.property(placedMaybeSplit, fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), ({ credential, text }, head, tail) => {
        const path = `/api/v1/assistants/${head}${text}${tail}`;
        // A URL writes a NUL as %00, which is kept: a key split by it is split like by any other character.
        const parsed = path.includes("\u0000") ? [] : [new URL(path, "http://api.test").pathname];
        for (const kept of [path, ...parsed]) {
          const logged = cleanText(kept, 2048);
          expect(leaked(logged, credential), `${kept} → ${logged}`).toBeNull();
        }
        expect(leaked(cleanText(`${head}${text}${tail}`), credential)).toBeNull();
        expect(leaked(cleanText(`${head}${text}${tail}`, 300), credential)).toBeNull();
      }),
      RUNS,
    );
  });

  test("text with no `_` and no `%` in it is kept as it was (NUL aside)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (text) => {
        fc.pre(!text.includes("_") && !text.includes("%") && !text.includes("\u0000"));
        expect(cleanText(text, 4096)).toBe(text === "" ? null : text);
      }),
    );
  });
});

describe("issue 40: through the recording path, as stored", () => {
  test("a key glued in a failed body, a key as a field name, a bare key in the query: none is stored", async () => {
    const account = await createTestAccount();
    const secret = newSigningSecret();
    const requests = [
      { status: 400, call: () => callApi("POST", "/api/v1/assistants", { key: account.key, json: { name: `x_${account.key}` } }) },
      {
        status: 400,
        call: () =>
          callApi("POST", "/api/v1/assistants", { key: account.key, json: { [account.key]: "oops", [secret]: 1, ...validAssistant } }),
      },
      { status: 200, call: () => callApi("GET", `/api/v1/assistants?${account.key}`, { key: account.key }) },
      { status: 200, call: () => callApi("GET", `/api/v1/assistants?limit=5&x${secret.replaceAll("_", "%5F")}`, { key: account.key }) },
      {
        status: 404,
        call: () =>
          callApi("GET", `/api/v1/assistants/asst_${account.key.replace("_live", "%5Fl%69ve")}`, {
            key: account.key,
            headers: { "user-agent": `sdk/1.0 key=a${account.key}`, "idempotency-key": `retry_${secret}` },
          }),
      },
    ];
    for (const { status, call } of requests) {
      const response = await call();
      expect(response.status).toBe(status);
      const entry = await storedRequestLog(account.accountId, response.headers.get("x-request-id"));
      const stored = JSON.stringify(entry);
      expect(leaked(stored, account.key), stored).toBeNull();
      expect(leaked(stored, secret), stored).toBeNull();
      expect(stored).toContain("REDACTED");
    }
  });

  test("the stored entries say where a credential was", async () => {
    const account = await createTestAccount();
    const glued = await callApi("POST", "/api/v1/assistants", { key: account.key, json: { name: `x_${account.key}` } });
    expect(JSON.parse((await storedRequestLog(account.accountId, glued.headers.get("x-request-id"))).requestBody!)).toEqual({
      name: `x_${REDACTED_VALUE}`,
    });
    const named = await callApi("POST", "/api/v1/assistants", { key: account.key, json: { [account.key]: "oops", ...validAssistant } });
    expect(JSON.parse((await storedRequestLog(account.accountId, named.headers.get("x-request-id"))).requestBody!)).toEqual({
      [REDACTED_VALUE]: "oops",
      ...validAssistant,
    });
    const bare = await callApi("GET", `/api/v1/assistants?${account.key}`, { key: account.key });
    expect((await storedRequestLog(account.accountId, bare.headers.get("x-request-id"))).query).toBe("%5BREDACTED%5D=");
  });
});

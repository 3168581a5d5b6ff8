// What the server puts into React Query's cache must equal what the browser later fetches.
import { describe, expect, test } from "vitest";
import { serialize, serializedSchema } from "@/lib/dashboard/serialize";
import { apiKeyViewSchema } from "@/lib/schemas/api-key";

const key = {
  id: "key_1",
  name: "Deploy",
  prefix: "vk_live_abc123",
  permissions: ["calls:read" as const],
  createdAt: new Date("2026-11-21T08:00:00.123Z"),
  lastUsedAt: null,
  expiresAt: new Date("2026-12-31T23:59:59Z"),
  revokedAt: null,
  createdBy: "dev@example.test",
  standing: "active" as const,
  suspendedPermissions: [],
};

describe("serialize and serializedSchema", () => {
  test("serialize gives exactly what JSON gives, Dates as ISO strings at any depth", () => {
    const value = { data: [key], nested: { at: new Date(0) }, nextCursor: null };
    expect(serialize(value)).toStrictEqual(JSON.parse(JSON.stringify(value)));
    expect(serialize(value).data[0].createdAt).toBe("2026-11-21T08:00:00.123Z");
  });

  test("the JSON counterpart of an output schema accepts the serialized value and refuses a wrong one", () => {
    const schema = serializedSchema(apiKeyViewSchema);
    expect(schema.parse(serialize(key))).toStrictEqual(serialize(key));
    expect(schema.safeParse({ ...serialize(key), createdAt: "yesterday" }).success).toBe(false);
    expect(schema.safeParse({ ...serialize(key), expiresAt: undefined }).success).toBe(false);
    expect(schema.safeParse({ ...serialize(key), permissions: ["root"] }).success).toBe(false);
  });
});

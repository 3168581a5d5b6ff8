// presetOf: the API keys list names a key's preset ("Full access") instead of listing its
// permissions, only when they are exactly the preset's, in any order, repeats aside.
import { expect, test } from "vitest";
import { PERMISSION_PRESETS, presetOf } from "@/lib/access/permissions";

test("a key whose permissions are exactly a preset's has that preset, in any order", () => {
  expect(presetOf(PERMISSION_PRESETS.full_access)).toBe("full_access");
  expect(presetOf([...PERMISSION_PRESETS.read_only].reverse())).toBe("read_only");
  expect(presetOf([...PERMISSION_PRESETS.read_only, "calls:read"])).toBe("read_only");
});

test("one permission more or fewer than a preset is no preset", () => {
  expect(presetOf(PERMISSION_PRESETS.read_only.slice(1))).toBeUndefined();
  expect(presetOf([...PERMISSION_PRESETS.full_access, "audit:read"])).toBeUndefined();
  expect(presetOf([...PERMISSION_PRESETS.read_only.slice(1), "assistants:write"])).toBeUndefined();
  expect(presetOf([])).toBeUndefined();
});

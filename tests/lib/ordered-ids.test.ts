// Events made one after another sort in that order by id, also within one millisecond (a
// completion crossing three thresholds records three events in one transaction). With random
// parts alone they came back in any order: a clock run caught "100" listed before "90".
import { afterEach, expect, test, vi } from "vitest";
import { newId, newOrderedId } from "@/lib/ids";

afterEach(() => {
  vi.useRealTimers();
});

test("ids made in one millisecond sort in the order they were made", () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-30T23:59:59.999Z") });
  const ids = Array.from({ length: 1_000 }, () => newOrderedId("evt"));
  expect([...ids].sort()).toEqual(ids);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id) => /^evt_[0-9a-hjkmnp-tv-z]{26}$/.test(id))).toBe(true);
});

test("a clock that steps back does not put an id before the last one", () => {
  vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-10-25T01:00:00.000Z") });
  const before = newOrderedId("evt");
  vi.setSystemTime(new Date("2026-10-25T00:59:59.000Z"));
  expect(newOrderedId("evt") > before).toBe(true);
});

test("random ids drawn from the pooled generator are well formed and never repeat, across refills", () => {
  const at = new Date("2026-01-01T00:00:00Z");
  const ids = Array.from({ length: 2_000 }, () => newId("req", at));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every((id) => /^req_[0-9a-hjkmnp-tv-z]{26}$/.test(id))).toBe(true);
  // Every random character is used: the 16 random characters are not stuck on a few values.
  const randomChars = new Set(ids.flatMap((id) => [...id.slice(-16)]));
  expect(randomChars.size).toBe(32);
});

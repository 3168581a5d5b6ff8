// The id format is defined once (lib/id-format.ts): the ids newId makes and the pattern every
// schema checks agree, character for character.
import { expect, test } from "vitest";
import { ID_ALPHABET, ID_CHARACTER_CLASS, idPattern } from "@/lib/id-format";
import { newId, newOrderedId, timeOfId } from "@/lib/ids";

test("the character class is exactly the alphabet", () => {
  const characterClass = new RegExp(`^${ID_CHARACTER_CLASS}$`);
  const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
  expect(printable.filter((character) => characterClass.test(character)).join("")).toBe(ID_ALPHABET);
  expect(ID_CHARACTER_CLASS).toBe("[0-9a-hjkmnp-tv-z]");
});

test("every id made matches its kind's pattern and no other kind's", () => {
  for (let index = 0; index < 500; index++) {
    const id = index % 2 ? newId("asst") : newOrderedId("asst");
    expect(id).toMatch(idPattern("asst"));
    expect(id).toMatch(idPattern());
    expect(id).not.toMatch(idPattern("call"));
  }
});

test.each(["i", "l", "o", "u", "A", "_", "-"])("text with %s after the prefix is no id", (character) => {
  const id = `asst_${character}${newId("asst").slice(6)}`;
  expect(id).toHaveLength(newId("asst").length);
  expect(id).not.toMatch(idPattern("asst"));
  expect(timeOfId(id)).toBeNull();
});

test("timeOfId reads back the time an id was made at", () => {
  const at = new Date("2026-11-25T12:34:56.789Z");
  expect(timeOfId(newId("evt", at))).toEqual(at);
});

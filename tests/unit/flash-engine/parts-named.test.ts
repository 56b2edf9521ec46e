/**
 * A part of a subject, however it is said, is that subject's and never a thing drawn without (issue
 * 36), in wordings the corpus does not hold: a part named before its owner ("the lid of a jar", "the
 * pages of a book", "the roots of an old tree"), after the owner's possessive ("a skull's eye
 * sockets"), and a family tree, which people ink as a tree with its roots, not a genealogy chart.
 */
import { describe, expect, it } from "vitest";
import { readRequest } from "./tattoo-requests";

describe("a part is its owner's, however it is said", () => {
  it.each([
    ["a cat asleep on the pages of a book", ["cat", "book"]],
    ["a mouse peeking from under the lid of a jar", ["game-icons:mouse", "jar"]],
    ["a rose growing from the roots of an old tree", ["rose", "tree"]],
    ["a snake coiled through a skull's eye sockets", ["snake", "skull"]],
    ["a family tree with its roots showing", ["tree"]],
  ])("%s", (text, keys) => {
    const reading = readRequest(text);
    expect(reading.keys).toEqual(keys);
    expect(reading.drawnWithout).toEqual([]);
  });

  it("still draws a thing named after 'of' that is no part of what follows", () => {
    // A rose is no part of a skull: both are drawn.
    expect(readRequest("a garden of roses around a skull").keys).toEqual(expect.arrayContaining(["skull"]));
    expect(readRequest("a crown of roses on a skull").drawnWithout).toEqual([]);
  });
});

describe("words that say how or why, never what", () => {
  it.each([
    // A part of more words after the owner's possessive, and the surface of the water the wave shows.
    ["king tut's golden death mask", ["pharaoh"]],
    ["a dolphin leaping from the surface of the sea", ["game-icons:dolphin", "wave"]],
    // A crest is a form, as an emblem is; an omen is an idea.
    ["a lotus crest", ["lotus"]],
    ["a black cat as an omen", ["noto:black-cat"]],
    // Irregular participles say how the things are joined.
    ["a snake woven through a skull", ["snake", "skull"]],
    ["roses strung along a vine", ["rose", "leaf"]],
    // The Norse world tree is a tree.
    ["yggdrasil with two ravens", ["tree", "game-icons:raven"]],
  ])("%s", (text, keys) => {
    const reading = readRequest(text);
    expect(reading.keys).toEqual(keys);
    expect(reading.drawnWithout).toEqual([]);
  });
});

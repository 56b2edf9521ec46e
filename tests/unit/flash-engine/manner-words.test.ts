/**
 * Words that say how a thing is drawn, or what it is for, are never things it is drawn without
 * (issue 36): a direction ("facing upwards"), a manner named before "style" or "colours" ("a cave
 * painting style deer"), a language or an aesthetic ("a latin phrase", "a groovy mushroom"), a mood
 * of the sea ("calm seas"), lettering named as such ("a psalm verse") and the photo a design is
 * from. What they describe is still drawn. And things people name with their setting are drawn: a
 * pier, an owl's prey, a border of pines framing a stag. None of these wordings is in the corpus.
 */
import { describe, expect, it } from "vitest";
import { readRequest } from "./tattoo-requests";

describe("words that say how, never what", () => {
  it.each([
    ["a hawk diving downwards", ["hawk"]],
    ["a swallow flying homeward", ["swallow"]],
    ["a koi swimming backwards", ["koi"]],
    ["a wolf in a woodcut style", ["wolf"]],
    ["a stag in an old school tattoo style", ["stag"]],
    ["peonies in pastel colours", ["peony"]],
    ["a lotus in chakra colors", ["lotus"]],
    ["a sanskrit mantra with a lotus", ["lotus"]],
    ["a hebrew verse with a lily", ["lily"]],
    ["song lyrics with a guitar", ["guitar"]],
    ["a witchy cat", ["cat"]],
    ["a boho moth", ["moth"]],
    ["a vintage anchor", ["anchor"]],
    ["an antique key", ["key"]],
    ["a wave on a calm sea", ["wave"]],
    ["a leafy oak", ["tree"]],
    ["a portrait of my cat from a photograph", ["cat"]],
    ["a rasta tiger", ["tiger"]],
    ["a fox in autumn", ["fox"]],
    // The words that say which map, skyline or flag.
    ["the seattle skyline", ["city skyline"]],
    ["the skyline of boston at night", ["city skyline"]],
    ["a map of my home town", ["map"]],
    ["the flag of scotland and a thistle", ["flag", "thistle"]],
    // What a vessel holds is its filling.
    ["a steaming cup of coffee", ["teacup"]],
    ["a mug of hot chocolate", ["mug"]],
    ["a glass of wine and a rose", ["wine glass", "rose"]],
  ])("%s: draws %j, nothing drawn without", (description, drawn) => {
    const reading = readRequest(description);
    expect(reading.fallback).toBe(false);
    expect(reading.drawnWithout).toEqual([]);
    for (const name of drawn) expect(reading.drawn.join(" ")).toContain(name);
  });

  it.each([
    ["a heart in rainbow colours", ["heart"]],
    ["a rose in sunset colours", ["rose"]],
    ["a mandala style elephant", ["elephant"]],
    ["a cave painting style bison", ["bison"]],
    ["a koi in the style of hokusai", ["koi"]],
    // A manner named apart from a subject leaves it a subject.
    ["a dragon, japanese style", ["dragon"]],
    ["a rainbow and a heart", ["rainbow", "heart"]],
  ])("%s: a thing named as the manner is no subject: draws exactly %j", (description, drawn) => {
    const reading = readRequest(description);
    expect(reading.drawn).toEqual(drawn);
    expect(reading.drawnWithout).toEqual([]);
  });

  it("still lists a thing named without a manner noun after it", () => {
    // "cinnamon" names a thing nothing draws; only a word before "style" or "colours" is a manner.
    expect(readRequest("a phoenix on a cinnamon stick").drawnWithout).toContain("cinnamon");
  });
});

describe("things named with their setting", () => {
  it.each([
    ["a heron on a jetty", ["heron", "wooden pier"], "heron on wooden pier"],
    ["a gull on the wharf", ["gull", "wooden pier"], "seagull on wooden pier"],
    ["an eagle above its prey", ["eagle", "mouse"], "eagle above mouse"],
    ["a wolf framed by a border of roses", ["wolf", "rose"], "wolf framed-by rose"],
    ["an owl on the bust of pallas", ["owl", "stone bust"], "owl on stone bust"],
  ])("%s: draws %j, %s", (description, drawn, relation) => {
    const reading = readRequest(description);
    expect(reading.drawnWithout).toEqual([]);
    for (const name of drawn) expect(reading.drawn.join(" | ")).toContain(name);
    expect(reading.scene.acted.map((r) => `${r.subject} ${r.relation} ${r.object}`)).toContain(relation);
  });
});

describe("where it goes, said in the plural or of a finger", () => {
  it.each([
    "a rose on both my calves",
    "swallows on my wrists",
    "stars across my collarbones",
    "a koi behind both ears",
    "a heart on my ring finger",
    "a tiny star on my left index finger",
  ])("%s: the body, never a thing drawn without", (description) => {
    const reading = readRequest(description);
    expect(reading.fallback).toBe(false);
    expect(reading.drawnWithout).toEqual([]);
  });
});

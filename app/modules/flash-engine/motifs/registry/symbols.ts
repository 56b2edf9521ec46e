/** Symbols people tattoo: their definitions (../definition.ts says what each field means). */
import type { HandMotifDefinitions } from "../definition";
import { marquesanCross } from "../polynesian";
import {
  dharmaWheel,
  heartbeat,
  nauticalStar,
  peaceSign,
  pentagram,
  pokerChip,
  semicolon,
  triangle,
  tripleMoon,
  unalome,
  valknut,
  vinylRecord,
} from "../symbols";

export const SYMBOLS = {
  "marquesan cross": {
    category: "object",
    draw: marquesanCross,
    layout: { upright: true, bannerAt: 0.9 },
    words: ["marquesan cross", "marquesas cross", "marquesan", "polynesian cross", "enata cross"],
  },
  semicolon: {
    category: "object",
    draw: semicolon,
    layout: { form: "tall", upright: true, bannerAt: 0.6, pair: 0.45 },
    words: ["semicolon", "semi colon", "semi-colon", "project semicolon"],
  },
  "peace sign": {
    category: "object",
    draw: peaceSign,
    layout: { upright: true, bannerAt: 0.8 },
    words: ["peace sign", "peace symbol"],
  },
  pentagram: {
    category: "object",
    draw: pentagram,
    layout: { upright: true, bannerAt: 0.8 },
    words: ["pentagram", "pentacle", "pentangle"],
  },
  triangle: {
    category: "object",
    draw: triangle,
    layout: { upright: true, bannerAt: 0.85 },
    words: ["triangle"],
    frame: { kind: "triangle" },
  },
  heartbeat: {
    category: "object",
    draw: heartbeat,
    layout: { form: "wide", upright: true, bannerAt: 0.75 },
    words: [
      "heartbeat",
      "heartbeat line",
      "heart beat",
      "heart rate",
      "ekg",
      "ecg",
      "ekg line",
      "ecg line",
      "pulse line",
    ],
  },
  unalome: {
    category: "object",
    draw: unalome,
    layout: { form: "tall", upright: true, bannerAt: 0.8, pair: 0.3 },
    words: ["unalome"],
  },
  "nautical star": {
    category: "object",
    draw: nauticalStar,
    layout: { upright: true, bannerAt: 0.8 },
    words: ["nautical star"],
  },
  "dharma wheel": {
    category: "object",
    draw: dharmaWheel,
    layout: { upright: true, bannerAt: 0.8 },
    words: ["dharma wheel", "wheel of dharma", "dharmachakra", "dharma chakra", "buddhist wheel", "wheel of life"],
  },
  "triple moon": {
    category: "object",
    draw: tripleMoon,
    layout: { form: "wide", upright: true, bannerAt: 0.8 },
    words: [
      "triple moon",
      "triple goddess",
      "triple goddess moon",
      "triple moon goddess",
      "triple goddess symbol",
      "triple moon symbol",
      "triple moon goddess symbol",
    ],
  },
  "vinyl record": {
    category: "object",
    draw: vinylRecord,
    layout: { upright: true, bannerAt: 0.8 },
    words: ["vinyl record", "vinyl", "record", "lp record", "gramophone record", "phonograph record", "vinyl disc"],
  },
  "poker chip": {
    category: "object",
    draw: pokerChip,
    layout: { upright: true, bannerAt: 0.8 },
    words: ["poker chip", "casino chip", "gambling chip"],
  },
  valknut: {
    category: "object",
    draw: valknut,
    layout: { upright: true, bannerAt: 0.85 },
    words: ["valknut", "valknot", "odin's knot", "odins knot"],
  },
} satisfies HandMotifDefinitions;

import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * The app's JavaScript is fetched once the page has painted (issue 25: Lighthouse's mobile LCP).
 * Every page is whole without it (progressive enhancement), so the first paint need not wait
 * for the framework to download and run. React Router's <Scripts> writes the module preloads
 * and the module script that starts the app; as the document streams out, they are written
 * inert (an unknown rel, an unknown script type), and a small script swaps them back once the
 * browser reports the first contentful paint (or after a second at most: a page opened in the
 * background paints only when shown).
 * The same elements stand where React expects them when it hydrates.
 */
const INERT: ReadonlyArray<readonly [live: string, inert: string]> = [
  ['rel="modulepreload"', 'rel="inkwell-modulepreload"'],
  ['type="module" async=""', 'type="inkwell/module" async=""'],
];

/**
 * Runs where it is parsed and removes itself (React finds no stray element). Once painted: the
 * preloads get their rel back ("inkwell-" off; spelled so that this text holds no marker), and
 * each module script is replaced by a live copy (a script the parser met inert never runs; a new
 * one runs once inserted), with its nonce.
 */
const START = `(()=>{document.currentScript.remove();let started=0;const start=()=>{if(started++)return;\
for(const l of document.querySelectorAll('link[rel="inkwell-modulepreload"]'))l.rel=l.rel.slice(8);\
for(const s of document.querySelectorAll('script[type="inkwell/module"]')){const n=document.createElement("script");\
n.type="module";n.async=true;n.nonce=s.nonce;n.text=s.text;s.replaceWith(n)}};\
new PerformanceObserver((l)=>{if(l.getEntriesByName("first-contentful-paint").length)setTimeout(start)})\
.observe({type:"paint",buffered:true});setTimeout(start,1000)})()`;

const MARKERS = [...INERT.map(([live]) => live), "</body>"];

/** How much of the text's end may be the start of a marker (cut by a chunk's end): it waits for the next chunk. */
function partialMarkerLength(text: string): number {
  for (
    let length = Math.min(text.length, Math.max(...MARKERS.map((marker) => marker.length)) - 1);
    length > 0;
    length--
  ) {
    const end = text.slice(-length);
    if (MARKERS.some((marker) => marker.startsWith(end))) return length;
  }
  return 0;
}

/** The document's HTML with the app's scripts inert until the first paint, and the script that starts them. */
export function scriptsAfterFirstPaint(nonce: string): Transform {
  const decoder = new StringDecoder("utf8");
  // The end of what came so far, when it may be a marker's start, waits for the next chunk.
  let held = "";
  let started = false;
  const rewrite = (text: string) => {
    for (const [live, inert] of INERT) text = text.replaceAll(live, inert);
    if (!started && text.includes("</body>")) {
      started = true;
      text = text.replace("</body>", `<script nonce="${nonce}">${START}</script></body>`);
    }
    return text;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = held + decoder.write(chunk);
      const cut = text.length - partialMarkerLength(text);
      held = text.slice(cut);
      callback(null, rewrite(text.slice(0, cut)));
    },
    flush(callback) {
      callback(null, rewrite(held + decoder.end()));
    },
  });
}

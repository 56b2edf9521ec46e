import type * as Launcher from "./launcher";
import { startTracing } from "./tracing";

// `node build/server/index.js` starts Inkwell. Tracing, when configured, starts first: it must
// wrap http, express and pg before the launcher (built apart, build/server/launcher.js) loads them.
const tracing = await startTracing();
const { launch } = (await import("./launcher.js")) as typeof Launcher;
launch(tracing);

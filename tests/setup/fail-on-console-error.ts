import { afterEach, beforeEach } from "vitest";
import { checkConsoleError, watchConsoleError } from "../support/console-error";

// Unit and component projects: an unexpected console.error fails the test.
beforeEach(watchConsoleError);
afterEach(checkConsoleError);

import { expect, test } from "vitest";
import { allowConsoleError, checkConsoleError, watchConsoleError } from "../support/console-error";

test("a console.error the test did not allow fails it, naming the message", () => {
  watchConsoleError({ print: false }); // what the setup file does before each test, minus the output
  console.error("Could not load prices:", new Error("boom"));
  expect(() => checkConsoleError()).toThrow(
    /console\.error was called 1 time\(s\) during this test; the first: Could not load prices: boom/,
  );
  watchConsoleError(); // hand the setup file's afterEach a clean recorder
});

test("allowConsoleError() lets the test log, silently, and returns the calls to assert", () => {
  const logged = allowConsoleError();
  console.error("expected failure", 42);
  expect(logged).toHaveBeenCalledWith("expected failure", 42);
  expect(() => checkConsoleError()).not.toThrow();
  watchConsoleError();
});

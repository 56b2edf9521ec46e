import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Component project (jsdom): unmount what a test rendered and forget what it stored or stubbed,
// so each test starts on an empty page. The app loads dialogs, toasts and tools with dynamic
// imports that nothing awaits; one still in flight when the file's environment is torn down is
// an unhandled EnvironmentTeardownError that fails the run with every test green (seen in CI on
// a busy machine), so each test first waits for Vitest's drain of pending imports.
afterEach(async () => {
  await vi.dynamicImportSettled();
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

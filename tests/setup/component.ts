import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// createRemixStub cannot pass React Router's v7 flags, so React Router warns once per file
// about them; the app itself (RemixBrowser) sets them. Drop that one warning.
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (typeof args[0] === "string" && args[0].includes("React Router Future Flag Warning")) return;
  warn(...args);
};

// Component project (jsdom): unmount what a test rendered and forget what it stored or stubbed,
// so each test starts on an empty page.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

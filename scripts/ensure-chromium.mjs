// The end-to-end tests drive Debian's chromium (Playwright cannot download browsers on
// these machines). Installs it with apt when it is missing and we may; otherwise explains.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(path)) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync("/usr/bin/apt-get");
if (!isRoot || !hasApt) {
  console.error(
    `The end-to-end tests need chromium at ${path}. Install it (Debian: sudo apt-get install -y chromium) ` +
      `or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
console.log("Installing Debian's chromium for the end-to-end tests...");
execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null", {
  stdio: "inherit",
  shell: "/bin/bash",
});

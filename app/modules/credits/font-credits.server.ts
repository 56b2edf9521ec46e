import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { packageInfo } from "~/modules/flash-engine/lettering/font-files.server";
import { FONT_CATEGORY_LABELS, FONT_LIBRARY } from "~/modules/flash-engine/lettering/font-library";

const require = createRequire(import.meta.url);

/** The lettering library's fonts (issue 37), each credited from its package: family, authors' copyright, licence. */
export interface FontCredit {
  id: string;
  name: string;
  category: string;
  attribution: string;
  licence: { title: string; url: string };
  package: string;
  version: string;
}

const LICENCE_TITLES: Record<string, string> = {
  "OFL-1.1": "SIL Open Font License 1.1",
  "Apache-2.0": "Apache License 2.0",
};

const LICENCE_URLS: Record<string, string> = {
  "OFL-1.1": "https://openfontlicense.org",
  "Apache-2.0": "https://www.apache.org/licenses/LICENSE-2.0",
};

let credits: FontCredit[] | undefined;

export function fontCredits(): FontCredit[] {
  credits ??= FONT_LIBRARY.map((font) => {
    const info = packageInfo(font.id);
    const pkg = JSON.parse(readFileSync(require.resolve(`@fontsource/${font.id}/package.json`), "utf8")) as {
      version: string;
    };
    return {
      id: font.id,
      name: info.family,
      category: FONT_CATEGORY_LABELS[font.category],
      attribution: info.license.attribution,
      licence: {
        title: LICENCE_TITLES[info.license.type] ?? info.license.type,
        url: LICENCE_URLS[info.license.type] ?? info.license.url,
      },
      package: `@fontsource/${font.id}`,
      version: pkg.version,
    };
  });
  return credits;
}

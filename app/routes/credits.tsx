import { creditsPage } from "~/modules/credits/credits.server";
import { PRODUCT_NAME } from "~/utils/messages/common";
import type { Route } from "./+types/credits";

export async function loader() {
  return creditsPage();
}

export const meta: Route.MetaFunction = () => [{ title: `Credits · ${PRODUCT_NAME}` }];

const slug = (name: string) => `set-${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

const linkClass = "text-flash-700 underline underline-offset-2 hover:text-flash-800 focus-ring rounded";

/** /credits: the artists and works the designs are drawn with, as their licences ask (issue 24). */
export default function Credits({ loaderData }: Route.ComponentProps) {
  const { sets, others, fonts } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 [overflow-wrap:anywhere] sm:px-6">
      <h1 className="font-display text-4xl">Credits</h1>
      <p className="mt-4 text-ink-700">
        The designs {PRODUCT_NAME} draws without an image service are made from hand-drawn motifs and from motifs of
        these vector sets, redrawn as tattoo flash. Each design names, in its files, the motifs it uses and who made
        them. Every set below allows commercial use, so the Pro commercial licence covers designs that use them, with
        these credits kept.
      </p>
      {sets.map((set) => (
        <section key={set.name} className="mt-8" aria-labelledby={slug(set.name)}>
          <h2 id={slug(set.name)} className="text-xl font-semibold">
            <a href={set.source} className={linkClass}>
              {set.name}
            </a>
          </h2>
          <p className="mt-1 text-sm text-ink-600">
            {set.motifs} motifs, under{" "}
            <a href={set.licence.url} className={linkClass}>
              {set.licence.title}
            </a>{" "}
            (
            <a href={set.licence.text} className={linkClass}>
              the licence&rsquo;s text<span className="sr-only"> for {set.name}</span>
            </a>
            ){set.attributionRequired ? "; the licence asks for each author to be named" : ""}.
          </p>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-800">
            {set.authors.map((author) => (
              <li key={author.name}>
                {author.url ? (
                  <a href={author.url} className={linkClass}>
                    {author.name}
                  </a>
                ) : (
                  author.name
                )}{" "}
                <span className="text-ink-500">({author.motifs})</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section className="mt-10" aria-labelledby="lettering-fonts">
        <h2 id="lettering-fonts" className="text-xl font-semibold">
          Lettering fonts
        </h2>
        <p className="mt-1 text-sm text-ink-600">
          The lettering studio sets words in these {fonts.length} fonts, from{" "}
          <a href="https://fontsource.org" className={linkClass}>
            Fontsource
          </a>
          . Each allows embedding and commercial use of what is made with it. The licences&rsquo; texts:{" "}
          <a href="/licenses/ofl-1.1.txt" className={linkClass}>
            SIL Open Font License 1.1
          </a>{" "}
          and{" "}
          <a href="/licenses/apache-2.0.txt" className={linkClass}>
            Apache License 2.0
          </a>
          .
        </p>
        <ul className="mt-3 space-y-2 text-sm text-ink-800" data-testid="font-credits">
          {fonts.map((font) => (
            <li key={font.id}>
              <span className="font-semibold">{font.name}</span> <span className="text-ink-500">({font.category})</span>
              : {font.attribution}, under{" "}
              <a href={font.licence.url} className={linkClass}>
                {font.licence.title}
              </a>{" "}
              <span className="text-ink-500">
                ({font.package} {font.version})
              </span>
            </li>
          ))}
        </ul>
      </section>
      <section className="mt-10" aria-labelledby="other-works">
        <h2 id="other-works" className="text-xl font-semibold">
          Fonts, words and skin tones
        </h2>
        <ul className="mt-3 space-y-2 text-sm text-ink-800">
          {others.map((work) => (
            <li key={work.name}>
              <a href={work.source} className={linkClass}>
                {work.name}
              </a>
              , under{" "}
              <a href={work.licence.url} className={linkClass}>
                {work.licence.title}
              </a>{" "}
              (
              <a href={work.licence.text} className={linkClass}>
                the licence&rsquo;s text<span className="sr-only"> for {work.name}</span>
              </a>
              )
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

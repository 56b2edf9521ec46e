import { notFoundMessages } from "~/utils/messages/not-found";

/** The not-found page of spec §2. */
export default function NotFound() {
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <p className="font-display text-6xl text-flash-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">{notFoundMessages.title}</h1>
      <p className="mt-4 text-ink-600">{notFoundMessages.text}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-lg bg-ink-900 px-5 py-2.5 font-semibold text-white hover:bg-ink-700"
      >
        Go Home
      </a>
    </section>
  );
}

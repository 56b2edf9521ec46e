export default function Home() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h1 className="font-display text-5xl">Design your next tattoo</h1>
    </section>
  );
}

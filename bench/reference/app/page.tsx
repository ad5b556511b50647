export default function Home() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-12">
      <section className="rounded-2xl bg-linear-to-br from-sky-900 to-sky-700 px-8 py-16 text-white">
        <h1 className="text-4xl font-bold tracking-tight">Framework floor</h1>
        <p className="mt-4 max-w-prose text-lg text-sky-50">
          One static page, one heading, one paragraph and this image-free hero: what Next.js, React
          and Tailwind cost before the site adds anything of its own.
        </p>
      </section>
    </main>
  );
}

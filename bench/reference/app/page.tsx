import heroPhoto from "./hero-photo.json";

/** The site's home hero photo, written here by the benchmark in its real-photo mode. */
type HeroPhoto = {
  src: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
  alt: string;
};

const text = (hero: string) => (
  <>
    <h1 className="text-4xl font-bold tracking-tight">Framework floor</h1>
    <p className="mt-4 max-w-prose text-lg text-sky-50">
      One static page, one heading, one paragraph and {hero}: what Next.js, React and Tailwind cost
      before the site adds anything of its own.
    </p>
  </>
);

export default function Home() {
  const photo = heroPhoto as HeroPhoto | null;
  if (!photo) {
    return (
      <main className="mx-auto max-w-3xl px-6 py-12">
        <section className="rounded-2xl bg-linear-to-br from-sky-900 to-sky-700 px-8 py-16 text-white">
          {text("this image-free hero")}
        </section>
      </main>
    );
  }
  // The same photo file as the site's home hero, full width behind the text, as a plain <img>
  // with the hero's own `sizes`: what showing that photo costs with nothing else around it.
  return (
    <main>
      <section className="relative isolate overflow-hidden bg-sky-900 text-white">
        {/* eslint-disable-next-line @next/next/no-img-element -- a plain <img> is the point */}
        <img
          src={photo.src}
          srcSet={photo.srcSet}
          sizes={photo.sizes}
          width={photo.width}
          height={photo.height}
          alt={photo.alt}
          className="absolute inset-0 -z-10 size-full object-cover"
        />
        <div className="mx-auto max-w-3xl px-6 py-24">{text("this hero and its photo")}</div>
      </section>
    </main>
  );
}

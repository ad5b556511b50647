import { getAdminLabels, getTranslationStatus, router } from "@/lib/content";
import { entryPage } from "@/lib/content/entry-pages";
import { format } from "@/lib/utils";

/** /admin/translations/: which French entries are behind English, and what changed. */
export function TranslationStatusPage() {
  const labels = getAdminLabels().translations;
  const status = getTranslationStatus();
  const count = status.outdated.length;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{labels.title}</h1>
      <p className="mt-3 text-muted">{labels.intro}</p>
      <p className="mt-6 text-lg font-semibold" data-outdated={count}>
        {format(count ? labels.behind : labels.level, { count, checked: status.checked })}
      </p>
      {status.history ? null : <p className="mt-2">{labels.noHistory}</p>}
      {count ? (
        <ul className="mt-6 space-y-6">
          {status.outdated.map((item) => {
            const en = entryPage(item.entry, "en", router);
            const fr = entryPage(item.entry, "fr", router);
            return (
              <li key={item.entry} className="rounded-card border border-line p-4">
                <h2 className="font-mono text-base font-semibold">{item.entry}</h2>
                {item.since ? (
                  <p className="mt-1 text-sm text-muted">
                    {item.since === "uncommitted"
                      ? labels.uncommitted
                      : format(labels.since, { since: item.since.slice(0, 10) })}
                  </p>
                ) : null}
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {item.changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
                {en && fr ? (
                  <p className="mt-3 flex gap-4 text-sm">
                    <a className="underline" href={en}>
                      {labels.englishPage}
                    </a>
                    <a className="underline" href={fr} hrefLang="fr-CA">
                      {labels.frenchPage}
                    </a>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="mt-8 text-sm text-muted">{labels.howTo}</p>
    </main>
  );
}

import { createElement } from "react";
import { beside } from "@/components/layout/section";
import { getAdminLabels, router } from "@/lib/content";
import { pageOfEntry } from "@/lib/content/entry-pages";
import { entriesToCheck } from "@/lib/translation/status";
import { getTranslationStatus } from "@/lib/translation/site-status";
import { format } from "@/lib/site/utils";

type Labels = ReturnType<typeof getAdminLabels>["translations"];

type EntryItemProps = {
  item: { entry: string; label: string };
  file: string;
  labels: Labels;
  data: Record<`data-${string}`, string>;
  children: React.ReactNode;
};

/** An entry of a list: its name and file, what is said of it, links to its two pages. */
function EntryItem({ item, file, labels, data, children }: EntryItemProps) {
  const en = pageOfEntry(item.entry, "en", router);
  const fr = pageOfEntry(item.entry, "fr", router);
  return createElement(
    "li",
    { className: "rounded-card border border-line p-4", ...data },
    <>
      <h3 className="text-base font-semibold">{item.label}</h3>
      <p className="font-mono text-sm text-muted">content/{file}</p>
    </>,
    ...beside(children),
    en && fr ? (
      <p className="mt-3 flex gap-4 text-sm">
        <a className="underline" href={en}>
          {labels.englishPage}
        </a>
        <a className="underline" href={fr} hrefLang="fr-CA">
          {labels.frenchPage}
        </a>
      </p>
    ) : null,
  );
}

/**
 * /admin/translations/: which French fields are behind their English (history), and what each
 * French file lacks or adds (content), entries and fields named as the CMS names them.
 */
export function TranslationStatusPage() {
  const labels = getAdminLabels().translations;
  const status = getTranslationStatus();
  const count = entriesToCheck(status).length;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{labels.title}</h1>
      <p className="mt-3 text-muted">{labels.intro}</p>
      <p className="mt-6 text-lg font-semibold" data-outdated={count}>
        {format(count ? labels.behind : labels.level, { count, checked: status.checked })}
      </p>

      <section aria-labelledby="history" className="mt-8">
        <h2 id="history" className="text-xl font-bold">
          {labels.historyHeading}
        </h2>
        {status.history ? null : <p className="mt-2">{labels.noHistory}</p>}
        {status.outdated.length ? (
          <ul className="mt-4 space-y-6">
            {status.outdated.map((item) => (
              <EntryItem
                key={item.entry}
                item={item}
                file={item.entry}
                labels={labels}
                data={{ "data-entry": item.entry }}
              >
                <ul className="mt-2 space-y-3">
                  {item.fields.map((field) => (
                    <li key={field.field} data-field={field.field}>
                      <p className="font-semibold">{field.label}</p>
                      <p className="text-sm text-muted">
                        {field.since === "uncommitted"
                          ? labels.uncommitted
                          : format(labels.since, { since: field.since.slice(0, 10) })}
                      </p>
                      <ul className="list-disc pl-5">
                        {field.changes.map((change) => (
                          <li key={change}>{change}</li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </EntryItem>
            ))}
          </ul>
        ) : (
          <p className="mt-4">{labels.historyLevel}</p>
        )}
      </section>

      <section aria-labelledby="parity" className="mt-10">
        <h2 id="parity" className="text-xl font-bold">
          {labels.parityHeading}
        </h2>
        <p className="mt-2 text-muted">{labels.parityIntro}</p>
        {status.parity.length ? (
          <ul className="mt-4 space-y-6">
            {status.parity.map((item) => (
              <EntryItem
                key={item.entry}
                item={item}
                file={item.file}
                labels={labels}
                data={{ "data-parity": item.file }}
              >
                {item.note ? (
                  <p className="mt-2 text-sm">{format(labels.accepted, { note: item.note })}</p>
                ) : null}
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {item.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              </EntryItem>
            ))}
          </ul>
        ) : (
          <p className="mt-4">{labels.parityLevel}</p>
        )}
      </section>
      <p className="mt-8 text-sm text-muted">{labels.howTo}</p>
    </main>
  );
}

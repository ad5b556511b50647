import { getAdminLabels } from "@/lib/content";
import { type BeforeLaunchItem, getBeforeLaunch } from "@/lib/cms/before-launch";
import { withBasePath } from "@/lib/nav/hrefs";
import { format } from "@/lib/site/utils";

/** The items of one CMS screen, in the list's order. */
function byScreen(items: BeforeLaunchItem[]): [string, BeforeLaunchItem[]][] {
  const screens = new Map<string, BeforeLaunchItem[]>();
  for (const item of items) screens.set(item.screen, [...(screens.get(item.screen) ?? []), item]);
  return [...screens];
}

/**
 * /admin/launch/: every stand-in `npm run launch-check` lists (the same items, from
 * lib/cms/before-launch.ts), grouped by the CMS screen that replaces it, each field a link
 * that opens its entry in the CMS.
 */
export function BeforeLaunchPage({ items = getBeforeLaunch() }: { items?: BeforeLaunchItem[] }) {
  const labels = getAdminLabels().launch;
  const cms = withBasePath("/admin/");
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{labels.title}</h1>
      <p className="mt-3 text-muted">{labels.intro}</p>
      <p className="mt-6 text-lg font-semibold" data-stand-ins={items.length}>
        {items.length ? format(labels.left, { count: items.length }) : labels.ready}
      </p>
      {items.length ? <p className="mt-2">{labels.howTo}</p> : null}
      <ul className="mt-8 space-y-6">
        {byScreen(items).map(([screen, list]) => (
          <li key={screen} className="rounded-card border border-line p-4">
            <h2 className="text-base font-semibold">{screen}</h2>
            <ul className="mt-2 space-y-3">
              {list.map((item) => (
                <li key={`${item.file}:${item.field}`} data-stand-in={`${item.file}:${item.field}`}>
                  {item.cmsLink ? (
                    <a className="font-semibold underline" href={`${cms}${item.cmsLink}`}>
                      {item.label}
                    </a>
                  ) : (
                    <span className="font-semibold">{item.label}</span>
                  )}
                  <p className="text-sm">{item.supply}</p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </main>
  );
}

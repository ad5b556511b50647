import { type LoadContext, readTypeset } from "@/lib/store/files";
import { type Locale, perLocale } from "@/lib/schemas/locales";
import { REGISTRY } from "@/lib/registry/registry";

/** content/team.yml: each language's members (the guides' authors), typeset for it. */
export function readTeam(context: LoadContext) {
  const { file, schema } = REGISTRY.team.files.team;
  const halves = readTypeset(context, file, schema);
  return perLocale((locale) => halves[locale].members) as Record<
    Locale,
    { id: string; name: string; role: string; standIn?: boolean }[]
  >;
}

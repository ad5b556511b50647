import { readLocalizedYaml } from "@/lib/content/files";
import { typeset } from "@/lib/french-typography";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import { REGISTRY } from "@/lib/content/registry";

/** content/team.yml: each language's members (the guides' authors), typeset for it. */
export function readTeam() {
  const { file, schema } = REGISTRY.team.files.team;
  const halves = readLocalizedYaml(file, LOCALES, schema);
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeset(halves[locale], locale).members]),
  ) as Record<Locale, { id: string; name: string; role: string; standIn?: boolean }[]>;
}

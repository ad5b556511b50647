import { readLocalizedYaml } from "@/lib/content/files";
import { typeset } from "@/lib/french-typography";
import { type Locale, LOCALES } from "@/lib/schemas/locales";
import { TeamFileSchema } from "@/lib/schemas/team";

/** content/team.yml: each language's members (the guides' authors), typeset for it. */
export function readTeam() {
  const halves = readLocalizedYaml("team.yml", LOCALES, TeamFileSchema);
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, typeset(halves[locale], locale).members]),
  ) as Record<Locale, { id: string; name: string; role: string; standIn?: boolean }[]>;
}

import fs from "node:fs";
import path from "node:path";
import { editYaml } from "@/__tests__/support/scratch-content";

/*
 * What the owner does before launch, done to a scratch copy of content/: the business's facts
 * replaced by real-looking values, and every stand-in mark removed (docs/decisions/0014). The
 * values are made up for the tests; nothing is ever dialled, mailed or fetched.
 */

export const REAL = {
  office: { display: "+1 613-722-4180", e164: "+16137224180" },
  whatsapp: { display: "+1 613-722-4181", e164: "+16137224181" },
  email: "bonjour@northbrush-peinture.ca",
  licence: "5738-2914-01",
  insurer: "Outaouais Mutual Insurance",
  wsibAccount: "4812377",
  gstHst: "812345678 RT 0001",
  qst: "1223456789 TQ 0001",
  reviews: [
    {
      site: "Google",
      read: "https://g.page/northbrush-peinture",
      leave: "https://g.page/r/northbrush/review",
    },
    {
      site: "HomeStars",
      read: "https://homestars.com/companies/northbrush-painting",
      leave: "https://homestars.com/companies/northbrush-painting/write-review",
    },
  ],
  privacy: "vie-privee@northbrush-peinture.ca",
  paintLine: "Outaouais Coatings Zero-VOC interior line",
};

/** business.yml with real-looking facts and no stand-in group. */
export function realBusiness(dir: string): void {
  editYaml(dir, "shared/business.yml", (doc) => {
    doc.setIn(["phones", "office", "display"], REAL.office.display);
    doc.setIn(["phones", "office", "e164"], REAL.office.e164);
    doc.setIn(["phones", "whatsapp", "display"], REAL.whatsapp.display);
    doc.setIn(["phones", "whatsapp", "e164"], REAL.whatsapp.e164);
    doc.setIn(["email"], REAL.email);
    doc.setIn(["rbqLicence"], REAL.licence);
    doc.setIn(["credentials", "insurance", "insurer"], REAL.insurer);
    doc.setIn(["credentials", "wsibAccount"], REAL.wsibAccount);
    doc.setIn(["taxNumbers", "gstHst"], REAL.gstHst);
    doc.setIn(["taxNumbers", "qst"], REAL.qst);
    doc.setIn(["credentials", "reviews"], doc.createNode(REAL.reviews));
    doc.setIn(["privacy", "officerEmail"], REAL.privacy);
    doc.setIn(["credentials", "paintLine"], REAL.paintLine);
    doc.deleteIn(["standIn"]);
  });
}

/** Every `standIn: true` line of every file removed: the entries are the business's own. */
export function realEntries(dir: string): void {
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(ya?ml|md)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const text = fs.readFileSync(file, "utf8");
    const kept = text.replace(/^ *standIn: true\n/gm, "");
    if (kept !== text) fs.writeFileSync(file, kept);
  }
}

// The benchmark's project page with uploaded photos: a copy of content/ plus one project whose
// before/after pair and extra photo are camera-sized JPEGs in content/photos/, so the photo
// pipeline (scripts/photos/photos.mjs) serves them from the site itself, as it will the team's own.
import { cpSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { cameraPhoto } from "../../__tests__/support/camera-photo.mjs";

export const FIXTURE_PROJECT = "bench-local-photos";
export const FIXTURE_ROUTE = `/projects/${FIXTURE_PROJECT}/`;

/** @param {string} name @param {string} alt */
const photo = (name, alt) => `      src: /photos/${name}.jpg\n      alt: ${alt}\n`;

/** @param {string} locale "en" or "fr" */
function project(locale) {
  const en = locale === "en";
  return `---
title: ${en ? "Benchmark project with uploaded photos" : "Projet de mesure avec photos téléversées"}
address: ${en ? FIXTURE_PROJECT : "projet-de-mesure"}
summary: ${JSON.stringify(en ? "A project page whose photos come from the photo pipeline, as the team's own uploads will, measured by the benchmark." : "Une page de projet dont les photos viennent du traitement des photos, comme celles de l’équipe, mesurée par le banc d’essai.")}
standIn: true
consent: true
date: 2025-11
area: Ottawa
services:
  - interior-painting
duration: ${en ? "3 working days" : "3 jours ouvrables"}
pairs:
  - before:
${photo("bench-before", en ? "Living room before painting" : "Salon avant la peinture")}    after:
${photo("bench-after", en ? "Living room after painting" : "Salon après la peinture")}photos:
  - src: /photos/bench-detail.jpg
    alt: ${en ? "Detail of the finished trim" : "Détail des boiseries terminées"}
---

${en ? "A page for the benchmark: its photos are uploaded files, served by the site itself." : "Une page pour le banc d’essai : ses photos sont des fichiers téléversés, servis par le site lui-même."}
`;
}

/**
 * Writes the fixture content into `dir` (replacing it).
 * @param {string} root @param {string} dir
 */
export async function projectFixture(root, dir) {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, "content"), dir, { recursive: true });
  mkdirSync(path.join(dir, "photos"), { recursive: true });
  const tints = { "bench-before": "#b9a88f", "bench-after": "#dfe7ea", "bench-detail": "#e8e2d0" };
  for (const [name, tint] of Object.entries(tints)) {
    await cameraPhoto(path.join(dir, "photos", `${name}.jpg`), { tint });
  }
  for (const locale of ["en", "fr"]) {
    writeFileSync(path.join(dir, "projects", `${FIXTURE_PROJECT}.${locale}.md`), project(locale));
  }
}

/*
 * Fallback text for a catalogue service that has none of its own (spec §2: a default
 * long description and seven default highlights on the generic detail page).
 */
export const serviceDefaults = {
  longDescription: [
    "Every project starts with a visit. We come to your home or property, look at the surfaces, talk through the colours, finishes and timing you have in mind, and point out any repairs that should happen before painting. You then receive a written quote that sets out the scope, preparation, products and number of coats, so you know exactly what is included before you decide.",
    "On site, preparation comes first: floors, furniture and fixtures are protected, surfaces are cleaned, patched and primed where needed, and only then do the finish coats go on. We use quality paints from established manufacturers, low-VOC wherever the job allows, and schedule exterior work within Ottawa's May to October painting season. Each day ends with a tidy work area, and each job ends with a walkthrough together.",
  ],
  features: [
    "Free on-site estimate and written quote",
    "Clear scope, products and number of coats",
    "Careful surface preparation and priming",
    "Floors, furniture and fixtures protected",
    "Quality low-VOC paints where suitable",
    "Tidy work area and daily clean-up",
    "Final walkthrough and written workmanship warranty",
  ],
} as const satisfies { longDescription: readonly string[]; features: readonly string[] };

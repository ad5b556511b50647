// The suites that share the built copy (support/built-copy.ts says how a suite joins), imported
// by built-copy.spec.ts (the chain) and cms-forms.spec.ts (their form steps). The order of these
// imports is the order of the suites' steps: own-photos last, as its import of every stock photo
// rewrites every photo field of the content.
import "./cms";
import "./guides";
// After guides: its links include the guide that suite creates.
import "./links-and-lists";
import "./team-grows";
import "./content-refusal";
// Before own-photos too: its area and forms are the content as the repository has it.
import "./coordinator-alone";
// Before own-photos, which rewrites every photo field: the windows' form as the content has it.
import "./estimate-visits";
// Form steps only, the last of them: its new area is taken back from the files, not from Decap.
import "./view-live";
import "./own-photos";

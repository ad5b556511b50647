// The browser suites that edit a copy of the project and check its build share one copy and
// one build (support/built-copy.ts says how a suite joins). The order of these imports is the
// order of the suites' edits: own-photos last, as its import of every stock photo rewrites
// every photo field of the content.
import "./built-copy/cms";
import "./built-copy/guides";
// After guides: its links include the guide that suite creates.
import "./built-copy/links-and-lists";
import "./built-copy/team-grows";
import "./built-copy/content-refusal";
// Before own-photos too: its area and forms are the content as the repository has it.
import "./built-copy/coordinator-alone";
// Before own-photos, which rewrites every photo field: the windows' form as the content has it.
import "./built-copy/estimate-visits";
import "./built-copy/own-photos";
import { declareBuiltCopyTests } from "./support/built-copy";

declareBuiltCopyTests();

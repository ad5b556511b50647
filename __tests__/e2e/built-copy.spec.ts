// The browser suites that edit a copy of the project and check its build share one copy and
// one build (support/built-copy.ts says how a suite joins; built-copy/suites.ts lists them, in
// the order of their edits).
import "./built-copy/suites";
import { declareBuiltCopyTests } from "./support/built-copy";

declareBuiltCopyTests();

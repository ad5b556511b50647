// The built copy's suites' form steps (support/built-copy.ts): the CMS's forms over a copy of
// their own that is never built, one after another, in the site's run beside its other specs.
import "./built-copy/suites";
import { declareFormTests } from "./support/built-copy";

declareFormTests();

import { createElement } from "react";

type SectionProps = {
  id: string;
  heading: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
};

/**
 * A component's children as children of one of its elements, beside that element's own, as if
 * written in place: not a list nested in the list, so the page's RSC data stays the tree a
 * section written out by hand has. A single list child (a `.map`) goes in a fragment.
 */
export const beside = (children: React.ReactNode) => [children].flat();

/** A part of a page named by its h2 (aria-labelledby), in the house's heading style. */
export function Section({ id, heading, className, children }: SectionProps) {
  return createElement(
    "section",
    { "aria-labelledby": id, ...(className === undefined ? {} : { className }) },
    <h2 id={id} className="text-2xl font-bold text-brand-900">
      {heading}
    </h2>,
    ...beside(children),
  );
}

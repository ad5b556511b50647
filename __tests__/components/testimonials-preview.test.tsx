import { render, screen, within } from "@testing-library/react";
import { TestimonialsPreview } from "@/components/home/testimonials-preview";
import { type Home, type Testimonial } from "@/lib/content";

const block: Home["testimonials"] = {
  heading: "Examples of the feedback we receive",
  intro: "Intro.",
  cta: { label: "Read More Testimonials", href: "/testimonials/" },
};
const testimonials: Testimonial[] = [1, 2, 3].map((n) => ({
  id: `example-${n}`,
  quote: `Quote ${n}.`,
  author: `Author ${n}`,
  rating: 5,
}));

describe("TestimonialsPreview", () => {
  it("says the testimonials are examples before listing them", () => {
    const note = "These testimonials are representative examples, not verified reviews.";
    render(
      <TestimonialsPreview block={block} testimonials={testimonials} note={note} locale="en" />,
    );
    const region = screen.getByRole("region", { name: block.heading });
    const shown = within(region).getByRole("note");
    expect(shown).toHaveTextContent(note);
    const list = within(region).getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    // The note comes first in reading order.
    expect(shown.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

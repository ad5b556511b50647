import { render, screen } from "@testing-library/react";
import { StarRating } from "@/components/testimonials/star-rating";

describe("StarRating", () => {
  it.each([0, 3, 5])("labels %i of 5 and fills that many stars", (rating) => {
    const { container } = render(<StarRating rating={rating} locale="en" />);
    expect(screen.getByRole("img", { name: `Rated ${rating} out of 5` })).toBeInTheDocument();
    expect(container.querySelectorAll('[data-filled="true"]')).toHaveLength(rating);
    expect(container.querySelectorAll("svg")).toHaveLength(5);
  });
});

import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteForm } from "@/components/contact/quote-form";
import { getUi } from "@/lib/content";

// Counts the evaluations of the form's lazily imported validation and toast.
const mockEngineLoads = jest.fn();
jest.mock("@/components/contact/quote-form-engine", () => {
  mockEngineLoads();
  return jest.requireActual("@/components/contact/quote-form-engine");
});

const ui = getUi("en");

it("fetches the form's validation on the first interaction with the form, not with the page", async () => {
  const user = userEvent.setup();
  render(
    <>
      <a href="#quote">Elsewhere</a>
      <QuoteForm
        whatsappNumber="+16135550178"
        greeting="Hello!"
        labels={{ ...ui.form, whatsapp: ui.whatsapp }}
        toastLabels={ui.toast}
      />
    </>,
  );
  await user.hover(screen.getByRole("link", { name: "Elsewhere" }));
  await user.tab();
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(mockEngineLoads).not.toHaveBeenCalled();
  expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();

  await user.click(screen.getByLabelText(/Full Name/));
  expect(await screen.findByRole("region", { name: /Notifications/ })).toBeInTheDocument();
  expect(mockEngineLoads).toHaveBeenCalledTimes(1);
});

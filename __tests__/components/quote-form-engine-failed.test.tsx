import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteForm } from "@/components/contact/quote-form";
import { getUi } from "@/lib/content";

// The validation's chunk could not be fetched (a network cut, a deploy that removed it).
jest.mock("@/components/contact/quote-form-engine", () => {
  throw new Error("Loading chunk failed");
});

const ui = getUi("en");

function setup() {
  const user = userEvent.setup();
  render(
    <QuoteForm
      whatsappNumber="+16135550178"
      greeting="Hello!"
      labels={{ ...ui.form, whatsapp: ui.whatsapp }}
      toastLabels={ui.toast}
    />,
  );
  return user;
}

async function fillAndSend(user: ReturnType<typeof setup>) {
  await user.type(screen.getByLabelText(/Full Name/), "Sam");
  await user.type(screen.getByLabelText(/Email Address/), "sam@example.com");
  await user.type(screen.getByLabelText(/Phone Number/), "613");
  await user.type(screen.getByLabelText(/Message \/ Project Details/), "Deck");
  await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));
}

const TEXT = `New Inquiry from Sam:\nEmail: sam@example.com\nPhone: 613\nMessage: Deck\nI will send ${ui.form.photos.general.length} photos after this message.`;

it("without its validation's code, the form still points the window at WhatsApp with the message", async () => {
  const popup = { opener: {}, closed: false, location: { replace: jest.fn() } };
  const open = jest.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
  const user = setup();
  await fillAndSend(user);
  expect(open).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
  const [url] = popup.location.replace.mock.calls[0]!;
  expect(new URL(String(url)).searchParams.get("text")).toBe(TEXT);
  // No toast (its code did not arrive either); what was typed stays.
  expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();
  expect(screen.getByLabelText(/Full Name/)).toHaveValue("Sam");
  open.mockRestore();
});

it("and with the window refused, offers the link carrying the message", async () => {
  const open = jest.spyOn(window, "open").mockImplementation(() => null);
  const user = setup();
  await fillAndSend(user);
  const link = await screen.findByRole("link", { name: "Open WhatsApp" });
  expect(new URL(link.getAttribute("href")!).searchParams.get("text")).toBe(TEXT);
  open.mockRestore();
});

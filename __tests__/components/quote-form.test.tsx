import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteForm } from "@/components/contact/quote-form";
import { Toaster } from "@/components/ui/toaster";
import { ui } from "@/content/ui";

const WHATSAPP = "+16135550178";

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <QuoteForm whatsappNumber={WHATSAPP} labels={ui.form} toastLabels={ui.toast} />
      <Toaster
        closeLabel={ui.toast.close}
        regionLabel={ui.toast.region}
        announceLabel={ui.toast.announce}
      />
    </>,
  );
  return user;
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  values: Partial<Record<string, string>>,
) {
  const fields = {
    name: screen.getByLabelText(/Full Name/),
    email: screen.getByLabelText(/Email Address/),
    phone: screen.getByLabelText(/Phone Number/),
    message: screen.getByLabelText(/Message \/ Project Details/),
  };
  for (const [key, value] of Object.entries(values)) {
    const field = fields[key as keyof typeof fields];
    await user.clear(field);
    if (value) {
      // Paste keeps long and special input exact (typing would read {braces} as keys).
      field.focus();
      await user.paste(value);
    }
  }
  return fields;
}

describe("QuoteForm", () => {
  let open: jest.SpyInstance;

  beforeEach(() => {
    open = jest.spyOn(window, "open").mockImplementation(() => ({ opener: {} }) as Window);
  });
  afterEach(() => open.mockRestore());

  it("renders the four fields exactly as spec §5", () => {
    setup();
    const name = screen.getByLabelText(/Full Name/);
    expect(name).toHaveAttribute("type", "text");
    expect(name).toHaveAttribute("placeholder", "Your Name");
    expect(name).toBeRequired();
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute("type", "email");
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute("type", "tel");
    const message = screen.getByLabelText(/Message \/ Project Details/);
    expect(message.tagName).toBe("TEXTAREA");
    expect(message).toHaveAttribute("rows", "5");
    expect(message).toHaveAttribute("placeholder", "Tell us about your painting project...");
    for (const field of screen.getAllByRole("textbox")) expect(field).toBeRequired();
  });

  it("does not open WhatsApp when the form is invalid, and announces why", async () => {
    const user = setup();
    await fill(user, {
      name: "Sam",
      email: "sam@example.com",
      phone: "613",
      message: "x".repeat(2001),
    });
    await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));
    expect(open).not.toHaveBeenCalled();
    const alert = await screen.findByText(
      "Message / Project Details must be at most 2000 characters.",
    );
    expect(alert).toHaveAttribute("role", "alert");
    expect(screen.getByLabelText(/Message \/ Project Details/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("opens WhatsApp with the prefilled message, shows the toast and resets the fields", async () => {
    const user = setup();
    const message = "Hall & stairs: 50% done? #2 + trim 🎨\nسلام <script>x</script>";
    const fields = await fill(user, {
      name: "Chloé Roy",
      email: "chloe@example.com",
      phone: "+1 613-555-0100",
      message,
    });
    await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));

    expect(open).toHaveBeenCalledTimes(1);
    const [url, target] = open.mock.calls[0]!;
    expect(target).toBe("_blank");
    expect(String(url).startsWith("https://wa.me/16135550178?text=")).toBe(true);
    expect(new URL(String(url)).searchParams.get("text")).toBe(
      `New Inquiry from Chloé Roy:\nEmail: chloe@example.com\nPhone: +1 613-555-0100\nMessage: ${message}`,
    );

    expect(await screen.findByText("Form Submitted!")).toBeInTheDocument();
    expect(
      screen.getByText("You will be redirected to WhatsApp to send your message."),
    ).toBeInTheDocument();
    await waitFor(() => {
      for (const field of Object.values(fields)) expect(field).toHaveValue("");
    });
  });

  it("offers a visible link when the popup is blocked", async () => {
    open.mockImplementation(() => null);
    const user = setup();
    await fill(user, {
      name: "Sam",
      email: "sam@example.com",
      phone: "613-555-0100",
      message: "Fence",
    });
    await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));
    const link = await screen.findByRole("link", { name: "Open WhatsApp" });
    expect(link.getAttribute("href")).toMatch(
      /^https:\/\/wa\.me\/16135550178\?text=New%20Inquiry%20from%20Sam%3A/,
    );
  });
});

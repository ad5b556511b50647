import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QuoteForm } from "@/components/contact/quote-form";
import { removeToast, toast } from "@/components/ui/use-toast";
import { getUi } from "@/lib/content";

const ui = getUi("en");

const WHATSAPP = "+16135550178";
// No service known here: the general list's photos, counted on the message's last line.
const PHOTOS = `\nI will send ${ui.form.photos.general.length} photos after this message.`;
const GREETING = "Hello! I would like a free quote.";

/** Renders the form, English unless `props` say otherwise; returns the user that fills it. */
function setup(props: Partial<React.ComponentProps<typeof QuoteForm>> = {}) {
  const user = userEvent.setup();
  render(
    <QuoteForm
      whatsappNumber={WHATSAPP}
      greeting={GREETING}
      labels={{ ...ui.form, whatsapp: ui.whatsapp }}
      toastLabels={ui.toast}
      {...props}
    />,
  );
  return user;
}

/** The enhanced form announces itself by its notifications region (the toast's viewport). */
function engineReady() {
  return screen.findByRole("region", { name: /Notifications/ });
}

type Popup = {
  opener: unknown;
  closed: boolean;
  close: jest.Mock;
  location: { replace: jest.Mock };
};

function newPopup(): Popup {
  return { opener: {}, closed: false, close: jest.fn(), location: { replace: jest.fn() } };
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
  let popup: Popup;

  beforeEach(() => {
    // The toast store outlives each render: one toast at a time, so this empties it.
    removeToast(toast({ title: "" }));
    popup = newPopup();
    open = jest.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
  });
  afterEach(() => open.mockRestore());

  it("renders the four fields exactly as fixed (docs/decisions/0005)", () => {
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

  it("submits nothing typed natively: no field has a name, and the action is WhatsApp's, with the greeting only", async () => {
    const user = setup();
    const fields = await fill(user, {
      name: "Sam",
      email: "sam@example.com",
      phone: "613",
      message: "Deck",
    });
    const form = fields.name.closest("form")!;
    expect(form).toHaveAttribute("action", "https://wa.me/16135550178");
    expect(form).toHaveAttribute("method", "get");
    expect(form).toHaveAttribute("target", "_blank");
    // What the browser would send if the form were submitted natively.
    expect([...new FormData(form).entries()]).toEqual([["text", GREETING]]);
    for (const field of Object.values(fields)) expect(field).not.toHaveAttribute("name");
  });

  it("does not point the window at WhatsApp when the form is invalid: closes it, and announces why", async () => {
    const user = setup();
    await fill(user, {
      name: "Sam",
      email: "sam@example.com",
      phone: "613",
      message: "x".repeat(2001),
    });
    await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));
    // Opened in the gesture, before the (asynchronous) validation could say no.
    expect(open).toHaveBeenCalledTimes(1);
    const alert = await screen.findByText(
      "Message / Project Details must be at most 2000 characters.",
    );
    expect(alert).toHaveAttribute("role", "alert");
    expect(screen.getByLabelText(/Message \/ Project Details/)).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.getByLabelText(/Message \/ Project Details/)).toHaveAttribute(
      "aria-describedby",
      alert.id,
    );
    expect(popup.close).toHaveBeenCalled();
    expect(popup.location.replace).not.toHaveBeenCalled();
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
    const [blank, target, features] = open.mock.calls[0]!;
    expect(blank).toBe("");
    expect(target).toBe("_blank");
    expect(String(features ?? "")).not.toMatch(/noopener/);
    expect(popup.opener).toBeNull();
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
    const [url] = popup.location.replace.mock.calls[0]!;
    expect(String(url).startsWith("https://wa.me/16135550178?text=")).toBe(true);
    expect(new URL(String(url)).searchParams.get("text")).toBe(
      `New Inquiry from Chloé Roy:\nEmail: chloe@example.com\nPhone: +1 613-555-0100\nMessage: ${message}${PHOTOS}`,
    );

    expect(await screen.findByText("Form Submitted!")).toBeInTheDocument();
    expect(
      screen.getByText("You will be redirected to WhatsApp to send your message."),
    ).toBeInTheDocument();
    await waitFor(() => {
      for (const field of Object.values(fields)) expect(field).toHaveValue("");
    });
  });

  it("when the popup is blocked, offers a link as the one announcement and keeps the fields", async () => {
    open.mockImplementation(() => null);
    const user = setup();
    const fields = await fill(user, {
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
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    // Give a toast every chance to appear: it must not.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText("Form Submitted!")).not.toBeInTheDocument();
    expect(fields.name).toHaveValue("Sam");
    expect(fields.message).toHaveValue("Fence");
  });

  it("checks a field when it is left, then as it changes", async () => {
    const user = setup();
    const email = screen.getByLabelText(/Email Address/);
    await user.click(email);
    await engineReady();
    await user.type(email, "sam@");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText("Enter a valid email address.")).toHaveAttribute(
      "role",
      "alert",
    );
    expect(email).toHaveAttribute("aria-invalid", "true");
    await user.type(email, "example.com");
    expect(screen.queryByText("Enter a valid email address.")).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute("aria-invalid");
  });

  it("on an invalid submit, moves focus to the first field in error", async () => {
    const user = setup();
    await fill(user, { name: "Sam", email: "sam@example.com", phone: " ", message: "Fence" });
    await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));
    await waitFor(() => expect(screen.getByLabelText(/Phone Number/)).toHaveFocus());
    expect(screen.getByText("Phone Number is required.")).toBeInTheDocument();
  });

  it("takes over the fields without losing what was typed or where the focus is", async () => {
    const user = setup();
    const name = screen.getByLabelText(/Full Name/) as HTMLInputElement;
    // Typed while the code was still on its way: no event reached the form's handlers.
    name.value = "Sam";
    const email = screen.getByLabelText(/Email Address/);
    await user.click(email);
    await user.keyboard("sam@");
    await engineReady();
    expect(email).toHaveFocus();
    expect(name).toHaveValue("Sam");
    expect(email).toHaveValue("sam@");
    await user.tab();
    expect(await screen.findByText("Enter a valid email address.")).toBeInTheDocument();
  });

  it("a submit made before the code arrived opens the window at once and completes once it has", async () => {
    setup();
    const values = { name: "Sam", email: "sam@example.com", phone: "613", message: "Deck" };
    for (const [name, value] of Object.entries(values)) {
      (document.getElementById(`quote-${name}`) as HTMLInputElement).value = value;
    }
    expect(screen.queryByRole("region", { name: /Notifications/ })).not.toBeInTheDocument();
    fireEvent.submit(screen.getByRole("button", { name: /Send via WhatsApp/ }).closest("form")!);
    // Synchronously, inside the event: the engine has not even been requested yet.
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.location.replace).not.toHaveBeenCalled();
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
    const [url] = popup.location.replace.mock.calls[0]!;
    expect(new URL(String(url)).searchParams.get("text")).toBe(
      `New Inquiry from Sam:\nEmail: sam@example.com\nPhone: 613\nMessage: Deck${PHOTOS}`,
    );
    expect(await screen.findByText("Form Submitted!")).toBeInTheDocument();
  });

  it("uses the labels it is given: French messages on the French page", async () => {
    const fr = getUi("fr");
    const user = setup({ labels: { ...fr.form, whatsapp: fr.whatsapp }, toastLabels: fr.toast });
    const email = screen.getByLabelText(new RegExp(fr.form.email.label));
    await user.click(email);
    await screen.findByRole("region");
    await user.type(email, "sam@");
    await user.tab();
    expect(await screen.findByText(fr.form.invalidEmail)).toHaveAttribute("role", "alert");
  });
});

describe("QuoteForm with a range from the price ranges page (docs/decisions/0013)", () => {
  const LINE =
    "Typical range: Interior Painting (3 rooms); Ontario side; $1,450 to $2,350 before tax";
  let open: jest.SpyInstance;
  let popup: Popup;

  const setupWithRange = () =>
    setup({ labels: { ...ui.form, whatsapp: ui.whatsapp, priceRange: ui.prices } });

  beforeEach(() => {
    removeToast(toast({ title: "" }));
    sessionStorage.clear();
    popup = newPopup();
    open = jest.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
  });
  afterEach(() => open.mockRestore());

  it("shows the range added during the visit and ends the message with it", async () => {
    sessionStorage.setItem("price-range", LINE);
    const user = setupWithRange();
    expect(await screen.findByText(LINE)).toBeInTheDocument();
    await fill(user, { name: "Sam", email: "sam@example.com", phone: "613", message: "Bedrooms" });
    await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
    const [url] = popup.location.replace.mock.calls[0]!;
    expect(new URL(String(url)).searchParams.get("text")).toBe(
      `New Inquiry from Sam:\nEmail: sam@example.com\nPhone: 613\nMessage: Bedrooms\n${LINE}${PHOTOS}`,
    );
    // Sent with the message, the range goes with the fields: a next message starts without it.
    await waitFor(() => expect(screen.queryByText(LINE)).toBeNull());
    expect(sessionStorage.getItem("price-range")).toBeNull();
  });

  it("leaves the range out once the visitor removes it", async () => {
    sessionStorage.setItem("price-range", LINE);
    const user = setupWithRange();
    await user.click(await screen.findByRole("button", { name: "Remove this range" }));
    expect(screen.queryByText(LINE)).toBeNull();
    expect(screen.getByLabelText(/Message \/ Project Details/)).toHaveFocus();
    await fill(user, { name: "Sam", email: "sam@example.com", phone: "613", message: "Bedrooms" });
    await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
    const [url] = popup.location.replace.mock.calls[0]!;
    expect(new URL(String(url)).searchParams.get("text")).not.toContain("Typical range");
  });
});

describe("QuoteForm's estimate visit and photos (docs/decisions/0018)", () => {
  const HOUR = 3_600_000;
  const windows = [
    { id: "passed", when: "Friday, December 4, morning", side: "on" as const, startsAt: -HOUR },
    {
      id: "2099-12-12-morning",
      when: "Saturday, December 12, morning",
      side: "on" as const,
      startsAt: HOUR,
    },
    {
      id: "2099-12-14-evening",
      when: "Monday, December 14, evening",
      side: "qc" as const,
      note: "near Aylmer",
      startsAt: 2 * HOUR,
    },
  ].map((each) => ({ ...each, startsAt: Date.now() + each.startsAt }));
  const photoLists = {
    "drywall-repair": ["The whole wall", "A close-up of each hole", "The ceiling corner"],
    "interior-painting": ["Each room", "A close-up of each hole"],
  };
  let open: jest.SpyInstance;
  let popup: Popup;

  const setupWith = (props: Parameters<typeof setup>[0] = {}) =>
    setup({
      labels: { ...ui.form, whatsapp: ui.whatsapp, priceRange: ui.prices },
      windows,
      photoLists,
      process: { href: "/your-project/", title: "Your project, step by step" },
      ...props,
    });

  async function send(user: ReturnType<typeof userEvent.setup>) {
    await fill(user, { name: "Sam", email: "sam@example.com", phone: "613", message: "Walls" });
    await user.click(screen.getByRole("button", { name: /Send via WhatsApp/ }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledTimes(1));
    const [url] = popup.location.replace.mock.calls[0]!;
    return new URL(String(url)).searchParams.get("text")!.split("\n");
  }

  beforeEach(() => {
    removeToast(toast({ title: "" }));
    sessionStorage.clear();
    window.history.replaceState(null, "", "/contact/");
    popup = newPopup();
    open = jest.spyOn(window, "open").mockImplementation(() => popup as unknown as Window);
  });
  afterEach(() => open.mockRestore());

  it("offers the windows not yet started, by side of the river, and “none of these suits me”", () => {
    setupWith();
    const choice = screen.getByRole("combobox", { name: ui.form.estimate.label });
    expect(choice).toHaveAccessibleDescription(ui.form.estimate.hint);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      ui.form.estimate.choose,
      "Saturday, December 12, morning",
      "Monday, December 14, evening (near Aylmer)",
      ui.form.estimate.none,
    ]);
    expect(screen.getByRole("group", { name: ui.form.estimate.sides.qc })).toBeInTheDocument();
    expect(screen.queryByText(ui.form.estimate.usual)).not.toBeVisible();
  });

  it("puts the chosen window after the required lines, as a request to confirm, and ends with the photo count", async () => {
    const user = setupWith();
    await user.selectOptions(
      screen.getByRole("combobox", { name: ui.form.estimate.label }),
      "Monday, December 14, evening (near Aylmer)",
    );
    const lines = await send(user);
    expect(lines.slice(0, 4)).toEqual([
      "New Inquiry from Sam:",
      "Email: sam@example.com",
      "Phone: 613",
      "Message: Walls",
    ]);
    expect(lines.slice(4)).toEqual([
      "Estimate visit, please confirm: Monday, December 14, evening, Gatineau side (Quebec)",
      `I will send ${ui.form.photos.general.length} photos after this message.`,
    ]);
    // Sent: a next message starts with no window chosen.
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: ui.form.estimate.label })).toHaveValue(""),
    );
  });

  it("says when none suits, and adds no visit line when nothing is chosen", async () => {
    const user = setupWith();
    await user.selectOptions(
      screen.getByRole("combobox", { name: ui.form.estimate.label }),
      ui.form.estimate.none,
    );
    expect((await send(user)).at(-2)).toBe(ui.form.estimate.noneLine);
    popup.location.replace.mockClear();
    expect((await send(user)).some((line) => line.startsWith("Estimate visit"))).toBe(false);
  });

  it("says when the team usually answers when no window is left", () => {
    setupWith({ windows: windows.slice(0, 1) });
    expect(screen.getByText(ui.form.estimate.usual)).toBeVisible();
    // Hidden, so out of the accessibility tree: only the element is left to find.
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(document.getElementById("quote-visit")).not.toBeVisible();
  });

  it("once sent, lists the photos of the service page the visitor came from, counted in the message, and links the next steps", async () => {
    window.history.replaceState(null, "", "/contact/?service=drywall-repair");
    const user = setupWith();
    expect((await send(user)).at(-1)).toBe("I will send 3 photos after this message.");
    const sent = await screen.findByRole("region", { name: ui.form.photos.ready });
    expect(screen.getByRole("heading", { name: ui.form.photos.ready })).toHaveFocus();
    expect([...sent.querySelectorAll("li")].map((item) => item.textContent)).toEqual(
      photoLists["drywall-repair"],
    );
    expect(screen.getByRole("link", { name: "Your project, step by step" })).toHaveAttribute(
      "href",
      "/your-project/",
    );
  });

  it("lists each photo once for the services of a range carried from the price ranges page", async () => {
    sessionStorage.setItem("price-range", "Typical range: …");
    sessionStorage.setItem("price-range-services", "interior-painting drywall-repair");
    const user = setupWith();
    expect((await send(user)).at(-1)).toBe("I will send 4 photos after this message.");
    const sent = await screen.findByRole("region", { name: ui.form.photos.ready });
    expect([...sent.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Each room",
      "A close-up of each hole",
      "The whole wall",
      "The ceiling corner",
    ]);
  });

  it("asks for the general photos when no service is known, and names a missing service's none", async () => {
    window.history.replaceState(null, "", "/contact/?service=not-a-service");
    const user = setupWith();
    await send(user);
    const sent = await screen.findByRole("region", { name: ui.form.photos.ready });
    expect([...sent.querySelectorAll("li")].map((item) => item.textContent)).toEqual(
      ui.form.photos.general,
    );
  });
});

import { type LegalDocumentInput } from "@/lib/schemas";

/*
 * Privacy Policy (route /privacy-policy). Describes the site as built: static pages,
 * no accounts, no cookies, no analytics; the quote form only opens WhatsApp with a
 * prefilled message; photos come from external image hosts (lib/external-origins.json)
 * and the contact page embeds an OpenStreetMap map. Contact details stay in
 * content/site.ts, so this text refers to the Contact page instead of repeating them.
 */
export const privacyPolicy = {
  meta: {
    title: "Privacy Policy",
    description:
      "How we handle personal information: no accounts, cookies or analytics on this site, and what happens when you contact us by phone, e-mail or WhatsApp.",
  },
  title: "Privacy Policy",
  lastUpdated: "2026-11-22",
  intro:
    "We respect your privacy and collect as little personal information as possible. This policy explains what this website does and does not collect, and how we handle the information you choose to send us.",
  sections: [
    {
      heading: "Who we are and what this policy covers",
      paragraphs: [
        'This policy is published by Northbrush Painting Co. ("we", "us" or "our"), a painting contractor based in Ottawa, Ontario. It covers this website and the personal information you share with us when you ask for a quote or contact us by phone, e-mail or WhatsApp.',
        "We handle personal information in line with Canada's Personal Information Protection and Electronic Documents Act (PIPEDA) and its fair information principles.",
      ],
    },
    {
      heading: "What this website does not collect",
      paragraphs: [
        "This website is a set of static information pages. It has no user accounts and no login, and it does not store the information you type into it. In particular:",
      ],
      list: [
        "We do not ask you to create an account or sign in.",
        "The website does not set cookies.",
        "We do not use analytics, advertising or tracking tools on this website.",
        "The quote form is not sent to, or stored on, any server of ours.",
      ],
    },
    {
      heading: "The quote form and WhatsApp",
      paragraphs: [
        "When you fill in the quote form on our Contact page and submit it, your browser opens WhatsApp, usually in a new window or tab, with a message that contains your name, e-mail address, phone number and project details. Nothing is sent to us until you choose to send that message in WhatsApp, and you can edit or discard it first. The form fields are then cleared on the page.",
        "The chat and call-to-action buttons on this website also open WhatsApp with a short greeting. Messages you send through WhatsApp are carried by WhatsApp, which is operated by a third party under its own terms of service and privacy policy. We encourage you to read them.",
      ],
    },
    {
      heading: "Phone and e-mail",
      paragraphs: [
        "You can also reach us by phone or by e-mail. Phone links on this website open your device's calling app, and e-mail links open your own e-mail program; the website itself does not record these calls or messages. What you tell us by phone or send us by e-mail is handled as described below.",
      ],
    },
    {
      heading: "Photos, maps and hosting",
      paragraphs: [
        "Like any website, this one relies on a few outside services to deliver its pages. When your browser requests content from them, they receive the technical information that any web request includes, such as your IP address, browser type and the page requested, and they handle it under their own privacy policies:",
      ],
      list: [
        "Photos on this website are loaded from external image hosts, such as Unsplash.",
        "The Contact page embeds a map from OpenStreetMap to show our office location. The map is loaded from OpenStreetMap when you view it.",
        "The company that hosts this website may keep standard server logs of requests for security and reliability.",
      ],
    },
    {
      heading: "How we use the information you send us",
      paragraphs: [
        "When you contact us by phone, e-mail or WhatsApp, we may receive your name, contact details, the address of the property and details or photos of your project. We use this information only to:",
      ],
      list: [
        "answer your questions;",
        "prepare and follow up on your quote;",
        "schedule and carry out the work you ask us to do, and handle any concern or claim about it;",
        "keep the records we are required to keep by law, for example for tax purposes.",
      ],
    },
    {
      heading: "Sharing and selling",
      paragraphs: [
        "We do not sell, rent or trade your personal information, and we do not use it for advertising. We share it only when needed to do the work you asked for (for example, with a property manager you have asked us to coordinate with), or when the law requires us to.",
      ],
    },
    {
      heading: "How long we keep information",
      paragraphs: [
        "We keep personal information only as long as we need it to answer your enquiry, complete and follow up on your project, or meet our legal and tax obligations. When it is no longer needed, we delete or securely destroy it. We take reasonable steps to protect the information we hold from loss and unauthorized access.",
      ],
    },
    {
      heading: "Your rights",
      paragraphs: [
        "Under PIPEDA you have the right to ask whether we hold personal information about you, to see it and to ask us to correct it if it is inaccurate or incomplete. You may also withdraw your consent to our use of your information, subject to legal or contractual limits; we will explain what that means for any quote or work in progress.",
        "To make a request, write to us at the e-mail address listed on our Contact page. We may need to confirm your identity before we answer. If you are not satisfied with our response, you may contact the Office of the Privacy Commissioner of Canada.",
      ],
    },
    {
      heading: "Changes and contact",
      paragraphs: [
        "We may update this policy if the website or the way we work changes. The date at the top of this page shows when it was last updated.",
        "If you have a question about this policy or about your personal information, please write to us at the e-mail address listed on our Contact page.",
      ],
    },
  ],
} satisfies LegalDocumentInput;

import { type LegalDocumentInput } from "@/lib/schemas";

/*
 * Terms and Conditions (route /terms-and-conditions). Figures follow spec §9:
 * quotes typically valid for 30 days, concerns in writing within 48 hours of
 * completion, governing law of the Province of Ontario, Canada. Cancellation
 * figures live in refund-policy.ts only; this page refers to it.
 */
export const termsAndConditions = {
  meta: {
    title: "Terms and Conditions",
    description:
      "The terms that apply to our painting quotes, scheduling, payments, deposits, workmanship concerns and the use of this website in Ottawa.",
  },
  title: "Terms and Conditions",
  lastUpdated: "2026-11-22",
  intro:
    "These terms explain how we quote, schedule and carry out painting work for homes and businesses in Ottawa and the surrounding area, and what we ask of you along the way. Please read them before you accept a quote.",
  sections: [
    {
      heading: "Acceptance of these terms",
      paragraphs: [
        'These terms apply to every quote and every painting project carried out by Northbrush Painting Co. ("we", "us" or "our") and to the use of this website. By accepting a quote, paying a deposit or letting our crew start work, you agree to these terms, to our Refund Policy and to anything agreed in writing for your project.',
        "If your written quote or agreement says something different from these terms, the written quote or agreement applies to your project. We may update these terms from time to time; the version in effect on the day you accept a quote applies to that project.",
      ],
    },
    {
      heading: "Our services and quotes",
      paragraphs: [
        "We provide interior and exterior painting, drywall repair, surface preparation and related services for residential and commercial properties. Each project is described in a written quote that sets out the areas to be painted, the preparation included, the number of coats and the price.",
        "Quotes are free. Unless the quote states otherwise, a quote is typically valid for 30 days from the date it is issued. After that, prices and availability may change and we may need to confirm or revise the quote before scheduling the work.",
        "A quote is based on what we could see and what you told us when we prepared it. Hidden conditions found once work begins, such as water damage, rot, loose plaster, lead-based paint or mould, are not included and are handled as a change to the scope of work.",
      ],
    },
    {
      heading: "Scheduling, weather and delays",
      paragraphs: [
        "Start dates are reserved once you accept the quote and any required deposit is received. We give you an estimated duration for the work; it is an estimate, not a guarantee.",
        "Exterior work depends on the weather. Rain, high humidity, strong wind and temperatures outside the range recommended by the paint manufacturer can affect how paint adheres and cures, so we may postpone or pause exterior work when conditions are not suitable. We will tell you as early as we can and agree on a new date with you.",
        "Delays caused by weather, material shortages, illness, hidden conditions, late access to the property or other events outside our reasonable control are not a breach of these terms. We will keep you informed and resume the work as soon as practical.",
      ],
    },
    {
      heading: "Your responsibilities",
      paragraphs: [
        "To help the work go safely and on time, we ask you to do the following before and during the project, unless your quote says we will handle it:",
      ],
      list: [
        "Move furniture, electronics, artwork, fragile items and valuables away from the work areas, or tell us in advance if you need help so it can be added to the quote.",
        "Keep pets and children away from the work areas, ladders, paint and equipment while the crew is on site.",
        "Give us safe and timely access to the property and to the areas in the quote on each scheduled day, including keys, codes, elevator bookings or parking arrangements where needed.",
        "Provide access to electricity, running water and a washroom for the duration of the work.",
        "Tell us about known issues before we start, such as moisture problems, previous repairs, lead-based paint or building rules that limit working hours.",
        "For condominiums and commercial buildings, obtain any approval needed from the property manager, board or landlord.",
      ],
    },
    {
      heading: "Materials and colour selection",
      paragraphs: [
        "Unless agreed otherwise, we supply the paint and materials listed in the quote. If you prefer to supply your own products, we cannot be responsible for their quality, quantity or performance.",
        "You are responsible for choosing and confirming your colours and sheens in writing before work begins. Colours can look different on a large wall, in different light and next to other finishes than on a chip or screen, so we recommend testing a sample on site. A change of colour after painting has started, or after a surface is finished, is a change to the scope of work and may cost extra.",
        "Small differences in colour or sheen between new paint and existing finishes, or between product batches, are normal and are not a defect.",
      ],
    },
    {
      heading: "Payment and deposits",
      paragraphs: [
        "Prices are in Canadian dollars. Applicable taxes, such as HST, are added to the quoted price unless the quote states otherwise. The deposit required, if any, and the payment schedule are set out in your written quote.",
        "A deposit reserves your dates in our schedule and may be used to buy materials for your project. Deposits are generally non-refundable. Cancellation notice periods and fees are explained in our Refund Policy.",
        "The balance is due on completion of the work, or as set out in the quote. For larger projects the quote may include progress payments tied to stages of the work.",
      ],
    },
    {
      heading: "Changes to the scope of work",
      paragraphs: [
        "If you ask for additional areas, extra coats, a different product or colour, or other changes, or if hidden conditions require extra work, we will explain the change and its effect on the price and schedule before going ahead.",
        "Changes should be confirmed in writing, by e-mail or message, before the extra work is done. Work that is removed from the scope at your request may be subject to the cancellation terms in our Refund Policy.",
      ],
    },
    {
      heading: "Workmanship concerns",
      paragraphs: [
        "We take pride in our work and want you to be satisfied with it. Please walk through the finished work with us or inspect it yourself as soon as the project is completed.",
        "If you have a concern about the quality of the work, you must notify us in writing within 48 hours of completion, describing the concern and, where possible, including photos. This lets us review the work while the conditions are fresh. The full claim process and its time limits are described in our Refund Policy.",
        "We are not responsible for problems caused by moisture, structural movement, settling or defects in the underlying surfaces, by damage or wear after completion, by cleaning products or by work carried out by others.",
      ],
    },
    {
      heading: "Limitation of liability",
      paragraphs: [
        "We carry out our work with reasonable care and skill. To the extent permitted by law, our total liability for any claim related to a project is limited to the amount you paid us for that project, and we are not liable for indirect or consequential losses such as loss of use, loss of income or inconvenience.",
        "We are not responsible for damage to items that were not moved or protected as requested, or for pre-existing damage or conditions. Nothing in these terms limits any right you have under Ontario's Consumer Protection Act, 2002, or under any other law that cannot be excluded by agreement.",
      ],
    },
    {
      heading: "Use of this website",
      paragraphs: [
        "This website gives general information about our services. It does not form an offer; prices and details are confirmed only in a written quote. Some photos on this website are stock images used to illustrate the kind of work we do and are not necessarily photos of our own projects, and the testimonials shown are representative examples.",
        "You may view and share the pages of this website for personal, non-commercial purposes. Please do not copy or reuse its text, logo or design for other purposes without our permission. Links to other services, such as WhatsApp or map services, are provided for convenience and are governed by those services' own terms.",
      ],
    },
    {
      heading: "Governing law",
      paragraphs: [
        "These terms, and any agreement for work made under them, are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there. Any dispute will be handled by the courts of the Province of Ontario.",
      ],
    },
    {
      heading: "Questions and contact",
      paragraphs: [
        "If you have a question about these terms or about a quote, please call us or write to us using the phone numbers and the e-mail address listed on our Contact page. We are happy to explain anything before you make a decision.",
      ],
    },
  ],
} satisfies LegalDocumentInput;

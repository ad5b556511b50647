import { type LegalDocumentInput } from "@/lib/schemas";

/*
 * Refund Policy (route /refund-policy). The notice periods, fees and claim deadlines
 * are quoted from spec §9 and must stay identical to it: 7 / 3 business days, 15% and
 * up to 25% of the quoted price, 48 hours, 3 business days to claim, acknowledgement
 * within 2 and a response within 7 business days, deposits generally non-refundable.
 */
export const refundPolicy = {
  meta: {
    title: "Refund Policy",
    description:
      "Our refund and cancellation policy: notice periods, cancellation fees, deposits and how to raise a quality concern or claim after your painting project.",
  },
  title: "Refund Policy",
  lastUpdated: "2026-11-22",
  intro:
    "Our Refund and Cancellation Policy explains the notice needed to cancel a booked project, the fees that may apply, how deposits are treated and how to raise a concern about completed work. We plan crews, materials and schedules around each project, so clear notice helps everyone.",
  sections: [
    {
      heading: "When this policy applies",
      paragraphs: [
        'This policy applies to every residential and commercial painting project booked with Northbrush Painting Co. ("we", "us" or "our"). It forms part of our Terms and Conditions. If your written quote or agreement sets different terms, the written quote or agreement applies to your project.',
      ],
    },
    {
      heading: "How to give written notice",
      paragraphs: [
        "Cancellations, quality concerns and claims must be made in writing, by e-mail to the address listed on our Contact page or by a written WhatsApp message. Please include your name, the project address and the date of your quote, and for quality concerns a description and, where possible, photos.",
        "Notice periods are counted in business days before the scheduled start date, or after the date the work is completed, based on the date we receive your written notice.",
      ],
    },
    {
      heading: "Cancelling a booked project",
      paragraphs: [
        "The following applies when you cancel a project that has a confirmed start date:",
      ],
      list: [
        "At least 7 business days before the start date: you may cancel free of charge, with written notice. No cancellation fee applies.",
        "Between 7 and 3 business days before the start date (fewer than 7 but more than 3): a cancellation fee of 15% of the quoted price may apply.",
        "Within 3 business days or less of the start date, or if we cannot get access to the property on the scheduled day: the deposit may be forfeited, or a fee of up to 25% of the quoted price may apply.",
      ],
    },
    {
      heading: "Deposits",
      paragraphs: [
        "A deposit reserves your dates in our schedule and may be used to order materials for your project. Deposits are generally non-refundable. Any exception will be confirmed to you in writing.",
      ],
    },
    {
      heading: "If we need to postpone",
      paragraphs: [
        "Exterior work depends on the weather, and some delays are outside anyone's control. If we postpone your project because of weather, safety or other reasons on our side, no cancellation fee applies to you, and we will agree on a new start date with you as soon as possible.",
      ],
    },
    {
      heading: "Quality concerns and claims",
      paragraphs: [
        "If you are not satisfied with the quality of the work, please tell us promptly so we can look at it while conditions are the same as on completion. The following time limits apply:",
      ],
      list: [
        "Quality concerns must be notified in writing within 48 hours of completion.",
        "A claim must be sent within 3 business days of completion.",
        "We acknowledge your claim within 2 business days of receiving it.",
        "We respond to your claim within 7 business days of receiving it.",
      ],
    },
    {
      heading: "How we resolve a claim",
      paragraphs: [
        "We may ask to visit the property to review the work with you. Our written response will explain what we found and what we propose. Where the work does not meet the standard set out in your quote, our usual remedy is to return and correct it at no additional charge. Where correction is not practical, we may offer a partial refund or a credit instead.",
        "Claims are not accepted for issues caused by moisture, structural movement or defects in the underlying surfaces, by damage or wear after completion, by work carried out by others, or by colours and products that you chose and approved in writing.",
      ],
    },
    {
      heading: "Your rights under Ontario law",
      paragraphs: [
        "Nothing in this policy limits any right you have under Ontario's Consumer Protection Act, 2002, including any cancellation or cooling-off right that applies to your agreement, or under any other law that cannot be excluded by agreement.",
      ],
    },
    {
      heading: "Questions",
      paragraphs: [
        "If you have a question about this policy or want to discuss a change to your booking, please call us or write to us at the e-mail address listed on our Contact page. We would rather find a workable solution with you than charge a fee.",
      ],
    },
  ],
} satisfies LegalDocumentInput;

/** In-page targets that several components link to. */
export const FOOTER_ID = "site-footer";

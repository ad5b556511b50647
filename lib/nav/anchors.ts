/** In-page targets that several components link to. */
export const FOOTER_ID = "site-footer";
/** An empty element closing the site header: the first paint waits until it is parsed. */
export const HEADER_END_ID = "header-end";

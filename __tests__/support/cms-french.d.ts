// The French pane's words (public/admin/cms-french.mjs), served to the browser as it is, as the
// tests use it.
declare module "@/public/admin/cms-french.mjs" {
  type FrenchWords = {
    optional?: string;
    labels?: Record<string, string>;
    hints?: Record<string, string>;
  };
  export function frenchPanes(
    config: { i18n?: { locales?: string[]; default_locale?: string } },
    words: FrenchWords | undefined,
  ): () => void;
}

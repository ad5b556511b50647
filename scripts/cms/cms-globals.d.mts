// What the CMS's browser modules (public/admin/) use of the globals Decap CMS's script sets on
// the page (it bundles React and exposes `h` and `createClass` for custom widgets), for their
// type check (tsconfig.cms.json).
export {};

/** A format Decap reads and writes entries with (public/admin/content-format.mjs). */
interface DecapFormat {
  fromFile(text: string): unknown;
  toFile(data: never, sortedKeys?: string[]): string;
}

/** The part of Decap's API the site's modules call. */
interface DecapCms {
  /** `config` is merged over config.yml (cms-setup.js: local mode's site address). */
  init(options?: { config: Record<string, unknown> }): void;
  registerCustomFormat(name: string, extension: string, format: DecapFormat): void;
  registerWidget(name: string, control: unknown, preview?: unknown): void;
  getWidget(name: string): { control: unknown; preview: unknown } | undefined;
  registerEventListener(listener: { name: string; handler: (event: never) => unknown }): void;
}

declare global {
  interface Window {
    /** Tells Decap to wait for CMS.init() (cms-setup.js registers the site's parts first). */
    CMS_MANUAL_INIT: boolean;
    CMS: DecapCms;
    /** React's createElement, as Decap exposes it. */
    h: (type: unknown, props?: object | null, ...children: unknown[]) => unknown;
    /**
     * create-react-class, as Decap exposes it: the spec's methods see the component (`this`),
     * whose props are what Decap passes (an entry, a field, Immutable values: not typed here).
     */
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    createClass: (spec: object & ThisType<{ props: any; [member: string]: any }>) => unknown;
  }
}

// Types for the packages the scripts use that ship none (and have no @types package
// installed): only what the scripts call.
declare module "compression" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  /** gzip for Node's http server, as a connect-style middleware. */
  export default function compression(): (
    request: IncomingMessage,
    response: ServerResponse,
    next: (error?: unknown) => void,
  ) => void;
}

declare module "serve-handler" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  /** One rule of serve.json's "headers". */
  export interface HeaderRule {
    source: string;
    headers: { key: string; value: string }[];
  }
  export interface ServeConfig {
    public?: string;
    headers?: HeaderRule[];
    [option: string]: unknown;
  }
  export interface Methods {
    sendError?(
      absolutePath: string,
      response: ServerResponse,
      acceptsJSON: boolean,
      current: string,
      handlers: Methods,
      config: ServeConfig,
      spec: { statusCode: number; code: string; message: string; err?: unknown },
    ): Promise<void>;
  }
  export default function handler(
    request: IncomingMessage,
    response: ServerResponse,
    config?: ServeConfig,
    methods?: Methods,
  ): Promise<void>;
}

declare module "subset-font" {
  /** The font cut down to `text`'s characters (scripts/brand/subset-font.mjs). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "sfnt" | "woff" | "woff2" | "truetype";
      keepFeatures?: string[];
      variationAxes?: Record<string, number | { min: number; max: number; default?: number }>;
    },
  ): Promise<Buffer>;
}

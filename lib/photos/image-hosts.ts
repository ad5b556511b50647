import origins from "@/lib/site/external-origins.json";

/**
 * The only remote hosts photos may come from (docs/decisions/0006). The image loader, the
 * content schema and the Content-Security-Policy (scripts/build/csp.mjs) all read this list.
 */
const IMAGE_HOSTS: readonly string[] = origins.imageHosts;

/** A photo the team uploaded through the CMS ("/photos/<file>"), served by the photo pipeline. */
export const isUploadedPhoto = (src: string): boolean => src.startsWith("/photos/");

export function isAllowedImageSrc(src: string): boolean {
  if (src.startsWith("/") && !src.startsWith("//")) return true;
  try {
    const url = new URL(src);
    return url.protocol === "https:" && IMAGE_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

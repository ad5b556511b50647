/**
 * The only remote hosts photos may come from (design.md §3). The image loader,
 * the content schema and the Content-Security-Policy all read this list.
 */
export const IMAGE_HOSTS = ["images.unsplash.com", "storage.googleapis.com"] as const;

export function isAllowedImageSrc(src: string): boolean {
  if (src.startsWith("/") && !src.startsWith("//")) return true;
  try {
    const url = new URL(src);
    return url.protocol === "https:" && (IMAGE_HOSTS as readonly string[]).includes(url.hostname);
  } catch {
    return false;
  }
}

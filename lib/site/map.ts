import origins from "@/lib/site/external-origins.json";

const OSM_ORIGIN = origins.frameOrigins[0]!;

/** OpenStreetMap's embeddable map centred on a point, with a marker (docs/decisions/0005). */
export function osmEmbedUrl({ lat, lng }: { lat: number; lng: number }, span = 0.012): string {
  const bbox = [lng - span, lat - span / 2, lng + span, lat + span / 2]
    .map((n) => n.toFixed(5))
    .join(",");
  return `${OSM_ORIGIN}/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`;
}

export function osmLinkUrl({ lat, lng }: { lat: number; lng: number }, zoom = 16): string {
  return `${OSM_ORIGIN}/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}

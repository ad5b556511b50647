import { type z } from "zod";

/** Rejects an array whose entries repeat an id, pointing at the second one. */
export function uniqueIds<S extends z.ZodArray<z.ZodType<{ id: string }>>>(schema: S) {
  return schema.superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.id)) {
        ctx.addIssue({ code: "custom", path: [index, "id"], message: `duplicate id "${item.id}"` });
      }
      seen.add(item.id);
    });
  });
}

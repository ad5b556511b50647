"use client";

import { Icon } from "@/components/icon";
import { useId } from "react";
import { type NavCategory, type NavLink } from "@/lib/nav/navigation";
import { clsx } from "clsx";

type CategoryDisclosuresProps = {
  categories: NavCategory[];
  expandedId: string | null;
  onExpandedChange: (id: string | null) => void;
  renderLink: (link: NavLink) => React.ReactNode;
};

/** Each category is a disclosure; only one is expanded, and choosing it again collapses it. */
export function CategoryDisclosures({
  categories,
  expandedId,
  onExpandedChange,
  renderLink,
}: CategoryDisclosuresProps) {
  const baseId = useId();
  return (
    <ul className="space-y-1">
      {categories.map((category) => {
        const isExpanded = expandedId === category.id;
        const panelId = `${baseId}-${category.id}`;
        return (
          <li key={category.id}>
            <button
              type="button"
              aria-expanded={isExpanded}
              aria-controls={panelId}
              onClick={() => onExpandedChange(isExpanded ? null : category.id)}
              className="flex min-h-11 w-full items-center justify-between gap-3 rounded-button px-3 text-left font-semibold text-brand-900 hover:bg-brand-50"
            >
              {category.name}
              <Icon
                name="chevron-down"
                className={clsx("size-5 shrink-0 transition-transform", isExpanded && "rotate-180")}
              />
            </button>
            <ul id={panelId} hidden={!isExpanded} className="mt-1 mb-2 space-y-0.5 pl-3">
              {category.services.map((service) => (
                <li key={service.href}>{renderLink(service)}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}

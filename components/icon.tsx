import {
  BadgeCheck,
  Building,
  Building2,
  CalendarCheck,
  ClipboardCheck,
  Clock,
  Hammer,
  HardHat,
  House,
  HousePlus,
  Layers,
  Leaf,
  type LucideIcon,
  type LucideProps,
  MessageSquare,
  PaintRoller,
  Paintbrush,
  Palette,
  Ruler,
  ShieldCheck,
  Snowflake,
  Sparkles,
  SquareParking,
  Store,
  ThumbsUp,
  Users,
  Warehouse,
} from "lucide-react";
import { type IconName } from "@/lib/icons";

function Stairs(props: LucideProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d="M3 21h5v-5h5v-5h5V6h3" />
      <path d="M3 21V3" />
    </svg>
  );
}

const ICONS: Record<IconName, LucideIcon | typeof Stairs> = {
  "paint-roller": PaintRoller,
  paintbrush: Paintbrush,
  palette: Palette,
  hammer: Hammer,
  house: House,
  "home-repair": HousePlus,
  building: Building,
  buildings: Building2,
  warehouse: Warehouse,
  store: Store,
  "hard-hat": HardHat,
  stairs: Stairs,
  layers: Layers,
  "clipboard-check": ClipboardCheck,
  "calendar-check": CalendarCheck,
  parking: SquareParking,
  "shield-check": ShieldCheck,
  sparkles: Sparkles,
  clock: Clock,
  users: Users,
  leaf: Leaf,
  "thumbs-up": ThumbsUp,
  "message-square": MessageSquare,
  ruler: Ruler,
  "badge-check": BadgeCheck,
  snowflake: Snowflake,
};

/** A decorative icon chosen by name from content; the text beside it carries the meaning. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" {...props} />;
}

import {
  ArrowRight,
  BadgeCheck,
  Building,
  Building2,
  CalendarCheck,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ClipboardCheck,
  Clock,
  Hammer,
  HardHat,
  House,
  HousePlus,
  Info,
  type IconNode as LucideIconNode,
  Layers,
  Leaf,
  Mail,
  MapPin,
  Menu,
  MessageSquare,
  PaintRoller,
  Paintbrush,
  Palette,
  Phone,
  Quote,
  Ruler,
  ShieldCheck,
  Snowflake,
  Sparkles,
  SquareParking,
  Star,
  Store,
  ThumbsUp,
  Users,
  Warehouse,
  X,
} from "lucide";
import { type IconName } from "@/lib/site/icons";

type Attributes = Record<string, string | number>;
type IconNode = [tag: string, attributes: Attributes][];
type SpriteSymbol = { node: IconNode; attributes: Attributes };

/** Lucide's drawing style, set on each of its symbols (the page's <svg> sets fill: none). */
const LUCIDE_STYLE: Attributes = {
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
};

/** Lucide has no staircase; drawn in its 24-unit grid and stroke style. */
const STAIRS: IconNode = [
  ["path", { d: "M3 21h5v-5h5v-5h5V6h3" }],
  ["path", { d: "M3 21V3" }],
];

/** Icons the server-rendered interface draws, beside the ones content may name. */
const INTERFACE_ICONS = {
  "arrow-right": ArrowRight,
  "check-circle": CheckCircle2,
  "chevron-down": ChevronDown,
  "chevron-left": ChevronLeft,
  "chevron-right": ChevronRight,
  info: Info,
  mail: Mail,
  "map-pin": MapPin,
  menu: Menu,
  phone: Phone,
  quote: Quote,
  star: Star,
  x: X,
} as const;

const CONTENT_ICONS: Record<Exclude<IconName, "stairs">, LucideIconNode> = {
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

/** Brand marks (Lucide draws no logos), simplified to the 24-unit grid. */
const FILLED: Attributes = { fill: "currentColor" };
const onePath = (d: string): IconNode => [["path", { d }]];
const BRAND_ICONS = {
  facebook: {
    attributes: FILLED,
    node: onePath(
      "M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.2c-.3 0-1.3-.2-2.5-.2-2.5 0-4.2 1.5-4.2 4.3v2.2H7.6v3.7h2.7V22H14v-9.8h2.7l.4-3.7H14z",
    ),
  },
  instagram: {
    attributes: { stroke: "currentColor", strokeWidth: 2 },
    node: [
      ["rect", { x: 3, y: 3, width: 18, height: 18, rx: 5 }],
      ["circle", { cx: 12, cy: 12, r: 4 }],
      ["circle", { cx: 17.5, cy: 6.5, r: 1, fill: "currentColor", stroke: "none" }],
    ],
  },
  linkedin: {
    attributes: FILLED,
    node: [
      ["rect", { x: 3, y: 9, width: 4, height: 12 }],
      ["circle", { cx: 5, cy: 4.8, r: 2.2 }],
      [
        "path",
        {
          d: "M10 9h3.8v1.7c.6-1 1.9-2 3.9-2 3.2 0 4.3 2 4.3 5.3V21h-4v-6.2c0-1.5-.3-2.8-1.9-2.8s-2.1 1.2-2.1 2.8V21h-4V9z",
        },
      ],
    ],
  },
  twitter: {
    attributes: FILLED,
    node: onePath(
      "M4 3h4.6l4 5.6L17.4 3H20l-6.2 7.3L21 21h-4.6l-4.4-6.1L6.6 21H4l6.8-7.9L4 3zm3 1.6 9.9 14.8h1.3L8.3 4.6H7z",
    ),
  },
  whatsapp: {
    attributes: FILLED,
    node: onePath(
      "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.3-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.2-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.4.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1.1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z",
    ),
  },
} satisfies Record<string, SpriteSymbol>;

export type SpriteIconName = IconName | keyof typeof INTERFACE_ICONS | keyof typeof BRAND_ICONS;

/**
 * The shapes of a Lucide icon: the vanilla `lucide` package publishes each icon as its list
 * of [tag, attributes] (its documented IconNode), which is all a <symbol> needs.
 */
function lucideNode(icon: LucideIconNode): IconNode {
  if (!icon.length) throw new Error("A Lucide icon without shapes");
  return icon as IconNode;
}

export function spriteSymbols(): Record<SpriteIconName, SpriteSymbol> {
  const lucide = Object.entries({ ...CONTENT_ICONS, ...INTERFACE_ICONS }).map(
    ([name, icon]) => [name, { node: lucideNode(icon), attributes: LUCIDE_STYLE }] as const,
  );
  return {
    ...(Object.fromEntries(lucide) as Record<
      keyof typeof CONTENT_ICONS | keyof typeof INTERFACE_ICONS,
      SpriteSymbol
    >),
    stairs: { node: STAIRS, attributes: LUCIDE_STYLE },
    ...BRAND_ICONS,
  };
}

const escapeAttribute = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

const attributeList = (attributes: Attributes) =>
  Object.entries(attributes)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${kebab(name)}="${escapeAttribute(value)}"`)
    .join("");

const shape = ([tag, attributes]: IconNode[number]) => `<${tag}${attributeList(attributes)}/>`;

/**
 * One SVG file of <symbol>s that every page's icons point at with <use>: each icon's shapes
 * are downloaded once and cached, instead of being written into every page twice (its HTML
 * and its React payload).
 */
export function spriteDocument(): string {
  const symbols = Object.entries(spriteSymbols()).map(
    ([name, { node, attributes }]) =>
      `<symbol id="${name}" viewBox="0 0 24 24"${attributeList(attributes)}>${node.map(shape).join("")}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

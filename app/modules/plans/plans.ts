import { FAIR_USE } from "~/modules/limits/limits";

/**
 * The plan table (spec §3, §6, §9 and DECISIONS.md): the one place that says what each
 * kind of visitor may do. The server enforces it; the interface reads it.
 */

export type PlanId = "free" | "premium" | "pro";
/** Who is asking: a signed-in user's plan, or a signed-out visitor. */
export type Tier = PlanId | "anonymous";

export const UNLIMITED = -1;

export const FREE_STYLES = ["Traditional", "Minimalist", "Geometric"] as const;
export const PAID_STYLES = [
  "Traditional",
  "Minimalist",
  "Geometric",
  "Realistic",
  "Neo-traditional",
  "Blackwork",
  "Dotwork",
  "Watercolor",
  "Tribal",
  "Japanese",
] as const;

export interface PlanDefinition {
  id: Tier;
  name: string;
  tagline: string;
  generationsPerDay: number;
  generationsPerMonth: number;
  /** Built-in styles this plan may use. */
  styles: readonly string[];
  /** Whether user-suggested (custom) styles may be used to generate. */
  canUseCustomStyles: boolean;
  maxResolution: 512 | 1024 | 2048;
  hasWatermark: boolean;
  canSaveDesigns: boolean;
  canCustomize: boolean;
  canCustomSize: boolean;
  canUseHighlyComplex: boolean;
  canAddStylesAndIdeas: boolean;
  canDownloadPrintFiles: boolean;
  canDownloadVector: boolean;
  hasPriority: boolean;
  hasCommercialRights: boolean;
  /** "Start from a picture" (issue 28): a picture is personal data, so it needs an account. */
  canStartFromPicture: boolean;
  /** Shown where live prices are not known yet (the server's prices win). */
  priceLabel: string;
  features: readonly string[];
}

const free: PlanDefinition = {
  id: "free",
  name: "Free",
  tagline: "Perfect for trying out",
  generationsPerDay: 10,
  generationsPerMonth: 40,
  styles: FREE_STYLES,
  canUseCustomStyles: false,
  maxResolution: 512,
  hasWatermark: true,
  canSaveDesigns: false,
  canCustomize: false,
  canCustomSize: false,
  canUseHighlyComplex: false,
  canAddStylesAndIdeas: false,
  canDownloadPrintFiles: false,
  canDownloadVector: false,
  hasPriority: false,
  hasCommercialRights: false,
  canStartFromPicture: true,
  priceLabel: "Free",
  features: [
    "10 generations per day (40 per month)",
    "Traditional, Minimalist and Geometric styles",
    "512x512 images with a watermark",
    "Browse every style and idea",
  ],
};

const premium: PlanDefinition = {
  id: "premium",
  name: "Premium",
  tagline: "For serious tattoo enthusiasts",
  generationsPerDay: UNLIMITED,
  generationsPerMonth: UNLIMITED,
  styles: PAID_STYLES,
  canUseCustomStyles: true,
  maxResolution: 1024,
  hasWatermark: false,
  canSaveDesigns: true,
  canCustomize: true,
  canCustomSize: true,
  canUseHighlyComplex: true,
  canAddStylesAndIdeas: true,
  canDownloadPrintFiles: false,
  canDownloadVector: false,
  hasPriority: false,
  hasCommercialRights: false,
  canStartFromPicture: true,
  priceLabel: "$9.99/month",
  features: [
    "Unlimited generations",
    "All 10 tattoo styles",
    "Watermark-free 1024x1024 images",
    "Save your favourite designs",
    "Advanced customization",
    "Custom sizes and Highly Complex designs",
    "Suggest custom styles and ideas (public once popular)",
  ],
};

const pro: PlanDefinition = {
  ...premium,
  id: "pro",
  name: "Pro",
  tagline: "For professionals and studios",
  maxResolution: 2048,
  canDownloadPrintFiles: true,
  canDownloadVector: true,
  hasPriority: true,
  hasCommercialRights: true,
  priceLabel: "$19.99/month",
  features: [
    "Everything in Premium",
    "2048x2048 exports",
    "Print-ready PDFs at true size, stencils and vector files",
    "Priority generation speed",
    "Commercial usage rights",
    "Premium support",
  ],
};

/** Signed-out visitors: free's styles, resolution and watermark, a lower daily limit. */
const anonymous: PlanDefinition = {
  ...free,
  id: "anonymous",
  name: "Guest",
  tagline: "Sign in for more generations",
  generationsPerDay: 3,
  generationsPerMonth: UNLIMITED,
  canStartFromPicture: false,
  features: ["3 generations per day", "Designs kept in this browser for 24 hours"],
};

export const PLANS: Record<Tier, PlanDefinition> = { anonymous, free, premium, pro };

/** The plans a user can hold, in upgrade order. */
export const PLAN_ORDER: PlanId[] = ["free", "premium", "pro"];
export const PAID_PLANS = ["premium", "pro"] as const;
export type PaidPlanId = (typeof PAID_PLANS)[number];

/** Anonymous generations allowed per IP address (IPv6: per /64) and UTC day, across browsers. */
export const ANONYMOUS_DAILY_LIMIT_PER_IP = 20;

/**
 * The same across an IPv6 network (M2): a client rotating through the /64s of its /56 or /48 still counts as one.
 * An office or a campus shares its /48: these leave it several active guests.
 */
export const ANONYMOUS_DAILY_LIMIT_PER_NETWORK = {
  address: ANONYMOUS_DAILY_LIMIT_PER_IP,
  net56: 60,
  net48: 200,
} as const;

/**
 * Share links ("Share with your artist"), the same for every plan: live (not revoked)
 * links one account may hold, and links it may create per rolling hour.
 */
export const SHARE_LINK_LIMITS = { livePerAccount: 50, createdPerHour: 20 } as const;

export function getPlan(tier: Tier): PlanDefinition {
  return PLANS[tier];
}

export function isPaidPlan(tier: Tier): tier is PaidPlanId {
  return tier === "premium" || tier === "pro";
}

export function isUnlimited(limit: number) {
  return limit === UNLIMITED;
}

/** Whether `target` is an upgrade from `current` (free to premium or pro, premium to pro). */
export function isUpgrade(current: PlanId, target: PlanId): boolean {
  return PLAN_ORDER.indexOf(target) > PLAN_ORDER.indexOf(current);
}

export function resolutionOf(tier: Tier): string {
  const size = PLANS[tier].maxResolution;
  return `${size}x${size}`;
}

export function canUseStyle(tier: Tier, style: { name: string; isCustom: boolean }): boolean {
  const plan = PLANS[tier];
  if (style.isCustom) return plan.canUseCustomStyles;
  return plan.styles.some((allowed) => allowed.toLowerCase() === style.name.toLowerCase());
}

/**
 * Rate limits and the fair-use ceiling of "unlimited" plans live in one table:
 * app/modules/limits/limits.ts (enforced by rate-limit.server.ts).
 */
export { FAIR_USE, RATE_LIMITS } from "~/modules/limits/limits";

/** The pricing fine print: what "unlimited" means on Premium and Pro. */
export const FAIR_USE_NOTE = `Unlimited means fair use: up to ${FAIR_USE.perMinute} generations or customizations a minute and ${FAIR_USE.perDay} a day per account.`;

import { GUEST_GRACE_HOURS, GUEST_RETENTION_HOURS } from "~/modules/lifecycle/retention";

/**
 * The texts behind the footer's Contact Us, Privacy Policy and Terms of Service (spec §9).
 * Served as data by the root loader when a dialog asks for them, so they cost the home
 * page's JavaScript nothing.
 */
export type LegalDocumentName = "contact" | "privacy" | "terms";

export interface LegalDocument {
  title: string;
  /** Paragraphs: an optional bold lead, then text; `{email}` becomes the support link. */
  paragraphs: Array<{ lead?: string; text: string }>;
}

export function getLegalDocument(name: LegalDocumentName): LegalDocument {
  return documents[name];
}

const documents: Record<LegalDocumentName, LegalDocument> = {
  contact: {
    title: "Contact Us",
    paragraphs: [
      { text: "Questions about a design, your plan or a payment? Write to us at {email}." },
      { text: "Our support team replies within 24 hours. Pro subscribers get premium support and are answered first." },
      { text: "Please include the email you sign in with and, for a design, the description you used." },
    ],
  },
  privacy: {
    title: "Privacy Policy",
    paragraphs: [
      {
        lead: "What we keep.",
        text: "When you sign in we store the name, email and picture your sign-in provider shares, your plan, and how many designs you generated today and this month. We keep the designs you generate with their descriptions so you can download, customize and save them.",
      },
      {
        lead: "Pictures you start from.",
        text: "When you start a design from a picture (signed in only), we keep a copy of it, turned upright, cropped as you chose, at most 2048 pixels wide and without its metadata: no location, camera or date. It is private: it is never on a share page or at any address, and it goes to the image service only to draw your design. It is deleted with the last design made from it and with your account, and it is in Download my data.",
      },
      {
        lead: "Without an account.",
        text: `Designs made before signing in are tied to this browser's session and listed in this browser for 24 hours. If you sign in, they move to your account. Otherwise we delete them, their image files and the anonymous visitor record after a grace period of ${GUEST_GRACE_HOURS} more hours (${GUEST_RETENTION_HOURS} hours after they were made). Expired sessions are deleted too, and the daily guest counts we keep per network address (hashed) after two days.`,
      },
      {
        lead: "Payments.",
        text: "Card payments are handled by Stripe on its hosted checkout. We never see or store your card number.",
      },
      {
        lead: "Cookies.",
        text: "We use a session cookie to keep you signed in and a short-lived cookie for notifications. No advertising or tracking cookies.",
      },
      {
        lead: "Your rights.",
        text: "On your profile, Download my data gives you a zip of your designs with a list of what we keep, and Delete my account deletes your account, designs, files, favourites and share links at once (any subscription is cancelled). Public styles and ideas you suggested stay, without your name; the others are deleted. You can also ask us at {email}.",
      },
    ],
  },
  terms: {
    title: "Terms of Service",
    paragraphs: [
      {
        lead: "Subscriptions.",
        text: "Premium and Pro subscriptions auto-renew monthly until you cancel. You can cancel at any time; your plan stays active until the end of the paid month.",
      },
      { lead: "Prices.", text: "Pricing changes need 30 days notice before they apply to your subscription." },
      {
        lead: "Using designs.",
        text: "Designs are for personal use. Commercial use needs a Pro subscription: Pro downloads carry a commercial licence.",
      },
      {
        lead: "Fair use.",
        text: "Do not use Inkwell to create hateful or illegal content, or to break the service. We may remove user-suggested styles and ideas that break these rules.",
      },
      {
        lead: "No guarantee of fit.",
        text: "Designs are generated automatically. Have a professional tattoo artist check any design, and its size, before it is tattooed.",
      },
    ],
  },
};

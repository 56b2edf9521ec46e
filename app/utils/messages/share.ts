import { SHARE_LINK_LIMITS } from "~/modules/plans/plans";

/** "Share with your artist": the share form, the share page and the profile's list. */
export const shareMessages = {
  action: "Share with your artist",
  created: { title: "Share link created", description: "Copy the link and send it to your artist." },
  revoked: { title: "Sharing stopped", description: "The link no longer opens the design." },
  revokeFailed: "That share link could not be found.",
  copied: { title: "Link copied", description: "Paste it into a message to your artist." },
  copyFailed: "The link could not be copied: select it and copy it by hand.",
  liveLimit: `You have ${SHARE_LINK_LIMITS.livePerAccount} live share links. Stop sharing one on your profile to create another.`,
  rateLimit: `You can create ${SHARE_LINK_LIMITS.createdPerHour} share links per hour. Please try again later.`,
  notesTooLong: "Notes can be up to 1,000 characters.",
  displayNameInvalid: "A first name is up to 40 letters, without links or symbols.",
  placementInvalid: "Choose a placement from the list.",
  expiryInvalid: "Choose when the link stops from the list: never, or after 1, 7, 30 or 90 days.",
  madeWith: "Made with Inkwell",
} as const;

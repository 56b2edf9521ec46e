/**
 * Every user-facing message of the spec's error catalogue (§5, §8) and its success
 * toasts, in one place, shared by the server and the browser. Quote the spec exactly.
 * One export per area, so the browser bundles only the areas a page uses.
 */
export const PRODUCT_NAME = "Inkwell";

export const notFoundMessages = {
  title: "404 Page Not Found",
  text: "Did you forget to add the page to the router?",
} as const;

export const validationMessages = {
  descriptionRequired: { title: "Description Required", description: "Please describe your tattoo design." },
  styleNameRequired: { title: "Style name required", description: "Please enter a style name." },
  ideaTextRequired: { title: "Idea text required", description: "Please enter an idea description." },
} as const;

export const generateMessages = {
  dailyLimit: "Daily generation limit reached",
  monthlyLimit: "Monthly generation limit reached",
  /** Signed-out visitors: deliberately not "daily", so the client offers sign-in, not plans. */
  anonymousLimit: "Guest generation limit reached. Sign in for more designs.",
  monthlyLimitToast: "Monthly Limit Reached",
  limitReachedTitle: "Generation Limit Reached",
  limitSignedIn: "Upgrade to Premium for unlimited generations.",
  limitAnonymous: "Sign in for higher generation limits or upgrade to Premium for unlimited access.",
  failedTitle: "Generation Failed",
  failedFallback: "Failed to generate tattoo design. Please try again.",
  loading: "Creating Your Design",
  customizing: "Customizing Your Design",
} as const;

/** Server refusals of a plan-gated feature (403). */
export const planMessages = {
  style: (name: string) => `The ${name} style is available on Premium and Pro plans.`,
  customStyle: "Custom styles are available on Premium and Pro plans.",
  customSize: "Custom sizes are available on Premium and Pro plans.",
  highlyComplex: "Highly Complex designs are available on Premium and Pro plans.",
  customize: "Customizing designs is available on Premium and Pro plans.",
  save: "Saving designs is available on Premium and Pro plans.",
  addStylesAndIdeas: "Adding styles and ideas is available on Premium and Pro plans.",
  proOnly: "This download is available on the Pro plan.",
} as const;

export const customizeMessages = {
  errorTitle: "Error",
  failedFallback: "Failed to generate customization. Please try again.",
  imageProcessing: "Failed to process image. Please try again.",
} as const;

export const favouritesMessages = {
  loginRequired: "Login Required",
  loginRequiredDescription: "Sign in to save designs to your favorites.",
  unauthorized: "Unauthorized: You are logged out. Logging in again...",
  saveFailed: "Failed to save design. Please try again.",
  unsaveFailed: "Failed to unsave design. Please try again.",
  removeFailed: "Failed to remove design. Please try again.",
  saved: { title: "Design Saved", description: "The design has been added to your favorites." },
  removed: { title: "Design Removed", description: "The design has been removed from your favorites." },
} as const;

export const catalogMessages = {
  errorTitle: "Error",
  addStyleFailed: "Failed to add style",
  addIdeaFailed: "Failed to add idea",
  styleAdded: "Style Added",
  ideaAdded: "Idea Added",
} as const;

export const checkoutMessages = {
  errorTitle: "Checkout Error",
  createFailed: "Failed to create checkout session",
  noUrl: "No checkout URL received",
  startFailed: "Failed to start checkout. Please try again.",
  redirecting: "Redirecting to Stripe...",
  paymentSuccessful: "Payment Successful!",
  subscriptionActivated: "Subscription Activated!",
  paymentError: "Payment Error",
  noSessionId: "No session ID found",
} as const;

export const adminMessages = {
  signedOut: "Please log in to access admin panel.",
  notAdmin: "Access denied. Admin privileges required.",
  deleteFailed: "Delete Failed",
  refreshFailed: "Refresh Failed",
  styleDeleted: "Style Deleted",
  ideaDeleted: "Idea Deleted",
  topicDeleted: "Topic Deleted",
  refreshed: "XAI Content Refreshed",
} as const;

export const authMessages = {
  signInRequired: "Sign In Required",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
} as const;

export const genericMessages = {
  errorTitle: "Error",
  somethingWentWrong: "Something went wrong",
  tryAgain: "Please try again in a moment.",
} as const;

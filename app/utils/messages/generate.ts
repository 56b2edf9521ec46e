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
  /** The plain form only (with JavaScript, 'Use This Size' stays disabled while empty). */
  customSizeRequiredTitle: "Custom Size Required",
  failedFallback: "Failed to generate tattoo design. Please try again.",
  /** X-Generation-Id names a job that exists already (a replayed request). */
  jobIdTaken: "This generation has already been started. Reload the page to see it.",
  /** The shared queue, the upload line or the picture renderer is full (503 with Retry-After). */
  busy: "Inkwell is very busy right now. Please try again in a minute.",
  /** On a design card: the embedded engine drew it because the image service was passed over (decision 024). */
  drawnByEngineInstead: "Drawn by Inkwell's own engine: the image service could not take it just now.",
  /** A picture's upload whose client left while it waited for a slot (nobody reads it). */
  uploadCancelled: "The upload was cancelled before its picture was read.",
  loading: "Creating Your Design",
  customizing: "Customizing Your Design",
} as const;

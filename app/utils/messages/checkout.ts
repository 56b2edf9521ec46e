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
  /** The demo checkout's page, for a session that was left open too long. */
  sessionExpired: "This checkout session has expired. Start again from the plans.",
} as const;

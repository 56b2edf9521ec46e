/** What a client hears when its request itself is refused: its form, body, method or address, or a thing not there. */
export const requestMessages = {
  tooLarge: "The request is too large.",
  controlCharacters: "The request contains control characters, which are not allowed.",
  badAddress: "The address is not valid.",
  badEncoding: "The request body must be valid UTF-8.",
  badJson: "The request body must be valid JSON.",
  notAnObject: "The request body must be a JSON object.",
  badForm: "The form could not be read.",
  /** A schema's refusal without an issue of its own (zod always names one). */
  invalidInput: "Invalid input.",
  unknownAction: "Unknown action.",
  methodNotAllowed: "Method not allowed",
  usePost: "Use POST.",
  /** Admin addresses name the one method they take. */
  useMethod: (method: string) => `Use ${method} for this address.`,
  notFound: "Not found",
  interrupted: "The upload was broken off before it arrived. Please send it again.",
} as const;

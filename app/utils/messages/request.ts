/** What a client hears when its request itself is refused (before any route logic). */
export const requestMessages = {
  tooLarge: "The request is too large.",
  controlCharacters: "The request contains control characters, which are not allowed.",
  badAddress: "The address is not valid.",
  badEncoding: "The request body must be valid UTF-8.",
  badJson: "The request body must be valid JSON.",
  notAnObject: "The request body must be a JSON object.",
  badForm: "The form could not be read.",
  interrupted: "The upload was broken off before it arrived. Please send it again.",
} as const;

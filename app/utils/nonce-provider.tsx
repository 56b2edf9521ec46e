import { createContext, useContext } from "react";

/** The per-request CSP nonce, rendered into every inline script on the server. */
const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);

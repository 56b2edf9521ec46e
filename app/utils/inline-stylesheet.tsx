import { createContext, useContext } from "react";
import { useNonce } from "./nonce-provider";

/**
 * The stylesheet, inlined in the document's head (7 KB gzipped): a page paints with its first
 * response, without waiting for a render-blocking stylesheet request (Lighthouse's mobile LCP,
 * decision 004). The server passes the CSS in (entry.server.tsx); in the browser the element
 * keeps what the server wrote, so the CSS never enters the JavaScript bundle.
 */
const StylesheetContext = createContext<string | null>(null);
export const StylesheetProvider = StylesheetContext.Provider;

const ELEMENT_ID = "stylesheet";

export function InlineStylesheet() {
  const nonce = useNonce();
  const css =
    useContext(StylesheetContext) ??
    (typeof document === "undefined" ? "" : (document.getElementById(ELEMENT_ID)?.innerHTML ?? ""));
  return <style id={ELEMENT_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}

import type { HeadersFunction } from "react-router";

/**
 * A page's document headers: its parent's (the root's private, no-cache), overridden by what
 * its own loader set (Cache-Control: private, no-store, X-Robots-Tag...) and, when the loader
 * threw a response, by that response's (a 429's Retry-After). Without a `headers` export a
 * loader's headers never reach the HTML. React Router merges Set-Cookie itself.
 */
export const pageHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
};

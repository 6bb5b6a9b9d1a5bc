// The host page's calls to its own server (shared/api.ts). Each carries the session token the server
// put in the page, in a header that no other site's form or script can send (the server refuses calls
// without it).
import { TOKEN_HEADER, TOKEN_META } from "../../shared/api.js";

/** The page's session token (from its `<meta name="mcp-view-token">`). */
export function sessionToken(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${TOKEN_META}"]`)?.content ?? "";
}

/** `fetch` on this origin with the token. */
export function api(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(TOKEN_HEADER, sessionToken());
  return fetch(path, { ...init, headers });
}

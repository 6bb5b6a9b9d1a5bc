// What keeps other web pages out of the playground's servers. A page on another site can make the
// browser send requests to loopback: through DNS rebinding (its own host name now resolving to
// 127.0.0.1, so the Host header is foreign) or as a cross-site "simple" request (a form POST with
// text/plain, which needs no CORS preflight). The guard refuses both: the Host header must name
// this server, an Origin header must be this server's own, and the host page's API calls must carry
// its per-session token in a header that no cross-site form can set.
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { hostname, networkInterfaces } from "node:os";
import { TOKEN_HEADER } from "../shared/api.js";
import { sendJson } from "./http.js";

/** A new random session token. */
export const createToken = (): string => randomBytes(18).toString("base64url");

const LOOPBACK = ["127.0.0.1", "localhost", "[::1]"];
const WILDCARD = ["0.0.0.0", "::", "[::]"];

/** The host names a server listening on `bind` may be reached by (a wildcard adds this machine's names). */
export function hostNames(bind: string): string[] {
  const names = new Set([...LOOPBACK, bind.includes(":") && !bind.startsWith("[") ? `[${bind}]` : bind]);
  if (WILDCARD.includes(bind)) {
    names.add(hostname());
    for (const address of Object.values(networkInterfaces()).flat()) {
      if (address) names.add(address.family === "IPv6" ? `[${address.address}]` : address.address);
    }
  }
  for (const wildcard of WILDCARD) names.delete(wildcard);
  return [...names];
}

/** What a guarded route requires. */
export interface GuardRules {
  /** `host:port` values this server answers to. */
  hosts: ReadonlySet<string>;
  /** Check the Origin header. @default true */
  origin?: boolean;
  /** The token the request must carry in {@link TOKEN_HEADER}. */
  token?: string;
}

/** Why `req` is refused, or undefined when it may go on. */
export function refusal(req: IncomingMessage, rules: GuardRules): string | undefined {
  const host = req.headers.host?.toLowerCase();
  if (!host || !rules.hosts.has(host)) return `Host ${host ?? "(none)"} is not this server (DNS rebinding?)`;
  const origin = req.headers.origin;
  if ((rules.origin ?? true) && origin !== undefined && !rules.hosts.has(origin.toLowerCase().replace(/^http:\/\//, ""))) {
    return `Origin ${origin} may not call this server`;
  }
  if (rules.token !== undefined && req.headers[TOKEN_HEADER] !== rules.token) return `Missing or wrong ${TOKEN_HEADER} header`;
  return undefined;
}

/** Answers 403 and returns false when `req` breaks `rules`. */
export function allow(req: IncomingMessage, res: ServerResponse, rules: GuardRules): boolean {
  const reason = refusal(req, rules);
  if (reason) sendJson(res, 403, { error: reason });
  return reason === undefined;
}

/** `host:port` for every name in `names`. */
export const hostsOn = (names: string[], port: number): Set<string> => new Set(names.map((name) => `${name.toLowerCase()}:${port}`));

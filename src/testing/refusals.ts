// How the test host refuses what its profile's host refuses (HostFacts.refuses): a JSON-RPC error
// with the host's code and message, or a success (`{}`) without acting. A refusal wins over the
// default answers and the test's handlers, since the host never gets to them; the handshake and
// `ping` are never refused, and a malformed refusal in a hand-made profile is ignored.
import { INITIALIZE_METHOD } from "../index.js";
import { isObject } from "../protocol/guards.js";
import type { Refusal } from "./host-facts.js";
import type { HostProfile } from "./profiles.js";

/** Methods no profile can refuse: without them there is no session to refuse anything in. */
const NEVER_REFUSED = new Set([INITIALIZE_METHOD, "ping"]);

/** The longest refusal message the test host sends; a longer one is cut. */
const MAX_MESSAGE = 1000;

/** How `profile`'s host refuses the view's `method`, or `undefined` when it carries it out. */
export function refusalOf(profile: HostProfile, method: string): Refusal | undefined {
  const refuses: unknown = profile.facts?.refuses;
  if (!isObject(refuses) || NEVER_REFUSED.has(method) || !Object.hasOwn(refuses, method)) return undefined;
  const refusal: unknown = refuses[method];
  if (!isObject(refusal)) return undefined;
  if (refusal.kind === "ignored") return { kind: "ignored" };
  if (refusal.kind !== "error" || !Number.isSafeInteger(refusal.code) || typeof refusal.message !== "string") return undefined;
  return { kind: "error", code: refusal.code as number, message: refusal.message.slice(0, MAX_MESSAGE) };
}

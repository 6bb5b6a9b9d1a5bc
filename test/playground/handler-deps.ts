// The dev host's request handlers without a server or a stage, for the tests of what they answer:
// no tools, no display-mode switch, no teardown, and no gesture rule unless one is given.
import type { HandlerDeps } from "../../playground/host/session/handlers.js";
import type { SessionEmitter } from "../../playground/host/session/events.js";

/** Handler deps that do nothing but hand `events` on (and `requireGesture`, when given). */
export function inertDeps(events: SessionEmitter, requireGesture: HandlerDeps["requireGesture"] = () => {}): HandlerDeps {
  return {
    client: {} as never,
    tools: [],
    events,
    allowsMode: () => false,
    switchMode: () => {},
    onTeardownRequest: () => {},
    requireGesture,
  };
}

// Requests a host carries out only during the user's gesture (the profile's `facts.gesture`: ChatGPT's
// follow-up messages and links): refused when the view's frame has no transient user activation.
// Chromium propagates a frame's activation to its ancestors, whatever their origin, so the host page
// reads its own `navigator.userActivation` when the request arrives, as the real host does.
import { jsonRpcError } from "mcp-view/testing";
import type { SessionEmitter } from "./events.js";
import type { PlaygroundProfile } from "./profiles.js";

/** The code a request refused for want of a gesture is answered with. */
export const NEEDS_GESTURE = -32600;

/** Whether the page (and so the frame inside it) has transient user activation; true where the browser cannot tell. */
const activated = (): boolean => globalThis.navigator?.userActivation?.isActive ?? true;

/**
 * A check for the start of each handler: throws the JSON-RPC error, after saying why in the
 * diagnostics and the chat, when `method` needs a gesture on `profile`'s host and there was none.
 */
export function gestureCheck(profile: PlaygroundProfile, events: SessionEmitter): (method: string) => void {
  const gated = new Set(profile.kit.facts?.gesture ?? []);
  return (method) => {
    if (!gated.has(method) || activated()) return;
    const message = `${method} needs a user gesture: ${profile.label} carries it out only while the user clicks in the view`;
    events.dispatch("diagnostic", {
      key: `gesture:${method}`,
      severity: "error",
      title: `${profile.label} refused ${method}: it was not sent during a click`,
      detail: `${message}. Call it from a click handler (the frame's transient user activation), not on load or from a tool result; answered ${NEEDS_GESTURE}.`,
    });
    events.dispatch("chat", { from: "host", title: `${method} refused (no user gesture)`, text: message });
    throw jsonRpcError(NEEDS_GESTURE, message);
  };
}

// How the test host plays a profile's departures from the standard bridge (see HostBehaviour): what
// it changes in the messages it sends. The fake `window.openai` is in fake-openai.ts.
import { CALL_VIEW_TOOL_METHOD, EXTENSION_ID, INITIALIZE_METHOD, LIST_VIEW_TOOLS_METHOD, TOOL_RESULT_METHOD } from "../index.js";
import { isObject } from "../protocol/guards.js";
import type { HostProfile } from "./profiles.js";

/** `value`, the host's answer to or notification of `method`, as `profile`'s host sends it. */
export function behave(profile: HostProfile, method: string, value: unknown): unknown {
  const behaviour = profile.behaviour ?? {};
  if (!isObject(value)) return value;
  if (behaviour.stripsStructuredContent && (method === TOOL_RESULT_METHOD || method === "tools/call")) {
    const { structuredContent: _dropped, ...rest } = value;
    return rest;
  }
  if (behaviour.nextWireNames && method === INITIALIZE_METHOD) {
    // SEP-2133: the capabilities move into capabilities.extensions.
    const { hostCapabilities, ...rest } = value;
    return { ...rest, capabilities: { extensions: { [EXTENSION_ID]: hostCapabilities } } };
  }
  return value;
}

/** The name `profile`'s host gives its request `method` to the view. */
export function viewToolMethod(profile: HostProfile, method: string): string {
  if (!profile.behaviour?.nextWireNames) return method;
  return method === "tools/call" ? CALL_VIEW_TOOL_METHOD : method === "tools/list" ? LIST_VIEW_TOOLS_METHOD : method;
}

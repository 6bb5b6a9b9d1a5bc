// The CSP violations a view's frame reports to the host page: the widget origin injects a listener
// into each frame that posts every `securitypolicyviolation` event to the parent in this message.
import { isPlainObject } from "./guards.js";

/** The `type` of the messages the listener posts to the host page. */
export const CSP_VIOLATION_MESSAGE = "mcp-view-playground:csp-violation";

/** A violation, as the listener reports it (the event's fields of the same names). */
export interface CspViolation {
  blockedURI: string;
  effectiveDirective: string;
  sourceFile?: string;
  lineNumber?: number;
  sample?: string;
}

/** Whether `data` (a message from a frame: anything) is a violation report. */
export function isCspViolation(data: unknown): data is CspViolation & { type: typeof CSP_VIOLATION_MESSAGE } {
  return (
    isPlainObject(data) &&
    data.type === CSP_VIOLATION_MESSAGE &&
    typeof data.blockedURI === "string" &&
    typeof data.effectiveDirective === "string"
  );
}

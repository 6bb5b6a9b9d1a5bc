// Whether a view's CSP violations matter: each is a quiet note while the view goes on (a schema
// library probing `new Function` in a `try`, then connecting and rendering), and every one becomes
// an error once the view failed: no handshake within the grace, no size reported after it, or an
// error the view reported (an uncaught error, a rejection, its App's error event, an error log).
import type { CspViolation } from "../../shared/csp-violation.js";
import type { Diagnostic, SessionEmitter } from "./events.js";
import { explainViolation, type ProfiledHost } from "./explain-violation.js";

/** The most distinct violations one frame gets a line for (a frame is untrusted). */
export const MAX_VIOLATIONS = 50;

const RECOVERED = "The view went on: it connected and reported no error, so this was not what broke it.";

export class CspVerdict {
  readonly #events: SessionEmitter;
  readonly #uri: string;
  readonly #hosts: readonly ProfiledHost[];
  readonly #lines = new Map<string, Diagnostic>();
  #failure: string | undefined;

  constructor(events: SessionEmitter, uri: string, hosts: readonly ProfiledHost[]) {
    this.#events = events;
    this.#uri = uri;
    this.#hosts = hosts;
  }

  /** Why the view failed, once it did. */
  get failure(): string | undefined {
    return this.#failure;
  }

  /** How many distinct violations were heard. */
  get count(): number {
    return this.#lines.size;
  }

  /** A violation the frame reported: its line (an error if the view already failed), once per directive and resource. */
  violation(v: CspViolation): Diagnostic | undefined {
    const line = explainViolation(v, this.#uri, this.#hosts);
    if (this.#lines.has(line.key) || this.#lines.size >= MAX_VIOLATIONS) return undefined;
    this.#lines.set(line.key, line);
    this.#show(line);
    return line;
  }

  /** The view failed (`reason`, as a clause: "it threw TypeError: …"): every violation becomes an error; the first reason counts. */
  failed(reason: string): void {
    if (this.#failure) return;
    this.#failure = reason;
    for (const line of this.#lines.values()) this.#show(line);
  }

  #show(line: Diagnostic): void {
    const failed = this.#failure;
    const detail = failed ? `The view then failed: ${failed}. ${line.detail ?? ""}` : `${line.detail ?? ""} ${RECOVERED}`;
    this.#events.dispatch("diagnostic", { ...line, severity: failed ? "error" : "info", detail: detail.trim() });
  }
}

// The contract of the behaviour suite that every binding passes alike (behaviour.test.ts): each
// renderer (React 19, React 18, Preact, and every other framework's binding) brings a probe widget
// written in its own idiom on its own binding, and says how to mount it and let its work run.
import type { Implementation, Transport } from "../../../src/index.js";

/** What the probe widget renders, each in its own element `[data-probe="<part>"]`. */
export type ProbePart = "status" | "input" | "partial" | "result" | "deepLink";

/**
 * The probe widget: it connects with the binding's own `useApp` (or the framework's equivalent) over
 * `transport`, and renders, as text:
 * - `status`: `connected` once the App is connected, else `connecting` (or the error's kind);
 * - `input`, `partial`: `JSON.stringify` of the tool input's / the streamed partial's `arguments`, or `-`;
 * - `result`: the text of the tool result's first content block, or `-`;
 * - `deepLink`: the `url` of ChatGPT's deep link (the binding's deep-link hook or store), or `-`.
 * It calls `onPartialRender()` each time it renders a partial value it had not rendered before.
 */
export interface ProbeProps {
  appInfo: Implementation;
  transport: Transport;
  onPartialRender: () => void;
}

/** A mounted probe. */
export interface MountedProbe {
  readonly container: HTMLElement;
  /** Unmounts it as the framework does (its cleanups run). */
  unmount(): void;
}

export interface ProbeRenderer {
  readonly name: string;
  /** Mounts the probe into a new container appended to document.body. */
  mount(props: ProbeProps): MountedProbe;
  /**
   * Runs `fn` (and awaits what it returns) inside the framework's act() where it has one, then
   * flushes what the framework deferred (its effects and renders), so that the DOM shows the outcome.
   */
  run(fn: () => unknown): Promise<void>;
}

/** The text of `part` in a mounted probe. */
export function probeText(probe: MountedProbe, part: ProbePart): string | undefined {
  return probe.container.querySelector(`[data-probe="${part}"]`)?.textContent ?? undefined;
}

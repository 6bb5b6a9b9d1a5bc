// What the design probe in a view's frame (shared/design-probe.ts) told of it, as the test kit's
// RenderProbe, for the design rules DESIGN-001…004 and 006: blank at its first terminal event,
// unchanged after toolcancelled, its elements scrolling inside it, its horizontal overflow (the worst
// seen), and its elements whose height follows the frame's.
// Whether the view stays unchanged after toolcancelled is known for sure only when the run is over
// (`settled`); before that, CANCEL_GRACE_MS without a change says it.
import type { RenderProbe } from "mcp-view/testing";
import type { DesignReport } from "../../shared/design-probe.js";

/** Milliseconds after toolcancelled without a change in the view's document before the dev host says it kept its loading state. */
export const CANCEL_GRACE_MS = 2000;

export class DesignWatch {
  readonly #onchange: () => void;
  #blank: boolean | undefined;
  #cancelled = false;
  #changed = false;
  #graceOver = false;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #nested: string[] = [];
  #viewportHeights: string[] = [];
  #overflow: { width: number; by: number } | undefined;
  #onchanged!: () => void;
  /** Resolves when the view's document changed after toolcancelled. */
  readonly changed = new Promise<void>((resolve) => (this.#onchanged = resolve));

  /** `onchange`: called after each report that may change the findings. */
  constructor(onchange: () => void = () => {}) {
    this.#onchange = onchange;
  }

  note(report: DesignReport): void {
    switch (report.at) {
      case "terminal":
        this.#blank ??= report.blank;
        break;
      case "cancel":
        if (this.#cancelled) return;
        this.#cancelled = true;
        this.#timer = setTimeout(() => ((this.#graceOver = true), this.#onchange()), CANCEL_GRACE_MS);
        return;
      case "changed":
        this.#changed = true;
        clearTimeout(this.#timer);
        this.#onchanged();
        break;
      case "layout":
        for (const path of report.nestedScroll) if (!this.#nested.includes(path) && this.#nested.length < 20) this.#nested.push(path);
        if (report.overflow > (this.#overflow?.by ?? 1)) this.#overflow = { width: report.width, by: report.overflow };
        for (const sized of report.viewportHeights)
          if (!this.#viewportHeights.includes(sized) && this.#viewportHeights.length < 20) this.#viewportHeights.push(sized);
        break;
    }
    this.#onchange();
  }

  /** What was seen, for checkRendered; `settled`: the run is over, so no change after toolcancelled will come. */
  probe(settled = false): RenderProbe {
    return {
      ...(this.#blank !== undefined && { blankBeforeResult: this.#blank }),
      ...(this.#cancelled && (settled || this.#graceOver || this.#changed) && { unchangedAfterCancel: !this.#changed }),
      nestedScroll: [...this.#nested],
      ...(this.#overflow && { overflow: { ...this.#overflow } }),
      viewportHeights: [...this.#viewportHeights],
    };
  }

  close(): void {
    clearTimeout(this.#timer);
  }
}

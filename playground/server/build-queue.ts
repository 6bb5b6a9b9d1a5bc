// When to build and reload, for reload on save: changed files are collected until none has changed
// for a moment (one save, an editor's rename-and-replace, or several files saved together make one
// build), builds never overlap, and changes that arrive while a build runs make exactly one more
// build after it. Without a build command, a settled change is reported as such (the page reloads).
// The clock is injected, so that the tests drive it.
import type { BuildOutcome, BuildProcess } from "./build-run.js";

/** What the queue reports; `reason` reads like "src/main.ts changed". */
export type QueueEvent =
  | { kind: "building"; reason: string }
  | { kind: "built"; reason: string; ms: number }
  | { kind: "build-failed"; reason: string; outcome: BuildOutcome }
  | { kind: "changed"; reason: string };

/** The timer functions the queue uses (the global ones by default). */
export interface QueueClock {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** Options of {@link BuildQueue}. */
export interface BuildQueueOptions {
  /** Starts one build; without it, changes are reported as `changed`. */
  build?: () => BuildProcess;
  report: (event: QueueEvent) => void;
  /** Quiet time after the last change before building. @default 150 */
  debounceMs?: number;
  clock?: QueueClock;
}

const SYSTEM_CLOCK: QueueClock = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
  now: () => performance.now(),
};

/** "a.ts changed", "a.ts and b.ts changed", "a.ts and 2 more files changed". */
export function changeReason(names: readonly string[]): string {
  if (names.length <= 2) return `${names.join(" and ")} changed`;
  return `${names[0]} and ${names.length - 1} more files changed`;
}

export class BuildQueue {
  readonly #options: BuildQueueOptions;
  readonly #clock: QueueClock;
  readonly #changed = new Set<string>();
  #timer: unknown;
  #running: BuildProcess | undefined;
  #again = false;
  #closed = false;

  constructor(options: BuildQueueOptions) {
    this.#options = options;
    this.#clock = options.clock ?? SYSTEM_CLOCK;
  }

  /** A watched file changed (`name`: as the terminal shows it). */
  changed(name: string): void {
    if (this.#closed) return;
    this.#changed.add(name);
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
    this.#timer = this.#clock.setTimeout(() => this.#settled(), this.#options.debounceMs ?? 150);
  }

  /** Runs a build now (the first one, before the MCP server starts); resolves when it and any it queued are done. */
  async buildNow(reason: string): Promise<void> {
    if (this.#running) return void (this.#again = true);
    await this.#build(reason);
  }

  /** Stops the timer and the running build; later changes are ignored. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer);
    await this.#running?.stop();
  }

  #settled(): void {
    this.#timer = undefined;
    if (this.#running) this.#again = true;
    else void this.#build(this.#takeReason());
  }

  #takeReason(): string {
    const reason = changeReason([...this.#changed]);
    this.#changed.clear();
    return reason;
  }

  async #build(reason: string): Promise<void> {
    const { build, report } = this.#options;
    if (!build) return report({ kind: "changed", reason });
    report({ kind: "building", reason });
    const started = this.#clock.now();
    const running = (this.#running = build());
    const outcome = await running.done;
    this.#running = undefined;
    if (this.#closed) return;
    if (outcome.ok) report({ kind: "built", reason, ms: this.#clock.now() - started });
    else report({ kind: "build-failed", reason, outcome });
    if (!this.#again) return;
    this.#again = false;
    await this.#build(this.#changed.size ? this.#takeReason() : reason);
  }
}

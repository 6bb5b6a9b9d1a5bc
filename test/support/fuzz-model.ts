// The fuzz test's model of what the host's legitimate messages must make the view do: which requests
// of the host's are running in the view (requests to a slow tool, until they are cancelled), which of
// the view's own requests are pending and which answer each must settle with, and how often each
// hostile shape reached the view.
import { asAnswer, asNotification, asRequest, isJsonObject, shadowingKeys } from "./fuzz-oracle.js";

/** One of the view's own requests. */
export interface OwnRequest {
  id: number;
  /** Whether it asked for progress. */
  asked: boolean;
  /** The first answer a legitimate message gave it: what it must settle with. */
  first?: { result?: Record<string, unknown>; error?: { code: number } };
  /** What it settled with, each time it did. */
  settled: Array<{ result?: unknown; error?: { code?: unknown } }>;
  /** How often its `onprogress` ran. */
  progress: number;
}

/** What one legitimate message must cause. */
export interface Expected {
  /** Answers the view must send now (one per request; none for a request that keeps running). */
  answers: number;
  /** The answer refuses an id that is in use (-32600). */
  refused: boolean;
  /** Calls of `onprogress`: one for progress on a pending request that asked for it. */
  progress: number;
}

export class HostModel {
  /** Ids of the host's requests running in the view now. */
  readonly inFlight = new Set<unknown>();
  readonly own = new Map<number, OwnRequest>();
  /** How often each hostile shape reached the view from its host: each must, or the test proves little. */
  readonly coverage = {
    slow: 0,
    refused: 0,
    cancelledInFlight: 0,
    answered: 0,
    answeredAgain: 0,
    progressAsked: 0,
    progressUnasked: 0,
    shadowing: 0,
    notCustom: 0,
  };

  /** What `data`, from the host, must cause; updates the model. */
  expect(data: unknown): Expected {
    const request = asRequest(data);
    if (request) {
      if (this.inFlight.has(request.id)) return this.#count("refused", { answers: 1, refused: true, progress: 0 });
      if (request.method !== "tools/call" || !isJsonObject(request.params) || request.params.name !== "slow")
        return { answers: 1, refused: false, progress: 0 };
      this.inFlight.add(request.id);
      return this.#count("slow", { answers: 0, refused: false, progress: 0 });
    }
    const cancelled = asNotification(data, "notifications/cancelled");
    if (cancelled && this.inFlight.delete(cancelled.requestId)) this.coverage.cancelledInFlight++;
    this.#context(asNotification(data, "ui/notifications/host-context-changed"));
    this.#answer(asAnswer(data));
    const progress = asNotification(data, "notifications/progress");
    const target = progress && this.own.get(progress.progressToken as number);
    if (!target || target.first) return { answers: 0, refused: false, progress: 0 };
    // A malformed report (progress not a number, total or message of the wrong type) is reported, not handed on.
    const { progress: done, total, message } = progress;
    const wellFormed =
      typeof done === "number" &&
      (total === undefined || typeof total === "number") &&
      (message === undefined || typeof message === "string");
    return this.#count(target.asked ? "progressAsked" : "progressUnasked", {
      answers: 0,
      refused: false,
      progress: target.asked && wellFormed ? 1 : 0,
    });
  }

  /** How often `onprogress` ran, over all the view's requests. */
  progressCalls(): number {
    return [...this.own.values()].reduce((sum, request) => sum + request.progress, 0);
  }

  /** The view's requests that did not settle exactly once, with their first answer. */
  misSettled(): OwnRequest[] {
    return [...this.own.values()].filter(({ settled: [only, ...more], first }) => {
      if (more.length || !only || !first) return true;
      return first.error ? only.error?.code !== first.error.code : only.result !== first.result;
    });
  }

  #answer(answer: ReturnType<typeof asAnswer>): void {
    const mine = answer && this.own.get(answer.id as number);
    if (!mine) return;
    this.coverage[mine.first ? "answeredAgain" : "answered"]++;
    mine.first ??= { result: answer.result, error: answer.error };
  }

  #context(context: Record<string, unknown> | undefined): void {
    if (!context) return;
    if (shadowingKeys(context).length) this.coverage.shadowing++;
    const variables = (context.styles as { variables?: unknown } | undefined)?.variables;
    if (isJsonObject(variables) && Object.keys(variables).some((name) => !name.startsWith("--"))) this.coverage.notCustom++;
  }

  #count<T>(shape: keyof HostModel["coverage"], value: T): T {
    this.coverage[shape]++;
    return value;
  }
}

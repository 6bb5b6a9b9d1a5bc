// The deadline of each row of `mcp-view matrix` and of each view `mcp-view check` renders, enforced
// from Node: the page is the judge, but a view can stop the judge from judging. Views are served from
// another site than the page (server/widget-origin.ts), so Chromium runs them in a renderer of their
// own and a view's loop cannot freeze the page's timers; still the page waits on the view (its
// frame must answer before its row is written, host/headless-deadline.ts), and a view that runs out
// of memory crashes its renderer, which playwright-core reports as the page's crash. So the page
// tells the command when each row's view starts and when it answered; a row that has not answered
// within the deadline, or whose renderer crashed, stops the run, and the command goes on in a fresh
// page (cli/headless-host.ts) with the tools that are left.
import type { Page } from "playwright-core";
import { ALIVE_BINDING, FRAME_ID, START_BINDING, type ShotCell } from "../shared/headless-matrix.js";

/**
 * The default deadline of a row, in seconds. The page's own waits judge a slow or broken view that
 * still runs within 15 s (its frame's load 10 s, the handshake's grace 3 s, its size reports 2 s,
 * host/session/matrix.ts); twice that leaves a busy CI machine room, so the deadline only ever
 * catches a view that no longer runs.
 */
export const DEFAULT_TIMEOUT = 30;

/** Why a run stopped: the row whose view hung or crashed (none when no row had started), and the sentence. */
export interface Stopped {
  cell: ShotCell | undefined;
  reason: string;
  /** Milliseconds from the row's start to its stop. */
  ms: number;
}

/** The sentence of a row whose view did not answer within `seconds`. */
export const hungReason = (seconds: number) => `the view stopped responding: its row did not finish within ${seconds} s (--timeout)`;

/** The sentence of a row whose view's renderer crashed. */
export const CRASHED = "the view's renderer crashed (out of memory, or killed)";

/**
 * Exposes the deadline's bindings on `page` and runs `evaluate` (the page's matrix or check) under
 * it: resolves with its value, or with what stopped it. The caller then closes the page's context,
 * which ends the view's renderer.
 */
export async function underDeadline<T>(
  page: Page,
  seconds: number,
  evaluate: () => Promise<T>,
): Promise<{ value: T } | { stopped: Stopped }> {
  let current: ShotCell | undefined;
  let started = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop!: (stopped: Omit<Stopped, "ms">) => void;
  const stopped = new Promise<Stopped>((resolve) => (stop = (s) => resolve({ ...s, ms: Math.round(performance.now() - started) })));
  const disarm = () => clearTimeout(timer);
  await page.exposeBinding(START_BINDING, (_source, cell: ShotCell) => {
    current = cell;
    started = performance.now();
    disarm();
    timer = setTimeout(() => stop({ cell, reason: hungReason(seconds) }), seconds * 1000);
  });
  // A looping view's frame never answers: the timer above decides.
  await page.exposeBinding(ALIVE_BINDING, async () => {
    const frame = await (await page.$(`#${FRAME_ID}`).catch(() => null))?.contentFrame();
    await frame?.evaluate(() => 0).catch(() => {});
    disarm();
  });
  const crashed = () => stop({ cell: current, reason: CRASHED });
  page.on("crash", crashed);
  const running = evaluate().then(
    (value) => ({ value }),
    (error: Error) => {
      if (!/crash/i.test(error.message)) throw error;
      crashed();
      return stopped.then((s) => ({ stopped: s }));
    },
  );
  try {
    return await Promise.race([running, stopped.then((s) => ({ stopped: s }))]);
  } finally {
    running.catch(() => {}); // an abandoned page's evaluate rejects when its context closes
    disarm();
    page.off("crash", crashed);
  }
}

// Benchmark 4, real Chromium: the streaming-render widget (bench/lib/streamWidgets.ts, React's
// production build, 200 rows from each partial) on mcp-view's hooks and on the official useApp +
// useState, side by side, in the same host page and sandboxed cross-origin frame as benchmark 2.
// Per run, in one fresh browser context: a burst of 2,000 tool-input-partial notifications (time
// from the host's first send to the commit showing the last partial, commits, animation frames
// elapsed), then one partial every 4 ms for 2 s (commits and frames elapsed until the last partial
// is shown). Frames are the widget page's requestAnimationFrame callbacks.
import type { Frame, Page } from "playwright-core";
import { bundle, widgetPage } from "./lib/bundle.js";
import { alternateInChromium } from "./lib/hostPage.js";
import { streamWidget, type StreamWidgetId } from "./lib/streamWidgets.js";

export const BURST = 2000;
export const PACED_EVERY_MS = 4;
export const PACED = 500; // 2 s at one every 4 ms

export const STREAM_WIDGETS: ReadonlyArray<{ id: StreamWidgetId; label: string }> = [
  { id: "hooks", label: "mcp-view `useApp` + `useToolInputPartial`" },
  { id: "official", label: "official `useApp` + `useState`" },
];

/** Commits and animation frames from a run's first partial to the commit that shows its last. */
export interface Phase {
  /** Host's first send → that commit (burst only; the paced run's length is set by the sender). */
  ms: number;
  commits: number;
  frames: number;
}

export interface StreamRun {
  burst: Phase;
  paced: Phase;
}

type Mark = { at: number; commits: number; frames: number };
type StreamWindow = {
  __stream: { ready: boolean; error: string; first: Mark | null; done: Mark | null; arm(phase: string, last: number): void };
};
type HostWindow = {
  __host: {
    initialized: boolean;
    sendPartials(n: number, phase: string): Promise<{ start: number }>;
    sendPaced(n: number, everyMs: number, phase: string): Promise<{ start: number }>;
  };
};

/** Runs `rounds` rounds (plus one warm-up round, discarded), each widget once per round, alternating which goes first. */
export async function measureStreaming(
  rounds: number,
  onRun?: (id: StreamWidgetId, run: StreamRun) => void,
): Promise<Map<StreamWidgetId, StreamRun[]>> {
  const pages = {} as Record<StreamWidgetId, string>;
  for (const { id } of STREAM_WIDGETS)
    pages[id] = widgetPage(await bundle(streamWidget(id), { define: { "process.env.NODE_ENV": '"production"' } }), id);
  return alternateInChromium(pages, rounds, measure, onRun);
}

async function measure(page: Page, frame: Frame, id: StreamWidgetId): Promise<StreamRun> {
  await frame.waitForFunction(
    () => (window as unknown as StreamWindow).__stream?.ready || (window as unknown as StreamWindow).__stream?.error,
    undefined,
    { timeout: 30_000 },
  );
  const error = await frame.evaluate(() => (window as unknown as StreamWindow).__stream.error);
  if (error) throw new Error(`${id}: useApp failed in Chromium: ${error}`);
  await page.waitForFunction(() => (window as unknown as HostWindow).__host.initialized);
  const send = (phase: string) =>
    page.evaluate(
      ([p, n, every]) =>
        p === "burst"
          ? (window as unknown as HostWindow).__host.sendPartials(n, p)
          : (window as unknown as HostWindow).__host.sendPaced(n, every, p),
      [phase, phase === "burst" ? BURST : PACED, PACED_EVERY_MS] as const,
    );
  return { burst: await phase(frame, "burst", BURST, () => send("burst")), paced: await phase(frame, "paced", PACED, () => send("paced")) };
}

/** Arms the widget for `name`, sends it, and reads what the widget recorded once it shows partial `count - 1`. */
async function phase(frame: Frame, name: string, count: number, send: () => Promise<{ start: number }>): Promise<Phase> {
  await frame.evaluate(([p, last]) => (window as unknown as StreamWindow).__stream.arm(p, last), [name, count - 1] as const);
  const { start } = await send();
  await frame.waitForFunction(() => (window as unknown as StreamWindow).__stream.done, undefined, { timeout: 60_000 });
  const { first, done } = await frame.evaluate(() => (window as unknown as StreamWindow).__stream);
  return { ms: done!.at - start, commits: done!.commits - first!.commits, frames: done!.frames - first!.frames };
}

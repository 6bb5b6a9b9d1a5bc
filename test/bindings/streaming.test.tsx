/** @jsxRuntime classic */
/** @jsx h */
/** @jsxFrag Fragment */
// Streamed input renders once per frame: partials that arrive in a burst, each in its own task, are
// rendered at the next animation frame, once, with the latest one; every other change renders at
// once and brings the latest partial with it; hooks read in one render agree; a hidden tab (no
// frames) still gets its state from a timer. Frames and setTimeout are faked (fake-frames.ts, vitest), so
// only the test decides when a frame or the fallback timer comes; React runs in StrictMode.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { App, type AppSnapshot, type McpUiToolInputParams } from "../../src/index.js";
import { FALLBACK_MS } from "../../src/bindings/frame-source.js";
import { fakeFrames } from "./fake-frames.js";
import { connectApp, disconnect, sendContext, type TestHost } from "./host.js";
import { Fragment, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

const frames = fakeFrames();

const step = (input: McpUiToolInputParams | undefined) => (input?.arguments?.step as number | undefined) ?? -1;
/** The next macrotask (setImmediate: setTimeout is faked here). */
const nextTask = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Lets pending messages and effects run, inside act. */
const settle = () => run(nextTask);

describe.each(RENDERERS)("$name: streamed input", (renderer) => {
  useRenderer(renderer);
  const { useAppState, useToolInput, useToolInputPartial, useToolResult } = renderer.hooks;
  const { useLayoutEffect } = renderer.framework;
  let host: TestHost;
  let app: App;
  let view: Mounted | undefined;
  /** One entry per commit of Stream: what each of its hooks read in that render. */
  let commits: Array<{ partial: number; selected: number; whole: number; input: number; result: string; status: string }>;

  beforeEach(async () => {
    ({ host, app } = await connectApp("stream-widget"));
    commits = [];
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  });

  afterEach(async () => {
    vi.useRealTimers();
    view?.unmount();
    view = undefined;
    await disconnect({ host, app });
  });

  /** Reads the stream through four hooks and records each commit. */
  function Stream() {
    const partial = useToolInputPartial(app);
    const selected = useAppState(app, (s) => step(s.toolInputPartial));
    const whole = useAppState(app);
    const input = useToolInput(app);
    const result = useToolResult(app);
    const seen = {
      partial: step(partial),
      selected,
      whole: step(whole.toolInputPartial),
      input: step(input),
      result: result ? "result" : "-",
      status: whole.status,
    };
    useLayoutEffect(() => void commits.push(seen));
    return <p>{`${seen.partial} ${seen.input} ${seen.result} ${seen.status}`}</p>;
  }

  /** Sends partials `from` to `to - 1`, each in its own task, as postMessage delivers them (outside act). */
  async function stream(from: number, to: number): Promise<void> {
    for (let i = from; i < to; i++) {
      void host.bridge.sendToolInputPartial({ arguments: { step: i } });
      await nextTask();
    }
  }

  /** Mounts Stream and returns how many commits mounting took (StrictMode mounts twice). */
  async function mountStream(): Promise<number> {
    view = mount(<Stream />);
    await settle();
    return commits.length;
  }

  const shown = () => view!.container.textContent;

  it("renders a burst of 300 partials once, at the next frame, with the last one", async () => {
    const mounted = await mountStream();
    await stream(0, 300);
    expect(commits.length).toBe(mounted);
    expect(frames.pending()).toBe(1);
    await frames.next();
    expect(commits.length).toBe(mounted + 1);
    expect(shown()).toBe("299 -1 - connected");
    await frames.next();
    expect(commits.length).toBe(mounted + 1);
  });

  it("renders at most once per frame while partials keep arriving, each time the latest", async () => {
    const mounted = await mountStream();
    for (let frame = 0; frame < 10; frame++) {
      await stream(frame * 4, frame * 4 + 4);
      await frames.next();
      expect({ frame, commits: commits.length - mounted, shown: shown() }).toEqual({
        frame,
        commits: frame + 1,
        shown: `${frame * 4 + 3} -1 - connected`,
      });
    }
  });

  it("never lets two hooks of one render disagree (no tearing)", async () => {
    await mountStream();
    await stream(0, 20);
    await frames.next();
    await stream(20, 25);
    await run(() => host.bridge.sendToolInput({ arguments: { step: 99 } }));
    await settle();
    for (const commit of commits) expect([commit.selected, commit.whole]).toEqual([commit.partial, commit.partial]);
    expect(commits.at(-1)).toMatchObject({ partial: 24, input: 99 });
  });

  it("keeps sibling components on the same partial in every commit", async () => {
    const seen: Array<[string, number]> = [];
    function Row({ name }: { name: string }) {
      const partial = step(useToolInputPartial(app));
      useLayoutEffect(() => void seen.push([name, partial]));
      return <i>{partial}</i>;
    }
    view = mount(
      <>
        <Row name="a" />
        <Row name="b" />
      </>,
    );
    await settle();
    seen.length = 0;
    await stream(0, 7);
    await frames.next();
    await stream(7, 9);
    await frames.next();
    expect(seen).toEqual([
      ["a", 6],
      ["b", 6],
      ["a", 8],
      ["b", 8],
    ]);
  });

  it("renders a tool result at once, with the latest partial, without waiting for the frame", async () => {
    const mounted = await mountStream();
    await stream(0, 50);
    await run(() => host.bridge.sendToolResult({ content: [{ type: "text", text: "done" }] }));
    await settle();
    expect(shown()).toBe("49 -1 result connected");
    expect(commits.length).toBe(mounted + 1);
    expect(frames.pending()).toBe(0);
  });

  it("renders the tool input, cancellation and host-context changes at once", async () => {
    const cancelled: unknown[] = [];
    function Urgent() {
      const theme = useAppState(app, (s) => s.hostContext?.theme);
      const reason = useAppState(app, (s) => s.toolCancelled?.reason);
      const input = step(useToolInput(app));
      useLayoutEffect(() => void cancelled.push(reason));
      return <p>{`${theme} ${input} ${reason ?? "-"} ${step(useToolInputPartial(app))}`}</p>;
    }
    view = mount(<Urgent />);
    await settle();
    await stream(0, 5);
    await run(() => sendContext(host.bridge, { theme: "light" }));
    await settle();
    expect(shown()).toBe("light -1 - 4");
    await stream(5, 10);
    await run(() => host.bridge.sendToolInput({ arguments: { step: 42 } }));
    await settle();
    expect(shown()).toBe("light 42 - 9");
    await run(() => host.bridge.sendToolCancelled({ reason: "user stopped it" }));
    await settle();
    expect(shown()).toBe("light 42 user stopped it 9");
    expect(frames.pending()).toBe(0);
  });

  it("renders a status change at once", async () => {
    await mountStream();
    await stream(0, 3);
    await run(() => app.close());
    await settle();
    expect(shown()).toBe("2 -1 - closed");
  });

  it("coalesces a useAppState selector over the streamed input as well", async () => {
    let renders = 0;
    function Length() {
      const rows = useAppState(app, (s) => (s.toolInputPartial?.arguments?.rows as unknown[] | undefined)?.length ?? 0);
      useLayoutEffect(() => void renders++);
      return <p>{rows}</p>;
    }
    view = mount(<Length />);
    await settle();
    const mounted = renders;
    for (let i = 1; i <= 30; i++) {
      void host.bridge.sendToolInputPartial({ arguments: { rows: Array.from({ length: i }, (_, k) => k) } });
      await nextTask();
    }
    await frames.next();
    expect([renders - mounted, view.container.textContent]).toEqual([1, "30"]);
  });

  it("drops the pending frame when the last reader unmounts, and a new reader starts from the latest partial", async () => {
    await mountStream();
    await stream(0, 5);
    expect(frames.pending()).toBe(1);
    view!.unmount();
    view = undefined;
    expect(frames.pending()).toBe(0);
    await stream(5, 8);
    expect(frames.pending()).toBe(0);
    await mountStream();
    expect(shown()).toBe("7 -1 - connected");
  });

  it("hands the hooks the App's own snapshot object, not a copy", async () => {
    let read: AppSnapshot | undefined;
    function Whole() {
      read = useAppState(app);
      return null;
    }
    view = mount(<Whole />);
    await stream(0, 2);
    await frames.next();
    expect(read).toBe(app.getSnapshot());
  });

  describe("without animation frames", () => {
    let hidden: ReturnType<typeof vi.spyOn>;
    beforeEach(() => {
      hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    });
    afterEach(() => {
      hidden.mockRestore();
    });

    it(`publishes from a timer after ${FALLBACK_MS} ms in a hidden tab, which runs no frames`, async () => {
      const mounted = await mountStream();
      await stream(0, 20);
      expect(frames.pending()).toBe(0);
      await run(() => vi.advanceTimersByTimeAsync(FALLBACK_MS - 1));
      expect(commits.length).toBe(mounted);
      await run(() => vi.advanceTimersByTimeAsync(1));
      expect(commits.length).toBe(mounted + 1);
      expect(shown()).toBe("19 -1 - connected");
    });

    it("publishes from the timer when a visible tab's frame does not come, and cancels that frame", async () => {
      hidden.mockReturnValue("visible");
      const mounted = await mountStream();
      await stream(0, 5);
      expect(frames.pending()).toBe(1);
      await run(() => vi.advanceTimersByTimeAsync(FALLBACK_MS));
      expect([commits.length - mounted, shown(), frames.pending()]).toEqual([1, "4 -1 - connected", 0]);
    });
  });
});

/** @jsxRuntime classic */
/** @jsx h */
// useCallServerTool: tools/call as state: pending, success, isError, host error, abort, unmount.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { App, AppError } from "../../src/index.js";
import type { CallServerTool } from "../../src/react/index.js";
import { connectApp, disconnect, type TestHost } from "./host.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

describe.each(RENDERERS)("$name: useCallServerTool", (renderer) => {
  useRenderer(renderer);
  const { useCallServerTool } = renderer.hooks;
  let host: TestHost;
  let app: App;
  let view: Mounted | undefined;
  let api: CallServerTool;

  beforeEach(async () => {
    ({ host, app } = await connectApp("call-widget"));
  });

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await flush();
    await disconnect({ host, app });
  });

  function Caller({ app }: { app: App | null }) {
    api = useCallServerTool(app);
    const { status, result, error, call } = api;
    const text = result?.content?.[0]?.type === "text" ? result.content[0].text : "-";
    return (
      <div>
        <button onClick={() => call({ name: "search", arguments: { q: "cats" } })}>go</button>
        <p>{`${status} ${text} ${error ? `${error.kind}: ${error.message}` : "-"}`}</p>
      </div>
    );
  }

  /** A host tool that answers only when the test says so, or rejects when it is cancelled. */
  function held(): { release: (text: string) => void } {
    let release!: (text: string) => void;
    host.tool = ({ signal }) =>
      new Promise((resolve, reject) => {
        release = (text) => resolve({ content: [{ type: "text", text }] });
        signal.addEventListener("abort", () => reject(signal.reason));
      });
    return { release: (text) => release(text) };
  }

  const shown = () => view!.container.querySelector("p")!.textContent;

  it("starts idle", () => {
    view = mount(<Caller app={app} />);
    expect(shown()).toBe("idle - -");
  });

  it("reports pending, then success with the result, for a call started by a click", async () => {
    const tool = held();
    view = mount(<Caller app={app} />);
    await run(() => view!.container.querySelector("button")!.click());
    expect(shown()).toBe("pending - -");
    await flush();
    expect(host.toolCalls.map(({ name, arguments: args }) => ({ name, args }))).toEqual([{ name: "search", args: { q: "cats" } }]);
    tool.release("3 cats");
    await flush();
    expect(shown()).toBe("success 3 cats -");
  });

  it("resolves call() with the result", async () => {
    view = mount(<Caller app={app} />);
    const result = await run(() => api.call({ name: "search" }));
    expect(result).toEqual({ content: [{ type: "text", text: "ran search" }] });
  });

  it("reports an isError result as status error with a REMOTE_ERROR, keeping the result", async () => {
    host.tool = async () => ({ isError: true, content: [{ type: "text", text: "quota exceeded" }] });
    view = mount(<Caller app={app} />);
    const result = await run(() => api.call({ name: "search" }));
    expect(result.isError).toBe(true);
    expect(shown()).toBe("error quota exceeded REMOTE_ERROR: Tool search returned isError: quota exceeded");
  });

  it("reports an input_required answer (2026-07-28: a request for more input, no tool result) as status error with an INVALID_MESSAGE", async () => {
    const answer = { resultType: "input_required", inputRequests: { confirm: { method: "elicitation/create" } } };
    host.tool = async () => answer as never;
    view = mount(<Caller app={app} />);
    const error = await run(() => api.call({ name: "search" }).catch((e: AppError) => e));
    expect([error.kind, error.data]).toEqual(["INVALID_MESSAGE", answer]);
    expect(shown()).toBe("error - INVALID_MESSAGE: Invalid tools/call result: content must be an array");
  });

  it("reports a host error as status error with the host's message", async () => {
    host.tool = async () => {
      throw new Error("backend down");
    };
    view = mount(<Caller app={app} />);
    const error = await run(() => api.call({ name: "search" }).catch((e: AppError) => e));
    expect([error.kind, error.code]).toEqual(["REMOTE_ERROR", -32603]);
    expect(shown()).toBe("error - REMOTE_ERROR: MCP error -32603: backend down");
  });

  it("aborts pending calls when the component unmounts, and tells the host", async () => {
    held();
    view = mount(<Caller app={app} />);
    const pending = await run(() => ({ error: api.call({ name: "search" }).catch((e: AppError) => e) }));
    await flush();
    view.unmount();
    view = undefined;
    const error = await pending.error;
    await flush();
    expect([error.kind, error.message]).toEqual(["ABORTED", "Request tools/call was aborted: the component unmounted"]);
    expect(host.toolCalls[0]!.signal.aborted).toBe(true);
  });

  it("aborts pending calls on abort(), reporting ABORTED", async () => {
    held();
    view = mount(<Caller app={app} />);
    const pending = await run(() => ({ error: api.call({ name: "search" }).catch((e: AppError) => e) }));
    await flush();
    await run(() => api.abort());
    expect((await pending.error).kind).toBe("ABORTED");
    await flush();
    expect(shown()).toBe("error - ABORTED: Request tools/call was aborted: abort() was called");
    expect(host.toolCalls[0]!.signal.aborted).toBe(true);
  });

  it("lets a new call run alongside a pending one and shows the latest", async () => {
    let answers = 0;
    const releases: Array<() => void> = [];
    host.tool = () => new Promise((resolve) => releases.push(() => resolve({ content: [{ type: "text", text: `answer ${++answers}` }] })));
    view = mount(<Caller app={app} />);
    const [first, second] = await run(() => [api.call({ name: "search" }), api.call({ name: "search" })]);
    await flush();
    await run(() => {
      releases[1]!();
      releases[0]!();
    });
    await flush();
    expect([(await second!).content, (await first!).content]).toEqual([
      [{ type: "text", text: "answer 1" }],
      [{ type: "text", text: "answer 2" }],
    ]);
    expect(shown()).toBe("success answer 1 -");
  });

  it("rejects with NOT_CONNECTED when there is no App", async () => {
    view = mount(<Caller app={null} />);
    const error = await run(() => api.call({ name: "search" }).catch((e: AppError) => e));
    expect([error.kind, error.message]).toEqual([
      "NOT_CONNECTED",
      "Cannot call tool search: no App (pass one, or provide a connected App to the component: AppProvider, provideApp, setAppContext)",
    ]);
    expect(shown()).toBe(
      "error - NOT_CONNECTED: Cannot call tool search: no App (pass one, or provide a connected App to the component: AppProvider, provideApp, setAppContext)",
    );
  });
});

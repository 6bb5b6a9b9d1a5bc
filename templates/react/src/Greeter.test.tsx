// The view under a scripted host (mcp-view/testing): the tool's input and result are sent as a host
// would send them, and the server tool the button calls is answered by a handler typed from the tool's definition.
// Each test mounts the view inside act(), as @testing-library/react's render() does, and sends the
// host's messages inside act() as well, so React has rendered them when act() returns.
import { afterEach, expect, it, vi } from "vitest";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createTestHost, type TestHost, type TestHostOptions } from "mcp-view/testing";
import { greet } from "./tools.js";
import { Greeter } from "./Greeter.js";

// Tells React that this is a test, where act() renders at once.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let host: TestHost;
let root: Root;
const text = (selector: string) => document.querySelector(selector)?.textContent;

function setup(options: TestHostOptions = {}): void {
  host = createTestHost(options);
  // Typed from the tool's definition: `name` is a string, and the result must fit greet's output schema.
  host.addServerTool(greet, ({ name }) => ({ content: [], structuredContent: { greeting: `Hi again, ${name}!`, count: 2 } }));
  document.body.innerHTML = `<main></main>`;
  root = createRoot(document.querySelector("main")!);
  act(() => root.render(<Greeter />));
}

afterEach(() => {
  act(() => root.unmount());
  host.close(); // and the view's App with it: a test after this one gets a new App, on its own host
});

it("shows the tool's input, then its result", async () => {
  setup();
  await act(() => host.sendToolInput({ arguments: { name: "Ada" } }));
  expect(text("h1")).toBe("Greeting Ada…");
  await act(() => host.sendToolResult({ content: [], structuredContent: { greeting: "Hello, Ada!", count: 1 } }));
  expect([text("h1"), text(".count")]).toEqual(["Hello, Ada!", "Greeting #1"]);
});

it("greets again through the greet server tool", async () => {
  setup();
  await act(() => host.sendToolInput({ arguments: { name: "Ada" } }));
  await act(() => host.sendToolResult({ content: [], structuredContent: { greeting: "Hello, Ada!", count: 1 } }));
  await act(async () => {
    document.querySelector("button")!.click();
    expect(await host.waitFor("tools/call")).toMatchObject({ name: "greet", arguments: { name: "Ada" } });
  });
  await vi.waitFor(() => expect([text("h1"), text(".count")]).toEqual(["Hi again, Ada!", "Greeting #2"]));
});

it("keeps the count of greetings made again in view state, which a reload of the view gets back", async () => {
  // The server's view-state tools (as server.ts registers them) keep it, under the result's viewUUID.
  const result = { content: [], structuredContent: { greeting: "Hello, Ada!", count: 1 }, _meta: { viewUUID: "view-1" } };
  setup({ viewStateTools: true });
  await act(() => host.sendToolInput({ arguments: { name: "Ada" } }));
  await act(() => host.sendToolResult(result));
  expect(text(".again")).toBe("Greeted again here: 0");
  await act(async () => {
    document.querySelector("button")!.click();
    await host.waitFor("tools/call", (call) => call.name === "view_state_set");
  });
  await vi.waitFor(() => expect(text(".again")).toBe("Greeted again here: 1"));

  // The reload: a new view of the same result, on a host with the same server's store.
  const store = host.viewStateStore!;
  act(() => root.unmount());
  host.close();
  setup({ viewStateTools: { store } });
  await act(() => host.sendToolResult(result));
  await vi.waitFor(() => expect(text(".again")).toBe("Greeted again here: 1"));
});

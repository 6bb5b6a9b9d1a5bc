// The view under a scripted host (mcp-view/testing): the tool's input and result are sent as a host
// would send them, and the server tool the button calls is answered by a handler typed from the tool's definition.
import { afterEach, expect, it, vi } from "vitest";
import { render } from "solid-js/web";
import { createTestHost, type TestHost, type TestHostOptions } from "mcp-view/testing";
import { greet } from "./tools.js";
import { Greeter } from "./Greeter.js";

let host: TestHost;
let dispose: () => void;
const text = (selector: string) => document.querySelector(selector)?.textContent;

function setup(options: TestHostOptions = {}): void {
  host = createTestHost(options);
  // Typed from the tool's definition: `name` is a string, and the result must fit greet's output schema.
  host.addServerTool(greet, ({ name }) => ({ content: [], structuredContent: { greeting: `Hi again, ${name}!`, count: 2 } }));
  document.body.innerHTML = `<main></main>`;
  dispose = render(() => <Greeter />, document.querySelector("main")!);
}

afterEach(() => {
  dispose();
  host.close(); // and the view's App with it: a test after this one gets a new App, on its own host
});

it("shows the tool's input, then its result, and greets again through the greet server tool", async () => {
  setup();
  await host.sendToolInput({ arguments: { name: "Ada" } });
  await vi.waitFor(() => expect(text("h1")).toBe("Greeting Ada…"));
  await host.sendToolResult({ content: [], structuredContent: { greeting: "Hello, Ada!", count: 1 } });
  await vi.waitFor(() => expect([text("h1"), text(".count")]).toEqual(["Hello, Ada!", "Greeting #1"]));
  document.querySelector("button")!.click();
  expect(await host.waitFor("tools/call")).toMatchObject({ name: "greet", arguments: { name: "Ada" } });
  await vi.waitFor(() => expect([text("h1"), text(".count")]).toEqual(["Hi again, Ada!", "Greeting #2"]));
});

it("keeps the count of greetings made again in view state, which a reload of the view gets back", async () => {
  // The server's view-state tools (as server.ts registers them) keep it, under the result's viewUUID.
  const result = { content: [], structuredContent: { greeting: "Hello, Ada!", count: 1 }, _meta: { viewUUID: "view-1" } };
  setup({ viewStateTools: true });
  await host.sendToolInput({ arguments: { name: "Ada" } });
  await host.sendToolResult(result);
  await vi.waitFor(() => expect(text(".again")).toBe("Greeted again here: 0"));
  document.querySelector<HTMLButtonElement>("button")!.click();
  await vi.waitFor(() => expect(text(".again")).toBe("Greeted again here: 1"));
  await host.waitFor("tools/call", (call) => call.name === "view_state_set");

  // The reload: a new view of the same result, on a host with the same server's store.
  const store = host.viewStateStore!;
  dispose();
  host.close();
  setup({ viewStateTools: { store } });
  await host.sendToolResult(result);
  await vi.waitFor(() => expect(text(".again")).toBe("Greeted again here: 1"));
});

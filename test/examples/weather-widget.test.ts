import { afterEach, expect, it, vi } from "vitest";
import type { App } from "mcp-view";
import { createTestHost, type TestHost } from "mcp-view/testing";
import { mountWeather } from "./weather-widget.js";

let host: TestHost;
let app: App;

function setup(): void {
  host = createTestHost({
    profile: "claude",
    tools: { get_weather: ({ city }) => ({ content: [], structuredContent: { city, celsius: 21 } }) },
  });
  document.body.innerHTML = `<main></main>`;
  app = mountWeather(document.querySelector("main")!);
}

const text = (selector: string) => document.querySelector(selector)!.textContent;

afterEach(async () => {
  await app.close();
  host.close();
});

it("renders the tool result it is sent", async () => {
  setup();
  await host.sendToolResult({ content: [], structuredContent: { city: "Oslo", celsius: 4 } });
  expect(text("h1")).toBe("Oslo: 4 °C");
});

it("refreshes through the get_weather server tool", async () => {
  setup();
  await host.sendToolResult({ content: [], structuredContent: { city: "Oslo", celsius: 4 } });
  document.querySelector("button")!.click();
  expect(await host.waitFor("tools/call")).toMatchObject({ name: "get_weather", arguments: { city: "Oslo" } });
  await vi.waitFor(() => expect(text("h1")).toBe("Oslo: 21 °C"));
});

it("says so when the refresh fails", async () => {
  setup();
  host.fault("tools/call", { error: { code: -32000, message: "Rate limited" } });
  await host.sendToolResult({ content: [], structuredContent: { city: "Oslo", celsius: 4 } });
  document.querySelector("button")!.click();
  await vi.waitFor(() => expect(text("[role=alert]")).toBe("Refresh failed: MCP error -32000: Rate limited"));
});

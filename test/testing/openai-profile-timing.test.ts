// The chatgpt-openai profile without waiting: the test host answers only through its fake
// window.openai, and an App with `fallback: openAiFallback` switches to it as soon as its own
// ui/initialize comes back from a parent that is its own window (a view not in a frame, as under
// happy-dom), so vi.waitFor's default second is enough, as under every other profile.
import { expect, it, vi } from "vitest";
import { openAiFallback } from "../../src/openai/index.js";
import { app, host } from "./support.js";

it("a view on the chatgpt-openai profile gets its tool result within vi.waitFor's default timeout", async () => {
  const h = host({ profile: "chatgpt-openai" });
  const a = app({}, { fallback: openAiFallback });
  const connecting = a.connect();
  const sent = h.sendToolResult({ content: [], structuredContent: { flights: 3 } });
  await vi.waitFor(() => expect(a.getSnapshot().toolResult?.structuredContent).toEqual({ flights: 3 }));
  await Promise.all([connecting, sent]);
  expect(a.getHostVersion()?.name).toBe("ChatGPT (window.openai)");
});

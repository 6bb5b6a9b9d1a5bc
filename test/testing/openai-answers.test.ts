// The test host's answers to OpenAI's MCP extensions, seen on the wire (raw app.request, no mcp-view/openai
// gate in between): as the specification describes on the chatgpt profile, -32601 elsewhere.
import { describe, expect, it } from "vitest";
import { connected } from "./support.js";

const uri = "host-resource://notes";
const chatgpt = () => connected({ profile: "chatgpt", files: { [uri]: { text: "a", etag: "v7", writable: false } } });

describe("the test host's OpenAI-extension answers", () => {
  it("answer ui/update-model-context with an updateId on ChatGPT", async () => {
    const { app } = await chatgpt();
    await expect(app.request("ui/update-model-context", { content: [] })).resolves.toEqual({
      _meta: { "openai/modelContext": { updateId: "update-1" } },
    });
  });

  it("answer {} to ui/update-model-context on a host without the extension", async () => {
    const { app } = await connected({ profile: "default" });
    await expect(app.request("ui/update-model-context", { content: [] })).resolves.toEqual({});
  });

  it("refuse a write to a file that is not writable, or not opened, with -32602", async () => {
    const { app } = await chatgpt();
    await expect(app.request("openai/resources/write", { uri, text: "b" })).rejects.toMatchObject({
      code: -32602,
      message: `MCP error -32602: openai/resources/write: ${uri} is not writable`,
    });
    await expect(app.request("openai/resources/write", { uri: "x://y", text: "b" })).rejects.toMatchObject({ code: -32602 });
  });

  it("read a file with its own etag and writable flag", async () => {
    const { app } = await chatgpt();
    await expect(app.request("resources/read", { uri })).resolves.toEqual({
      contents: [{ uri, text: "a", _meta: { "openai/resource": { etag: "v7", writable: false } } }],
    });
  });

  it("refuse ui/message options outside the specification with -32602", async () => {
    const { app } = await chatgpt();
    const params = { role: "user" as const, content: [], _meta: { "openai/message": { target: "elsewhere" } } };
    await expect(app.request("ui/message", params)).rejects.toMatchObject({ code: -32602 });
  });

  it.each(["openai/resources/write", "openai/files/open", "resources/subscribe"])(
    "answer %s with -32601 on a host without the extension",
    async (method) => {
      const { app } = await connected({ profile: "default" });
      await expect(app.request(method, { uri, path: "/x", text: "b" })).rejects.toMatchObject({ code: -32601 });
    },
  );
});

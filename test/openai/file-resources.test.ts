// ChatGPT's file entrypoints: the opened file's input, reading it with its ETag, writing it back with an
// ETag check, and subscribing to its changes, against the test kit's ChatGPT host.
import { describe, expect, it } from "vitest";
import { getFileInput, readFileResource, subscribeFileResource, writeFileResource } from "../../src/openai/index.js";
import { onHost } from "./support.js";

const uri = "host-resource://hex-bolt";
const files = { [uri]: { text: "solid hex-bolt\nendsolid hex-bolt\n" } };
const onFile = () => onHost("chatgpt", {}, { files });

describe("getFileInput", () => {
  it("reads the FileInput a file entrypoint sends as tool input", async () => {
    const { host, app } = await onFile();
    await host.sendToolInput({ arguments: { file: { name: "hex-bolt.stl", resourceUri: uri } } });
    await expect.poll(() => getFileInput(app)).toEqual({ file: { name: "hex-bolt.stl", resourceUri: uri } });
  });

  it("is undefined for other input", async () => {
    const { host, app } = await onFile();
    await host.sendToolInput({ arguments: { file: { name: "", resourceUri: uri } } });
    await expect.poll(() => app.getSnapshot().toolInput).toBeDefined();
    expect(getFileInput(app)).toBeUndefined();
  });
});

describe("readFileResource", () => {
  it("reads the file with its etag and writable flag, asking for the representation given", async () => {
    const { host, app } = await onFile();
    const result = await readFileResource(app, { uri, representation: "text" });
    expect(result.contents).toEqual([
      {
        uri,
        text: files[uri]!.text,
        _meta: { "openai/resource": { etag: "version-1", writable: true } },
        openai: { etag: "version-1", writable: true },
      },
    ]);
    expect(host.received("resources/read")).toEqual([{ uri, _meta: { "openai/resource": { representation: "text" } } }]);
  });

  it("gives a blob when asked for one", async () => {
    const { app } = await onFile();
    const [item] = (await readFileResource(app, { uri, representation: "blob" })).contents;
    expect(atob((item as { blob: string }).blob)).toBe(files[uri]!.text);
  });

  it("keeps only well-typed metadata", async () => {
    const weird = { contents: [{ uri, text: "x", _meta: { "openai/resource": { etag: 7, writable: "yes" } } }] };
    const { app } = await onHost("chatgpt", {}, { handlers: { "resources/read": () => weird } });
    expect((await readFileResource(app, { uri })).contents[0]?.openai).toEqual({});
  });

  it("rejects with NOT_SUPPORTED naming openai/resource on Claude, and sends nothing", async () => {
    const { host, app } = await onHost("claude");
    await expect(readFileResource(app, { uri })).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: expect.stringContaining('no hostCapabilities.experimental["openai/resource"]'),
    });
    expect(host.received("resources/read")).toEqual([]);
  });
});

describe("writeFileResource", () => {
  it("saves over the etag it read and answers the new one", async () => {
    const { host, app } = await onFile();
    await expect(writeFileResource(app, { uri, text: "solid edited\n", ifMatch: "version-1" })).resolves.toEqual({
      outcome: "saved",
      etag: "version-2",
    });
    expect(host.received("openai/resources/write")).toEqual([{ uri, text: "solid edited\n", ifMatch: "version-1" }]);
    const [item] = (await readFileResource(app, { uri })).contents;
    expect(item).toMatchObject({ text: "solid edited\n", openai: { etag: "version-2" } });
  });

  it("answers a conflict with the current etag, and saves nothing", async () => {
    const { app } = await onFile();
    await writeFileResource(app, { uri, text: "first" });
    await expect(writeFileResource(app, { uri, text: "second", ifMatch: "version-1" })).resolves.toEqual({
      outcome: "conflict",
      etag: "version-2",
    });
    expect((await readFileResource(app, { uri })).contents[0]).toMatchObject({ text: "first" });
  });

  it("answers too-large with the limit", async () => {
    const { app } = await onHost("chatgpt", {}, { files: { [uri]: { text: "", maxBytes: 4 } } });
    await expect(writeFileResource(app, { uri, text: "12345" })).resolves.toEqual({ outcome: "too-large", maxBytes: 4 });
  });

  it.each([
    [{ uri: " ", text: "x" }, "uri must be a non-blank string"],
    [{ uri, text: "x", blob: "eA==" }, "give exactly one of text and blob, as a string"],
    [{ uri }, "give exactly one of text and blob, as a string"],
    [{ uri, text: "x", ifMatch: "" }, "ifMatch must be a non-empty string"],
  ])("refuses %j with INVALID_PARAMS, and sends nothing", async (params, reason) => {
    const { host, app } = await onFile();
    await expect(writeFileResource(app, params as never)).rejects.toMatchObject({
      kind: "INVALID_PARAMS",
      message: `writeFileResource(): ${reason}`,
    });
    expect(host.received("openai/resources/write")).toEqual([]);
  });

  it("rejects an answer outside the three outcomes with INVALID_RESULT", async () => {
    const { app } = await onHost("chatgpt", {}, { files, handlers: { ["openai/resources/write" as never]: () => ({ outcome: "saved" }) } });
    await expect(writeFileResource(app, { uri, text: "x" })).rejects.toMatchObject({ kind: "INVALID_RESULT" });
  });
});

describe("subscribeFileResource", () => {
  it("calls back on each update of its URI, and unsubscribes once its last listener is gone", async () => {
    const { host, app } = await onFile();
    const calls: string[] = [];
    const stopA = await subscribeFileResource(app, uri, () => calls.push("a"));
    const stopB = await subscribeFileResource(app, uri, () => calls.push("b"));
    expect(host.received("resources/subscribe")).toEqual([{ uri }]);
    await host.sendNotification("notifications/resources/updated", { uri: "host-resource://other" });
    await host.sendNotification("notifications/resources/updated", { uri });
    await expect.poll(() => calls).toEqual(["a", "b"]);
    await stopA();
    await stopA();
    expect(host.received("resources/unsubscribe")).toEqual([]);
    await stopB();
    expect(host.received("resources/unsubscribe")).toEqual([{ uri }]);
    await host.sendNotification("notifications/resources/updated", { uri });
    await host.ping();
    expect(calls).toEqual(["a", "b"]);
  });

  it("rejects, keeping no listener, when the host refuses the subscription", async () => {
    const { host, app } = await onFile();
    await expect(subscribeFileResource(app, "host-resource://unknown", () => {})).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      code: -32602,
    });
    await expect(subscribeFileResource(app, uri, () => {})).resolves.toBeTypeOf("function");
    expect(host.received("resources/subscribe")).toEqual([{ uri: "host-resource://unknown" }, { uri }]);
  });

  it("rejects with NOT_SUPPORTED on Claude, and sends nothing", async () => {
    const { host, app } = await onHost("claude");
    await expect(subscribeFileResource(app, uri, () => {})).rejects.toMatchObject({ kind: "NOT_SUPPORTED" });
    expect(host.received("resources/subscribe")).toEqual([]);
  });
});

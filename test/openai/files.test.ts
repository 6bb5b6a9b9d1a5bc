// openLocalFile: ChatGPT's "Opening Local Files" extension, gated on openai/files.
import { describe, expect, it } from "vitest";
import { openLocalFile } from "../../src/openai/index.js";
import { onHost } from "./support.js";

describe("openLocalFile", () => {
  it("asks ChatGPT to open an absolute path", async () => {
    const { host, app } = await onHost();
    await expect(openLocalFile(app, "/workspace/parts/hex-bolt.stl")).resolves.toBeUndefined();
    await openLocalFile(app, "C:\\parts\\hex-bolt.stl");
    expect(host.received("openai/files/open")).toEqual([{ path: "/workspace/parts/hex-bolt.stl" }, { path: "C:\\parts\\hex-bolt.stl" }]);
  });

  it.each(["parts/hex-bolt.stl", "", "file:///x"])("refuses the relative path %j with INVALID_PARAMS, and sends nothing", async (path) => {
    const { host, app } = await onHost();
    await expect(openLocalFile(app, path)).rejects.toMatchObject({
      kind: "INVALID_PARAMS",
      message: "openLocalFile(): path must be an absolute path",
    });
    expect(host.received("openai/files/open")).toEqual([]);
  });

  it("rejects with NOT_SUPPORTED naming openai/files where the host lacks it, and sends nothing", async () => {
    const { host, app } = await onHost("chatgpt", {}, { hostCapabilities: { experimental: { "openai/message": {} } } });
    await expect(openLocalFile(app, "/x")).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: 'openLocalFile() needs the host\'s openai/files extension (no hostCapabilities.experimental["openai/files"])',
    });
    expect(host.received("openai/files/open")).toEqual([]);
  });
});

// The window.openai-only functions of mcp-view/openai (their calls on each ChatGPT profile are in
// test/testing/host-profiles.test.ts, their errors in test/openai/transport.test.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/index.js";
import { getFileDownloadUrl, requestClose, requestModal, setOpenInAppUrl, uploadFile } from "../../src/openai/index.js";

afterEach(() => void vi.unstubAllGlobals());

describe("the window.openai-only functions", () => {
  it("call the method of the same name with their arguments", async () => {
    const calls: unknown[][] = [];
    const method =
      (name: string) =>
      (...args: unknown[]) => (calls.push([name, ...args]), { fileId: "f1", downloadUrl: "u" });
    vi.stubGlobal(
      "openai",
      Object.fromEntries(
        ["uploadFile", "getFileDownloadUrl", "requestModal", "requestClose", "setOpenInAppUrl"].map((n) => [n, method(n)]),
      ),
    );
    const app = new App({ name: "w", version: "1" });
    const file = new Blob(["x"]);
    await expect(uploadFile(app, file)).resolves.toEqual({ fileId: "f1", downloadUrl: "u" });
    await getFileDownloadUrl(app, { fileId: "f1" });
    await requestModal(app);
    await requestClose(app);
    await setOpenInAppUrl(app, { href: "https://example.com" });
    expect(calls).toEqual([
      ["uploadFile", file],
      ["getFileDownloadUrl", { fileId: "f1" }],
      ["requestModal", {}],
      ["requestClose"],
      ["setOpenInAppUrl", { href: "https://example.com" }],
    ]);
  });

  it("reject with CLOSED after the App was closed, calling nothing", async () => {
    const requestCloseSpy = vi.fn();
    vi.stubGlobal("openai", { requestClose: requestCloseSpy });
    const app = new App({ name: "w", version: "1" }, {}, { autoResize: false });
    const connecting = app.connect().catch(() => {});
    await app.close();
    await connecting;
    await expect(requestClose(app)).rejects.toMatchObject({
      kind: "CLOSED",
      message: "window.openai.requestClose called after the App was closed",
    });
    expect(requestCloseSpy).not.toHaveBeenCalled();
  });

  it("are no members of the App", () => {
    const app = new App({ name: "w", version: "1" });
    for (const name of ["uploadFile", "getFileDownloadUrl", "requestModal", "requestClose", "setOpenInAppUrl"])
      expect(name in app, name).toBe(false);
  });
});

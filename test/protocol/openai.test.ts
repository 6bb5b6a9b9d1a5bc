// The window.openai helpers on their own: finding the object the host injected, and calling one of
// its methods (a missing one is NOT_SUPPORTED -32601, a throw or rejection REMOTE_ERROR -32603).
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { AppError } from "../../src/index.js";
import { callOpenAi, findOpenAi, OPENAI_FAILED, type OpenAi } from "../../src/protocol/openai.js";

describe("findOpenAi", () => {
  it("returns the openai object of the target", () => {
    const openai = { theme: "dark" };
    expect(findOpenAi({ openai })).toBe(openai);
  });

  it.each([
    ["no openai", {}],
    ["null", { openai: null }],
    ["a string", { openai: "yes" }],
    ["a function", { openai: () => {} }],
  ])("returns undefined for a target with %s", (_, target) => {
    expect(findOpenAi(target)).toBeUndefined();
  });

  it("looks at globalThis by default", () => {
    vi.stubGlobal("openai", { locale: "fr-FR" });
    onTestFinished(() => void vi.unstubAllGlobals());
    expect(findOpenAi()).toEqual({ locale: "fr-FR" });
  });
});

describe("callOpenAi", () => {
  it("calls the method on window.openai with the arguments and resolves with its awaited value", async () => {
    const openai = {
      callTool: async function (this: unknown, name: string, args: unknown) {
        return { self: this, name, args };
      },
    } as OpenAi;
    await expect(callOpenAi(openai, "callTool", "t", { a: 1 })).resolves.toEqual({ self: openai, name: "t", args: { a: 1 } });
  });

  it("resolves with a value the method returns synchronously", async () => {
    await expect(callOpenAi({ requestClose: () => "closed" } as OpenAi, "requestClose")).resolves.toBe("closed");
  });

  it("rejects NOT_SUPPORTED with -32601 when the method is missing", async () => {
    const error = await callOpenAi({}, "requestModal").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "NOT_SUPPORTED",
      code: -32601,
      message: "window.openai.requestModal is not available on this host",
    });
  });

  it("rejects NOT_SUPPORTED when there is no window.openai at all", async () => {
    await expect(callOpenAi(undefined, "callTool")).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      message: "window.openai.callTool is not available on this host",
    });
  });

  it("rejects NOT_SUPPORTED when the member is not a function", async () => {
    await expect(callOpenAi({ openExternal: "https://a.example" } as unknown as OpenAi, "openExternal")).rejects.toMatchObject({
      kind: "NOT_SUPPORTED",
      code: -32601,
    });
  });

  it("turns a throw into REMOTE_ERROR -32603 naming the method, with the host's error as cause", async () => {
    const cause = new Error("blocked by the user");
    const openai = {
      sendFollowUpMessage: () => {
        throw cause;
      },
    } as OpenAi;
    const error = await callOpenAi(openai, "sendFollowUpMessage", { prompt: "hi" }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      kind: "REMOTE_ERROR",
      code: OPENAI_FAILED,
      message: "window.openai.sendFollowUpMessage failed: blocked by the user",
      cause,
    });
    expect(OPENAI_FAILED).toBe(-32603);
  });

  it("turns a rejection with a non-Error value into REMOTE_ERROR with that value as text", async () => {
    const openai = { uploadFile: () => Promise.reject("quota") } as OpenAi;
    await expect(callOpenAi(openai, "uploadFile")).rejects.toMatchObject({
      kind: "REMOTE_ERROR",
      message: "window.openai.uploadFile failed: quota",
      cause: "quota",
    });
  });
});

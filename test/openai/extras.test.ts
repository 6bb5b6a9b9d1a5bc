// hasOpenAi: whether ChatGPT injected window.openai into this window.
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { hasOpenAi } from "../../src/openai/index.js";

describe("hasOpenAi", () => {
  it("is false in a window without window.openai", () => {
    expect(hasOpenAi()).toBe(false);
  });

  it("is true once the host injected window.openai", () => {
    vi.stubGlobal("openai", {});
    onTestFinished(() => void vi.unstubAllGlobals());
    expect(hasOpenAi()).toBe(true);
  });
});

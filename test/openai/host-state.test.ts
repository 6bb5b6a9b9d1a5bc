// ChatGPT's deep link (hostContext["openai/deepLink"]): read, followed, and never another origin.
import { describe, expect, it } from "vitest";
import { getDeepLink, onDeepLink, type OpenAiDeepLink } from "../../src/openai/index.js";
import { onHost } from "./support.js";

const link = (url: unknown) => ({ "openai/deepLink": { url } }) as never;

describe("getDeepLink", () => {
  it("reads the app-relative URL ChatGPT opened the view with", async () => {
    const { app } = await onHost("chatgpt", link("/parts?tag=bolt&sort=asc"));
    expect(getDeepLink(app)).toEqual({ url: "/parts?tag=bolt&sort=asc" });
  });

  it("is undefined on a host without deep links", async () => {
    const { app } = await onHost("claude");
    expect(getDeepLink(app)).toBeUndefined();
  });

  it.each(["https://evil.example/x", "//evil.example/x", "/\\evil.example", "parts", 42])(
    "ignores %j, which is not app-relative",
    async (url) => {
      const { app } = await onHost("chatgpt", link(url));
      expect(getDeepLink(app)).toBeUndefined();
    },
  );

  // The URL parser drops every tab, LF and CR, and reads "\\" as "/": each of these resolves to evil.example.
  it.each([
    "/\t/evil.example/x",
    "/\n/evil.example/x",
    "/\r/evil.example/x",
    "/\t\n\r/evil.example",
    "/\t\\evil.example",
    "/\r\n\\evil.example",
  ])("ignores %j, which the browser resolves to another origin", async (url) => {
    expect(new URL(url, "https://app.example/").host).toBe("evil.example");
    const { app } = await onHost("chatgpt", link(url));
    expect(getDeepLink(app)).toBeUndefined();
  });

  it.each(["\t//evil.example", " //evil.example", "\u0000//evil.example", "%2F%2Fevil.example", "\t/parts"])(
    "ignores %j, which does not start with /",
    async (url) => {
      const { app } = await onHost("chatgpt", link(url));
      expect(getDeepLink(app)).toBeUndefined();
    },
  );

  it.each(["/parts\t/x", "/%2F/evil.example", "/%5Cevil.example", "/parts?next=//evil.example", "/parts#//evil.example"])(
    "reads %j, which stays on the app's origin",
    async (url) => {
      expect(new URL(url, "https://app.example/").origin).toBe("https://app.example");
      const { app } = await onHost("chatgpt", link(url));
      expect(getDeepLink(app)).toEqual({ url });
    },
  );
});

describe("onDeepLink", () => {
  it("hands a late listener the current link once, then each new one", async () => {
    const { host, app } = await onHost("chatgpt", link("/parts"));
    const seen: OpenAiDeepLink[] = [];
    onDeepLink(app, (value) => seen.push(value));
    expect(seen).toEqual([{ url: "/parts" }]);
    await host.setHostContext({ locale: "de-DE" }); // another key: no call
    await host.setHostContext(link("/parts/hex-bolt"));
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toEqual([{ url: "/parts" }, { url: "/parts/hex-bolt" }]);
  });

  it("skips an invalid link and stops after its unsubscribe", async () => {
    const { host, app } = await onHost("chatgpt");
    const seen: string[] = [];
    const stop = onDeepLink(app, ({ url }) => seen.push(url));
    await host.setHostContext(link("//evil.example"));
    await host.setHostContext(link("/\t/evil.example"));
    await host.setHostContext(link("/a"));
    await expect.poll(() => seen).toEqual(["/a"]);
    stop();
    await host.setHostContext(link("/b"));
    await expect.poll(() => getDeepLink(app)?.url).toBe("/b");
    expect(seen).toEqual(["/a"]);
  });
});

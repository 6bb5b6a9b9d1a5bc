// The dev host's Deep link setting: ChatGPT's app-relative URL, read from and written to the page URL
// as `path` (ChatGPT's own name for it), put in the host context as "openai/deepLink" only on the
// profiles that send deep links (those advertising OpenAI's extensions), and refused at its field when
// it is no app-relative URL (the previous value stays).
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildHostContext, sendsDeepLinks } from "../../playground/host/session/context.js";
import { PROFILES, profileById } from "../../playground/host/session/profiles.js";
import { deepLinkProblem, readDeepLink, SettingsStore, writeDeepLink, type Settings } from "../../playground/host/session/settings.js";
import { Controls } from "../../playground/host/ui/controls.js";

const STAGE = { space: () => ({ width: 1200, height: 900 }) };
const read = (search: string) => readDeepLink(search, { prefersDark: false }).settings;
const withPath = (profile: string, path: string): Settings => ({ ...read(`?profile=${profile}`), path });

describe("the path URL parameter", () => {
  it("is read as ChatGPT's deep links encode it, and is empty by default", () => {
    expect(read("?tool=show_parts&profile=chatgpt&path=%2Fparts%3Ftag%3Dbolt").path).toBe("/parts?tag=bolt");
    expect(read("?profile=chatgpt").path).toBe("");
  });

  it("is dropped when it is no app-relative URL", () => {
    for (const path of [
      "parts",
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "/\t/evil.example/x",
      "/\r\n\\evil.example",
    ])
      expect(read(`?path=${encodeURIComponent(path)}`).path, path).toBe("");
  });

  it("is written only when set, and read back the same", () => {
    const settings = withPath("chatgpt", "/parts?tag=bolt&size=M6");
    const search = writeDeepLink(settings, "show_parts", null);
    expect(new URLSearchParams(search).get("path")).toBe("/parts?tag=bolt&size=M6");
    expect(read(search)).toEqual(settings);
    expect(writeDeepLink(withPath("chatgpt", ""), "show_parts", null)).not.toContain("path=");
  });
});

describe("openai/deepLink in the host context", () => {
  it("is sent by the profiles that advertise OpenAI's extensions: the ChatGPT ones", () => {
    expect(PROFILES.filter(sendsDeepLinks).map((p) => p.id)).toEqual(["chatgpt", "chatgpt-ui", "chatgpt-openai"]);
  });

  it("carries the path on a profile that sends deep links", () => {
    expect(buildHostContext(withPath("chatgpt", "/parts/hex-bolt"), STAGE, undefined)["openai/deepLink"]).toEqual({
      url: "/parts/hex-bolt",
    });
  });

  it("is absent without a path, on a profile that sends none, and for a path that is no app-relative URL", () => {
    expect(buildHostContext(withPath("chatgpt", ""), STAGE, undefined)).not.toHaveProperty(["openai/deepLink"]);
    expect(buildHostContext(withPath("claude", "/parts"), STAGE, undefined)).not.toHaveProperty(["openai/deepLink"]);
    expect(buildHostContext(withPath("default", "/parts"), STAGE, undefined)).not.toHaveProperty(["openai/deepLink"]);
    expect(buildHostContext(withPath("chatgpt", "parts"), STAGE, undefined)).not.toHaveProperty(["openai/deepLink"]);
  });

  it("refuses what is no app-relative URL, saying why", () => {
    expect(deepLinkProblem("")).toBeUndefined();
    expect(deepLinkProblem("/parts?tag=bolt")).toBeUndefined();
    expect(deepLinkProblem("parts")).toBe('A deep link is an app-relative URL starting with "/" (like /parts?tag=bolt), not "parts"');
    expect(deepLinkProblem("//evil.example")).toMatch(/would name another origin/);
    // The URL parser drops tab, LF and CR, and reads "\\" as "/": each resolves to evil.example.
    for (const path of ["/\t/evil.example/x", "/\n/evil.example/x", "/\r/evil.example/x", "/\t\n\\evil.example"]) {
      expect(new URL(path, "http://localhost:5173/").host, path).toBe("evil.example");
      expect(deepLinkProblem(path), path).toMatch(/would name another origin/);
    }
    expect(deepLinkProblem("/parts\t/x")).toBeUndefined();
  });
});

describe("the Deep link field", () => {
  let store: SettingsStore;
  const field = () => document.getElementById("deep-link") as HTMLInputElement;
  const enter = (value: string) => {
    field().value = value;
    field().dispatchEvent(new Event("change"));
  };

  beforeEach(() => {
    document.body.innerHTML = '<select id="profile"></select><select id="theme"></select><div id="controls"></div>';
    store = new SettingsStore(withPath("chatgpt", "/parts?tag=bolt"));
    const controls = new Controls(store);
    store.subscribe(() => controls.refresh(undefined));
  });

  afterEach(() => {
    document.body.innerHTML = "";
  });

  it("shows the setting, and sets it", () => {
    expect(field().value).toBe("/parts?tag=bolt");
    enter(" /parts/hex-bolt ");
    expect(store.value.path).toBe("/parts/hex-bolt");
    enter("");
    expect(store.value.path).toBe("");
  });

  it("refuses a path the browser would resolve to another origin (a tab after its /) and keeps the previous value", () => {
    enter("/\t/evil.example/x");
    expect(store.value.path).toBe("/parts?tag=bolt");
    expect(field().validationMessage).toMatch(/would name another origin/);
  });

  it("refuses a path not starting with / and keeps the previous value", () => {
    enter("parts/hex-bolt");
    expect(store.value.path).toBe("/parts?tag=bolt");
    expect(field().value).toBe("/parts?tag=bolt");
    expect(field().validationMessage).toContain('starting with "/"');
    field().dispatchEvent(new Event("input"));
    expect(field().validationMessage).toBe("");
  });

  it("says in its tooltip what it is and which hosts pass it, and when the profile passes none", () => {
    const label = () => document.getElementById("deep-link-field")!.title;
    expect(label()).toContain('hostContext["openai/deepLink"]');
    expect(label()).toContain('hostCapabilities.experimental["openai/…"]');
    expect(label()).not.toContain("sends none");
    store.set({ profile: "claude" });
    expect(label()).toContain(`${profileById("claude").label} sends none`);
  });
});

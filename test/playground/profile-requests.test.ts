// What the dev host does with a view's requests under each profile is what the profile's facts say:
// for every profile, the requests its facts gate on a gesture are refused without one (-32600) and
// carried out with one, the requests it refuses or ignores are answered as its facts say (an ignored
// model-context update never reaches the Context panel), and the display modes the stage offers are
// the ones its host context advertises. A fact the dev host does not apply fails here.
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../src/index.js";
import { openAiFallback } from "../../src/openai/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { createSessionEvents, type SessionEmitter } from "../../playground/host/session/events.js";
import { gestureCheck, NEEDS_GESTURE } from "../../playground/host/session/gesture.js";
import { wireHandlers } from "../../playground/host/session/handlers.js";
import { inertDeps } from "./handler-deps.js";
import { PROFILES, type PlaygroundProfile } from "../../playground/host/session/profiles.js";
import { refusalLine } from "../../playground/host/session/refusal-line.js";

let host: TestHost | undefined;
let app: App | undefined;

afterEach(async () => {
  await app?.close();
  host?.close();
  app = host = undefined;
});

/** The dev host's host for `profile` (its test-kit host, its handlers, its gesture gate) with an App connected to it. */
async function devHost(profile: PlaygroundProfile): Promise<{ events: SessionEmitter; seen: string[] }> {
  host = createTestHost({ profile: profile.kit });
  const events = createSessionEvents();
  const seen: string[] = [];
  events.addEventListener("chat", ({ title }) => seen.push(`chat: ${title}`));
  events.addEventListener("link", ({ url }) => seen.push(`link: ${url}`));
  events.addEventListener("model-context", () => seen.push("model-context"));
  wireHandlers(host, inertDeps(events, gestureCheck(profile, events)));
  // Under ChatGPT with only window.openai, the view reaches the host through the fake window.openai.
  app = new App({ name: "probe", version: "1" }, {}, { autoResize: false, ...(onlyOpenAi(profile) && { fallback: openAiFallback }) });
  await app.connect();
  return { events, seen };
}

/** What `app` gets for each gate-able request: "ok", or the error's code. */
async function answers(): Promise<Record<string, string>> {
  const outcome = (p: Promise<unknown>) =>
    p.then(
      () => "ok",
      (e: { code?: number }) => String(e.code),
    );
  return {
    "ui/message": await outcome(app!.sendMessage({ role: "user", content: [{ type: "text", text: "hi" }] })),
    "ui/open-link": await outcome(app!.openLink({ url: "https://example.com/" })),
  };
}

const onlyOpenAi = (profile: PlaygroundProfile) => profile.kit.behaviour?.openai === "only";

/** navigator.userActivation as the page would have it. */
const activation = (isActive: boolean) =>
  vi.stubGlobal("navigator", { ...navigator, userActivation: { isActive, hasBeenActive: isActive } });

describe.each(PROFILES)("under $id", (profile) => {
  const facts = profile.kit.facts ?? {};
  const caps = profile.kit.hostCapabilities;

  it("refuses without a gesture exactly the requests its facts gate on one, and carries them out with one", async () => {
    activation(false);
    await devHost(profile);
    // window.openai's methods reject without the JSON-RPC code, which its adapter reports as -32603.
    const refused = onlyOpenAi(profile) ? "-32603" : String(NEEDS_GESTURE);
    const expected = (method: string, capability: unknown) =>
      capability === undefined ? "-32601" : (facts.gesture ?? []).includes(method) ? refused : "ok";
    const without = await answers();
    expect(without).toEqual({
      "ui/message": expected("ui/message", caps.message),
      "ui/open-link": expected("ui/open-link", caps.openLinks),
    });
    activation(true);
    const withGesture = await answers();
    for (const method of Object.keys(without))
      expect(withGesture[method], method).toBe(without[method] === refused ? "ok" : without[method]);
    vi.unstubAllGlobals();
  });

  it("answers ui/update-model-context as its facts say, and what it ignores never reaches the model", async () => {
    const { seen } = await devHost(profile);
    if (caps.updateModelContext === undefined) return expect(host!.hostCapabilities.updateModelContext).toBeUndefined();
    const refusal = facts.refuses?.["ui/update-model-context"];
    const sent = app!.updateModelContext({ content: [{ type: "text", text: "the user picked Oslo" }] });
    if (refusal?.kind === "error") await expect(sent).rejects.toMatchObject({ code: refusal.code });
    else await expect(sent).resolves.toBeDefined();
    // (Through window.openai, the context travels as widget state, which the View state panel shows.)
    if (!onlyOpenAi(profile)) expect(seen.includes("model-context")).toBe(refusal === undefined);
  });

  it("offers the display modes its host context advertises", () => {
    expect(profile.displayModes).toEqual(profile.kit.hostContext.availableDisplayModes ?? ["inline"]);
  });
});

it("covers a profile that gates messages on a gesture and one that ignores model context", () => {
  expect(PROFILES.some((p) => p.kit.facts?.gesture?.includes("ui/message"))).toBe(true);
  expect(PROFILES.some((p) => p.kit.facts?.refuses?.["ui/update-model-context"]?.kind === "ignored")).toBe(true);
});

describe("the line a refused request gets in “Why is it blank?”", () => {
  const claude = PROFILES.find((p) => p.id === "claude")!;

  it("names what the host does with it, and the source of the fact", () => {
    const line = refusalLine(claude, "ui/update-model-context")!;
    expect(line).toMatchObject({ key: "refused:ui/update-model-context", severity: "warn" });
    expect(line.title).toBe("Claude-like answers ui/update-model-context with success but does nothing with it");
    const source = claude.kit.facts!.sources!.find((s) => s.fact === "refuses")!;
    expect(line.detail).toContain(`(${source.url}, ${source.observed})`);
  });

  it("is absent for what the host carries out, and for names that are no method (inherited keys)", () => {
    expect(refusalLine(claude, "ui/open-link")).toBeUndefined();
    expect(refusalLine(claude, "toString")).toBeUndefined();
    expect(refusalLine(PROFILES[0]!, "ui/update-model-context")).toBeUndefined();
  });

  it("gives an error refusal's code and message", () => {
    const strict = {
      ...claude,
      kit: { ...claude.kit, facts: { refuses: { "ui/message": { kind: "error" as const, code: -32000, message: "No" } } } },
    };
    expect(refusalLine(strict, "ui/message")!.title).toBe("Claude-like refuses ui/message (-32000 No)");
  });
});

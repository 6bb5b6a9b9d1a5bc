// mcp-view/svelte's app-rendered elicitation (experimental): `createApp({ elicitation: true })`
// declares the capability in the handshake, and the `elicitation` store lists the host's forwarded
// requests while it has subscribers. In components compiled by Svelte 5 (runes) and Svelte 4, the form
// renders the request's message and fields and answers it (accept, decline; an invalid accept throws
// and stays pending). Routing lasts exactly as long as a subscriber: before and after, the host gets
// -32601. The scenarios every binding shares are in ../elicitation-cases.ts; this file gives them its
// driver.
import { afterEach, describe, expect, it, vi } from "vitest";
import { flushSync, mount, unmount } from "svelte";
import { writable } from "svelte/store";
import { tick as tick4 } from "svelte4";
import { App, AppError, elicitationOf, type ElicitValue } from "../../../src/index.js";
import { createApp, elicitation, type CreateAppOptions } from "../../../src/svelte/index.js";
import { registeredApps } from "../../../src/bindings/registry.js";
import { createTestHost, type TestHost } from "../../../src/testing/index.js";
import { elicitationFormCases, elicitationOptInCases, request, type ElicitationDriver } from "../elicitation-cases.js";
import { watch } from "./support.js";
import ElicitationWidget from "./ElicitationWidget.svelte";
import Svelte4ElicitationWidget from "./ElicitationWidget.svelte4.svelte";

type Props = { options: CreateAppOptions; answer: () => Record<string, ElicitValue> };
type Svelte4Component = new (options: { target: Element; props: Props }) => { $destroy(): void };

let host: TestHost | undefined;
let destroy: (() => void) | undefined;
let names = 0;
/** What the form's Accept button sends. */
let answer: Record<string, ElicitValue> = {};

afterEach(async () => {
  destroy?.();
  destroy = undefined;
  await vi.waitFor(() => expect(registeredApps()).toBe(0));
  host?.close();
  host = undefined;
  answer = {};
  document.body.replaceChildren();
});

/** The two compilers: how each mounts the widget and applies pending changes to the DOM. */
const VERSIONS = [
  {
    name: "Svelte 5, runes mode",
    mount(target: Element, props: Props) {
      const component = mount(ElicitationWidget, { target, props });
      return () => void unmount(component);
    },
    settle: async () => flushSync(),
  },
  {
    name: "Svelte 4",
    mount(target: Element, props: Props) {
      const component = new (Svelte4ElicitationWidget as unknown as Svelte4Component)({ target, props });
      return () => component.$destroy();
    },
    settle: () => tick4(),
  },
];

describe.each(VERSIONS)("mcp-view/svelte's elicitation in components: $name", (version) => {
  let target: HTMLElement;
  const part = (name: string) => target.querySelector(`[data-part="${name}"]`);
  const click = (name: string) => (part(name) as HTMLButtonElement).click();
  /** Waits until `check` passes against the DOM as the component renders it. */
  const shows = (check: () => void) =>
    vi.waitFor(async () => {
      await version.settle();
      check();
    });

  /** Mounts the widget on a fresh test host; resolves once the handshake is done and the form is shown. */
  async function start(elicitation?: boolean) {
    host = createTestHost();
    const errors: AppError[] = [];
    const options: CreateAppOptions = {
      appInfo: { name: `svelte-elicit-${++names}`, version: "1.0.0" },
      autoResize: false,
      capabilities: { availableDisplayModes: ["inline"] },
      onAppCreated: (app) => (app.onerror = (e) => void errors.push(e)),
      ...(elicitation === undefined ? {} : { elicitation }),
    };
    target = document.body.appendChild(document.createElement("div"));
    destroy = version.mount(target, { options, answer: () => answer });
    await host.waitFor("ui/notifications/initialized");
    await shows(() => expect(target.textContent?.trim()).toBe("no request"));
    return { host, errors, options };
  }

  const driver: ElicitationDriver = {
    start,
    view: () => target,
    text: () => target.textContent?.trim(),
    click,
    answer: (content) => void (answer = content),
    shows,
  };
  elicitationOptInCases(driver, {
    without: "declares nothing without the opt-in, and the store after connect() reports NOT_SUPPORTED",
    whenFalse: false,
  });
  elicitationFormCases(driver);

  it("stops routing when the component is destroyed: the host gets -32601 while the App stays open", async () => {
    const { host, options } = await start(true);
    const kept = watch(createApp(options)); // a second owner keeps the App open after the component goes
    try {
      const reply = host.elicit(request);
      await shows(() => expect(part("decline")).not.toBeNull());
      click("decline");
      await expect(reply).resolves.toEqual({ action: "decline" });
      destroy!();
      destroy = undefined;
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
      expect(kept.latest().isConnected).toBe(true);
    } finally {
      kept.stop();
    }
  });
});

describe("mcp-view/svelte: the elicitation store, subscribed to directly", () => {
  /** A connected App that made its elicitation before connect(), on a fresh test host. */
  async function ownApp(name: string) {
    host = createTestHost();
    const app = new App({ name, version: "1.0.0" }, {}, { autoResize: false });
    const made = elicitationOf(app); // an App the author made: the opt-in is theirs, before connect()
    await app.connect();
    return { host, app, made };
  }

  it("routes requests only while it has a subscriber: before and after, the host gets -32601", async () => {
    const { host, app, made } = await ownApp("svelte-elicit-own");
    try {
      expect(host.appCapabilities).toEqual({ elicitation: {} });
      const store = elicitation(app);
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 }); // made, not subscribed
      const pending = watch(store);
      expect(pending.latest()).toEqual([]);
      const reply = host.elicit(request);
      await vi.waitFor(() => expect(pending.latest()).toHaveLength(1));
      expect(pending.latest()[0]!.params).toEqual(request);
      expect(() => pending.latest()[0]!.accept({ size: "XL" })).toThrow(AppError);
      expect(made.pending).toHaveLength(1);
      pending.latest()[0]!.accept({ size: "S" });
      await expect(reply).resolves.toEqual({ action: "accept", content: { size: "S" } });
      expect(pending.latest()).toEqual([]);
      pending.stop();
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
    } finally {
      await app.close();
    }
  });

  it("follows the App a store of one holds, and lists nothing without an App", async () => {
    const { host, app } = await ownApp("svelte-elicit-store");
    try {
      const source = writable<App | null>(null);
      const pending = watch(elicitation(source));
      expect(pending.latest()).toEqual([]);
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 }); // no App followed yet
      source.set(app);
      const reply = host.elicit(request);
      await vi.waitFor(() => expect(pending.latest()).toHaveLength(1));
      source.set(null); // the store leaves the App: its subscription ends, the request stays in the App's pending
      expect(pending.latest()).toEqual([]);
      expect(elicitationOf(app).pending).toHaveLength(1);
      elicitationOf(app).pending[0]!.cancel();
      await expect(reply).resolves.toEqual({ action: "cancel" });
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
      pending.stop();
    } finally {
      await app.close();
    }
  });

  it("leaves requests to an onelicitation handler, when one is set", async () => {
    const { host, app, made } = await ownApp("svelte-elicit-handler");
    made.onelicitation = () => ({ action: "decline" });
    try {
      const pending = watch(elicitation(app));
      await expect(host.elicit(request)).resolves.toEqual({ action: "decline" });
      expect(pending.values).toEqual([[]]);
      pending.stop();
    } finally {
      await app.close();
    }
  });
});

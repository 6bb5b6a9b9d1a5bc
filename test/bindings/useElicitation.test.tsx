/** @jsxRuntime classic */
/** @jsx h */
// App-rendered elicitation (experimental) over every renderer: `useApp({ elicitation: true })` declares
// the capability in the handshake, and a form that uses `useElicitation` renders the host's forwarded
// request and answers it (accept, decline; an invalid accept throws and stays pending). Routing lasts
// as long as the form is mounted: before and after, the host gets -32601.
import { afterEach, describe, expect, it } from "vitest";
import { App, AppError, elicitationOf, type ElicitRequestParams, type ElicitValue, type PendingElicitation } from "../../src/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

const request: ElicitRequestParams = {
  mode: "form",
  message: "Which size?",
  requestedSchema: {
    type: "object",
    properties: { size: { type: "string", title: "Size", enum: ["S", "M", "L"] }, note: { type: "string", title: "Note" } },
    required: ["size"],
  },
  _meta: { ui: { resourceUri: "ui://shop/size.html" } },
};

/**
 * Waits until `ready()` holds: the host's messages arrive in later tasks, each inside an act() that
 * then renders (React 18 and Preact render an act's updates when it ends, so `ready` is read between).
 */
async function until(ready: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !ready(); i++) await run(() => new Promise((resolve) => setTimeout(resolve, 5)));
  if (!ready()) throw new Error("timed out");
}

describe.each(RENDERERS)("$name: useElicitation", (renderer) => {
  useRenderer(renderer);
  const { AppProvider, useApp, useElicitation } = renderer.hooks;
  const { useState } = renderer.framework;

  let host: TestHost | undefined;
  let view: Mounted | undefined;
  let names = 0;
  /** What the form's Accept button sends. */
  let answer: Record<string, ElicitValue> = {};
  /** Every list the form rendered. */
  let rendered: (readonly PendingElicitation[])[] = [];

  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await flush();
    host?.close();
    host = undefined;
    answer = {};
    rendered = [];
  });

  /** The first pending request as a form: its message, a label per field, accept and decline, and what accept threw. */
  function Form({ app }: { app?: App }) {
    const pending = useElicitation(app);
    const [problem, setProblem] = useState("");
    rendered.push(pending);
    const [first] = pending;
    if (!first) return <p>no request</p>;
    const accept = () => {
      try {
        first.accept(answer);
      } catch (error) {
        setProblem((error as AppError).message);
      }
    };
    return (
      <form>
        <p data-part="message">{first.params.message}</p>
        {Object.entries(first.params.requestedSchema.properties).map(([name, field]) => (
          <label key={name}>{field.title ?? name}</label>
        ))}
        <button type="button" data-part="accept" onClick={accept}>
          Accept
        </button>
        <button type="button" data-part="decline" onClick={() => first.decline()}>
          Decline
        </button>
        {problem && <p role="alert">{problem}</p>}
        <p data-part="count">{String(pending.length)}</p>
      </form>
    );
  }

  /** A widget that connects with useApp (the options given) and renders the form under an AppProvider. */
  function Widget({ elicitation, made }: { elicitation?: boolean; made?: (app: App) => void }) {
    const { app } = useApp({
      appInfo: { name: `elicit-${renderer.name}-${names}`, version: "1.0.0" },
      autoResize: false,
      capabilities: { availableDisplayModes: ["inline"] },
      onAppCreated: made,
      ...(elicitation === undefined ? {} : { elicitation }),
    });
    if (!app) return <p>connecting</p>;
    return (
      <AppProvider app={app}>
        <Form />
      </AppProvider>
    );
  }

  const part = (name: string) => view!.container.querySelector(`[data-part="${name}"]`);
  const click = (name: string) => run(() => (part(name) as HTMLButtonElement).click());

  /** Mounts the widget on a fresh test host; resolves once the handshake is done and the form is shown. */
  async function start(elicitation?: boolean) {
    names++;
    host = createTestHost();
    const errors: AppError[] = [];
    let app!: App;
    view = mount(<Widget elicitation={elicitation} made={(made) => ((app = made), (app.onerror = (e) => void errors.push(e)))} />);
    await run(() => host!.waitFor("ui/notifications/initialized"));
    await until(() => view!.container.textContent === "no request");
    return { host, app, errors };
  }

  it("declares appCapabilities.elicitation with elicitation: true, beside the capabilities given", async () => {
    const { host, errors } = await start(true);
    expect(host.appCapabilities).toEqual({ availableDisplayModes: ["inline"], elicitation: {} });
    expect(errors).toEqual([]);
  });

  it("declares nothing without the opt-in, and the form's useElicitation after connect() reports NOT_SUPPORTED", async () => {
    const { host, errors } = await start();
    expect(host.appCapabilities).toEqual({ availableDisplayModes: ["inline"] });
    expect(errors.map((e) => e.kind)).toEqual(["NOT_SUPPORTED"]);
    expect(errors[0]!.message).toMatch(/before connect\(\)/);
  });

  it("declares nothing with elicitation: false", async () => {
    const { host } = await start(false);
    expect(host.appCapabilities?.elicitation).toBeUndefined();
  });

  it("renders the pending request's message and fields, and accept answers the host", async () => {
    const { host } = await start(true);
    const reply = host.elicit(request);
    await until(() => part("message") !== null);
    expect(part("message")!.textContent).toBe("Which size?");
    expect([...view!.container.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Size", "Note"]);
    answer = { size: "M", note: "roomy" };
    await click("accept");
    await expect(reply).resolves.toEqual({ action: "accept", content: { size: "M", note: "roomy" } });
    await flush();
    expect(view!.container.textContent).toBe("no request");
  });

  it("answers decline", async () => {
    const { host } = await start(true);
    const reply = host.elicit(request);
    await until(() => part("decline") !== null);
    await click("decline");
    await expect(reply).resolves.toEqual({ action: "decline" });
    await flush();
    expect(view!.container.textContent).toBe("no request");
  });

  it("throws INVALID_PARAMS from an accept that misses a required field, and keeps the request pending", async () => {
    const { host } = await start(true);
    const reply = host.elicit(request);
    await until(() => part("accept") !== null);
    answer = { note: "no size" };
    await click("accept");
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toMatch(/size/);
    expect(part("message")!.textContent).toBe("Which size?");
    expect(rendered.at(-1)).toHaveLength(1);
    let settled = false;
    void reply.finally(() => (settled = true));
    await flush();
    expect(settled).toBe(false);
    answer = { size: "L" };
    await click("accept");
    await expect(reply).resolves.toEqual({ action: "accept", content: { size: "L" } });
  });

  it("lists requests oldest first and shows the next once the first is answered", async () => {
    const { host } = await start(true);
    const first = host.elicit(request);
    const second = host.elicit({ ...request, message: "And the colour?" });
    await until(() => part("count")?.textContent === "2");
    expect(part("message")!.textContent).toBe("Which size?");
    await click("decline");
    await expect(first).resolves.toEqual({ action: "decline" });
    await until(() => part("count")?.textContent === "1");
    expect(part("message")!.textContent).toBe("And the colour?");
    await click("decline");
    await expect(second).resolves.toEqual({ action: "decline" });
  });

  it("routes requests to the form only while it is mounted: before and after, the host gets -32601", async () => {
    names++;
    host = createTestHost();
    const app = new App({ name: `elicit-own-${renderer.name}`, version: "1.0.0" }, {}, { autoResize: false });
    const elicitation = elicitationOf(app); // an App the author made: the opt-in is theirs, before connect()
    await app.connect();
    try {
      expect(host.appCapabilities).toEqual({ elicitation: {} });
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
      view = mount(<Form app={app} />);
      const reply = host.elicit(request);
      await until(() => part("message") !== null);
      expect(elicitation.pending).toHaveLength(1);
      answer = { size: "S" };
      await click("accept");
      await expect(reply).resolves.toEqual({ action: "accept", content: { size: "S" } });
      view.unmount();
      view = undefined;
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
      expect(elicitation.pending).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("leaves pending requests to an onelicitation handler, when one is set", async () => {
    names++;
    host = createTestHost();
    const app = new App({ name: `elicit-handler-${renderer.name}`, version: "1.0.0" }, {}, { autoResize: false });
    elicitationOf(app).onelicitation = () => ({ action: "cancel" });
    await app.connect();
    try {
      view = mount(<Form app={app} />);
      await expect(host.elicit(request)).resolves.toEqual({ action: "cancel" });
      await flush();
      expect(view.container.textContent).toBe("no request");
      expect(rendered.every((pending) => pending.length === 0)).toBe(true);
    } finally {
      await app.close();
    }
  });
});

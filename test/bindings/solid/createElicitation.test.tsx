/** @jsxImportSource solid-js */
// mcp-view/solid's app-rendered elicitation (experimental): `createApp({ elicitation: true })`
// declares the capability in the handshake, and a component that uses `createElicitation` renders the
// host's forwarded request and answers it (accept, decline; an invalid accept throws and stays
// pending). Routing lasts as long as the owner: before and after, the host gets -32601.
import { createSignal, For, Show } from "solid-js";
import { render } from "solid-js/web";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, AppError, elicitationOf, type ElicitRequestParams, type ElicitValue } from "../../../src/index.js";
import { AppProvider, createApp, createElicitation, type CreateAppOptions, type MaybeApp } from "../../../src/solid/index.js";
import { registeredApps } from "../../../src/bindings/registry.js";
import { createTestHost, type TestHost } from "../../../src/testing/index.js";
import { disposeRoots, inRoot } from "./roots.js";

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

let host: TestHost | undefined;
let container: HTMLElement | undefined;
let dispose: (() => void) | undefined;
let names = 0;
/** What the form's Accept button sends. */
let answer: Record<string, ElicitValue> = {};

afterEach(async () => {
  dispose?.();
  dispose = undefined;
  disposeRoots();
  await vi.waitFor(() => expect(registeredApps()).toBe(0));
  host?.close();
  host = undefined;
  container?.remove();
  container = undefined;
  answer = {};
});

/** The first pending request as a form: its message, a label per field, accept and decline, and what accept threw. */
function Form(props: { app?: MaybeApp }) {
  const pending = createElicitation(props.app);
  const [problem, setProblem] = createSignal("");
  return (
    <Show when={pending()[0]} fallback={<p>no request</p>}>
      {(first) => (
        <form>
          <p data-part="message">{first().params.message}</p>
          <For each={Object.entries(first().params.requestedSchema.properties)}>
            {([name, field]) => <label>{field.title ?? name}</label>}
          </For>
          <button
            type="button"
            data-part="accept"
            onClick={() => {
              try {
                first().accept(answer);
              } catch (error) {
                setProblem((error as AppError).message);
              }
            }}
          >
            Accept
          </button>
          <button type="button" data-part="decline" onClick={() => first().decline()}>
            Decline
          </button>
          <Show when={problem()}>
            <p role="alert">{problem()}</p>
          </Show>
          <p data-part="count">{String(pending().length)}</p>
        </form>
      )}
    </Show>
  );
}

/** A widget that connects with createApp (the options given) and renders the form under an AppProvider. */
function Widget(props: { options: CreateAppOptions }) {
  const { app } = createApp(props.options);
  return (
    <Show when={app()} fallback={<p>connecting</p>}>
      <AppProvider app={app}>
        <Form />
      </AppProvider>
    </Show>
  );
}

const part = (name: string) => container!.querySelector(`[data-part="${name}"]`);
const click = (name: string) => (part(name) as HTMLButtonElement).click();
const text = () => container!.textContent;

function show(node: () => ReturnType<typeof Form>) {
  container = document.body.appendChild(document.createElement("div"));
  dispose = render(node, container);
}

/** Mounts the widget on a fresh test host; resolves once the handshake is done and the form is shown. */
async function start(elicitation?: boolean) {
  host = createTestHost();
  const errors: AppError[] = [];
  const options: CreateAppOptions = {
    appInfo: { name: `solid-elicit-${++names}`, version: "1.0.0" },
    autoResize: false,
    capabilities: { availableDisplayModes: ["inline"] },
    onAppCreated: (app) => (app.onerror = (e) => void errors.push(e)),
    ...(elicitation === undefined ? {} : { elicitation }),
  };
  show(() => <Widget options={options} />);
  await host.waitFor("ui/notifications/initialized");
  await expect.poll(text).toBe("no request");
  return { host, errors };
}

describe("mcp-view/solid: createApp's elicitation opt-in", () => {
  it("declares appCapabilities.elicitation with elicitation: true, beside the capabilities given", async () => {
    const { host, errors } = await start(true);
    expect(host.appCapabilities).toEqual({ availableDisplayModes: ["inline"], elicitation: {} });
    expect(errors).toEqual([]);
  });

  it("declares nothing without it, and createElicitation after connect() reports NOT_SUPPORTED", async () => {
    const { host, errors } = await start();
    expect(host.appCapabilities).toEqual({ availableDisplayModes: ["inline"] });
    expect(errors.map((e) => e.kind)).toEqual(["NOT_SUPPORTED"]);
  });

  it("declares nothing with elicitation: false", async () => {
    const { host } = await start(false);
    expect(host.appCapabilities?.elicitation).toBeUndefined();
  });
});

describe("mcp-view/solid: createElicitation", () => {
  it("renders the pending request's message and fields, and accept answers the host", async () => {
    const { host } = await start(true);
    const reply = host.elicit(request);
    await expect.poll(() => part("message")?.textContent).toBe("Which size?");
    expect([...container!.querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Size", "Note"]);
    answer = { size: "M", note: "roomy" };
    click("accept");
    await expect(reply).resolves.toEqual({ action: "accept", content: { size: "M", note: "roomy" } });
    await expect.poll(text).toBe("no request");
  });

  it("answers decline", async () => {
    const { host } = await start(true);
    const reply = host.elicit(request);
    await expect.poll(() => part("decline")).not.toBeNull();
    click("decline");
    await expect(reply).resolves.toEqual({ action: "decline" });
    await expect.poll(text).toBe("no request");
  });

  it("throws INVALID_PARAMS from an accept that misses a required field, and keeps the request pending", async () => {
    const { host } = await start(true);
    const reply = host.elicit(request);
    await expect.poll(() => part("accept")).not.toBeNull();
    answer = { note: "no size" };
    click("accept");
    await expect.poll(() => container!.querySelector('[role="alert"]')?.textContent).toMatch(/size/);
    expect(part("message")!.textContent).toBe("Which size?");
    let settled = false;
    void reply.finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    answer = { size: "L" };
    click("accept");
    await expect(reply).resolves.toEqual({ action: "accept", content: { size: "L" } });
  });

  it("lists requests oldest first and shows the next once the first is answered", async () => {
    const { host } = await start(true);
    const first = host.elicit(request);
    const second = host.elicit({ ...request, message: "And the colour?" });
    await expect.poll(() => part("count")?.textContent).toBe("2");
    expect(part("message")!.textContent).toBe("Which size?");
    click("decline");
    await expect(first).resolves.toEqual({ action: "decline" });
    await expect.poll(() => part("message")?.textContent).toBe("And the colour?");
    click("decline");
    await expect(second).resolves.toEqual({ action: "decline" });
  });

  it("routes requests only while the component is mounted: before and after, the host gets -32601", async () => {
    host = createTestHost();
    const app = new App({ name: "solid-elicit-own", version: "1.0.0" }, {}, { autoResize: false });
    const elicitation = elicitationOf(app); // an App the author made: the opt-in is theirs, before connect()
    await app.connect();
    try {
      expect(host.appCapabilities).toEqual({ elicitation: {} });
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
      show(() => <Form app={app} />);
      const reply = host.elicit(request);
      await expect.poll(() => part("message")).not.toBeNull();
      expect(elicitation.pending).toHaveLength(1);
      answer = { size: "S" };
      click("accept");
      await expect(reply).resolves.toEqual({ action: "accept", content: { size: "S" } });
      dispose!();
      dispose = undefined;
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
      expect(elicitation.pending).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("follows an App given as an accessor, and is released with its owner", async () => {
    host = createTestHost();
    const app = new App({ name: "solid-elicit-accessor", version: "1.0.0" }, {}, { autoResize: false });
    elicitationOf(app);
    await app.connect();
    try {
      const [source, setSource] = createSignal<App | null>(null);
      const { value: pending, dispose: release } = inRoot(() => createElicitation(source));
      expect(pending()).toEqual([]);
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 }); // no App followed yet
      setSource(app);
      const reply = host.elicit(request);
      await expect.poll(() => pending().length).toBe(1);
      pending()[0]!.cancel();
      await expect(reply).resolves.toEqual({ action: "cancel" });
      expect(pending()).toEqual([]);
      release();
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
    } finally {
      await app.close();
    }
  });

  it("leaves requests to an onelicitation handler, when one is set", async () => {
    host = createTestHost();
    const app = new App({ name: "solid-elicit-handler", version: "1.0.0" }, {}, { autoResize: false });
    elicitationOf(app).onelicitation = () => ({ action: "cancel" });
    await app.connect();
    try {
      const { value: pending } = inRoot(() => createElicitation(app));
      await expect(host.elicit(request)).resolves.toEqual({ action: "cancel" });
      expect(pending()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

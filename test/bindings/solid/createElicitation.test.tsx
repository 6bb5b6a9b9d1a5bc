/** @jsxImportSource solid-js */
// mcp-view/solid's app-rendered elicitation (experimental): `createApp({ elicitation: true })`
// declares the capability in the handshake, and a component that uses `createElicitation` renders the
// host's forwarded request and answers it (accept, decline; an invalid accept throws and stays
// pending). Routing lasts as long as the owner: before and after, the host gets -32601. The
// scenarios every binding shares are in ../elicitation-cases.ts; this file gives them its driver.
import { createSignal, For, Show } from "solid-js";
import { render } from "solid-js/web";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App, AppError, elicitationOf, type ElicitValue } from "../../../src/index.js";
import { AppProvider, createApp, createElicitation, type CreateAppOptions, type MaybeApp } from "../../../src/solid/index.js";
import { registeredApps } from "../../../src/bindings/registry.js";
import { createTestHost, type TestHost } from "../../../src/testing/index.js";
import { elicitationFormCases, elicitationOptInCases, request, type ElicitationDriver } from "../elicitation-cases.js";
import { disposeRoots, inRoot } from "./roots.js";

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

const driver: ElicitationDriver = {
  start,
  view: () => container!,
  text,
  click,
  answer: (content) => void (answer = content),
  shows: (check) => vi.waitFor(check),
};

describe("mcp-view/solid: createApp's elicitation opt-in", () => {
  elicitationOptInCases(driver, { without: "declares nothing without it, and createElicitation after connect() reports NOT_SUPPORTED" });
});

describe("mcp-view/solid: createElicitation", () => {
  elicitationFormCases(driver);

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

// mcp-view/vue's app-rendered elicitation (experimental): `useApp({ elicitation: true })` declares the
// capability in the handshake, and a component that uses `useElicitation` renders the host's
// forwarded request and answers it (accept, decline; an invalid accept throws and stays pending).
// Routing lasts as long as the component's scope: before and after, the host gets -32601. The
// scenarios every binding shares are in ../elicitation-cases.ts; this file gives them its driver.
import { afterEach, describe, expect, it, vi } from "vitest";
import { defineComponent, h, ref, shallowRef, type PropType } from "vue";
import { App, AppError, elicitationOf, type ElicitValue } from "../../../src/index.js";
import { provideApp, useApp, useElicitation } from "../../../src/vue/index.js";
import { registeredApps } from "../../../src/bindings/registry.js";
import { createTestHost, type TestHost } from "../../../src/testing/index.js";
import { elicitationFormCases, elicitationOptInCases, request, type ElicitationDriver } from "../elicitation-cases.js";
import { inScope, mountVue } from "./support.js";

let host: TestHost | undefined;
let view: ReturnType<typeof mountVue> | undefined;
let names = 0;
/** What the form's Accept button sends. */
let answer: Record<string, ElicitValue> = {};

afterEach(async () => {
  view?.unmount();
  view = undefined;
  await vi.waitFor(() => expect(registeredApps()).toBe(0));
  host?.close();
  host = undefined;
  answer = {};
});

/** The first pending request as a form: its message, a label per field, accept and decline, and what accept threw. */
const Form = defineComponent({
  props: { app: { type: Object as PropType<App>, default: undefined } },
  setup(props) {
    const pending = useElicitation(props.app);
    const problem = ref("");
    return () => {
      const first = pending.value[0];
      if (!first) return h("p", "no request");
      const accept = () => {
        try {
          first.accept(answer);
        } catch (error) {
          problem.value = (error as AppError).message;
        }
      };
      return h("form", [
        h("p", { "data-part": "message" }, first.params.message),
        ...Object.entries(first.params.requestedSchema.properties).map(([name, field]) => h("label", { key: name }, field.title ?? name)),
        h("button", { type: "button", "data-part": "accept", onClick: accept }, "Accept"),
        h("button", { type: "button", "data-part": "decline", onClick: () => first.decline() }, "Decline"),
        problem.value ? h("p", { role: "alert" }, problem.value) : null,
        h("p", { "data-part": "count" }, String(pending.value.length)),
      ]);
    };
  },
});

/** A widget that connects with useApp (the options given) and provides the App to the form. */
const Widget = defineComponent({
  props: { elicitation: { type: Boolean, default: undefined }, made: { type: Function as PropType<(app: App) => void>, required: true } },
  setup(props) {
    const { app } = useApp({
      appInfo: { name: `vue-elicit-${names}`, version: "1.0.0" },
      autoResize: false,
      capabilities: { availableDisplayModes: ["inline"] },
      onAppCreated: props.made,
      ...(props.elicitation === undefined ? {} : { elicitation: props.elicitation }),
    });
    provideApp(app);
    return () => (app.value ? h(Form) : h("p", "connecting"));
  },
});

const part = (name: string) => view!.container.querySelector(`[data-part="${name}"]`);
const click = (name: string) => (part(name) as HTMLButtonElement).click();
const text = () => view!.container.textContent;

/** Mounts the widget on a fresh test host; resolves once the handshake is done and the form is shown. */
async function start(elicitation?: boolean) {
  names++;
  host = createTestHost();
  const errors: AppError[] = [];
  view = mountVue(Widget, { elicitation, made: (app: App) => (app.onerror = (e) => void errors.push(e)) });
  await host.waitFor("ui/notifications/initialized");
  await expect.poll(text).toBe("no request");
  return { host, errors };
}

const driver: ElicitationDriver = {
  start,
  view: () => view!.container,
  text,
  click,
  answer: (content) => void (answer = content),
  shows: (check) => vi.waitFor(check),
};

describe("mcp-view/vue: useApp's elicitation opt-in", () => {
  elicitationOptInCases(driver, { without: "declares nothing without it, and useElicitation after connect() reports NOT_SUPPORTED" });
});

describe("mcp-view/vue: useElicitation", () => {
  elicitationFormCases(driver);

  it("routes requests only while the component is mounted: before and after, the host gets -32601", async () => {
    host = createTestHost();
    const app = new App({ name: "vue-elicit-own", version: "1.0.0" }, {}, { autoResize: false });
    const elicitation = elicitationOf(app); // an App the author made: the opt-in is theirs, before connect()
    await app.connect();
    try {
      expect(host.appCapabilities).toEqual({ elicitation: {} });
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
      view = mountVue(Form, { app });
      const reply = host.elicit(request);
      await expect.poll(() => part("message")).not.toBeNull();
      expect(elicitation.pending).toHaveLength(1);
      answer = { size: "S" };
      click("accept");
      await expect(reply).resolves.toEqual({ action: "accept", content: { size: "S" } });
      view.unmount();
      view = undefined;
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
      expect(elicitation.pending).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("follows an App given as a ref, and ends with its effect scope", async () => {
    host = createTestHost();
    const app = new App({ name: "vue-elicit-ref", version: "1.0.0" }, {}, { autoResize: false });
    elicitationOf(app);
    await app.connect();
    const source = shallowRef<App | null>(null);
    const { value: pending, stop } = inScope(() => useElicitation(source));
    try {
      expect(pending.value).toEqual([]);
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 }); // no App followed yet
      source.value = app;
      const reply = host.elicit(request);
      await expect.poll(() => pending.value.length).toBe(1);
      pending.value[0]!.cancel();
      await expect(reply).resolves.toEqual({ action: "cancel" });
      expect(pending.value).toEqual([]);
      stop();
      await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
    } finally {
      stop();
      await app.close();
    }
  });

  it("leaves requests to an onelicitation handler, when one is set", async () => {
    host = createTestHost();
    const app = new App({ name: "vue-elicit-handler", version: "1.0.0" }, {}, { autoResize: false });
    elicitationOf(app).onelicitation = () => ({ action: "cancel" });
    await app.connect();
    try {
      const { value: pending, stop } = inScope(() => useElicitation(app));
      await expect(host.elicit(request)).resolves.toEqual({ action: "cancel" });
      expect(pending.value).toEqual([]);
      stop();
    } finally {
      await app.close();
    }
  });

  it("throws NOT_SUPPORTED outside an effect scope, before it subscribes", () => {
    const app = new App({ name: "vue-elicit-scope", version: "1.0.0" }, {}, { autoResize: false });
    const elicitation = elicitationOf(app);
    let heard = 0;
    const subscribe = elicitation.subscribe.bind(elicitation);
    elicitation.subscribe = (listener) => (heard++, subscribe(listener));
    expect(() => useElicitation(app)).toThrow(/useElicitation must be called in a component's setup/);
    expect(heard).toBe(0);
  });
});

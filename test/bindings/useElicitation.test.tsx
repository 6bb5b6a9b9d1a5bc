/** @jsxRuntime classic */
/** @jsx h */
// App-rendered elicitation (experimental) over every renderer: `useApp({ elicitation: true })` declares
// the capability in the handshake, and a form that uses `useElicitation` renders the host's forwarded
// request and answers it (accept, decline; an invalid accept throws and stays pending). Routing lasts
// as long as the form is mounted: before and after, the host gets -32601. The scenarios every binding
// shares are in elicitation-cases.ts; this file gives them its driver.
import { afterEach, describe, expect, it } from "vitest";
import { App, AppError, elicitationOf, type ElicitValue, type PendingElicitation } from "../../src/index.js";
import { createTestHost, type TestHost } from "../../src/testing/index.js";
import { elicitationFormCases, elicitationOptInCases, request, type ElicitationDriver } from "./elicitation-cases.js";
import { flush, h, mount, RENDERERS, run, useRenderer, type Mounted } from "./renderers.js";

/**
 * Waits until `check` passes: the host's messages arrive in later tasks, each inside an act() that
 * then renders (React 18 and Preact render an act's updates when it ends, so `check` runs between).
 */
async function shows(check: () => void): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      return check();
    } catch (error) {
      if (i >= 500) throw error;
    }
    await run(() => new Promise((resolve) => setTimeout(resolve, 5)));
  }
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
    await shows(() => expect(view!.container.textContent).toBe("no request"));
    return { host, app, errors };
  }

  const driver: ElicitationDriver = {
    start,
    view: () => view!.container,
    text: () => view!.container.textContent,
    click,
    answer: (content) => void (answer = content),
    shows,
    rendered: () => rendered.at(-1),
  };
  elicitationOptInCases(driver, {
    without: "declares nothing without the opt-in, and the form's useElicitation after connect() reports NOT_SUPPORTED",
  });
  elicitationFormCases(driver);

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
      await shows(() => expect(part("message")).not.toBeNull());
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

// The elicitation scenarios every binding's tests run (React, Preact, Vue, Svelte, Solid): the opt-in
// declared in the handshake, and a form that renders the host's forwarded request and answers it
// (accept, decline; an invalid accept throws and stays pending; several requests, oldest first). Each
// test file gives a driver that mounts its framework's widget and form; its own tests stay in it.
import { expect, it } from "vitest";
import type { AppError, ElicitRequestParams, ElicitValue, PendingElicitation } from "../../src/index.js";
import type { TestHost } from "../../src/testing/index.js";

/** The form request the host forwards: a required enum field and an optional text field. */
export const request: ElicitRequestParams = {
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
 * How a framework's test file drives its widget. The form shows "no request" while nothing is
 * pending; otherwise the first request's message (`data-part="message"`), a label per field, the
 * buttons `accept` and `decline`, what accept threw (`role="alert"`) and the count (`data-part="count"`).
 */
export interface ElicitationDriver {
  /**
   * Mounts the widget (an App made with the elicitation option given, `onerror` collected in `errors`)
   * on a fresh test host; resolves once the handshake is done and the form shows "no request".
   */
  start(elicitation?: boolean): Promise<{ host: TestHost; errors: AppError[] }>;
  /** The element the widget renders into. */
  view(): Element;
  /** The widget's text, as the form's "no request" is compared to. */
  text(): string | null | undefined;
  /** Clicks the form's button `name` (React: inside act). */
  click(name: string): unknown;
  /** Sets what the form's Accept sends. */
  answer(content: Record<string, ElicitValue>): void;
  /** Waits until `check` passes against the DOM as the framework renders it. */
  shows(check: () => void): Promise<unknown>;
  /** The list the form rendered last, for a form that records it. */
  rendered?(): readonly PendingElicitation[] | undefined;
}

/**
 * The opt-in's tests: `without` is the title of the one with no option (it names the binding's
 * reader); `whenFalse: false` leaves out the one with `elicitation: false`.
 */
export function elicitationOptInCases(driver: ElicitationDriver, options: { without: string; whenFalse?: boolean }): void {
  it("declares appCapabilities.elicitation with elicitation: true, beside the capabilities given", async () => {
    const { host, errors } = await driver.start(true);
    expect(host.appCapabilities).toEqual({ availableDisplayModes: ["inline"], elicitation: {} });
    expect(errors).toEqual([]);
  });

  it(options.without, async () => {
    const { host, errors } = await driver.start();
    expect(host.appCapabilities).toEqual({ availableDisplayModes: ["inline"] });
    expect(errors.map((e) => e.kind)).toEqual(["NOT_SUPPORTED"]);
    expect(errors[0]!.message).toMatch(/before connect\(\)/);
  });

  if (options.whenFalse !== false)
    it("declares nothing with elicitation: false", async () => {
      const { host } = await driver.start(false);
      expect(host.appCapabilities?.elicitation).toBeUndefined();
    });
}

/** The form's tests: rendering a request, accept, decline, a refused accept, and several requests. */
export function elicitationFormCases(driver: ElicitationDriver): void {
  const part = (name: string) => driver.view().querySelector(`[data-part="${name}"]`);

  it("renders the pending request's message and fields, and accept answers the host", async () => {
    const { host } = await driver.start(true);
    const reply = host.elicit(request);
    await driver.shows(() => expect(part("message")).not.toBeNull());
    expect(part("message")!.textContent).toBe("Which size?");
    expect([...driver.view().querySelectorAll("label")].map((l) => l.textContent)).toEqual(["Size", "Note"]);
    driver.answer({ size: "M", note: "roomy" });
    await driver.click("accept");
    await expect(reply).resolves.toEqual({ action: "accept", content: { size: "M", note: "roomy" } });
    await driver.shows(() => expect(driver.text()).toBe("no request"));
  });

  it("answers decline", async () => {
    const { host } = await driver.start(true);
    const reply = host.elicit(request);
    await driver.shows(() => expect(part("decline")).not.toBeNull());
    await driver.click("decline");
    await expect(reply).resolves.toEqual({ action: "decline" });
    await driver.shows(() => expect(driver.text()).toBe("no request"));
  });

  it("throws INVALID_PARAMS from an accept that misses a required field, and keeps the request pending", async () => {
    const { host } = await driver.start(true);
    const reply = host.elicit(request);
    await driver.shows(() => expect(part("accept")).not.toBeNull());
    driver.answer({ note: "no size" });
    await driver.click("accept");
    await driver.shows(() => expect(driver.view().querySelector('[role="alert"]')?.textContent).toMatch(/size/));
    expect(part("message")!.textContent).toBe("Which size?");
    if (driver.rendered) expect(driver.rendered()).toHaveLength(1);
    let settled = false;
    void reply.finally(() => (settled = true));
    // The test host's window channel hands messages over in microtasks both ways, so an answer the
    // refused accept had sent would have reached the host and settled the reply by the next task. (A
    // ping round trip proves nothing here: its shorter chain of microtasks can overtake that answer.)
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    driver.answer({ size: "L" });
    await driver.click("accept");
    await expect(reply).resolves.toEqual({ action: "accept", content: { size: "L" } });
  });

  it("lists requests oldest first and shows the next once the first is answered", async () => {
    const { host } = await driver.start(true);
    const first = host.elicit(request);
    const second = host.elicit({ ...request, message: "And the colour?" });
    await driver.shows(() => expect(part("count")?.textContent).toBe("2"));
    expect(part("message")!.textContent).toBe("Which size?");
    await driver.click("decline");
    await expect(first).resolves.toEqual({ action: "decline" });
    await driver.shows(() => expect(part("count")?.textContent).toBe("1"));
    expect(part("message")!.textContent).toBe("And the colour?");
    await driver.click("decline");
    await expect(second).resolves.toEqual({ action: "decline" });
  });
}

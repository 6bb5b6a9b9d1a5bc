// elicitationOf: the view opts in, answers forwarded elicitations through onelicitation or its
// pending requests, and never sends an answer that does not fit the request's schema.
import { describe, expect, it } from "vitest";
import { AppError, elicitationOf, type ElicitRequestParams } from "../../src/index.js";
import { app, connected, host } from "../testing/support.js";

const request: ElicitRequestParams = {
  mode: "form",
  message: "Which size?",
  requestedSchema: { type: "object", properties: { size: { type: "string", enum: ["S", "M", "L"] } }, required: ["size"] },
  _meta: { ui: { resourceUri: "ui://shop/size.html" } },
};

/** A host and a connected App whose elicitation was made before connect(). */
async function elicitingView() {
  const h = host();
  const a = app();
  const elicitation = elicitationOf(a);
  const errors: AppError[] = [];
  a.onerror = (error) => void errors.push(error);
  await a.connect();
  await h.ready;
  return { host: h, app: a, elicitation, errors };
}

describe("the opt-in", () => {
  it("declares appCapabilities.elicitation when made before connect()", async () => {
    const { host } = await elicitingView();
    expect(host.appCapabilities).toEqual({ elicitation: {} });
  });

  it("is one per App", () => {
    const a = app();
    expect(elicitationOf(a)).toBe(elicitationOf(a));
  });

  it("is reported once made after connect() on an App that did not declare it", async () => {
    const { app: a } = await connected();
    const errors: AppError[] = [];
    a.onerror = (error) => void errors.push(error);
    elicitationOf(a);
    expect(errors.map((e) => e.kind)).toEqual(["NOT_SUPPORTED"]);
    expect(errors[0]!.message).toMatch(/before connect\(\)/);
  });

  it("leaves a view that never made it answering -32601, even one constructed with the capability", async () => {
    const { host: h } = await connected(undefined, { elicitation: {} });
    await expect(h.elicit(request)).rejects.toMatchObject({ code: -32601 });
  });
});

describe("onelicitation", () => {
  it("answers with its ElicitResult, given the params as forwarded", async () => {
    const { host, elicitation } = await elicitingView();
    const seen: ElicitRequestParams[] = [];
    elicitation.onelicitation = (params) => (seen.push(params), { action: "accept", content: { size: "M" } });
    await expect(host.elicit(request)).resolves.toEqual({ action: "accept", content: { size: "M" } });
    expect(seen).toEqual([request]);
  });

  it("never sends an answer that does not fit the schema: the host gets -32603 and onerror says why", async () => {
    const { host, elicitation, errors } = await elicitingView();
    elicitation.onelicitation = () => ({ action: "accept", content: { size: "XL" } });
    await expect(host.elicit(request)).rejects.toMatchObject({ code: -32603 });
    expect(errors.map((e) => e.message)).toEqual([`The view's elicitation answer was not sent: "size" must be one of "S", "M", "L"`]);
    const answers = host.messages.filter((m) => m.direction === "received" && m.method === "elicitation/create");
    expect(answers.map((m) => m.kind)).toEqual(["error"]);
    expect(JSON.stringify(answers)).not.toContain("XL");
  });

  it("sends a handler's throw as an error answer", async () => {
    const { host, elicitation } = await elicitingView();
    elicitation.onelicitation = () => {
      throw new Error("form broke");
    };
    await expect(host.elicit(request)).rejects.toMatchObject({ code: -32603, message: expect.stringContaining("form broke") });
  });

  it("refuses URL mode and a malformed request with -32602, without calling the handler", async () => {
    const { host, elicitation } = await elicitingView();
    let called = 0;
    elicitation.onelicitation = () => (called++, { action: "cancel" });
    await expect(
      host.sendRequest("elicitation/create", { mode: "url", message: "Sign in", url: "https://x.example" }),
    ).rejects.toMatchObject({ code: -32602 });
    await expect(host.sendRequest("elicitation/create", { message: "Size?" })).rejects.toMatchObject({ code: -32602 });
    expect(called).toBe(0);
  });
});

describe("pending requests (no onelicitation)", () => {
  it("wait for respond, which checks the answer first and keeps a bad one pending", async () => {
    const { host, elicitation } = await elicitingView();
    let changes = 0;
    elicitation.subscribe(() => changes++);
    const answer = host.elicit(request);
    await expect.poll(() => elicitation.pending.length).toBe(1);
    const pending = elicitation.pending[0]!;
    expect(pending.params).toEqual(request);
    expect(() => pending.accept({ size: "XL" })).toThrow(AppError);
    expect(elicitation.pending).toEqual([pending]);
    pending.accept({ size: "L" });
    await expect(answer).resolves.toEqual({ action: "accept", content: { size: "L" } });
    expect(elicitation.pending).toEqual([]);
    expect(changes).toBe(2);
    expect(() => pending.decline()).toThrow(/answered or cancelled already/);
  });

  it("answer decline and cancel without content", async () => {
    const { host, elicitation } = await elicitingView();
    elicitation.subscribe(() => {});
    const first = host.elicit(request);
    const second = host.elicit(request);
    await expect.poll(() => elicitation.pending.length).toBe(2);
    const [a, b] = elicitation.pending;
    b!.cancel();
    a!.decline();
    await expect(first).resolves.toEqual({ action: "decline" });
    await expect(second).resolves.toEqual({ action: "cancel" });
  });

  it("leave when the host cancels the request", async () => {
    const { host, elicitation } = await elicitingView();
    elicitation.subscribe(() => {});
    const controller = new AbortController();
    const answer = host.elicit(request, { signal: controller.signal });
    await expect.poll(() => elicitation.pending.length).toBe(1);
    const { signal } = elicitation.pending[0]!;
    controller.abort();
    await expect(answer).rejects.toBeInstanceOf(AppError);
    await expect.poll(() => elicitation.pending.length).toBe(0);
    expect(signal.aborted).toBe(true);
  });

  it("are refused with -32601 when nothing subscribes, so the host uses its own form", async () => {
    const { host } = await elicitingView();
    await expect(host.elicit(request)).rejects.toMatchObject({ code: -32601 });
  });

  it("report a subscriber that throws, and still reach the others", async () => {
    const { host, elicitation, errors } = await elicitingView();
    elicitation.subscribe(() => {
      throw new Error("render failed");
    });
    let heard = 0;
    elicitation.subscribe(() => heard++);
    void host.elicit(request).catch(() => {});
    await expect.poll(() => heard).toBe(1);
    expect(errors.map((e) => e.message)).toEqual(["An elicitation subscriber threw: render failed"]);
    elicitation.pending[0]!.cancel();
  });
});

describe("host.elicit", () => {
  it("rejects a view's answer that does not fit, as a host refuses it", async () => {
    const h = host();
    const a = app({ elicitation: {} });
    await a.connect();
    await h.ready;
    // A hand-written view: answers elicitation/create itself, without the check.
    a.setRequestHandler(
      { shape: { method: { value: "elicitation/create" } } } as never,
      (() => ({ action: "accept", content: { size: 7 } })) as never,
    );
    await expect(h.elicit(request)).rejects.toMatchObject({
      kind: "INVALID_RESULT",
      message: expect.stringContaining('"size" must be a string'),
    });
  });
});

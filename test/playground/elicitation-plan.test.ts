// What the dev host decides about a server's elicitation: the view `_meta.ui.resourceUri` names
// (or why its own form asks), whether a view's raw appCapabilities opted in, whether the view's
// answer may go to the server (never one that does not fit the request's schema), and the chat's
// words for an answer. And how `mcp-view matrix` and `check` answer one with no one there: the host's
// form submitted as it first shows, else a decline.
import { describe, expect, it } from "vitest";
import { HeadlessElicitations, headlessAnswer } from "../../playground/host/headless-elicit.js";
import { answerText, declaresElicitation, elicitationTarget, judgeViewOutcome } from "../../playground/host/session/elicitation-plan.js";

const SCHEMA = {
  type: "object",
  properties: { name: { type: "string" }, count: { type: "integer", minimum: 1 } },
  required: ["name"],
};

describe("elicitationTarget", () => {
  it("is the ui:// view of _meta.ui.resourceUri", () => {
    expect(elicitationTarget({ message: "?", _meta: { ui: { resourceUri: "ui://shop/address.html" } } })).toEqual({
      uri: "ui://shop/address.html",
    });
  });

  it("says why the host's own form asks: no view named, or a resourceUri that is not a ui:// URI", () => {
    expect(elicitationTarget({ message: "?" })).toEqual({ reason: "The request names no view (no _meta.ui.resourceUri)" });
    expect(elicitationTarget({ _meta: { ui: "x" } })).toEqual({ reason: "The request names no view (no _meta.ui.resourceUri)" });
    expect(elicitationTarget({ _meta: { ui: { resourceUri: "https://evil.example/form.html" } } })).toEqual({
      reason: 'The request\'s _meta.ui.resourceUri is not a ui:// URI ("https://evil.example/form.html")',
    });
    expect(elicitationTarget({ _meta: { ui: { resourceUri: 7 } } })).toEqual({
      reason: "The request's _meta.ui.resourceUri is not a ui:// URI (7)",
    });
  });
});

describe("declaresElicitation", () => {
  it("is true only for an object under appCapabilities.elicitation", () => {
    expect(declaresElicitation({ elicitation: {} })).toBe(true);
    for (const caps of [undefined, null, {}, { elicitation: true }, { elicitation: null }, { elicitation: [] }, "elicitation"])
      expect(declaresElicitation(caps), JSON.stringify(caps)).toBe(false);
  });
});

describe("judgeViewOutcome", () => {
  it("sends a valid answer as it came", () => {
    const answer = { action: "accept", content: { name: "Ada", count: 2 } };
    expect(judgeViewOutcome({ answer }, SCHEMA)).toEqual({ send: answer });
    expect(judgeViewOutcome({ answer: { action: "decline" } }, SCHEMA)).toEqual({ send: { action: "decline" } });
  });

  it("refuses an answer that does not fit the schema, saying why, so that it is never sent", () => {
    const refused = (answer: unknown) => judgeViewOutcome({ answer }, SCHEMA);
    expect(refused({ action: "accept", content: { count: 2 } })).toEqual({
      reason: 'The view\'s answer was refused and not sent to the server: "name" is required',
    });
    expect(refused({ action: "accept", content: { name: "Ada", count: "two" } })).toEqual({
      reason: 'The view\'s answer was refused and not sent to the server: "count" must be an integer',
    });
    expect(refused({ action: "accept", content: { name: "Ada", extra: 1 } })).toEqual({
      reason: 'The view\'s answer was refused and not sent to the server: "extra" is not a field of the requested schema',
    });
    expect(refused({ action: "maybe" })).toEqual({
      reason: 'The view\'s answer was refused and not sent to the server: its action must be "accept", "decline" or "cancel"',
    });
    expect(refused("yes")).toEqual({ reason: "The view's answer was refused and not sent to the server: it must be an object" });
  });

  it("uses the host's form when the view answered with an error", () => {
    expect(judgeViewOutcome({ error: "MCP error -32601: Nothing in this view renders elicitations" }, SCHEMA)).toEqual({
      reason: "The view answered elicitation/create with an error: MCP error -32601: Nothing in this view renders elicitations",
    });
  });
});

describe("answerText", () => {
  it("names the action, with an accepted form's content", () => {
    expect(answerText({ action: "accept", content: { name: "Ada" } })).toBe('accept: {"name":"Ada"}');
    expect(answerText({ action: "accept" })).toBe("accept: {}");
    expect(answerText({ action: "decline" })).toBe("decline (the user said no)");
    expect(answerText({ action: "cancel" })).toBe("cancel (the user dismissed the form)");
  });
});

describe("the headless host's answer (mcp-view matrix and check)", () => {
  it("accepts with the form's defaults: each field's default, an unticked checkbox false, an empty optional field left out", () => {
    const schema = {
      type: "object",
      properties: {
        name: { type: "string", default: "Ada" },
        count: { type: "integer", minimum: 1, default: 2 },
        gift: { type: "boolean" },
        size: { type: "string", enum: ["S", "M"], default: "M" },
        note: { type: "string" },
        tags: { type: "array", items: { enum: ["a", "b"] }, default: ["b"] },
      },
      required: ["name", "count"],
    };
    expect(headlessAnswer(schema)).toEqual({
      result: { action: "accept", content: { name: "Ada", count: 2, gift: false, size: "M", tags: ["b"] } },
      why: 'accepted {"name":"Ada","count":2,"gift":false,"size":"M","tags":["b"]}: the form\'s defaults',
    });
  });

  it("declines when the defaults do not fit: it enters nothing a user did not", () => {
    expect(headlessAnswer(SCHEMA)).toEqual({
      result: { action: "decline" },
      why: 'declined: the form\'s defaults do not fit the request ("name" is required), and this host enters nothing itself',
    });
  });

  it("keeps each request with its answer, and each view named once", async () => {
    const asked = new HeadlessElicitations();
    const order = {
      message: "Order",
      requestedSchema: { type: "object", properties: {} },
      _meta: { ui: { resourceUri: "ui://shop/form.html" } },
    };
    expect(await asked.answer(order)).toEqual({ action: "accept", content: {} });
    expect(await asked.answer({ ...order, message: "Again" })).toEqual({ action: "accept", content: {} });
    expect(await asked.answer({ message: "Plain", requestedSchema: SCHEMA })).toEqual({ action: "decline" });
    expect(asked.views()).toEqual([{ uri: "ui://shop/form.html", params: order }]);
    expect(asked.told("buy").map((e) => [e.tool, e.message, e.view, e.answer.split(":")[0]])).toEqual([
      ["buy", "Order", "ui://shop/form.html", "accepted {}"],
      ["buy", "Again", "ui://shop/form.html", "accepted {}"],
      ["buy", "Plain", undefined, "declined"],
    ]);
  });
});

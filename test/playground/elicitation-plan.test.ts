// What the dev host decides about a server's elicitation: the view `_meta.ui.resourceUri` names
// (or why its own form asks), whether a view's raw appCapabilities opted in, whether the view's
// answer may go to the server (never one that does not fit the request's schema), and the chat's
// words for an answer.
import { describe, expect, it } from "vitest";
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

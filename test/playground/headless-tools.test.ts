// Which tools `mcp-view check` and `mcp-view matrix` call when none is named: not a tool only views
// call, nor one whose annotations say a call changes or destroys data, each left out with why; the
// view-state tools of registerViewStateTools are not the server's own.
// @vitest-environment happy-dom
import type { Tool } from "@modelcontextprotocol/client";
import { expect, it } from "vitest";
import { ownTools, unattendedTools, VIEW_STATE_TOOLS } from "../../playground/host/headless-tools.js";
import { VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL } from "../../src/protocol/view-state-tools.js";

const viewed = (name: string, more: Partial<Tool> = {}, ui: Record<string, unknown> = {}): Tool => ({
  name,
  inputSchema: { type: "object" },
  ...more,
  _meta: { ui: { resourceUri: "ui://a/view.html", ...ui } },
});

it("calls the tools with a view that the model may call and that say nothing about writing, or only that they read", () => {
  const tools = [
    viewed("show"),
    viewed("both", {}, { visibility: ["model", "app"] }),
    viewed("reads", { annotations: { readOnlyHint: true, destructiveHint: false } }),
    { name: "no_view", inputSchema: { type: "object" } } as Tool,
  ];
  expect(unattendedTools(tools)).toEqual({ run: [tools[0], tools[1], tools[2]], skipped: [] });
});

it("leaves out, with why, a tool only views call and one annotated destructiveHint: true or readOnlyHint: false", () => {
  const tools = [
    viewed("show"),
    viewed("book_flight", {}, { visibility: ["app"] }),
    viewed("delete_city", { annotations: { destructiveHint: true } }),
    viewed("save_city", { annotations: { readOnlyHint: false, destructiveHint: false } }),
  ];
  expect(unattendedTools(tools)).toEqual({
    run: [tools[0]],
    skipped: [
      { tool: "book_flight", reason: 'app-only (_meta.ui.visibility ["app"]): only its view calls it, with arguments only the view has' },
      { tool: "delete_city", reason: "annotated destructiveHint: true: a call may destroy data" },
      { tool: "save_city", reason: "annotated readOnlyHint: false: a call may change data" },
    ],
  });
});

it("does not count the view-state tools of registerViewStateTools as the server's own", () => {
  expect(VIEW_STATE_TOOLS).toEqual([VIEW_STATE_GET_TOOL, VIEW_STATE_SET_TOOL]);
  const appOnly = { _meta: { ui: { visibility: ["app"] } } };
  const tools = [viewed("show"), { name: VIEW_STATE_GET_TOOL, inputSchema: { type: "object" }, ...appOnly } as Tool];
  tools.push({ name: VIEW_STATE_SET_TOOL, inputSchema: { type: "object" }, ...appOnly } as Tool);
  expect(ownTools(tools).map((t) => t.name)).toEqual(["show"]);
  expect(unattendedTools(tools)).toEqual({ run: [tools[0]], skipped: [] });
});

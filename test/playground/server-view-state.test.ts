// What the dev host's View state panel learns of the state a view keeps on its server, from the
// view's own view_state_get and view_state_set calls and their answers; and where a new view's state
// can be kept under each host profile, on a server with or without the view-state tools.
import type { Tool } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { profiles } from "mcp-view/testing";
import { serverViewState, viewStateHomes } from "../../playground/host/session/server-view-state.js";

const answer = (structuredContent: Record<string, unknown>, isError?: true) => ({
  content: [],
  structuredContent,
  ...(isError && { isError }),
});
const V = "5d1c6a8e-0c1b-4a53-9c43-0f1e2d3c4b5a";

describe("serverViewState", () => {
  it("reads a view_state_get answer: the version and the stored state", () => {
    expect(serverViewState("view_state_get", { viewUUID: V }, answer({ version: 3, state: { n: 1 } }))).toEqual({
      viewUUID: V,
      op: "read",
      version: 3,
      stored: true,
      state: { n: 1 },
    });
  });

  it("reads version 0 without a state as nothing stored", () => {
    expect(serverViewState("view_state_get", { viewUUID: V }, answer({ version: 0 }))).toEqual({
      viewUUID: V,
      op: "read",
      version: 0,
      stored: false,
    });
  });

  it("takes a write's state from its arguments and its version from the answer", () => {
    const args = { viewUUID: V, baseVersion: 1, state: ["a"] };
    expect(serverViewState("view_state_set", args, answer({ version: 2 }))).toEqual({
      viewUUID: V,
      op: "write",
      version: 2,
      stored: true,
      state: ["a"],
    });
  });

  it("reads a write without a state as a removal", () => {
    expect(serverViewState("view_state_set", { viewUUID: V, baseVersion: 2 }, answer({ version: 3 }))).toEqual({
      viewUUID: V,
      op: "remove",
      version: 3,
      stored: false,
    });
  });

  it("reads a stale refusal as what the server holds", () => {
    const refusal = answer({ reason: "stale", message: "…", current: { version: 4, state: "theirs" } }, true);
    expect(serverViewState("view_state_set", { viewUUID: V, baseVersion: 1, state: "mine" }, refusal)).toEqual({
      viewUUID: V,
      op: "stale",
      version: 4,
      stored: true,
      state: "theirs",
    });
  });

  it("ignores other tools, other refusals and answers that are not the tools'", () => {
    expect(serverViewState("move_card", { viewUUID: V }, answer({ version: 1 }))).toBeUndefined();
    expect(
      serverViewState("view_state_set", { viewUUID: V, baseVersion: -1 }, answer({ reason: "bad-arguments", message: "…" }, true)),
    ).toBeUndefined();
    expect(serverViewState("view_state_get", {}, answer({ version: 1 }))).toBeUndefined();
    expect(serverViewState("view_state_get", { viewUUID: V }, { content: [] })).toBeUndefined();
  });
});

describe("viewStateHomes", () => {
  const tools = (...names: string[]): Tool[] => names.map((name) => ({ name, inputSchema: { type: "object" } }));
  const both = tools("view_state_get", "view_state_set", "show_board");

  it("finds the server and localStorage under the test kit's default host, with the view-state tools", () => {
    expect(viewStateHomes(profiles.default, both)).toEqual({});
  });

  it("says why neither the server nor localStorage can keep it under Claude-like without the tools", () => {
    expect(viewStateHomes(profiles.claude, tools("show_board", "view_state_get"))).toEqual({
      server: "the server has no view_state_get and view_state_set tools (registerViewStateTools of mcp-view/server)",
      local: "this host's frame blocks localStorage",
    });
  });

  it("says a host without server tools cannot keep it on the server", () => {
    const host = { ...profiles.default, hostCapabilities: { ...profiles.default.hostCapabilities, serverTools: undefined } };
    expect(viewStateHomes(host, both)).toEqual({ server: "this host offers no server tools" });
  });

  it("says a frame without allow-same-origin cannot keep it in localStorage", () => {
    const host = { ...profiles.default, facts: { frame: { sandbox: "allow-scripts" } } };
    expect(viewStateHomes(host, both)).toEqual({ local: "this host's frame has no allow-same-origin" });
  });

  it("leaves it to the host under ChatGPT with only window.openai", () => {
    expect(viewStateHomes(profiles["chatgpt-openai"], [])).toEqual({ host: true });
  });
});

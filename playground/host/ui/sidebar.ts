// The tool list and the call form: pick a tool (its arguments are pre-filled from its input
// schema), edit the JSON, and call, cancel, tear down or re-run. With no tool to call (none listed,
// or no server), Call tool is disabled and says why.
import type { Tool } from "@modelcontextprotocol/client";
import type { RunState } from "../session/events.js";
import { uiResourceUri, visibility } from "../session/mcp.js";
import { byId, h } from "./dom.js";
import { exampleArgs } from "./example-args.js";

/** What the sidebar asks the page to do. */
export interface SidebarActions {
  run(tool: Tool, args: Record<string, unknown>): void;
  cancel(): void;
  teardown(): void;
  rerun(): void;
  /** Reload the view, replaying its last tool input and result. */
  reload(): void;
  /** The selection or the arguments changed (to update the URL). */
  changed(): void;
}

const NOTHING = { cancellable: false, replayable: false };

export class Sidebar {
  #tools: Tool[] = [];
  #selected: Tool | undefined;
  readonly #actions: SidebarActions;
  readonly #args = byId<HTMLTextAreaElement>("args");
  readonly #error = byId("args-error");
  /** Why there is nothing to call when no tool is selected (the hint beside the disabled Call tool). */
  #nothing = "Connecting to the MCP server…";

  constructor(actions: SidebarActions) {
    this.#actions = actions;
    byId("call-form").addEventListener("submit", (e) => {
      e.preventDefault();
      const args = this.#parse();
      if (args && this.#selected) actions.run(this.#selected, args);
    });
    this.#args.addEventListener("input", () => (this.#parse(), actions.changed()));
    this.#args.addEventListener("keydown", (e) => {
      if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) byId<HTMLFormElement>("call-form").requestSubmit();
    });
    byId("cancel").addEventListener("click", () => actions.cancel());
    byId("teardown").addEventListener("click", () => actions.teardown());
    byId("rerun").addEventListener("click", () => actions.rerun());
    byId("reload").addEventListener("click", () => actions.reload());
    this.#callable();
  }

  get selected(): Tool | undefined {
    return this.#selected;
  }

  get argsText(): string {
    return this.#args.value;
  }

  /** Lists `tools`: callable ones first; app-only ones (views call them) shown but not selectable. */
  setTools(tools: Tool[]): void {
    this.#tools = tools;
    const callable = tools.filter((t) => visibility(t).includes("model"));
    const appOnly = tools.filter((t) => !visibility(t).includes("model"));
    const item = (tool: Tool, { enabled }: { enabled: boolean }) =>
      h(
        "li",
        {},
        h(
          "button",
          {
            type: "button",
            class: "tool",
            "data-tool": tool.name,
            disabled: !enabled,
            "aria-pressed": "false",
            onclick: () => this.select(tool.name),
          },
          h("span", { class: "name" }, tool.name),
          enabled
            ? uiResourceUri(tool) && h("span", { class: "tag view" }, "view")
            : h("span", { class: "tag app-only", title: "Not callable by the model: only views call it" }, "app-only"),
          h("span", { class: "desc" }, tool.title ?? tool.description ?? ""),
        ),
      );
    byId("tools").replaceChildren(...callable.map((t) => item(t, { enabled: true })));
    byId("app-tools").replaceChildren(...appOnly.map((t) => item(t, { enabled: false })));
    byId("app-tools-heading").hidden = appOnly.length === 0;
    this.#selected = tools.find((t) => t.name === this.#selected?.name);
    this.#nothing = callable.length
      ? "Pick a tool on the left to call it."
      : tools.length
        ? "The server's tools are all app-only: views call them, the model cannot."
        : "The server lists no tools: there is nothing to call.";
    this.#press(this.#selected?.name);
    this.#callable();
  }

  /** The server cannot be used (`why`, said in the banner above): there is nothing to call. */
  noServer(why: string): void {
    this.#nothing = why;
    this.#callable();
  }

  /** Call tool is enabled with a tool selected; without one it is disabled, and its hint and tooltip say why. */
  #callable(): void {
    const run = byId<HTMLButtonElement>("run");
    const reason = this.#selected ? "" : this.#nothing;
    run.disabled = !!reason;
    run.title = reason;
    byId("args-hint").textContent = reason || "or Ctrl/⌘ + Enter";
    byId("args-hint").classList.toggle("reason", !!reason);
  }

  #press(name: string | undefined): void {
    for (const button of document.querySelectorAll<HTMLButtonElement>("#tools button.tool"))
      button.setAttribute("aria-pressed", String(button.dataset.tool === name));
  }

  /** Selects a tool and fills in `args` (or its example arguments). Returns false if there is no such tool. */
  select(name: string, args?: Record<string, unknown> | null): boolean {
    const tool = this.#tools.find((t) => t.name === name);
    if (!tool) return false;
    this.#selected = tool;
    this.#press(name);
    this.#args.value = args ? JSON.stringify(args, null, 2) : exampleArgs(tool.inputSchema);
    byId("selected-tool").textContent = tool.name;
    this.#callable();
    this.#parse();
    this.#actions.changed();
    return true;
  }

  /** Shows an error under the arguments. */
  showError(text: string): void {
    this.#error.textContent = text;
  }

  /**
   * Enables the buttons that make sense in `state` of a run of `tool` (undefined: nothing has run):
   * Cancel while the run can be cancelled (its call on its way, or returned with its view there),
   * Reload view while it has a result to replay.
   */
  setState(state: RunState | undefined, tool?: string, run: { cancellable: boolean; replayable: boolean } = NOTHING): void {
    byId<HTMLButtonElement>("cancel").disabled = !run.cancellable;
    byId<HTMLButtonElement>("teardown").disabled = !state || state === "closed";
    byId<HTMLButtonElement>("rerun").disabled = !state;
    byId<HTMLButtonElement>("reload").disabled = !run.replayable;
    byId("run-state").replaceChildren(...(state && tool ? [h("code", {}, tool), `: ${state}`] : ["Nothing has run yet"]));
  }

  #parse(): Record<string, unknown> | undefined {
    try {
      const value: unknown = JSON.parse(this.#args.value || "{}");
      if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("arguments must be a JSON object");
      this.showError("");
      return value as Record<string, unknown>;
    } catch (error) {
      this.showError(`Invalid JSON: ${(error as Error).message}`);
      return undefined;
    }
  }
}

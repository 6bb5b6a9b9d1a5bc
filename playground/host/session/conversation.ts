// The chat with a real model, as a host holds it: the user's prompt goes to the model (through the dev
// server, which holds the key: model-steps.ts) with the tools a host offers it; each tool the model
// calls runs as a run of the session (its view rendered, every panel on it), and its result goes back
// to the model; the model's text streams. A view's `ui/message` becomes the next user turn, and its
// latest model context goes with that turn, as the selected profile delivers them
// (shared/model-delivery.ts): where its facts say they never reach the model, the chat says so and the
// model gets nothing. A failed step is one sentence in the chat; what was typed and received stays.
// The conversation is kept in the tab's session storage, so a reload of the page finds it. Headless
// (`mcp-view eval`), the same conversation runs without the chat's widgets.
import type { Tool } from "@modelcontextprotocol/client";
import type { CallToolResult } from "mcp-view";
import type { TurnOutcome, ViewSaid } from "../../shared/headless-eval.js";
import type { ChatEntry, ModelInfo, ModelToolCall, StepEvent, StepExchange } from "../../shared/model-chat.js";
import { modelDelivery, type ModelDelivery } from "../../shared/model-delivery.js";
import { modelTools } from "../../shared/model-messages.js";
import { contentText } from "./content-text.js";
import { askStep, modelInfo } from "./model-steps.js";
import { profileById } from "./profiles.js";
import type { Session } from "./session.js";

/** The most steps one turn takes (each a model call), so a model that calls tools forever stops. */
export const MAX_STEPS = 10;

/** One thing the chat shows. */
export type ChatItem =
  | { kind: "user"; text: string; via: "prompt" | "ui/message"; view?: string; context?: string }
  | { kind: "assistant"; text: string; streaming: boolean; exchange?: StepExchange }
  | {
      kind: "tool-call";
      id: string;
      tool: string;
      args: Record<string, unknown>;
      view: boolean;
      state: "running" | "done" | "failed";
      result?: string;
      /** The result, kept so that a reload of the page can show the view again without calling the tool. */
      replay?: CallToolResult;
    }
  | { kind: "note"; tone: "info" | "warn" | "error"; text: string };

/** The outcomes of several turns as one: the last answer and error, every call in order, the tokens summed. */
export function mergeOutcomes(outcomes: readonly TurnOutcome[]): TurnOutcome | undefined {
  if (!outcomes.length) return undefined;
  const merged: TurnOutcome = { answer: "", calls: [], usage: { input: 0, output: 0 } };
  for (const o of outcomes) {
    if (o.answer) merged.answer = o.answer;
    merged.calls.push(...o.calls);
    merged.usage.input += o.usage.input;
    merged.usage.output += o.usage.output;
    if (o.error) merged.error = o.error;
  }
  return merged;
}

/** What the chat keeps across reloads of the page. */
interface Saved {
  entries: ChatEntry[];
  items: ChatItem[];
}

/** The view's latest model context, and whether the model has had this one. */
interface LatestContext {
  view: string;
  context: Extract<ChatEntry, { kind: "context" }>["context"];
  given: boolean;
}

export class Conversation {
  readonly #session: Session;
  readonly #storage: Storage | undefined;
  readonly #key: string;
  readonly #listeners = new Set<() => void>();
  #entries: ChatEntry[] = [];
  #items: ChatItem[] = [];
  #context: LatestContext | undefined;
  /** The turn under way, and the ones waiting for it (views' messages). */
  #busy: Promise<TurnOutcome> | undefined;
  #stop: AbortController | undefined;
  /** The turns finished since {@link idle} last said so. */
  #finished: TurnOutcome[] = [];
  /** What the views sent for the model since {@link said} was last called. */
  #said: ViewSaid[] = [];
  /** Host instructions to the model (`mcp-view eval`'s scenario file may set them). */
  system: string | undefined;
  /** Whether the chat is starting a run (its view goes into the chat, at its call). */
  #calling = false;
  /** The session's run the chat's last call made. */
  #run: Session["run"];

  /** `storage`: where the conversation is kept across reloads (none headless); `key` names it there (the server it talks to). */
  constructor(session: Session, options: { storage?: Storage; key?: string } = {}) {
    this.#session = session;
    this.#storage = options.storage;
    this.#key = `mcp-view:chat:${options.key ?? ""}`;
    this.#restore();
    const { events } = session;
    events.addEventListener("view-message", ({ text, ignored }) => this.#viewMessage(text, ignored === true));
    events.addEventListener("model-context", ({ context }) => {
      const view = session.run?.tool.name ?? "the view";
      this.#context = { view, context, given: false };
      const reach = this.delivery.modelContext;
      const text = contentText(context.content) || JSON.stringify(context.structuredContent ?? {});
      this.#said.push({ kind: "context", view, text, reaches: reach.reaches, ...(!reach.reaches && { why: reach.why }) });
    });
  }

  /** What the chat shows, in order. */
  get items(): readonly ChatItem[] {
    return this.#items;
  }

  /** Whether the session's current run is the chat's (a view being mounted for the chat's call, or the run of its last call). */
  get ownsView(): boolean {
    return this.#calling || (!!this.#run && this.#session.run === this.#run);
  }

  /**
   * After a reload of the page: shows the view of the chat's last call again, with its result, not
   * calling the tool again (a tool may have side effects). Nothing when that call had no view or no result.
   */
  async showLastView(): Promise<void> {
    const last = this.#items.filter((i) => i.kind === "tool-call").at(-1);
    if (last?.kind !== "tool-call" || !last.view || !last.replay) return;
    const tool = this.#session.tools.find((t) => t.name === last.tool);
    if (!tool) return this.note("info", `The server no longer has ${last.tool}: its view cannot be shown again.`);
    await this.#start(tool, last.args, last.replay);
  }

  /** Starts a run of the session as the chat's (its view in the chat). */
  async #start(tool: Tool, args: Record<string, unknown>, replay?: CallToolResult): Promise<void> {
    this.#calling = true;
    try {
      await this.#session.start(tool, args, replay ? { replay } : {});
    } finally {
      this.#calling = false;
      this.#run = this.#session.run;
    }
  }

  /** Whether a turn is under way. */
  get busy(): boolean {
    return this.#busy !== undefined;
  }

  /** What reaches the model under the current profile. */
  get delivery(): ModelDelivery {
    const profile = profileById(this.#session.settings.value.profile);
    return modelDelivery(profile.kit, profile.label);
  }

  /** Whether the dev host has a model. */
  info(): Promise<ModelInfo> {
    return modelInfo();
  }

  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Sends the user's prompt; resolves when the model's turn (and any a view's message started meanwhile) is over. */
  send(text: string): Promise<TurnOutcome> {
    return this.#enqueue({ kind: "user", text, via: "prompt" });
  }

  /** Resolves when no turn is under way: with the outcome of every turn finished since the last call, or undefined when none was. */
  async idle(): Promise<TurnOutcome | undefined> {
    while (this.#busy) await this.#busy;
    return mergeOutcomes(this.#finished.splice(0));
  }

  /** What the views sent for the model since the last call, and whether it reached the model. */
  said(): ViewSaid[] {
    return this.#said.splice(0);
  }

  /** Stops the step under way (the model's answer so far stays). */
  stop(): void {
    this.#stop?.abort();
  }

  /** Starts over: no entries, no items, no context (the view on the stage stays until the next call). */
  clear(): void {
    this.stop();
    this.#entries = [];
    this.#items = [];
    this.#context = undefined;
    this.#finished = [];
    this.#said = [];
    this.#changed();
  }

  /** Adds a line of the host's to the chat (not sent to the model). */
  note(tone: "info" | "warn" | "error", text: string): void {
    this.#items.push({ kind: "note", tone, text });
    this.#changed();
  }

  #viewMessage(text: string, ignored: boolean): void {
    const view = this.#session.run?.tool.name ?? "the view";
    const reach = this.delivery.message;
    if (ignored || !reach.reaches) {
      const why = reach.reaches ? "the host answered it with success and does nothing with it" : reach.why;
      this.#said.push({ kind: "message", view, text, reaches: false, why });
      return this.note("warn", `The view of ${view} sent ui/message ${JSON.stringify(text)}, and the model does not see it: ${why}.`);
    }
    this.#said.push({ kind: "message", view, text, reaches: true });
    void this.#enqueue({ kind: "user", text, via: "ui/message", view });
  }

  /** Runs the turn of `user` after the one under way, if any. */
  #enqueue(user: Extract<ChatEntry, { kind: "user" }>): Promise<TurnOutcome> {
    const before = this.#busy ?? Promise.resolve(undefined);
    const turn: Promise<TurnOutcome> = before.then(async () => {
      const outcome = await this.#turn(user).catch((error: Error): TurnOutcome => {
        const message = `The turn stopped: ${error.message}`;
        this.note("error", message);
        return { answer: "", calls: [], usage: { input: 0, output: 0 }, error: { kind: "provider", message } };
      });
      this.#finished.push(outcome);
      return outcome;
    });
    this.#busy = turn;
    void turn.finally(() => {
      if (this.#busy === turn) this.#busy = undefined;
      this.#changed();
    });
    return turn;
  }

  async #turn(user: Extract<ChatEntry, { kind: "user" }>): Promise<TurnOutcome> {
    const outcome: TurnOutcome = { answer: "", calls: [], usage: { input: 0, output: 0 } };
    const context = this.#giveContext();
    if (context) this.#entries.push(context);
    this.#entries.push(user);
    this.#items.push({
      kind: "user",
      text: user.text,
      via: user.via,
      ...(user.view && { view: user.view }),
      ...(context && { context: contentText(context.context.content) || JSON.stringify(context.context.structuredContent ?? {}) }),
    });
    this.#changed();
    for (let step = 0; ; step++) {
      if (step === MAX_STEPS) {
        this.note("warn", `The model called tools ${MAX_STEPS} times in a row: the turn stops here.`);
        return outcome;
      }
      const item: Extract<ChatItem, { kind: "assistant" }> = { kind: "assistant", text: "", streaming: true };
      this.#items.push(item);
      const calls: ModelToolCall[] = [];
      this.#stop = new AbortController();
      const tools = modelTools(this.#session.tools);
      const last = await askStep(
        { entries: this.#entries, tools, ...(this.system && { system: this.system }) },
        (event) => this.#stepEvent(event, item, calls),
        this.#stop.signal,
      );
      item.streaming = false;
      if (last.type === "done" || (last.type === "error" && last.exchange)) {
        const usage = last.type === "done" ? last.usage : last.exchange!.usage;
        outcome.usage.input += usage.input ?? 0;
        outcome.usage.output += usage.output ?? 0;
      }
      if (last.type === "error") {
        if (!item.text && !item.exchange) this.#items.splice(this.#items.indexOf(item), 1);
        if (item.text) this.#entries.push({ kind: "assistant", text: item.text, calls: [] }); // what was received stays
        this.note("error", last.message);
        outcome.error = { kind: last.kind, message: last.message };
        outcome.answer = item.text;
        return outcome;
      }
      this.#entries.push({ kind: "assistant", text: item.text, calls });
      if (item.text) outcome.answer = item.text;
      this.#changed();
      if (!calls.length) return outcome;
      for (const call of calls) {
        outcome.calls.push({ name: call.name, input: call.input });
        await this.#callTool(call);
      }
    }
  }

  /** The view's latest model context as an entry, when the profile delivers it and the model has not had it. */
  #giveContext(): Extract<ChatEntry, { kind: "context" }> | undefined {
    const latest = this.#context;
    if (!latest || latest.given) return undefined;
    const reach = this.delivery.modelContext;
    latest.given = true;
    if (!reach.reaches) {
      this.note("info", `The view of ${latest.view} set its model context, and the model does not see it: ${reach.why}.`);
      return undefined;
    }
    return { kind: "context", view: latest.view, context: latest.context };
  }

  #stepEvent(event: StepEvent, item: Extract<ChatItem, { kind: "assistant" }>, calls: ModelToolCall[]): void {
    if (event.type === "text") item.text += event.delta;
    else if (event.type === "tool-call") calls.push(event.call);
    else if (event.type === "done")
      item.exchange = { model: event.model, sent: event.sent, received: event.received, usage: event.usage, finish: event.finish };
    else if (event.exchange) item.exchange = event.exchange;
    this.#changed();
  }

  /** Runs the model's call as a run of the session (its view on the stage); the result, as the profile hands it to the model, is the next entry. */
  async #callTool(call: ModelToolCall): Promise<void> {
    const session = this.#session;
    const tool = session.tools.find((t: Tool) => t.name === call.name)!;
    const args = (typeof call.input === "object" && call.input !== null ? call.input : {}) as Record<string, unknown>;
    const item: Extract<ChatItem, { kind: "tool-call" }> = {
      kind: "tool-call",
      id: call.id,
      tool: call.name,
      args,
      view: false,
      state: "running",
    };
    this.#items.push(item);
    this.#changed();
    await this.#start(tool, args);
    const run = session.run;
    item.view = !!run?.uri;
    const result = run?.tool === tool ? run.result : undefined;
    if (result) {
      const structured = this.delivery.structuredContent ? result.structuredContent : undefined;
      this.#entries.push({
        kind: "tool-result",
        callId: call.id,
        tool: call.name,
        content: result.content ?? [],
        ...(structured ? { structuredContent: structured as Record<string, unknown> } : {}),
        ...(result.isError && { isError: true }),
      });
      Object.assign(item, {
        state: result.isError ? "failed" : "done",
        result: contentText(result.content) || "(no text content)",
        replay: result,
      });
    } else {
      const message = run?.failure ?? `The call of ${call.name} ended without a result (${run?.state ?? "not run"}).`;
      this.#entries.push({ kind: "tool-error", callId: call.id, tool: call.name, message });
      Object.assign(item, { state: "failed", result: message });
    }
    this.#changed();
  }

  #changed(): void {
    this.#save();
    for (const listener of [...this.#listeners]) listener();
  }

  #save(): void {
    if (!this.#storage) return;
    const saved: Saved = { entries: this.#entries, items: this.#items };
    try {
      this.#storage.setItem(this.#key, JSON.stringify(saved));
    } catch {
      // Over the storage's quota: keep the conversation without each step's exchange (what the model was sent).
      const lean = this.#items.map((i) => (i.kind === "assistant" ? { ...i, exchange: undefined } : i));
      try {
        this.#storage.setItem(this.#key, JSON.stringify({ entries: this.#entries, items: lean }));
      } catch {
        // Still too much: the chat stays in this page only.
      }
    }
  }

  #restore(): void {
    const raw = this.#storage?.getItem(this.#key);
    if (!raw) return;
    try {
      const saved = JSON.parse(raw) as Saved;
      if (!Array.isArray(saved.entries) || !Array.isArray(saved.items)) return;
      this.#entries = saved.entries;
      // A step cut short by the reload is over: what arrived stays, marked as not streaming any more.
      this.#items = saved.items.map((i) =>
        i.kind === "assistant"
          ? { ...i, streaming: false }
          : i.kind === "tool-call" && i.state === "running"
            ? { ...i, state: "failed" as const }
            : i,
      );
    } catch {
      // Not ours, or broken: start over.
    }
  }
}

// View state: the widget's own state (a selected tab, a filter, a half-filled form), kept in a storage
// that survives the frame being reloaded. Its own module, built on the App's public `subscribe` and
// `getSnapshot`: a widget that never calls `createViewState` carries none of it and touches no storage.
//
// Where. The widget's `storage` first, if it gives one; then the default chain, chosen by what the
// host offers (chain.ts): the host's own storage where there is one (ChatGPT's `widgetState`); the
// server's view-state tools (`registerViewStateTools` of `mcp-view/server`) where the host advertises
// `serverTools` and the tool result carries a `_meta.viewUUID`: the one path that works where browsers
// block third-party storage; then `localStorage`, when a probe shows it works in this frame; then
// memory. `where` says which one holds the state now, `reason` why not one before it.
//
// What is reported. A storage the host, browser or server does not offer is passed over quietly: no
// `window.openai`, no `serverTools`, a server whose view-state tools never answered (an unknown tool,
// a refused call), no `viewUUID`, a localStorage probe that fails. A storage that was offered and then
// fails (the server's tools erroring after they answered, a write refused by a full quota, a storage
// of the widget's own that throws) loses durability: that is reported once to `onerror`
// (`STORAGE_UNAVAILABLE`), and the state moves to the next storage.
//
// The order. Until a storage knows the view's key (most need the tool result) the state lives in
// memory; once it does, state set before is written (the widget's latest word wins), else the stored
// state is read. A result with a different key is another view: its state is read.
//
// This file is the entry: the public types (types.ts) and the functions that make a view state; how
// it is kept is kept-state.ts.
import { KeptState } from "./kept-state.js";
import type { ViewState, ViewStateApp, ViewStateOptions } from "./types.js";

export type { ViewState, ViewStateApp, ViewStateOptions, ViewStateUpdate } from "./types.js";

const made = new WeakMap<object, ViewState>();

/**
 * The view's own state, kept where it survives a reload on this host (see the file comment).
 *
 * @example
 * const state = createViewState<{ tab: string }>(app);
 * state.subscribe(() => render(state.get()));
 * await state.set((s) => ({ ...s, tab: "open" }));
 */
export function createViewState<T = unknown>(app: ViewStateApp, options: ViewStateOptions<T> = {}): ViewState<T> {
  const state = new KeptState<T>(app, options);
  made.set(app, state as ViewState);
  return state;
}

/**
 * The view state of `app` that every part of a widget shares: the one {@link createViewState} made
 * last for it, else a new default one. What the framework bindings use.
 */
export function viewStateOf(app: ViewStateApp): ViewState {
  return made.get(app) ?? createViewState(app);
}

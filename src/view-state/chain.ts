// The default chain of storages (see view-state.ts): each link, made when its turn comes, is a
// storage, or why this host, browser or server does not offer it (a quiet skip, never reported; none
// for a page without `window.openai`, the usual case), or
// `WAIT` for the server's view-state tools while the host's capabilities are not known yet (before
// the handshake): the state is kept further down meanwhile, and moves up when they are.
import { errorMessage } from "../errors.js";
import { findOpenAi } from "../protocol/openai.js";
import { serverViewStateStorage } from "./server-storage.js";
import {
  localViewStateStorage,
  openAiViewStateStorage,
  probeLocalStorage,
  type OpenAiWidgetStateHost,
  type ViewStateStorage,
} from "./storage.js";
import type { ViewStateApp } from "./types.js";

/** Why a storage is not offered here. */
type NotOffered = { why: string };

/** The server link's answer before the handshake: ask again once the host's capabilities are known. */
export const WAIT = "wait";

/** One link of the chain. */
export type Link = () => ViewStateStorage | NotOffered | typeof WAIT | undefined;

/** The default chain: the host's own storage, the server's view-state tools, localStorage. */
export function defaultChain(app: ViewStateApp): Link[] {
  return [hostStorage, () => serverIfOffered(app), localStorageIfItWorks];
}

/** ChatGPT's widget state, when the page has a `window.openai` that can keep it (injected before the widget's scripts run). */
function hostStorage(): ViewStateStorage | undefined {
  const openai = findOpenAi() as Partial<OpenAiWidgetStateHost> | undefined;
  return typeof openai?.setWidgetState === "function" ? openAiViewStateStorage(openai as OpenAiWidgetStateHost) : undefined;
}

/** The server's view-state tools, where the host advertises `serverTools` (they may still be missing: server-storage.ts). */
function serverIfOffered(app: ViewStateApp): ViewStateStorage | NotOffered | typeof WAIT {
  const snapshot = app.getSnapshot();
  if (!snapshot.hostCapabilities && snapshot.status !== "connected") return WAIT;
  return snapshot.hostCapabilities?.serverTools ? serverViewStateStorage(app) : { why: "the host offers no server tools" };
}

/** localStorage, when a probe shows it works in this frame. */
function localStorageIfItWorks(): ViewStateStorage | NotOffered {
  const error = probeLocalStorage();
  return error === undefined ? localViewStateStorage() : { why: `localStorage is not available in this frame (${errorMessage(error)})` };
}

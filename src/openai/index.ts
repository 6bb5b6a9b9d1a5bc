// mcp-view/openai: everything that only ChatGPT offers, for widgets that opt in; the core has none of
// it. `openAiFallback` is the App's `fallback` option: the same widget then runs on MCP Apps hosts and
// on ChatGPT with or without the standard bridge. OpenAI's MCP extensions (deep links, targeted
// messages, reported model context, file entrypoints, local files) are functions over the App, each
// gated on the host capability the specification names; `window.openai`'s own methods are too.
export { openAiFallback } from "./fallback.js";
export type { OpenAiFallbackOptions } from "./fallback.js";
export { OpenAiTransport } from "./transport.js";
export { hasOpenAi } from "./extras.js";
export { getFileDownloadUrl, requestClose, requestModal, setOpenInAppUrl, uploadFile } from "./chatgpt-methods.js";
export { hasExtension } from "./gate.js";
export { getDeepLink, onDeepLink } from "./host-state.js";
export { sendOpenAiMessage } from "./message.js";
export {
  followOpenAiModelContext,
  getOpenAiModelContext,
  onModelContextRemoved,
  onOpenAiModelContext,
  updateOpenAiModelContext,
} from "./model-context.js";
export { getFileInput, readFileResource, subscribeFileResource, writeFileResource } from "./file-resources.js";
export { openLocalFile } from "./files.js";
export { SET_GLOBALS_EVENT, TOOL_RESPONSE_EVENT } from "../protocol/openai.js";
export type { OpenAi, OpenAiGlobals, OpenAiUserAgent } from "../protocol/openai.js";
export type * from "./extension-types.js";

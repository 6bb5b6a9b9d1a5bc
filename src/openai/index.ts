// mcp-view/openai: ChatGPT's `window.openai`, for widgets that opt in. `openAiFallback` is the App's
// `fallback` option: the same widget then runs on MCP Apps hosts and on ChatGPT with or without the
// standard bridge. What only `window.openai` offers is on the App (`app.uploadFile()` and so on).
export { openAiFallback } from "./fallback.js";
export type { OpenAiFallbackOptions } from "./fallback.js";
export { OpenAiTransport } from "./transport.js";
export { hasOpenAi } from "./extras.js";
export { SET_GLOBALS_EVENT, TOOL_RESPONSE_EVENT } from "../protocol/openai.js";
export type { OpenAi, OpenAiGlobals, OpenAiUserAgent } from "../protocol/openai.js";

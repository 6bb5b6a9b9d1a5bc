// The script-tag build with ChatGPT's adapter (dist/mcp-view-openai.global.js): everything the plain
// script-tag build defines on `window.McpView`, plus what `mcp-view/openai` exports, so a widget
// without a bundler can pass `fallback: McpView.openAiFallback` and run on hosts that only inject
// `window.openai`. One file instead of an add-on to the plain build, so that both halves share one
// `AppError` class (an add-on would carry its own copy and break `instanceof`).
export * from "../index.js";
export * from "./index.js";

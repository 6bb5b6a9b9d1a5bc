// mcp-view/rollup: build a widget into the one self-contained HTML file that MCP hosts load, and
// learn which external origins it still needs in `_meta.ui.csp`. Node code (rollup and Vite).
export { singleFile } from "./singleFile.js";
export type { SingleFileOptions } from "./singleFile.js";
export { findExternalOrigins } from "./origins.js";
export type { CspDomains, ExternalOrigins } from "./origins.js";

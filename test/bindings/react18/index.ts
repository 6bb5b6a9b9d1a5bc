// mcp-view/react under React 18: the entry of the `react18` renderer variant (vitest.config.ts),
// where the hook source's `react` imports resolve to React 18.
export * from "../../../src/react/index.js";

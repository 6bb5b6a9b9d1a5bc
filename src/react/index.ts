// mcp-view/react (React 18 and 19). The hooks in this folder are written once, against React's API;
// mcp-view/preact is built from the same files (see src/preact/index.ts).
export * from "./hooks.js";
export { AppProvider } from "./AppProvider.js";
export type { AppProviderProps } from "./AppProvider.js";

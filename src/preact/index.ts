// mcp-view/preact (Preact 10, `preact/hooks` only: no `preact/compat`). The hooks are those of
// src/react, built for Preact: the build resolves their `react` imports to `preact/hooks`, and
// src/react/useStore.ts and src/react/AppProvider.ts to their twins in this folder
// (scripts/renderer-variants.ts). The same names and signatures as mcp-view/react.
export * from "../react/hooks.js";
export { AppProvider } from "./AppProvider.js";
export type { AppProviderProps } from "./AppProvider.js";

// mcp-view/solid: the binding is being written on its own branch; until it lands, this entry re-exports the core.
export * from "../index.js";

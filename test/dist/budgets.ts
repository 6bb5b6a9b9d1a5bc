// Byte budgets, in gzipped bytes (level 9) of an esbuild-minified bundle, each about 9% above the
// size measured when it was set (in the comment), so that a change that grows a bundle by a few
// hundred bytes is a decision, not an accident. How the sizes compare with the official SDK is
// measured in bench/, not asserted here: a competitor's size is no budget of ours.
export const BUDGETS = {
  core: 12_900, // 12,119 B: every export of "mcp-view"
  minimalWidget: 10_850, // 10,335 B: new App, ontoolresult, connect(), one callServerTool (8,347 B before view state, the host adapters' hooks and the ChatGPT-only methods)
  styleHelperOnly: 300, // 109 B minified, not gzipped: one style helper and nothing of the App
  global: 12_700, // 11,886 B: dist/mcp-view.global.js, the whole core for script tags
  globalOpenAi: 14_400, // 13,330 B: dist/mcp-view-openai.global.js, the same plus ChatGPT's adapter
  reactAdded: 2_150, // 1,935 B on top of the core, every hook
  preactAdded: 2_250, // 2,014 B on top of the core, every hook
} as const;

// Byte budgets, in gzipped bytes (level 9) of an esbuild-minified bundle, each about 9% above the
// size measured when it was set (in the comment), so that a change that grows a bundle by a few
// hundred bytes is a decision, not an accident. How the sizes compare with the official SDK is
// measured in bench/, not asserted here: a competitor's size is no budget of ours.
export const BUDGETS = {
  core: 12_380, // 11,372 B: every export of "mcp-view" (10,084 B before view state)
  minimalWidget: 10_350, // 9,511 B: new App, ontoolresult, connect(), one callServerTool (8,347 B before view state)
  styleHelperOnly: 300, // 109 B minified, not gzipped: one style helper and nothing of the App
  global: 12_200, // 11,203 B: dist/mcp-view.global.js, the whole core for script tags (9,936 B before view state)
  reactAdded: 2_048, // 1,851 B on top of the core, every hook (1,964 B with useViewState)
  preactAdded: 2_100, // 1,928 B on top of the core, every hook (2,044 B with useViewState)
} as const;

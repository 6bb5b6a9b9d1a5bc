// The layer rules, checked by `npm run lint` (dependency-cruiser): what may import what.
const CORE = "^src/(protocol|rpc|state|app|styles)/|^src/(errors|index)\\.ts$";
const FRAMEWORKS = "^node_modules/(react|react-dom|preact|vue|svelte|solid-js|rollup)/";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-circular", severity: "error", comment: "No import cycles anywhere.", from: {}, to: { circular: true } },
    {
      name: "core-stays-core",
      severity: "error",
      comment: "The core never imports an adapter, a binding, the test kit, the server side or the rollup plugin.",
      from: { path: CORE },
      to: { path: "^src/(openai|testing|server|rollup|bindings|react|preact|vue|svelte|solid)/" },
    },
    {
      name: "app-has-no-chatgpt",
      severity: "error",
      comment:
        "What only ChatGPT offers lives in mcp-view/openai: the App and the engine never read window.openai (only mcp-view/openai and view state's widgetState storage do).",
      from: { path: "^src/(app|rpc|state|styles)/|^src/(errors|index)\\.ts$" },
      to: { path: "^src/protocol/openai\\.ts$" },
    },
    {
      name: "core-no-frameworks",
      severity: "error",
      comment: "The core never imports a framework.",
      from: { path: CORE },
      to: { path: FRAMEWORKS },
    },
    {
      name: "protocol-is-the-bottom",
      severity: "error",
      comment: "The wire layer imports nothing of the runtime above it.",
      from: { path: "^src/protocol/" },
      to: { path: "^src/(rpc|state|app|styles|view-state)/" },
    },
    { name: "rpc-below-the-app", severity: "error", from: { path: "^src/rpc/" }, to: { path: "^src/(state|app|styles|view-state)/" } },
    { name: "state-below-the-app", severity: "error", from: { path: "^src/state/" }, to: { path: "^src/(app|styles|view-state)/" } },
    {
      name: "styles-beside-the-app",
      severity: "error",
      comment: "Style helpers work on any snapshot source, not on the App.",
      from: { path: "^src/styles/" },
      to: { path: "^src/(app|view-state)/" },
    },
    {
      name: "bindings-are-siblings",
      severity: "error",
      comment: "A framework binding never imports another one.",
      from: { path: "^src/(react|vue|svelte|solid)/" },
      to: { path: "^src/(react|preact|vue|svelte|solid)/", pathNot: ["^src/$1/"] },
    },
    {
      name: "preact-only-from-react-source",
      severity: "error",
      comment: "mcp-view/preact is the React hook source built against Preact: it may import src/react/, no other binding.",
      from: { path: "^src/preact/" },
      to: { path: "^src/(vue|svelte|solid)/" },
    },
    {
      name: "page-never-imports-its-server",
      severity: "error",
      comment: "The playground's browser code never imports the Node server folder.",
      from: { path: "^playground/(host|frame)/" },
      to: { path: "^playground/server/" },
    },
    {
      name: "page-never-loads-the-model",
      severity: "error",
      comment:
        "The model is asked by the dev server and mcp-view eval (playground/model/), which hold the key: the page only asks them for steps.",
      from: { path: "^playground/(host|frame)/" },
      to: { path: "^playground/model/" },
    },
    {
      name: "playground-uses-public-entries",
      severity: "error",
      comment: "The playground uses mcp-view through its public entries only.",
      from: { path: "^playground/" },
      to: { path: "^src/", pathNot: ["^src/index[.]ts$", "^src/[a-z]+/index[.]ts$"] },
    },
    {
      name: "tests-not-imported",
      severity: "error",
      comment: "Shipped code never imports test code.",
      from: { path: "^(src|playground)/" },
      to: { path: "^test/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(dist|node_modules)/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "types", "default"],
      extensions: [".ts", ".tsx", ".js", ".mjs"],
    },
  },
};

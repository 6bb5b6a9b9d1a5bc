// @vitest-environment node
// The elicitation opt-in of every binding's App-creating entry only declares the capability: a widget
// that passes `elicitation: true` and renders no elicitation bundles none of the elicitation module
// (measured on dist/, built by `npm test` first), and one that uses the binding's elicitation reader
// does. So the module stays out of every widget that does not render elicitations.
import { describe, expect, it } from "vitest";
import { ROOT, bundle } from "../../bench/lib/bundle.js";

const dist = (file: string) => JSON.stringify(`${ROOT}dist/${file}`);
const external = ["react", "react-dom", "preact", "vue", "svelte", "solid-js"];

describe.each([
  { entry: "react/index.js", connect: "useApp", reader: "useElicitation()" },
  { entry: "preact/index.js", connect: "useApp", reader: "useElicitation()" },
  { entry: "vue/index.js", connect: "useApp", reader: "useElicitation()" },
  { entry: "svelte/index.js", connect: "createApp", reader: "elicitation()" },
  { entry: "solid/index.js", connect: "createApp", reader: "createElicitation()" },
])("dist/$entry", ({ entry, connect, reader }) => {
  const widget = (read: boolean) =>
    `import { ${connect}, ${reader.slice(0, -2)} } from ${dist(entry)};
     export const connection = ${connect}({ appInfo: { name: "w", version: "1" }, elicitation: true });
     export const pending = ${read ? reader : "undefined"};`;

  it(`leaves the elicitation module out of a widget whose ${connect} only opts in`, async () => {
    const code = await bundle(widget(false), { external });
    expect(code).toContain("ui/initialize");
    expect(code).not.toContain("elicitation/create");
  });

  it(`bundles it where ${reader} is used`, async () => {
    expect(await bundle(widget(true), { external })).toContain("elicitation/create");
  });
});

// The example views, each built from its HTML entry under playground/widgets/ into one HTML file.
// The board view loads the script-tag build with ChatGPT's adapter from its own folder, as a widget
// without a bundler does: it is copied there (board/mcp-view-openai.global.js, not committed) before the build.
import { renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { buildOpenAiGlobalScript } from "../build/global-script.js";
import { buildWidget, type WidgetBuildOptions } from "../build/widget.js";
import { WIDGET_ENTRIES, WIDGET_NAMES, type Widgets } from "./widget-names.js";

export { WIDGET_ENTRIES, WIDGET_NAMES, type WidgetName, type Widgets } from "./widget-names.js";

const root = new URL("../widgets/", import.meta.url);
const VENDORED = fileURLToPath(new URL("board/mcp-view-openai.global.js", root));

/** Options of {@link buildWidgets}. */
export interface WidgetsBuildOptions extends WidgetBuildOptions {
  /** The script-tag build the board view inlines (dist/mcp-view-openai.global.js, or one built from src/). */
  globalScript: string;
}

/** Writes the file whole (through a rename), so a build running at the same time never reads half of it. */
function writeAtomically(file: string, text: string): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}

/** Builds every example view (in parallel) into single-file HTML with mcp-view/rollup. */
export async function buildWidgets(options: WidgetsBuildOptions): Promise<Widgets> {
  writeAtomically(VENDORED, options.globalScript);
  const html = await Promise.all(WIDGET_NAMES.map((name) => buildWidget(fileURLToPath(new URL(WIDGET_ENTRIES[name], root)), options)));
  return Object.fromEntries(WIDGET_NAMES.map((name, i) => [name, html[i]!])) as Widgets;
}

/** Builds every example view on the runtime in src/ (what `npm start` shows). */
export async function buildWidgetsFromSource(): Promise<Widgets> {
  return buildWidgets({ globalScript: await buildOpenAiGlobalScript() });
}

// Builds the probe view (widgets/probe/) into its one self-contained HTML file, as the example views
// are built (mcp-view/rollup's singleFile, the runtime from dist/): by `npm run build` into the
// package (dist/cli/widgets/probe.html), and on first use when the command runs from the sources.
import { fileURLToPath } from "node:url";
import { buildWidget, type WidgetBuildOptions } from "../build/widget.js";

/** The probe view's HTML entry. */
export const PROBE_ENTRY = fileURLToPath(new URL("../widgets/probe/index.html", import.meta.url));

/** The probe view as one HTML file. */
export const buildProbeView = (options: WidgetBuildOptions = {}): Promise<string> => buildWidget(PROBE_ENTRY, options);

// Starts the playground from this repository's sources (npm start, the tests, the screenshots): the
// host page and the example views are built on first use, so the URL is ready before they are.
import { createPlayground, type Playground, type PlaygroundOptions } from "./server/playground.js";
import { sourceAssets } from "./server/source-assets.js";

export type { Playground, PlaygroundMode } from "./server/playground.js";

/** Options of {@link startPlayground}: those of the packaged command, with the assets built from source. */
export type SourcePlaygroundOptions = Omit<PlaygroundOptions, "assets"> & Partial<Pick<PlaygroundOptions, "assets">>;

/** Starts everything; `close()` stops it all (and the stdio server process). */
export function startPlayground(options: SourcePlaygroundOptions = {}): Promise<Playground> {
  return createPlayground({ assets: sourceAssets(), ...options });
}

// Benchmark 1: bytes, minified and gzipped (level 9), of the same widgets built on each runtime.
// Bytes are deterministic: one build each is the whole measurement.
import { bundle, gzipSize, repoFile } from "./lib/bundle.js";
import { SDKS, minimalWidget, reactWidget, type SdkId } from "./lib/sdks.js";

/** Gzipped bytes per runtime (absent: the runtime has no such build). */
export type Sizes = Partial<Record<SdkId, number>>;

export interface SizeResults {
  minimal: Sizes;
  react: Sizes;
  scriptTag: Sizes;
  /** Whether src/react was still the placeholder when measured (then its React number is meaningless). */
  reactPlaceholder: boolean;
}

const FRAMEWORK = ["react", "react-dom"];

/** The official self-contained builds that play the role of our script-tag build. */
const OFFICIAL_SELF_CONTAINED: Partial<Record<SdkId, string>> = {
  official2: "node_modules/@modelcontextprotocol/ext-apps/dist/src/app-with-deps.js",
  official1: "node_modules/ext-apps-v1/dist/src/app-with-deps.js",
};

/** Measures every size row of the table. */
export async function measureSizes(): Promise<SizeResults> {
  const minimal: Sizes = {};
  const react: Sizes = {};
  const scriptTag: Sizes = { ours: gzipSize(repoFile("dist/mcp-view.global.js")) };
  for (const sdk of SDKS) {
    minimal[sdk.id] = gzipSize(await bundle(minimalWidget(sdk.core)));
    if (sdk.react) react[sdk.id] = gzipSize(await bundle(reactWidget(sdk.react), { external: FRAMEWORK }));
    const official = OFFICIAL_SELF_CONTAINED[sdk.id];
    if (official) scriptTag[sdk.id] = gzipSize(repoFile(official));
  }
  const reactPlaceholder = !/\buseApp\b/.test(repoFile("dist/react/index.js"));
  return { minimal, react, scriptTag, reactPlaceholder };
}

// The switches mcp-view gives the Chromium it launches (matrix, check), which the test suite's
// browsers share. Chromium's headless mode is the whole browser: each window it opens (one per
// browser context: one per row of the matrix) preloads the address bar's two popups as WebUI pages
// in a renderer of their own, about a second of CPU each that a headless run never shows; turning
// their features off keeps them out. Chromium reads only the last --disable-features switch, so
// this one carries Playwright's own list too (playwright-core's chromiumSwitches), which it would
// otherwise replace: test/browser/chromium-args.test.ts fails when Playwright's list gains a feature
// this one lacks. A feature a Chrome does not know is ignored.

/** The features playwright-core 1.65 turns off in every Chromium it launches. */
const PLAYWRIGHT_DISABLED = [
  "AvoidUnnecessaryBeforeUnloadCheckSync",
  "DestroyProfileOnBrowserClose",
  "HttpsUpgrades",
  "HttpsFirstBalancedModeAutoEnable",
  "LensOverlay",
  "MediaRouter",
  "PaintHolding",
  "ThirdPartyStoragePartitioning",
  "AvoidCorsURLLoaderRestartOnRedirect",
  "TcpPortRandomizationWin",
  "OptimizationHints",
  "NetworkTimeServiceQuerying",
  "AimEnabled",
  "PreconnectToSearch",
  "msForceBrowserSignIn",
  "msEdgeUpdateLaunchServicesPreferredVersion",
];

/** The address bar's popups, which each headless window would otherwise load as WebUI. */
export const HEADLESS_UNUSED_FEATURES = ["WebUIOmniboxPopup", "WebUIOmniboxAimPopup"];

/** `--disable-features=` with `extra` after Playwright's list and the unused popups. */
export function disableFeatures(extra: readonly string[] = []): string {
  return `--disable-features=${[...PLAYWRIGHT_DISABLED, ...HEADLESS_UNUSED_FEATURES, ...extra].join(",")}`;
}

/** What `mcp-view matrix` and `check` launch Chromium with. */
export const CHROMIUM_ARGS: readonly string[] = ["--disable-gpu", disableFeatures()];

// Which Chromium or Chrome `mcp-view matrix` drives: --browser, then the environment variables other
// tools read for the same thing, then the usual names on PATH, then the usual install paths. Nothing
// is ever downloaded: with none found, one sentence says how to install one.
import { statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** Environment variables naming a browser, in the order they are read. */
export const BROWSER_VARIABLES = ["MCP_VIEW_BROWSER", "CHROME_PATH", "PUPPETEER_EXECUTABLE_PATH"] as const;
const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];
const INSTALLED: Partial<Record<NodeJS.Platform, string[]>> = {
  darwin: ["/Applications/Google Chrome.app/Contents/MacOS/Google Chrome", "/Applications/Chromium.app/Contents/MacOS/Chromium"],
  win32: ["C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe", "C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe"],
};

export interface FindBrowserOptions {
  flag?: string;
  env?: Readonly<Record<string, string | undefined>>;
  platform?: NodeJS.Platform;
  isFile?: (path: string) => boolean;
}

const isFile = (path: string) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** How to get a browser, in one sentence. */
export function installHint(platform: NodeJS.Platform = process.platform): string {
  const how =
    platform === "darwin"
      ? "install Google Chrome, or brew install --cask chromium"
      : platform === "win32"
        ? "install Google Chrome"
        : "install one (on Debian or Ubuntu: apt-get install -y chromium)";
  return `mcp-view matrix found no Chromium or Chrome and downloads none: ${how}, or pass --browser <path> (or set MCP_VIEW_BROWSER).`;
}

/** The browser to drive and where it was found, or the sentence saying why there is none. */
export function findBrowser(options: FindBrowserOptions = {}): { path: string; from: string } | { error: string } {
  const { env = process.env, platform = process.platform } = options;
  const exists = options.isFile ?? isFile;
  if (options.flag !== undefined)
    return exists(options.flag) ? { path: options.flag, from: "--browser" } : { error: `--browser ${options.flag}: there is no such file` };
  for (const name of BROWSER_VARIABLES) {
    const value = env[name];
    if (!value) continue;
    return exists(value) ? { path: value, from: name } : { error: `${name}=${value}: there is no such file` };
  }
  const exe = platform === "win32" ? ".exe" : "";
  for (const dir of (env.PATH ?? "").split(platform === "win32" ? ";" : delimiter).filter(Boolean))
    for (const name of NAMES) {
      const path = join(dir, name + exe);
      if (exists(path)) return { path, from: "PATH" };
    }
  const installed = (INSTALLED[platform] ?? []).find(exists);
  return installed ? { path: installed, from: "its usual place" } : { error: installHint(platform) };
}

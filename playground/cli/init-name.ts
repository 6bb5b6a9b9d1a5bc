// The package name `mcp-view init` gives a project: its directory's name, made a valid npm name.

/** The fallback when nothing of the directory's name is left. */
export const FALLBACK_NAME = "mcp-view-app";

/**
 * `dirName` as an npm package name: lowercased, every run of characters npm does not allow in a name
 * (anything but a-z, 0-9, `-`, `.`, `_`, `~`) replaced by one `-`, without the leading `.`, `_` or
 * `-` and the trailing `-` or `.` npm refuses or that the replacement left, at most 214 characters.
 * `"My Widget!"` is `my-widget`; `".hidden"` is `hidden`; a name with nothing left is `mcp-view-app`.
 */
export function packageName(dirName: string): string {
  const name = dirName
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, "-")
    .replace(/^[._~-]+/, "")
    .slice(0, 214)
    .replace(/[.~-]+$/, "");
  return name === "" || name === "node_modules" || name === "favicon.ico" ? FALLBACK_NAME : name;
}

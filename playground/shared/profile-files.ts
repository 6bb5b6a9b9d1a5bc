// Profile files (`*.profile.json`, the test kit's ProfileFile) that `mcp-view dev --profile` and
// `mcp-view matrix --profile` load beside the built-in profiles: the server reads and checks them
// (server/profile-files.ts) and writes them into the host page as JSON, which the page reads before
// anything else (host/session/profiles.ts), so that a deep link's `?profile=` finds them.
import type { ProfileFile } from "mcp-view/testing";

/** The id of the page's `<script type="application/json">` that holds the loaded profiles. */
export const PROFILES_SCRIPT_ID = "mcp-view-profiles";

/** A loaded profile file: its path as the command shows it, and its content. */
export interface LoadedProfile {
  file: string;
  content: ProfileFile;
}

/** The element that carries `profiles` into the page: JSON with every `<` escaped, so no text in it ends the script. */
export const profilesScript = (profiles: readonly LoadedProfile[]): string =>
  `<script type="application/json" id="${PROFILES_SCRIPT_ID}">${JSON.stringify(profiles).replace(/</g, "\\u003c")}</script>`;

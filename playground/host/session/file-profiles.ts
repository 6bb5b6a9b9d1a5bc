// The profile files the command was given (`mcp-view dev --profile`, `mcp-view matrix --profile`),
// as the page finds them: in the JSON the server wrote into the page (shared/profile-files.ts), each
// checked again with the test kit's reader (one that fails is left out). profiles.ts offers them
// beside the built-in profiles.
import { parseProfile } from "mcp-view/testing";
import { PROFILES_SCRIPT_ID, type LoadedProfile } from "../../shared/profile-files.js";

/** The profile files in `doc` (none when the page has no such script, or it is not JSON). */
export function embeddedProfiles(doc: Document): LoadedProfile[] {
  const text = doc.getElementById(PROFILES_SCRIPT_ID)?.textContent;
  if (!text) return [];
  let loaded: unknown;
  try {
    loaded = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(loaded)) return [];
  return loaded.flatMap((item: LoadedProfile) => {
    try {
      return [{ file: String(item.file), content: parseProfile(item.content, String(item.file)) }];
    } catch {
      return [];
    }
  });
}

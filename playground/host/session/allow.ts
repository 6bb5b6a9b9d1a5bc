// The iframe `allow` attribute a host gives a view, from its resource's `_meta.ui.permissions`.
import type { McpUiResourcePermissions } from "mcp-view";

const FEATURES: Record<keyof McpUiResourcePermissions, string> = {
  camera: "camera",
  microphone: "microphone",
  geolocation: "geolocation",
  clipboardWrite: "clipboard-write",
};

/** `camera; microphone; geolocation; clipboard-write` for the permissions that are set. */
export function buildAllow(permissions: McpUiResourcePermissions | undefined): string {
  return (Object.keys(FEATURES) as (keyof McpUiResourcePermissions)[])
    .filter((key) => permissions?.[key])
    .map((key) => FEATURES[key])
    .join("; ");
}

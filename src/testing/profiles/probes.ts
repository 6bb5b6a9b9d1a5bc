// Where the profiles' probed facts come from: MCPJam's host catalog, whose entries were each captured
// from a live client session ("probe") or read from the vendor's documents ("vendor-doc"), pinned to
// the newest version read, with the day its entries were verified. One place, so that every fact
// drawn from it names the same version.
import type { FactSource } from "../host-facts.js";

/** MCPJam's host catalog at the version read (its entries verified 2026-07-23). */
export const MCPJAM_CATALOG =
  "https://github.com/MCPJam/inspector/blob/b8c31fdb97bb4b05a6aa19a9875fee48bb22171b/sdk/src/host-compat/catalog.generated.ts";

/** The day the catalog's entries were verified (each entry's `verifiedAt`). */
export const CATALOG_VERIFIED = "2026-07-23";

/** A fact the catalog gives, with the repository's note on what it says. */
export const fromCatalog = (fact: string, note: string): FactSource => ({ fact, url: MCPJAM_CATALOG, observed: CATALOG_VERIFIED, note });

/** What the dev host leaves out for a host that sends no partial input, cancellation, context change or teardown. */
export const NO_LIFECYCLE = [
  "ui/notifications/tool-input-partial",
  "ui/notifications/tool-cancelled",
  "ui/notifications/host-context-changed",
  "ui/resource-teardown",
];

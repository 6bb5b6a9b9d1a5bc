// A probe record as small as a host can give: what a host that offers nothing sends and allows.
// Shared by the tests of `mcp-view probe --record` and of the built command on stdio.
import type { ProbeRecord } from "../../playground/shared/probe-record.js";

/** A record of the host `name`, with no capability, inline only, every script blocked. */
export const plainRecord = (name: string): ProbeRecord => ({
  format: 1,
  initialize: { hostInfo: { name, version: "1" }, hostCapabilities: {}, hostContext: { availableDisplayModes: ["inline"] } },
  contextChanges: [],
  received: [],
  toolResult: "with-structured",
  requests: [],
  frame: { origin: "cross-site", storage: "works", compatMode: "CSS1Compat", openai: false, width: 1, height: 1, userAgent: "" },
  csp: { ran: { dataModule: false, blobModule: false, blobWorker: false, dataWorker: false, dataFetch: false }, violations: [] },
  sizes: [],
});

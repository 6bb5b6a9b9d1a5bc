// The host side of the protocol for one view: the test kit's `TestHost` (mcp-view/testing, on the
// core's JSON-RPC engine) over real postMessage to the view's iframe. The playground adds what a
// live page needs on top: a feed of every record as it happens, for the JSON-RPC log and the
// diagnostics.
import { createTestHost, type HostProfile, type HostRecord, type TestHost } from "../../src/testing/index.js";
import type { McpUiHostCapabilities, McpUiHostContext } from "../../src/protocol.js";

/** Options of {@link createFrameHost}. */
export interface FrameHostOptions {
  profile: HostProfile;
  hostCapabilities: McpUiHostCapabilities;
  hostContext: McpUiHostContext;
  /** Called with every message both ways (and everything ignored), in order. */
  onrecord: (record: HostRecord) => void;
}

/** A view's host and the feed of its records. */
export interface FrameHost {
  host: TestHost;
  /** Delivers the records not yet fed, then closes the host. */
  close(): void;
}

/** How often new records are fed to `onrecord` (the kit keeps them in an append-only list). */
const FEED_MS = 50;

/** Creates the host for `iframe` (which must be in the document). */
export function createFrameHost(iframe: HTMLIFrameElement, options: FrameHostOptions): FrameHost {
  const host = createTestHost({
    channel: iframe,
    profile: options.profile,
    hostCapabilities: options.hostCapabilities,
    hostContext: options.hostContext,
    timeout: 10_000,
  });
  let fed = 0;
  const feed = () => {
    const records = host.messages;
    while (fed < records.length) options.onrecord(records[fed++]!);
  };
  const timer = setInterval(feed, FEED_MS);
  return {
    host,
    close() {
      clearInterval(timer);
      feed();
      host.close();
    },
  };
}

// The host side of the protocol for one view: the test kit's `TestHost` (mcp-view/testing, on the
// core's JSON-RPC engine) over real postMessage to the view's iframe, or over a given transport (to
// the fake window.openai in the frame, openai-view.ts), with every record fed live (the kit's
// onRecord) to the JSON-RPC log and the diagnostics.
import type { McpUiHostCapabilities, McpUiHostContext, Transport } from "mcp-view";
import { createTestHost, type HostProfile, type HostRecord, type TestHost } from "mcp-view/testing";

/** Options of {@link createFrameHost}. */
export interface FrameHostOptions {
  profile: HostProfile;
  hostCapabilities: McpUiHostCapabilities;
  hostContext: McpUiHostContext;
  /** Called with every message both ways (and everything ignored), in order. */
  onRecord: (record: HostRecord) => void;
  /** Speak over this transport instead of postMessage to the frame (the kit's `transport` option). */
  transport?: Transport;
}

/** A view's host and the feed of its records. */
export interface FrameHost {
  host: TestHost;
  /** Stops the feed and closes the host. */
  close(): void;
}

/** Creates the host for `iframe` (which must be in the document). */
export function createFrameHost(iframe: HTMLIFrameElement, options: FrameHostOptions): FrameHost {
  const host = createTestHost({
    ...(options.transport ? { transport: options.transport } : { channel: iframe }),
    profile: options.profile,
    hostCapabilities: options.hostCapabilities,
    hostContext: options.hostContext,
    timeout: 10_000,
  });
  host.messages.forEach(options.onRecord);
  const stop = host.onRecord(options.onRecord);
  return {
    host,
    close() {
      stop();
      host.close();
    },
  };
}

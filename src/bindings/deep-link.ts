// The deep-link bindings' work, framework-free: ChatGPT's `hostContext["openai/deepLink"]` read from
// the App's snapshot as its frame store publishes it (src/bindings/frame-source.ts), checked by
// `parseDeepLink` as `getDeepLink` checks it. An invalid link is ignored, as `onDeepLink` ignores it: the App's last
// valid one stays. Per App, one object per URL, so a snapshot selector returns the same value until
// the URL changes (`useSyncExternalStore` needs a stable snapshot). Shared by every binding.
import type { App, AppSnapshot } from "../index.js";
import type { OpenAiDeepLink } from "../openai/extension-types.js";
import { parseDeepLink } from "../openai/host-state.js";

/** Each App's latest valid deep link. */
const latest = new WeakMap<App, OpenAiDeepLink>();

/** `app`'s deep link as of `snapshot` (its snapshot, or the idle one for `null`): the same object while its URL is unchanged. */
export function deepLinkOf(app: App | null, snapshot: AppSnapshot): OpenAiDeepLink | undefined {
  const link = parseDeepLink(snapshot.hostContext?.["openai/deepLink"]);
  if (!app) return link;
  const last = latest.get(app);
  if (!link || link.url === last?.url) return last;
  latest.set(app, link);
  return link;
}

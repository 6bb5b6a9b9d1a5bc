// The dev host's Checks lines of a view's findings: a DESIGN-005 finding names the line and column of
// the view's HTML where the host variable with no fallback is.
import { describe, expect, it } from "vitest";
import { checkStyles } from "../../src/testing/index.js";
import { checksFeed } from "../../playground/host/session/checks-feed.js";
import { createSessionEvents } from "../../playground/host/session/events.js";

describe("checksFeed", () => {
  it("tells where in the view's HTML a DESIGN-005 finding is", () => {
    const events = createSessionEvents();
    const lines: Array<{ title: string; detail?: string }> = [];
    events.addEventListener("diagnostic", (line) => lines.push(line));
    checksFeed(events).add(
      checkStyles("<!doctype html>\n<style>\n  p { color: var(--color-text-primary) }\n</style>", "ui://weather/app.html"),
    );
    expect(lines).toEqual([
      expect.objectContaining({
        title: "DESIGN-005: It uses --color-text-primary with no fallback.",
        detail: expect.stringMatching(/^About ui:\/\/weather\/app\.html:3:14\. Fix: /),
      }),
    ]);
  });
});

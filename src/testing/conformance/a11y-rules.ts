// The accessibility rules (A11Y-001…008), as data: what a person with a keyboard, a screen reader, a
// zoomed page or a dark theme meets in a view. A11Y-001 is axe-core's WCAG 2.2 A and AA rules, run
// once per view structure, with the rules listed in AXE_RULES.off left out (and why); the others are
// what an engine does not see on its own: contrast under each host's themes and variables, a keyboard
// walk, errors announced, and text at 200%. The probe that looks is a11y-probe.ts, the judge a11y.ts;
// rules.ts lists these after the others, and docs/accessibility.md explains each.

const WCAG = "https://www.w3.org/TR/WCAG22/";
const AXE = "https://github.com/dequelabs/axe-core/blob/develop/doc/rule-descriptions.md";
const SEEN = "2026-12-07";

const rule = <const Id extends string, const Severity extends "error" | "warning">(
  id: Id,
  title: string,
  severity: Severity,
  fix: string,
  url: string,
  text: string,
) => ({ id, title, severity, kind: "accessibility" as const, fix, source: { url, text, observed: SEEN } });

/** axe-core's rules as A11Y-001 runs them: the WCAG 2.2 A and AA tags, less the rules in `off` (each with its reason). */
export const AXE_RULES = {
  tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"],
  off: {
    "color-contrast":
      "A11Y-002 runs it instead, once under each host's light and dark variables, not once in whatever theme the view came up in.",
    "document-title":
      "A view is a fragment inside a chat: the host titles its frame (the frame's title is what a screen reader reads), and the view's own document title is shown nowhere.",
    bypass:
      "A skip link or landmarks let a reader jump past a page's repeated blocks; a view is one block inside the host's page, which has its own.",
  },
} as const;

/** The accessibility rules, in id order. */
export const A11Y_RULES = [
  rule(
    "A11Y-001",
    "The view passes axe-core's WCAG 2.2 A and AA rules",
    "error",
    "Fix what axe-core names in the finding (its rule and the elements): a name for each control, image and frame, a label for each field, valid ARIA, a lang attribute on the page's html element.",
    AXE,
    "axe-core's rules tagged wcag2a, wcag2aa, wcag21a, wcag21aa and wcag22aa",
  ),
  rule(
    "A11Y-002",
    "Text contrast meets WCAG AA under each host's light and dark theme",
    "error",
    "Colour text and its background with the host's variables, each with a fallback for both themes (var(--color-text-primary, CanvasText) on var(--color-background-primary, Canvas)), never a colour that assumes a white or a dark page: 4.5:1 for text, 3:1 for large text.",
    `${WCAG}#contrast-minimum`,
    "The visual presentation of text and images of text has a contrast ratio of at least 4.5:1 (large-scale text at least 3:1)",
  ),
  rule(
    "A11Y-003",
    "Every control is reachable with Tab",
    "error",
    'Make what is clicked a button element or a link with an href (or give it a role, tabindex="0" and Enter and Space), and take tabindex="-1" off controls that are not inside a widget that moves focus with the arrow keys.',
    `${WCAG}#keyboard`,
    "All functionality of the content is operable through a keyboard interface without requiring specific timings for individual keystrokes",
  ),
  rule(
    "A11Y-004",
    "Focus is visible on every control",
    "error",
    "Keep the browser's focus ring, or draw one of your own on :focus-visible (outline: 2px solid var(--color-ring-primary, Highlight)); never outline: none without one.",
    `${WCAG}#focus-visible`,
    "Any keyboard operable user interface has a mode of operation where the keyboard focus indicator is visible",
  ),
  rule(
    "A11Y-005",
    "Tab order follows the reading order",
    "warning",
    "Put controls in the document in the order they are read, with no positive tabindex: CSS order, row-reverse and absolute positioning move them on screen, not in the Tab order.",
    `${WCAG}#focus-order`,
    "If a Web page can be navigated sequentially and the navigation sequences affect meaning or operation, focusable components receive focus in an order that preserves meaning and operability",
  ),
  rule(
    "A11Y-006",
    "Tab can leave the view (no keyboard trap)",
    "error",
    "Never cancel Tab on the last control (nor Shift+Tab on the first) or pull focus back when it leaves: a view inline in a chat must let focus move on to the conversation.",
    `${WCAG}#no-keyboard-trap`,
    "If keyboard focus can be moved to a component of the page using a keyboard interface, then focus can be moved away from that component using only a keyboard interface",
  ),
  rule(
    "A11Y-007",
    "Errors are announced",
    "warning",
    'Show an error (a tool result with isError, a server call that failed) in an element with role="alert", or in an aria-live region that is in the page before the error comes.',
    `${WCAG}#status-messages`,
    "Status messages can be programmatically determined through role or properties such that they can be presented to the user by assistive technologies without receiving focus",
  ),
  rule(
    "A11Y-008",
    "Nothing is cut off or overlaps at 200% text size",
    "warning",
    "Let boxes grow with their text (min-height rather than height, no line-height in px, wrapping rather than clipping), so that text can be twice its size.",
    `${WCAG}#resize-text`,
    "Except for captions and images of text, text can be resized without assistive technology up to 200 percent without loss of content or functionality",
  ),
];

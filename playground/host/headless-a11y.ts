// `mcp-view check`'s accessibility part, for one view under the check host (headless-check.ts): the
// view rendered with its tool result is measured once for axe-core's rules, the keyboard walk and
// 200% text, and for the contrast under every profile's look in both themes: its own light look as it
// stands, each other one sent to it as its host would (host-context-changed) in the same frame; a look
// it does not follow (it applied its host's styles once and kept them) gets a frame made in it. Then
// the view is rendered once more, with its input first and, once it settled, an error for a result
// (isError), and the text it shows after that is judged (A11Y-007).
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import type { AccessibilitySeen } from "mcp-view/testing";
import { looksOf, type Look, type Measured } from "./session/a11y-measure.js";
import type { ViewSpace } from "./session/context.js";
import type { MatrixCell } from "./session/matrix.js";
import { addUnlistedProfile, profileById, styleVariables, type PlaygroundProfile } from "./session/profiles.js";
import type { Session } from "./session/session.js";
import type { ViewFrame } from "./session/view-frame.js";
import { rowAnswers, rowStarts } from "./headless-deadline.js";

/** The result the error render gives the view: a tool that failed, as a server says so. */
export const ERROR_RESULT: CallToolResult = {
  isError: true,
  content: [{ type: "text", text: "mcp-view check: the tool failed (an error made up to see how the view shows one)" }],
};

/** What the accessibility part found of a view, and the parts it could not measure. */
export interface ViewAccessibility {
  seen: AccessibilitySeen;
  problems: string[];
}

/** `base` (the check host) with the look's first profile's identity and variables: the frame a look the view did not follow gets. */
function lookHost(base: PlaygroundProfile, look: Look): PlaygroundProfile {
  const host = profileById(look.hosts[0]);
  const profile: PlaygroundProfile = {
    ...base,
    id: `check:${host.id}` as PlaygroundProfile["id"],
    label: `${base.label}, as ${host.label}`,
    kit: { ...base.kit, variables: host.kit.variables, ...(host.kit.fonts !== undefined && { fonts: host.kit.fonts }) },
  };
  addUnlistedProfile(profile);
  return profile;
}

/** The accessibility rules' measures of the view of `call.tool` under `profile` (the check host). */
export class CheckAccessibility {
  readonly #session: Session;
  readonly #space: ViewSpace & { cell: MatrixCell };
  readonly #call: { tool: Tool; args: Record<string, unknown>; result: CallToolResult };
  readonly #profile: PlaygroundProfile;
  readonly #found: ViewAccessibility = { seen: { contrast: [] }, problems: [] };
  #unfollowed: Look[] = [];

  constructor(
    session: Session,
    space: ViewSpace & { cell: MatrixCell },
    call: { tool: Tool; args: Record<string, unknown>; result: CallToolResult },
    profile: PlaygroundProfile,
  ) {
    this.#session = session;
    this.#space = space;
    this.#call = call;
    this.#profile = profile;
  }

  /** Measures the view standing in the row with its result (call it from that row's onsettled). */
  async withResult(frame: ViewFrame): Promise<void> {
    const looks = looksOf(["light", "dark"]);
    const own = JSON.stringify(styleVariables(this.#profile, "light"));
    const current = looks.find((l) => l.theme === "light" && JSON.stringify(l.variables) === own);
    const measured = await frame.measure({
      axe: new Set(),
      keyboard: true,
      zoom: true,
      ...(current && { current }),
      others: looks.filter((l) => l !== current),
    });
    this.#keep(measured);
    this.#unfollowed = measured.unfollowed;
  }

  /** Renders what is left (each look the view did not follow, then the error) and resolves with everything found. */
  async rest(): Promise<ViewAccessibility> {
    for (const look of this.#unfollowed)
      await this.#row({ profile: lookHost(this.#profile, look), theme: look.theme, mode: "inline" }, this.#call.result, async (frame) =>
        this.#keep(await frame.measure({ current: look })),
      );
    await this.#row(
      { profile: this.#profile, theme: "light", mode: "inline" },
      ERROR_RESULT,
      async (frame) => this.#keep(await frame.measure({ errors: true })),
      { inputFirst: true },
    );
    return this.#found;
  }

  #keep({ seen, problems }: Measured): void {
    const { contrast = [], ...rest } = seen;
    Object.assign(this.#found.seen, rest);
    this.#found.seen.contrast!.push(...contrast);
    this.#found.problems.push(...problems);
  }

  /** One more render of the view, in `cell` with `result`, measured as it settled. */
  async #row(
    cell: MatrixCell,
    result: CallToolResult,
    measure: (frame: ViewFrame) => Promise<void>,
    options: { inputFirst?: boolean } = {},
  ): Promise<void> {
    this.#space.cell = cell;
    const hooks = {
      onstart: () => rowStarts(this.#call.tool.name, cell),
      onsettled: async (_row: unknown, frame: ViewFrame) => {
        await rowAnswers();
        await measure(frame);
      },
    };
    await this.#session.hostsMatrix(this.#space, hooks, {
      call: { ...this.#call, result, accessibility: false, ...options },
      cells: [cell],
    });
  }
}

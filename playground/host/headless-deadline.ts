// The page's half of the command's row deadline (cli/headless-deadline.ts): each row tells the
// command when its view starts, and waits, once the view settled, until the command heard the view's
// frame answer. A view that loops or hangs never answers, and the command fails its row from Node.
import { ALIVE_BINDING, START_BINDING, type ShotCell } from "../shared/headless-matrix.js";
import type { MatrixCell } from "./session/matrix.js";

type Bindings = {
  [START_BINDING]?: (cell: ShotCell) => Promise<void>;
  [ALIVE_BINDING]?: () => Promise<void>;
};

const bindings = () => window as unknown as Bindings;

/** Tells the command that the view of `tool` (or the view its elicitation named) starts in `cell`: its row's deadline starts. */
export function rowStarts(tool: string, { profile, theme, mode }: MatrixCell, elicitationView?: string): void {
  void bindings()[START_BINDING]?.({ tool, ...(elicitationView !== undefined && { elicitationView }), profile: profile.id, theme, mode });
}

/** Resolves once the command heard the row's view answer (at once when no command listens). */
export const rowAnswers = async (): Promise<void> => bindings()[ALIVE_BINDING]?.();

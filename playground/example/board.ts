// show_board (a project board view) and move_card (app-only: the view moves cards through it).
import { randomUUID } from "node:crypto";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as z from "zod";
import { defineAppTool, registerAppTool } from "mcp-view/server";
import { failure, result } from "./result.js";

export const BOARD_URI = "ui://playground/board.html";

const cardInput = z.object({
  title: z.string().describe("Card title"),
  description: z.string().optional().describe("One or two sentences"),
});
const columnInput = z.object({ title: z.string().describe("Column title, e.g. To do"), cards: z.array(cardInput) });
const card = z.object({ id: z.string(), title: z.string(), description: z.string().optional() });
const column = z.object({ id: z.string(), title: z.string(), cards: z.array(card) });
const board = z.object({ id: z.string(), title: z.string(), columns: z.array(column) });

/** A card, a column and a board, as the view receives them. */
export type Card = z.output<typeof card>;
export type Column = z.output<typeof column>;
export type Board = z.output<typeof board>;

/** Boards by id, kept for the life of the example server. */
export type BoardStore = Map<string, Board>;

/** "Board Beta launch: 2 to do, 1 in progress, 1 done" */
export function summariseBoard(board: Board): string {
  const counts = board.columns.map((c) => `${c.cards.length} ${c.title.toLowerCase()}`);
  return `Board ${board.title}: ${counts.join(", ") || "no columns"}`;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "x";

function createBoard(id: string, input: { title: string; columns: Array<z.output<typeof columnInput>> }): Board {
  return {
    id,
    title: input.title,
    columns: input.columns.map((column, c) => ({
      id: `${c}-${slug(column.title)}`,
      title: column.title,
      cards: column.cards.map((card, i) => ({ id: `${c}.${i}-${slug(card.title)}`, ...card })),
    })),
  };
}

const EXAMPLE_COLUMNS = [
  {
    title: "To do",
    cards: [{ title: "Write release notes", description: "Summarise the beta changes for the blog." }, { title: "Invite beta testers" }],
  },
  { title: "In progress", cards: [{ title: "Fix sign-up bug", description: "Emails with a plus sign are rejected." }] },
  { title: "Done", cards: [{ title: "Pricing page" }] },
];

/** Opens the board view on a new board. */
export const showBoard = defineAppTool({
  name: "show_board",
  title: "Show a project board",
  description:
    "Shows a kanban board with columns of cards. The user can open a card (it asks you about it) and move cards between columns.",
  inputSchema: z.object({
    title: z
      .string()
      .describe("Board title")
      .meta({ examples: ["Beta launch"] }),
    columns: z
      .array(columnInput)
      .describe("Columns, left to right")
      .meta({ examples: [EXAMPLE_COLUMNS] }),
  }),
  outputSchema: z.object({ board }),
  ui: { resourceUri: BOARD_URI },
});

/** App-only: the board view moves a card through it. */
export const moveCard = defineAppTool({
  name: "move_card",
  title: "Move a card",
  description: "Moves a card of a board shown by show_board to another column (called by the board view).",
  inputSchema: z.object({ boardId: z.string(), cardId: z.string(), toColumnId: z.string(), index: z.number().int().min(0).optional() }),
  outputSchema: z.object({ board }),
  ui: { resourceUri: BOARD_URI, visibility: ["app"] },
});

/** Registers show_board and move_card. */
export function registerBoardTools(server: McpServer, boards: BoardStore): void {
  registerAppTool(server, showBoard, (input) => {
    const board = createBoard(`board-${boards.size + 1}`, input);
    boards.set(board.id, board);
    // A new viewUUID per call: the view keeps its state (collapsed columns) under it, so a reload of
    // this view finds its state again and another call's view starts afresh.
    return { ...result(summariseBoard(board), { board }), _meta: { viewUUID: randomUUID() } };
  });
  registerAppTool(server, moveCard, async ({ boardId, cardId, toColumnId, index }) => {
    const board = boards.get(boardId);
    if (!board) return failure(`No board ${boardId}`);
    const from = board.columns.find((c) => c.cards.some((card) => card.id === cardId));
    const to = board.columns.find((c) => c.id === toColumnId);
    if (!from || !to) return failure(`No card ${cardId} or column ${toColumnId} on board ${boardId}`);
    const card = from.cards.splice(
      from.cards.findIndex((c) => c.id === cardId),
      1,
    )[0]!;
    to.cards.splice(Math.min(index ?? to.cards.length, to.cards.length), 0, card);
    await server
      .sendLoggingMessage({
        level: "info",
        logger: "board",
        data: `${board.title}: "${card.title}" moved from ${from.title} to ${to.title}`,
      })
      .catch(() => {});
    return result(`Moved "${card.title}" from ${from.title} to ${to.title}. ${summariseBoard(board)}`, { board });
  });
}

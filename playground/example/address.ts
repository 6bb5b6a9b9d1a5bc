// ask_shipping: a tool that asks the user, during its call, where to ship (an MCP form elicitation).
// By default the request names the server's own address form view (`_meta.ui.resourceUri`: app-
// rendered elicitation, experimental, the draft of SEP-3118); a host that renders it forwards the
// request to the view, which answers through mcp-view's `elicitationOf`. With `form: "host"` it
// names no view, so the host asks in its own form. The result says what the user answered.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ElicitResult } from "@modelcontextprotocol/sdk/types.js";
import * as z from "zod";
import { COUNTRIES } from "../widgets/shipping/rates.js";
import { result } from "./result.js";

export const ADDRESS_URI = "ui://playground/address-form.html";

/** How long the user has to answer (the SDK's default is 60 s). */
const ANSWER_TIMEOUT_MS = 10 * 60_000;

/** The address form, in MCP's form schema (a flat object of primitive fields). */
export const ADDRESS_SCHEMA = {
  type: "object" as const,
  properties: {
    recipient: { type: "string" as const, title: "Recipient", minLength: 2, maxLength: 80 },
    street: { type: "string" as const, title: "Street and number", minLength: 3, maxLength: 120 },
    city: { type: "string" as const, title: "City", minLength: 2, maxLength: 80 },
    country: {
      type: "string" as const,
      title: "Country",
      oneOf: Object.entries(COUNTRIES).map(([code, { name }]) => ({ const: code, title: name })),
    },
    express: { type: "boolean" as const, title: "Express delivery", description: "1–2 days instead of 3–5", default: false },
  },
  required: ["recipient", "street", "city", "country"],
};

const address = z.object({
  recipient: z.string(),
  street: z.string(),
  city: z.string(),
  country: z.string(),
  express: z.boolean().optional(),
});

/** What the result says of the answer. */
function answered(answer: ElicitResult): string {
  if (answer.action === "decline") return "The user declined to give a shipping address.";
  if (answer.action === "cancel") return "The user dismissed the address form.";
  const a = (answer.content ?? {}) as z.infer<typeof address>;
  const country = COUNTRIES[a.country]?.name ?? a.country;
  return `Shipping to: ${a.recipient}, ${a.street}, ${a.city}, ${country}${a.express ? " (express)" : ""}`;
}

/** Registers ask_shipping. */
export function registerAddressTools(server: McpServer): void {
  server.registerTool(
    "ask_shipping",
    {
      title: "Ask where to ship",
      description:
        "Asks the user for the shipping address of an order while the call runs (an elicitation). The server's own address form renders it; with form: host, the host's own form does.",
      inputSchema: {
        item: z
          .string()
          .optional()
          .describe("What is shipped")
          .meta({ examples: ["Blue bicycle"] }),
        form: z
          .enum(["view", "host"])
          .optional()
          .describe("view (default): the request names the server's address form view; host: it names none")
          .meta({ examples: ["view"] }),
      },
      outputSchema: { action: z.enum(["accept", "decline", "cancel"]), address: address.nullable() },
    },
    async ({ item, form }, extra) => {
      const answer = await server.server.elicitInput(
        {
          mode: "form",
          message: `Where should we ship ${item ?? "your order"}?`,
          requestedSchema: ADDRESS_SCHEMA,
          ...(form !== "host" && { _meta: { ui: { resourceUri: ADDRESS_URI } } }),
        },
        { relatedRequestId: extra.requestId, timeout: ANSWER_TIMEOUT_MS, signal: extra.signal },
      );
      const content = answer.action === "accept" ? address.parse(answer.content) : null;
      return result(answered(answer), { action: answer.action, address: content });
    },
  );
}

// What a fixture gives a TestHost: the host context it ran in (with the tool's definition as
// `toolInfo`, when the fixture has it), and server tools that answer the view's calls from its mocks.
import type { McpUiHostContext, Tool } from "../index.js";
import { jsonRpcError, type TestToolHandler } from "./answers.js";
import { matchMock, type Fixture } from "./fixture.js";

/** The fixture's host context, with `toolInfo` when it holds the tool's definition. */
export function fixtureContext(fixture: Fixture | undefined): McpUiHostContext {
  if (!fixture) return {};
  const toolInfo = typeof fixture.tool === "string" ? undefined : { tool: fixture.tool as Tool };
  return { ...structuredClone(fixture.hostContext), ...(toolInfo && { toolInfo }) };
}

/** One server tool per name the mocks answer: the first matching mock's result or error, else -32602 saying what the mocks match. */
export function mockTools(fixture: Fixture | undefined): Record<string, TestToolHandler> {
  const tools: Record<string, TestToolHandler> = {};
  for (const { tool } of fixture?.mocks ?? []) {
    tools[tool] = (args) => {
      const mock = matchMock(fixture!.mocks, tool, args);
      if (mock?.error) throw jsonRpcError(mock.error.code ?? -32603, mock.error.message);
      if (mock) return structuredClone(mock.result!);
      const whens = fixture!.mocks!.filter((m) => m.tool === tool).map((m) => JSON.stringify(m.when ?? {}));
      throw jsonRpcError(
        -32602,
        `No mock of the fixture answers ${tool} with ${JSON.stringify(args)}: its mocks of ${tool} match ${whens.join(", ")}`,
      );
    };
  }
  return tools;
}

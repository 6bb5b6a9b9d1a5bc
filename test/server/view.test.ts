// One definition, both sides: a view calls the tool through a host that forwards tools/call to a real
// McpServer of each SDK generation, typed by `typeof greet` only; and the opt-in run-time check of
// results (validateToolResult).
import { describe, expect, it, onTestFinished, vi } from "vitest";
import { z } from "zod";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import { App, AppError, validateToolResult, type CallToolResult, type TypedApp } from "../../src/index.js";
import { registerAppTool } from "../../src/server/index.js";
import { createHost, flush } from "../support/host.js";
import type * as tools from "./fixtures/tools.js";
import { greet } from "./fixtures/tools.js";
import { GENERATIONS, SDK_1, type Generation, type TestClient } from "./generations.js";

/**
 * A view connected to a host whose tools/call goes to a server of `generation` where greet returns
 * `structuredContent`; the App, the host, the server and its client close after the test.
 */
async function connected(
  generation: Generation,
  structuredContent: (name: string) => unknown = (name) => ({ greeting: `Hello, ${name}!`, length: name.length }),
) {
  const client = await generation.connect((server) =>
    registerAppTool(server, greet, ({ name }) => ({ structuredContent: structuredContent(name) as never })),
  );
  const host = createHost();
  host.rpc.handle(
    "tools/call",
    (params) => client.callTool(params as Parameters<TestClient["callTool"]>[0]) as Promise<Record<string, unknown>>,
  );
  const app = new App({ name: "view", version: "1.0.0" }, {}, { autoResize: false });
  onTestFinished(() => app.close());
  await app.connect(host.view);
  await flush();
  return { app, host };
}

const GreetOutput = z.object({ greeting: z.string(), length: z.number() });

describe.each(GENERATIONS)("a typed call through a host to the server on $name", (generation) => {
  it("sends the same tools/call as the untyped call and resolves with the server's structuredContent", async () => {
    const { app, host } = await connected(generation);
    const result = await app.callServerTool<typeof greet>({ name: "greet", arguments: { name: "Ada" } });
    expect(result.isError ? undefined : result.structuredContent).toEqual({ greeting: "Hello, Ada!", length: 3 });
    const untyped = await app.callServerTool({ name: "greet", arguments: { name: "Ada" } });
    expect(untyped).toEqual(result);
    // Request ids are unique in the page, so they are read, not assumed: each call's progress token is its id.
    const [typedId, untypedId] = host.messages("tools/call").map((m) => (m as { id: number }).id);
    expect(untypedId).toBe(typedId! + 1);
    expect(host.messages("tools/call").map((m) => "params" in m && m.params)).toEqual([
      { name: "greet", arguments: { name: "Ada" }, _meta: { progressToken: typedId } },
      { name: "greet", arguments: { name: "Ada" }, _meta: { progressToken: untypedId } },
    ]);
  });

  it("calls through a TypedApp the same way", async () => {
    const { app } = await connected(generation);
    const typed = app as TypedApp<typeof tools>;
    const result = await typed.callServerTool({ name: "greet", arguments: { name: "Grace" } });
    expect(result.isError ? undefined : result.structuredContent?.greeting).toBe("Hello, Grace!");
  });

  it("gets an error result, not invalid data, when the server's handler breaks its output schema", async () => {
    const { app } = await connected(generation, () => ({ greeting: null, length: 0 }));
    const result = await app.callServerTool<typeof greet>({ name: "greet", arguments: { name: "Ada" } });
    expect([result.isError, result.structuredContent]).toEqual([true, undefined]);
  });
});

describe("validateToolResult (opt-in run-time check)", () => {
  it("resolves with the result carrying the schema's output", async () => {
    const { app } = await connected(SDK_1);
    const result = await validateToolResult(
      await app.callServerTool<typeof greet>({ name: "greet", arguments: { name: "Ada" } }),
      GreetOutput,
      "greet",
    );
    expect(result).toEqual({
      content: [{ type: "text", text: "Greeted: Hello, Ada!" }],
      structuredContent: { greeting: "Hello, Ada!", length: 3 },
    });
  });

  it("rejects a mismatch with INVALID_RESULT naming every failing path, the result as data", async () => {
    const result: CallToolResult = { content: [], structuredContent: { greeting: 1, nested: {} } };
    const schema = z.object({ greeting: z.string(), nested: z.object({ count: z.number() }) });
    const error = await validateToolResult(result, schema, "greet").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      kind: "INVALID_RESULT",
      data: result,
      message: expect.stringMatching(
        /^Invalid result from tool greet: structuredContent\.greeting: .*; structuredContent\.nested\.count: /,
      ),
    });
  });

  it("rejects a result without structuredContent, and leaves the tool name out when not given", async () => {
    await expect(validateToolResult({ content: [] }, GreetOutput)).rejects.toMatchObject({
      kind: "INVALID_RESULT",
      message: expect.stringMatching(/^Invalid result: structuredContent: /),
    });
  });

  it("takes any Standard Schema, and names symbol and index path segments", async () => {
    const schema: StandardSchemaV1<unknown, { ok: true }> = {
      "~standard": {
        version: 1,
        vendor: "hand-written",
        validate: () => ({ issues: [{ message: "bad", path: [{ key: Symbol("tag") }, 0] }, { message: "worse" }] }),
      },
    };
    await expect(validateToolResult({ content: [], structuredContent: {} }, schema)).rejects.toMatchObject({
      message: "Invalid result: structuredContent.Symbol(tag).0: bad; structuredContent: worse",
    });
  });

  it("passes error results unchecked", async () => {
    const failed: CallToolResult = { content: [{ type: "text", text: "no" }], isError: true };
    await expect(validateToolResult(failed, GreetOutput)).resolves.toBe(failed);
  });

  it("checks the tool-result path too: a result the host pushes to ontoolresult", async () => {
    const { app, host } = await connected(SDK_1);
    const settled = vi.fn();
    app.ontoolresult = (result) => void validateToolResult(result, GreetOutput, "greet").then(settled, settled);
    host.notify("ui/notifications/tool-result", { content: [], structuredContent: { greeting: "hi", length: "2" } });
    await vi.waitFor(() => expect(settled).toHaveBeenCalledTimes(1));
    expect(settled.mock.calls[0]?.[0]).toMatchObject({
      kind: "INVALID_RESULT",
      message: expect.stringContaining("structuredContent.length"),
    });
  });
});

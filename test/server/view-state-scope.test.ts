// @vitest-environment node
// Whose states a call sees, on each SDK generation: by default the MCP session's (two sessions over one
// store never see each other's), or the `scope` option's, such as the signed-in user read from the
// request's context as each generation gives it; keys are built so that no viewUUID reaches another
// scope's key.
import { describe, expect, it } from "vitest";
import { memoryViewStateStore } from "../../src/server/index.js";
import { GENERATIONS } from "./generations.js";
import { answered, failed, getState, servingViewState, setState } from "./view-state-support.js";
import { itWhere } from "../support/applies.js";

describe.each(GENERATIONS)("scoping on $name", (generation) => {
  const serveViewState = servingViewState(generation);

  itWhere(generation.sessions)("keeps each MCP session's states apart, over one store", async () => {
    const store = memoryViewStateStore();
    const [alice, bob, aliceAgain] = [
      await serveViewState({ store }, "session-a"),
      await serveViewState({ store }, "session-b"),
      await serveViewState({ store }, "session-a"),
    ];
    expect(await setState(alice, { viewUUID: "same", baseVersion: 0, state: "alice's" })).toEqual(answered({ version: 1 }));
    expect(await getState(bob, { viewUUID: "same" })).toEqual(answered({ version: 0 }));
    expect(await setState(bob, { viewUUID: "same", baseVersion: 0, state: "bob's" })).toEqual(answered({ version: 1 }));
    expect(await getState(alice, { viewUUID: "same" })).toEqual(answered({ version: 1, state: "alice's" }));
    expect(await getState(aliceAgain, { viewUUID: "same" })).toEqual(answered({ version: 1, state: "alice's" }));
  });

  it("shares one scope between connections without a session, unless the scope option tells them apart", async () => {
    const store = memoryViewStateStore();
    const [first, second] = [await serveViewState({ store }), await serveViewState({ store })];
    await setState(first, { viewUUID: "v", baseVersion: 0, state: "shared" });
    expect(await getState(second, { viewUUID: "v" })).toEqual(answered({ version: 1, state: "shared" }));
    const [carol, dave] = [await serveViewState({ store, scope: () => "carol" }), await serveViewState({ store, scope: () => "dave" })];
    expect(await getState(carol, { viewUUID: "v" })).toEqual(answered({ version: 0 }));
    await setState(carol, { viewUUID: "v", baseVersion: 0, state: "carol's" });
    expect(await getState(dave, { viewUUID: "v" })).toEqual(answered({ version: 0 }));
  });

  itWhere(generation.sessions)("lets the scope option override the session: one user's two sessions share their states", async () => {
    const store = memoryViewStateStore();
    const scope = () => "user-1";
    const [phone, laptop] = [await serveViewState({ store, scope }, "session-a"), await serveViewState({ store, scope }, "session-b")];
    await setState(phone, { viewUUID: "v", baseVersion: 0, state: "from the phone" });
    expect(await getState(laptop, { viewUUID: "v" })).toEqual(answered({ version: 1, state: "from the phone" }));
  });

  it("scopes by the signed-in user with the scope the docs show, read from the request's context", async () => {
    const store = memoryViewStateStore();
    const scope = generation.userScope;
    const [alice, bob, aliceAgain] = [
      await serveViewState({ store, scope }, undefined, { user: "alice" }),
      await serveViewState({ store, scope }, undefined, { user: "bob" }),
      await serveViewState({ store, scope }, undefined, { user: "alice" }),
    ];
    expect(await setState(alice, { viewUUID: "v", baseVersion: 0, state: "alice's" })).toEqual(answered({ version: 1 }));
    expect(await getState(bob, { viewUUID: "v" })).toEqual(answered({ version: 0 }));
    expect(await getState(aliceAgain, { viewUUID: "v" })).toEqual(answered({ version: 1, state: "alice's" }));
  });

  it("never lets a crafted viewUUID reach another scope's key", async () => {
    const store = memoryViewStateStore();
    const pairs: [string | undefined, string][] = [
      ["a:b", "c"],
      ["a", "b:c"],
      ["a", '","b'],
      ['a","', "b"],
      [undefined, "x"],
      ["null", "x"],
      ["", "x"],
    ];
    const clients = [];
    for (const [scope] of pairs) clients.push(await serveViewState({ store, scope: () => scope }));
    for (const [i, [, viewUUID]] of pairs.entries())
      expect(await setState(clients[i]!, { viewUUID, baseVersion: 0, state: i })).toEqual(answered({ version: 1 }));
    for (const [i, [, viewUUID]] of pairs.entries())
      expect(await getState(clients[i]!, { viewUUID })).toEqual(answered({ version: 1, state: i }));
  });

  it("answers an error result when the scope option throws or returns something that is not a string", async () => {
    const throwing = await serveViewState({
      scope: () => {
        throw new Error("not signed in");
      },
    });
    expect(await getState(throwing, { viewUUID: "v" })).toEqual(
      failed('View state for "v" is not available: the scope option failed: not signed in'),
    );
    const numbered = await serveViewState({ scope: () => 7 as never });
    expect(await setState(numbered, { viewUUID: "v", baseVersion: 0, state: 1 })).toEqual(
      failed('View state for "v" is not available: the scope option returned a number, not a string or undefined'),
    );
  });
});

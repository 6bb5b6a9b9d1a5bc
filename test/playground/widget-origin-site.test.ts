// @vitest-environment node
// The widget origin serves views from another site than the host page (a site is a scheme and a
// registrable host: another port on 127.0.0.1 is the same site), so that Chromium runs a view in a
// renderer of its own: a page on 127.0.0.1 gets its views from localhost, one on localhost from 127.0.0.1.
import { afterAll, beforeAll, expect, it } from "vitest";
import { WidgetOrigin } from "../../playground/server/widget-origin.js";

const frames = new WidgetOrigin();
let port = "";
beforeAll(async () => void (port = new URL(await frames.start("127.0.0.1")).port));
afterAll(() => frames.close());

it("serves views from localhost to a page on 127.0.0.1, and from 127.0.0.1 to a page on localhost", () => {
  expect(frames.origin).toBe(`http://localhost:${port}`);
  expect(frames.originFor("127.0.0.1:5173")).toBe(`http://localhost:${port}`);
  expect(frames.originFor("localhost:5173")).toBe(`http://127.0.0.1:${port}`);
  expect(frames.originFor("[::1]:5173")).toBe(`http://localhost:${port}`);
});

it("keeps another name as it is: no other name of this machine is known to reach the server", () => {
  expect(frames.originFor("192.168.1.5:5173")).toBe(`http://192.168.1.5:${port}`);
});

it("answers a frame's URL on the other site", async () => {
  const { url } = frames.add("<p>hi</p>", { origin: frames.originFor("127.0.0.1:5173") });
  expect(new URL(url).hostname).toBe("localhost");
  const answer = await fetch(url.replace("localhost", "127.0.0.1"), { headers: { host: new URL(url).host } });
  expect([answer.status, (await answer.text()).includes("<p>hi</p>")]).toEqual([200, true]);
});

// Properties several owners set on one element: each owner's own values, the most recent owner's
// shown, and the element's own value back when the last owner lets go.
import { describe, expect, it } from "vitest";
import { attributesOf, own, styleOf } from "../../src/styles/owned-properties.js";

const element = () => document.createElement("div");
/** Two owners, as two Apps would be. */
const a = { owner: "a" };
const b = { owner: "b" };

describe("own", () => {
  it("sets every value the owner gives", () => {
    const el = element();
    own(styleOf(el), a, { "--x": "1", color: "red" });
    expect([el.style.getPropertyValue("--x"), el.style.color]).toEqual(["1", "red"]);
  });

  it("shows the value of the owner that set it most recently", () => {
    const el = element();
    const style = styleOf(el);
    own(style, a, { "--x": "a" });
    own(style, b, { "--x": "b" });
    own(style, a, { "--x": "a again" });
    expect(el.style.getPropertyValue("--x")).toBe("a again");
  });

  it("shows the other owner's value when the most recent owner lets go of a property", () => {
    const el = element();
    const style = styleOf(el);
    own(style, a, { "--x": "a" });
    own(style, b, { "--x": "b" });
    own(style, b, {});
    expect(el.style.getPropertyValue("--x")).toBe("a");
  });

  it("gives the element its own value back when the last owner lets go", () => {
    const el = element();
    el.style.setProperty("--x", "mine");
    const style = styleOf(el);
    own(style, a, { "--x": "a" });
    own(style, b, { "--x": "b" });
    own(style, a, {});
    own(style, b, {});
    expect(el.style.getPropertyValue("--x")).toBe("mine");
  });

  it("removes a property the element did not have once no owner sets it", () => {
    const el = element();
    own(styleOf(el), a, { "--x": "a" });
    own(styleOf(el), a, {});
    expect(el.getAttribute("style") ?? "").toBe("");
  });

  it("lets go only of what the owner stopped giving, and keeps the rest", () => {
    const el = element();
    const style = styleOf(el);
    own(style, a, { "--x": "1", "--y": "2" });
    own(style, a, { "--y": "3" });
    expect([el.style.getPropertyValue("--x"), el.style.getPropertyValue("--y")]).toEqual(["", "3"]);
  });

  it("keeps the claims of one element apart from another's", () => {
    const [one, two] = [element(), element()];
    own(styleOf(one), a, { "--x": "one" });
    own(styleOf(two), a, { "--x": "two" });
    own(styleOf(one), a, {});
    expect([one.style.getPropertyValue("--x"), two.style.getPropertyValue("--x")]).toEqual(["", "two"]);
  });

  it("works the same on attributes, restoring the element's own attribute", () => {
    const el = element();
    el.setAttribute("data-theme", "light");
    const attributes = attributesOf(el);
    own(attributes, a, { "data-theme": "dark" });
    expect(el.getAttribute("data-theme")).toBe("dark");
    own(attributes, a, {});
    expect(el.getAttribute("data-theme")).toBe("light");
  });

  it("removes an attribute the element did not have once no owner sets it", () => {
    const el = element();
    own(attributesOf(el), a, { "data-theme": "dark" });
    own(attributesOf(el), a, {});
    expect(el.hasAttribute("data-theme")).toBe(false);
  });
});

// Layout checks run inside a page (page.evaluate): what is clipped without a scrollbar, and which
// labels cannot be read. Each function is self-contained, because it is serialised into the page.

/** Every element that hides part of its content without a scrollbar, every input whose text does not fit, and a page wider than the window. */
export function clippedElements(): string[] {
  const name = (el: Element) =>
    `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${typeof el.className === "string" && el.className ? `.${el.className.trim().split(/\s+/).join(".")}` : ""}`;
  const canvas = document.createElement("canvas").getContext("2d")!;
  const textWidth = (el: Element, text: string) => {
    const s = getComputedStyle(el);
    canvas.font = `${s.fontStyle} ${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
    return canvas.measureText(text).width;
  };
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page is ${root.scrollWidth - root.clientWidth}px wider than the window`);
  for (const el of document.querySelectorAll("body *")) {
    const s = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    if (s.display === "none" || s.visibility === "hidden" || box.width <= 1 || box.height <= 1 || el.closest("[hidden]")) continue;
    if (/hidden|clip/.test(s.overflowX) && el.scrollWidth > el.clientWidth + 1)
      problems.push(`${name(el)} cuts off ${el.scrollWidth - el.clientWidth}px of its width`);
    if (/hidden|clip/.test(s.overflowY) && el.scrollHeight > el.clientHeight + 1)
      problems.push(`${name(el)} cuts off ${el.scrollHeight - el.clientHeight}px of its height`);
    if (el.matches("input:not([type]), input[type=text], input[type=search], input[type=number], select")) {
      const input = el as HTMLInputElement | HTMLSelectElement;
      const text = input instanceof HTMLSelectElement ? (input.selectedOptions[0]?.text ?? "") : input.value || input.placeholder;
      const room =
        input.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - (input instanceof HTMLSelectElement ? 18 : 0);
      if (textWidth(el, text) > room + 1) problems.push(`${name(el)} cuts off its text "${text}"`);
    }
  }
  return problems;
}

/** Labels (buttons, tabs, labels, headings) whose text contrast with its background is under 3:1. */
export function unreadableLabels(): string[] {
  const parse = (color: string): [number, number, number, number] | undefined => {
    const rgb = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
    if (rgb) return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255, rgb[4] === undefined ? 1 : Number(rgb[4])];
    const srgb = /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)/.exec(color);
    return srgb ? [Number(srgb[1]), Number(srgb[2]), Number(srgb[3]), srgb[4] === undefined ? 1 : Number(srgb[4])] : undefined;
  };
  const luminance = ([r, g, b]: number[]) =>
    [r!, g!, b!]
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const background = (el: Element | null): number[] => {
    for (let node = el; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color && color[3] > 0.5) return color;
    }
    return [1, 1, 1, 1];
  };
  const problems: string[] = [];
  for (const el of document.querySelectorAll("button, [role=tab], label, legend, h1, h2, th")) {
    const box = el.getBoundingClientRect();
    if (!el.textContent?.trim() || box.width <= 1 || (el as HTMLButtonElement).disabled || el.closest("[hidden], .visually-hidden"))
      continue;
    const fg = parse(getComputedStyle(el).color);
    if (!fg) continue;
    const [a, b] = [luminance(fg), luminance(background(el))];
    const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    if (ratio < 3) problems.push(`"${el.textContent.trim()}" has a contrast of ${ratio.toFixed(2)}:1`);
  }
  return problems;
}

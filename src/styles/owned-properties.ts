// Properties of one element that several owners may set at once: two Apps on one page each keep the
// document in step with their host. Each owner holds its own values; the value shown is that of the
// owner that set it most recently; when the last owner lets go, the element gets back the value it
// had before any of them.

/** One kind of property of one element: its inline style properties, or its attributes. */
export interface PropertyTarget {
  /** What the claims are kept by (the same node for every target of the same properties). */
  readonly node: object;
  get(name: string): string | null;
  /** Sets the property, or removes it for `null`. */
  set(name: string, value: string | null): void;
}

interface Claim {
  /** The element's own value before the first owner set it. */
  original: string | null;
  /** Owner → its value, the most recent last. */
  values: Map<object, string>;
}

const claimsByNode = new WeakMap<object, Map<string, Claim>>();

/** Inline style properties of `element` (custom properties included). */
export function styleOf(element: HTMLElement): PropertyTarget {
  const style = element.style;
  return {
    node: style,
    get: (name) => style.getPropertyValue(name) || null,
    set: (name, value) => (value === null ? style.removeProperty(name) : style.setProperty(name, value)),
  };
}

/** Attributes of `element`. */
export function attributesOf(element: HTMLElement): PropertyTarget {
  return {
    node: element,
    get: (name) => element.getAttribute(name),
    set: (name, value) => (value === null ? element.removeAttribute(name) : element.setAttribute(name, value)),
  };
}

/**
 * Makes `values` all that `owner` sets on `target`: each is set, and a property the owner set before
 * and not now is let go (it shows another owner's value, or the element's own).
 */
export function own(target: PropertyTarget, owner: object, values: Readonly<Record<string, string>>): void {
  let claims = claimsByNode.get(target.node);
  if (!claims) claimsByNode.set(target.node, (claims = new Map()));
  for (const [name, claim] of claims) {
    if (claim.values.has(owner) && !Object.hasOwn(values, name)) letGo(target, claims, name, claim, owner);
  }
  for (const [name, value] of Object.entries(values)) {
    let claim = claims.get(name);
    if (!claim) claims.set(name, (claim = { original: target.get(name), values: new Map() }));
    claim.values.delete(owner); // re-inserted last: the most recent value is shown
    claim.values.set(owner, value);
    target.set(name, value);
  }
}

function letGo(target: PropertyTarget, claims: Map<string, Claim>, name: string, claim: Claim, owner: object): void {
  claim.values.delete(owner);
  const remaining = [...claim.values.values()];
  if (remaining.length) return target.set(name, remaining[remaining.length - 1]!);
  target.set(name, claim.original);
  claims.delete(name);
}

// Conformance: the rules (rules.ts) and their checks (static.ts, wire.ts, design.ts), and how a
// fixture and a test host's record feed them.
import { RESOURCE_MIME_TYPE, type Tool } from "../../index.js";
import { fixtureToolName, type Fixture } from "../fixture.js";
import type { Finding } from "./rules.js";
import type { ServerSnapshot } from "./static.js";

export { RULES, ruleById } from "./rules.js";
export type { Finding, FindingLocation, Rule, RuleId, RuleKind, RuleSeverity, RuleSource } from "./rules.js";
export { checkServer, viewOf } from "./static.js";
export { estimateTokens } from "../../index.js";
export type { ReadContent, ServerSnapshot } from "./static.js";
export { checkWire } from "./wire.js";
export type { WireMessage, WireOptions } from "./wire.js";
export { checkRendered, checkStyles, probeDocument, varsWithoutFallback } from "./design.js";
export type { DocumentProbe, RenderProbe } from "./design.js";
export { AXE_RULES } from "./a11y-rules.js";
export { accessibilityProbe } from "./a11y-probe.js";
export type {
  A11yPlace,
  A11yProbe,
  AxeEngine,
  AxeViolation,
  ContrastShortfall,
  ErrorTextSeen,
  HostStyleSeen,
  KeyboardSeen,
  TextSnapshot,
  ZoomSeen,
} from "./a11y-probe.js";
export { checkAccessibility } from "./a11y.js";
export type { AccessibilitySeen, ContrastSeen } from "./a11y.js";

/** What a fixture tells of its server: the tool, its view as read, and its result. */
export function fixtureSnapshot(fixture: Fixture): ServerSnapshot {
  const name = fixtureToolName(fixture);
  const resource = fixture.resource;
  const tool: Tool =
    typeof fixture.tool === "string"
      ? { name, inputSchema: { type: "object" }, ...(resource && { _meta: { ui: { resourceUri: resource.uri } } }) }
      : fixture.tool;
  const contents =
    resource?.text !== undefined
      ? [
          {
            uri: resource.uri,
            mimeType: resource.mimeType ?? RESOURCE_MIME_TYPE,
            text: resource.text,
            ...(resource._meta && { _meta: resource._meta }),
          },
        ]
      : undefined;
  return { tools: [tool], reads: resource && contents ? { [resource.uri]: { contents } } : {}, results: { [name]: fixture.result } };
}

/**
 * Where a finding is, as a line shows it: its subject (`tool show_orders`); with a location, the
 * line and column in it (`ui://weather/app.html:42:7`), or the source file a map named
 * (`src/styles.css:12:3 in ui://weather/app.html`).
 */
export function findingPlace(f: Finding): string {
  const at = f.location;
  if (!at) return f.subject;
  if (at.source) return `${at.source.file}:${at.source.line}:${at.source.column} in ${f.subject}`;
  return `${f.subject}:${at.line}:${at.column}`;
}

/** Findings as lines for a failure message: `error APP-101 (view): … Fix: …`. */
export function findingsText(findings: readonly Finding[]): string {
  return findings.map((f) => `${f.severity} ${f.rule} (${findingPlace(f)}): ${f.message} Fix: ${f.fix}`).join("\n");
}

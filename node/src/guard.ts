/**
 * The guard: check before a tool call, enforce the verdict, record what happened.
 *
 * HALT and REDIRECT throw, WARN calls `onWarn`, and the result or the error
 * of the call is written back as an OUTCOME entry that depends on the
 * decision's basis, so the next check sees what this action did and on what
 * grounds.
 */

import { ActionHalted, ActionRedirected, MageError } from "./errors.js";
import type { Logger } from "./settings.js";
import type { Action, ActionType, Context, Decision, MemoryEntry, OutcomeReport } from "./types.js";

const MAX_ARG_CHARS = 1000;
const MAX_OUTCOME_CHARS = 4000;

/** What `guard(fn, options)` takes. */
export interface GuardOptions<A extends unknown[] = unknown[]> {
  session: string;
  /** Default "tool_write". */
  actionType?: ActionType;
  /** Default: the function's name. */
  tool?: string;
  /** The memories the action relies on, fixed or computed from the call's arguments. */
  memoryIds?: readonly string[] | ((...args: A) => Iterable<string>);
  context?: Context;
  /** Called with the decision on WARN; the call goes ahead once it settles. */
  onWarn?: (decision: Decision) => unknown;
  description?: string;
  /**
   * The action's arguments as text for the sidecar's rules; default: the fields of a
   * single object argument, else `arg0`, `arg1`, ...
   */
  arguments?: (...args: A) => Record<string, string>;
  /** Write the call's result or error back as an OUTCOME entry; default true. */
  record?: boolean;
  /** A lesson to record from what the call did; undefined records none. */
  outcome?: (decision: Decision, result: unknown, error: unknown) => OutcomeReport | undefined;
}

/** What the guard needs from a client. */
export interface GuardHost {
  check(session: string, action: Action, options: { context?: Context; memoryIds?: readonly string[] }): Promise<Decision>;
  write(entry: MemoryEntry): string;
  recordOutcome(report: OutcomeReport): Promise<unknown>;
  readonly logger: Logger;
}

/** Wrap an async function so that every call is checked first; see `MageClient.guard`. */
export function guard<A extends unknown[], R>(
  host: GuardHost,
  fn: (...args: A) => Promise<R> | R,
  options: GuardOptions<A>,
): (...args: A) => Promise<R> {
  const tool = options.tool || fn.name;
  return async (...args: A): Promise<R> => {
    const action: Action = {
      type: options.actionType ?? "tool_write",
      tool,
      arguments: options.arguments ? options.arguments(...args) : callArguments(args),
      description: options.description ?? "",
    };
    const basis = basisOf(options, args);
    const decision = await host.check(options.session, action, { context: options.context, memoryIds: basis });
    await enforce(decision, options.onWarn);
    try {
      const result = await fn(...args);
      await after(host, options, action, decision, basis, { result });
      return result;
    } catch (error) {
      await after(host, options, action, decision, basis, { error });
      throw error;
    }
  };
}

/** Throw for HALT and REDIRECT; for WARN, await `onWarn`. */
export async function enforce(decision: Decision, onWarn?: (d: Decision) => unknown): Promise<void> {
  switch (decision.verdict) {
    case "PROCEED":
      return;
    case "WARN":
      await onWarn?.(decision);
      return;
    case "REDIRECT":
      throw new ActionRedirected(decision);
    case "HALT":
      throw new ActionHalted(decision);
    default: {
      const unknown: never = decision.verdict;
      throw new MageError(`unknown verdict ${String(unknown)}`);
    }
  }
}

function basisOf<A extends unknown[]>(options: GuardOptions<A>, args: A): string[] {
  const ids = options.memoryIds;
  return typeof ids === "function" ? [...ids(...args)] : [...(ids ?? [])];
}

/** The call's arguments as text the sidecar's rules can read. */
export function callArguments(args: readonly unknown[]): Record<string, string> {
  const [only] = args;
  if (args.length === 1 && only !== null && typeof only === "object" && !Array.isArray(only)) {
    return Object.fromEntries(Object.entries(only).map(([k, v]) => [k, asText(v)]));
  }
  return Object.fromEntries(args.map((v, i) => [`arg${i}`, asText(v)]));
}

type Ending = { result: unknown } | { error: unknown };

async function after<A extends unknown[]>(
  host: GuardHost,
  options: GuardOptions<A>,
  action: Action,
  decision: Decision,
  basis: string[],
  ending: Ending,
): Promise<void> {
  const said = "error" in ending ? `raised ${describeError(ending.error)}` : `returned ${asText(ending.result)}`;
  // The call already happened, so failing to record it is logged, never thrown.
  if (options.record ?? true) {
    try {
      host.write(outcomeEntry(options.session, action, decision, basis, said));
    } catch (err) {
      host.logger.warn(`mage guard could not record outcome-${decision.decisionId}: ${String(err)}`);
    }
  }
  await learn(host, options, decision, ending);
}

/** The OUTCOME entry recording a guarded call; its id joins it to the decision. */
export function outcomeEntry(session: string, action: Action, decision: Decision, basis: string[], said: string): MemoryEntry {
  const args = Object.entries(action.arguments ?? {}).map(([k, v]) => `${k}=${v}`).join(", ");
  return {
    id: `outcome-${decision.decisionId}`,
    content: clip(`${action.tool}(${args}) ${said}`, MAX_OUTCOME_CHARS),
    source: "tool",
    confidence: 1.0, // a record of what the call did, not a claim about the world
    kind: "outcome",
    session,
    tool: action.tool ?? "",
    dependsOn: decision.basis.length ? decision.basis : basis,
    tags: ["mage.guard", `decision:${decision.decisionId}`],
  };
}

async function learn<A extends unknown[]>(host: GuardHost, options: GuardOptions<A>, decision: Decision, ending: Ending): Promise<void> {
  // A local decision was never seen by the sidecar, so there is nothing to tie a lesson to.
  if (!options.outcome || decision.decisionId.startsWith("local-")) return;
  const report = "error" in ending ? options.outcome(decision, undefined, ending.error) : options.outcome(decision, ending.result, undefined);
  if (report === undefined) return;
  try {
    await host.recordOutcome({ ...report, decisionId: report.decisionId || decision.decisionId, session: report.session || options.session });
  } catch (err) {
    host.logger.warn(`mage guard could not record the outcome of ${decision.decisionId}: ${String(err)}`);
  }
}

function describeError(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : asText(error);
}

function asText(value: unknown): string {
  let text: string;
  if (typeof value === "string") text = value;
  else {
    try {
      text = JSON.stringify(value) ?? String(value);
    } catch {
      text = String(value); // a cycle, or a BigInt
    }
  }
  return clip(text, MAX_ARG_CHARS);
}

function clip(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit - 1)}…`;
}

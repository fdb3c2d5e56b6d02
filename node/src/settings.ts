/**
 * The client's configuration, and what a check answers when the sidecar cannot.
 *
 * On an unreachable sidecar a guardrail that throws turns an outage into a
 * crash of every agent, and one that silently allows turns it into no
 * guardrail. So the client answers itself, by policy: destructive actions
 * halt, reads warn, internal reasoning proceeds, unless the caller says
 * otherwise, and the decision's "local-" id shows that no sidecar saw it.
 */

import { randomBytes } from "node:crypto";
import { debuglog } from "node:util";

import type * as grpc from "@grpc/grpc-js";

import { InvalidArgument } from "./errors.js";
import { resolveTarget, type Connection } from "./transport.js";
import { ActionType, Verdict, type Decision, type RiskComponent } from "./types.js";
import { writerOptions, type WriterOptions } from "./writer-state.js";

export const LOCAL_PREFIX = "local-";

/** What a fallback may answer, by action type. */
export type FallbackVerdict = "halt" | "warn" | "proceed";

export const DEFAULT_ON_UNAVAILABLE: Readonly<Record<ActionType, FallbackVerdict>> = {
  tool_write: "halt",
  final_output: "halt",
  tool_read: "warn",
  custom: "warn",
  internal_reasoning: "proceed",
};

// A check sent with deadlineMs gets this much longer on the client's clock, so the
// sidecar's own deadline policy answers rather than the client's fallback.
const DEADLINE_GRACE_MS = 250;

/** Where the client's few log lines go; the default warns on the console. */
export interface Logger {
  debug(message: string): void;
  warn(message: string): void;
}

const debug = debuglog("mage");
export const DEFAULT_LOGGER: Logger = { debug, warn: (m) => console.warn(m) };

/** What `new MageClient(...)` takes; every field is optional. */
export interface ClientOptions {
  /** `unix:///path.sock`, an absolute socket path, or `host:port`; default $MAGE_TARGET, else unix:///tmp/mage.sock. */
  target?: string;
  /** Sent as `authorization: Bearer <token>` on every call. */
  token?: string;
  /** TLS channel credentials (`credentials.createSsl(ca)`); plaintext when absent. */
  credentials?: grpc.ChannelCredentials;
  /** The verdict a check answers, per action type, when the sidecar is unreachable. */
  onUnavailable?: Partial<Record<ActionType, FallbackVerdict>>;
  /** How long a check without `deadlineMs` waits before falling back; default 5000. */
  checkTimeoutMs?: number;
  /** How long the other calls wait before throwing SidecarUnavailable; default 10000. */
  timeoutMs?: number;
  /** Batching and reconnect behaviour of the buffered writers. */
  writer?: Partial<WriterOptions>;
  /** Extra gRPC channel options. */
  channelOptions?: grpc.ChannelOptions;
  logger?: Logger;
}

/** The options validated once, with their defaults filled in. */
export interface Settings {
  connection: Connection;
  fallback: Record<ActionType, Verdict>;
  checkTimeoutMs: number;
  timeoutMs: number;
  writer: WriterOptions;
  logger: Logger;
}

/** Validate the constructor's options; errors name the option. */
export function buildSettings(o: ClientOptions): Settings {
  const checkTimeoutMs = positive(o.checkTimeoutMs ?? 5000, "checkTimeoutMs");
  const timeoutMs = positive(o.timeoutMs ?? 10000, "timeoutMs");
  return {
    connection: {
      target: resolveTarget(o.target),
      token: o.token,
      credentials: o.credentials,
      channelOptions: o.channelOptions,
    },
    fallback: fallbackPolicy(o.onUnavailable),
    checkTimeoutMs,
    timeoutMs,
    writer: writerOptions(o.writer),
    logger: o.logger ?? DEFAULT_LOGGER,
  };
}

function positive(value: number, name: string): number {
  if (!(value > 0)) throw new InvalidArgument(name, "must be a positive number of milliseconds");
  return value;
}

/** Merge the caller's choices over the defaults, validating each one. */
export function fallbackPolicy(
  overrides: Partial<Record<string, string>> | undefined,
): Record<ActionType, Verdict> {
  const merged = { ...DEFAULT_ON_UNAVAILABLE, ...overrides };
  const policy = {} as Record<ActionType, Verdict>;
  for (const [key, value] of Object.entries(merged)) {
    if (!(Object.values(ActionType) as string[]).includes(key)) {
      throw new InvalidArgument(`onUnavailable.${key}`, "not an action type");
    }
    const verdict = String(value).toUpperCase();
    if (!["HALT", "WARN", "PROCEED"].includes(verdict)) {
      throw new InvalidArgument(`onUnavailable.${key}`, `${JSON.stringify(value)} is not one of "halt", "warn", "proceed"`);
    }
    policy[key as ActionType] = verdict as Verdict;
  }
  return policy;
}

/** The client-side deadline of one check. */
export function checkTimeout(s: Settings, deadlineMs: number, timeoutMs?: number): number {
  if (timeoutMs !== undefined) return timeoutMs;
  return deadlineMs ? deadlineMs + DEADLINE_GRACE_MS : s.checkTimeoutMs;
}

const NO_RISK: RiskComponent = { score: 0, evidence: [] };

/** The decision the client makes for itself when the sidecar did not answer. */
export function localDecision(actionType: ActionType, verdict: Verdict, reason: string): Decision {
  return {
    decisionId: localId(),
    verdict,
    risk: { consistency: NO_RISK, factuality: NO_RISK, safety: NO_RISK, dependency: NO_RISK, precedent: NO_RISK },
    message: `sidecar unreachable (${reason}); client fallback for ${actionType} applied: ${verdict}`,
    snapshotSeq: 0,
    redirects: [],
    repairs: [],
    tiers: [{ tier: "client_fallback", status: "ran", latencyMs: 0, detail: reason }],
    basis: [],
    policyHash: "",
    modelVersion: "",
    critical: [],
    attributionBounded: false,
    lessons: [],
  };
}

/** A sortable id like the sidecar's: milliseconds, then randomness. */
export function localId(): string {
  return `${LOCAL_PREFIX}${Date.now().toString(16).padStart(13, "0")}${randomBytes(6).toString("hex")}`;
}

/** True for a decision the client made because the sidecar was unreachable. */
export function isLocal(decision: Decision): boolean {
  return decision.decisionId.startsWith(LOCAL_PREFIX);
}

/**
 * Conversion between the generated protobuf messages and the client's own types.
 *
 * The only module besides `transport.ts` that touches `gen/`. Enum values go
 * out by name (`"tool_write"` -> `ACTION_TYPE_TOOL_WRITE`) and 64-bit
 * integers come back as numbers: sequence numbers and Unix milliseconds stay
 * far below 2^53.
 */

import { create } from "@bufbuild/protobuf";

import { InvalidArgument, MageError } from "./errors.js";
import * as pb from "./gen/mage/v1/mage_pb.js";
import type * as t from "./types.js";

type PbEnum = Record<string, string | number>;

/** The proto enum's number for one of our values; throws naming the field when it has none. */
function enumToPb(pbEnum: PbEnum, value: unknown, field: string): number {
  const number = typeof value === "string" ? pbEnum[value.toUpperCase()] : undefined;
  if (typeof number !== "number" || number === 0) {
    const allowed = enumNames(pbEnum).map((n) => `"${n.toLowerCase()}"`);
    throw new InvalidArgument(field, `${JSON.stringify(value)} is not one of ${allowed.join(", ")}`);
  }
  return number;
}

function enumFromPb<T extends string>(pbEnum: PbEnum, number: number, field: string): T {
  const name = pbEnum[number];
  if (typeof name !== "string" || number === 0) {
    throw new MageError(`${field}: the sidecar sent unknown value ${number}`);
  }
  return name.toLowerCase() as T;
}

function enumNames(pbEnum: PbEnum): string[] {
  return Object.keys(pbEnum).filter((k) => typeof pbEnum[k] === "number" && pbEnum[k] !== 0);
}

function text(value: unknown, field: string): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string") throw new InvalidArgument(field, "expected a string");
  return value;
}

function texts(values: readonly unknown[] | undefined, field: string): string[] {
  return (values ?? []).map((v, i) => text(v, `${field}[${i}]`));
}

function int64(value: number | undefined, field: string): bigint {
  if (value === undefined) return 0n;
  if (!Number.isFinite(value)) throw new InvalidArgument(field, "expected a number");
  return BigInt(Math.trunc(value));
}

// --- memory entries -------------------------------------------------------------

/** The wire form of an entry; a value that cannot be sent throws `InvalidArgument`. */
export function entryToPb(e: t.MemoryEntry, where = "entry"): pb.MemoryEntry {
  if (typeof e.confidence !== "number") {
    throw new InvalidArgument(`${where}.confidence`, "required, a number in [0, 1]");
  }
  return create(pb.MemoryEntrySchema, {
    id: text(e.id, `${where}.id`),
    session: text(e.session, `${where}.session`),
    content: text(e.content, `${where}.content`),
    kind: enumToPb(pb.Kind, e.kind ?? "observation", `${where}.kind`),
    source: enumToPb(pb.Source, e.source, `${where}.source`),
    tool: text(e.tool, `${where}.tool`),
    confidence: e.confidence,
    dependsOn: texts(e.dependsOn, `${where}.dependsOn`),
    claims: (e.claims ?? []).map((c) => create(pb.ClaimSchema, { ...c })),
    tags: texts(e.tags, `${where}.tags`),
    createdMs: int64(e.createdMs, `${where}.createdMs`),
  });
}

/** Our entry, from a stored entry the sidecar sent back. */
export function entryFromPb(m: pb.MemoryEntry): t.MemoryEntry {
  return {
    id: m.id,
    session: m.session,
    content: m.content,
    kind: enumFromPb<t.Kind>(pb.Kind, m.kind, "entry.kind"),
    source: enumFromPb<t.Source>(pb.Source, m.source, "entry.source"),
    tool: m.tool,
    confidence: m.confidence ?? 0,
    dependsOn: [...m.dependsOn],
    claims: m.claims.map((c) => ({ entity: c.entity, attribute: c.attribute, value: c.value })),
    tags: [...m.tags],
    createdMs: Number(m.createdMs),
  };
}

/** One batch of the Write stream. */
export function writeRequestToPb(batchId: number, entries: readonly pb.MemoryEntry[]): pb.WriteRequest {
  return create(pb.WriteRequestSchema, { batchId: BigInt(batchId), entries: [...entries] });
}

export function ackFromPb(m: pb.WriteAck): t.WriteAck {
  const code = m.error?.code ?? 0;
  return {
    batchId: Number(m.batchId),
    durableSeq: Number(m.durableSeq),
    entries: m.entries.map((e) => ({
      id: e.id,
      seq: Number(e.seq),
      duplicate: e.duplicate,
      flags: e.flags.map((f) => ({ rule: f.rule, memoryIds: [...f.memoryIds], detail: f.detail })),
    })),
    errorCode: code,
    errorMessage: m.error?.message ?? "",
    retryAfterMs: m.error?.retryAfterMs ?? 0,
    ok: code === 0,
  };
}

// --- checks and decisions -------------------------------------------------------

export function actionToPb(a: t.Action, where = "action"): pb.Action {
  return create(pb.ActionSchema, {
    type: enumToPb(pb.ActionType, a.type, `${where}.type`),
    customType: text(a.customType, `${where}.customType`),
    tool: text(a.tool, `${where}.tool`),
    arguments: { ...a.arguments },
    description: text(a.description, `${where}.description`),
  });
}

export function contextToPb(c: t.Context | undefined): pb.Context {
  return create(pb.ContextSchema, {
    environment: c?.environment ?? "",
    phase: c?.phase ?? "",
    labels: { ...c?.labels },
  });
}

/** A Check request; `memoryIds` empty means the session's recent window. */
export function checkToPb(
  session: string,
  action: t.Action,
  context: t.Context | undefined,
  memoryIds: readonly string[],
  deadlineMs: number,
): pb.CheckRequest {
  return create(pb.CheckRequestSchema, {
    session: text(session, "session"),
    action: actionToPb(action),
    context: contextToPb(context),
    memoryIds: texts(memoryIds, "memoryIds"),
    deadlineMs,
  });
}

function verdictFromPb(number: number, field = "verdict"): t.Verdict {
  return enumFromPb<string>(pb.Verdict, number, field).toUpperCase() as t.Verdict;
}

function componentFromPb(c: pb.RiskComponent | undefined): t.RiskComponent {
  return {
    score: c?.score ?? 0,
    evidence: (c?.evidence ?? []).map((e) => ({
      rule: e.rule,
      score: e.score,
      memoryIds: [...e.memoryIds],
      path: [...e.path],
      detail: e.detail,
    })),
  };
}

export function decisionFromPb(m: pb.Decision): t.Decision {
  const r = m.risk;
  return {
    decisionId: m.decisionId,
    verdict: verdictFromPb(m.verdict),
    risk: {
      consistency: componentFromPb(r?.consistency),
      factuality: componentFromPb(r?.factuality),
      safety: componentFromPb(r?.safety),
      dependency: componentFromPb(r?.dependency),
      precedent: componentFromPb(r?.precedent),
    },
    message: m.message,
    snapshotSeq: Number(m.snapshotSeq),
    redirects: m.redirects.map((x) => ({
      kind: x.kind,
      instruction: x.instruction,
      memoryId: x.memoryId,
      tool: x.tool,
    })),
    repairs: m.repairs.map((x) => ({
      memoryId: x.memoryId,
      op: enumFromPb<t.PatchOp>(pb.PatchOp, x.op, "repair.op"),
      reason: x.reason,
      value: x.value,
      targetId: x.targetId,
    })),
    tiers: m.tiers.map((x) => ({ tier: x.tier, status: x.status, latencyMs: x.latencyMs, detail: x.detail })),
    basis: [...m.basis],
    policyHash: m.policyHash,
    modelVersion: m.modelVersion,
    critical: m.critical.map((a) => ({
      memoryId: a.memoryId,
      verdictWithout: verdictFromPb(a.verdictWithout, "critical.verdictWithout"),
      detail: a.detail,
    })),
    attributionBounded: m.attributionBounded,
    lessons: [...m.lessons],
  };
}

// --- repairs and audit review ---------------------------------------------------

export function repairToPb(r: t.Repair): pb.RepairRequest {
  return create(pb.RepairRequestSchema, {
    session: text(r.session, "repair.session"),
    memoryId: text(r.memoryId, "repair.memoryId"),
    op: enumToPb(pb.PatchOp, r.op, "repair.op"),
    value: r.value ?? 0,
    targetId: text(r.targetId, "repair.targetId"),
    reason: text(r.reason, "repair.reason"),
    decisionId: text(r.decisionId, "repair.decisionId"),
  });
}

export function repairResultFromPb(m: pb.RepairResponse): t.RepairResult {
  return { seq: Number(m.seq), affected: [...m.affected] };
}

export function listRequestToPb(q: t.DecisionQuery): pb.ListDecisionsRequest {
  return create(pb.ListDecisionsRequestSchema, {
    session: text(q.session, "session"),
    verdict: q.verdict === undefined ? 0 : enumToPb(pb.Verdict, q.verdict, "verdict"),
    sinceMs: int64(q.sinceMs, "sinceMs"),
    untilMs: int64(q.untilMs, "untilMs"),
    pageSize: q.pageSize ?? 0,
    pageToken: text(q.pageToken, "pageToken"),
  });
}

export function pageFromPb(m: pb.ListDecisionsResponse): t.DecisionPage {
  const decisions = m.decisions.map((s) => ({
    decisionId: s.decisionId,
    timeMs: Number(s.timeMs),
    session: s.session,
    actionType: s.actionType,
    verdict: verdictFromPb(s.verdict),
    tool: s.tool,
    message: s.message,
  }));
  return { decisions, nextPageToken: m.nextPageToken };
}

export function getDecisionToPb(decisionId: string): pb.GetDecisionRequest {
  return create(pb.GetDecisionRequestSchema, { decisionId: text(decisionId, "decisionId") });
}

export function detailFromPb(m: pb.DecisionDetail): t.DecisionDetail {
  return {
    record: m.recordJson ? (JSON.parse(m.recordJson) as Record<string, unknown>) : {},
    memories: m.memories.map((s) => ({
      entry: s.entry ? entryFromPb(s.entry) : ({} as t.MemoryEntry),
      seq: Number(s.seq),
      patches: s.patchesJson.map((p) => JSON.parse(p) as unknown),
    })),
  };
}

export function verifyAuditToPb(): pb.VerifyAuditRequest {
  return create(pb.VerifyAuditRequestSchema, {});
}

export function auditFromPb(m: pb.VerifyAuditResponse): t.AuditVerification {
  return {
    ok: m.ok,
    records: Number(m.records),
    firstBadDecisionId: m.firstBadDecisionId,
    detail: m.detail,
  };
}

// --- feedback, selection, lessons -----------------------------------------------

export function feedbackToPb(
  decisionId: string,
  mark: t.FeedbackMark,
  note: string,
  author: string,
): pb.FeedbackRequest {
  return create(pb.FeedbackRequestSchema, {
    decisionId: text(decisionId, "decisionId"),
    mark: enumToPb(pb.FeedbackMark, mark, "mark"),
    note: text(note, "note"),
    author: text(author, "author"),
  });
}

export function feedbackResultFromPb(m: pb.FeedbackResponse): t.FeedbackResult {
  return { feedbackId: m.feedbackId, lessonsMarked: [...m.lessonsMarked] };
}

export function selectionToPb(session: string, o: t.SelectionOptions): pb.SelectMemoriesRequest {
  return create(pb.SelectMemoriesRequestSchema, {
    session: text(session, "session"),
    query: text(o.query, "query"),
    maxCount: o.maxCount ?? 0,
    maxTokens: o.maxTokens ?? 0,
    action: o.action === undefined ? undefined : actionToPb(o.action),
    context: contextToPb(o.context),
  });
}

export function selectionFromPb(m: pb.SelectMemoriesResponse): t.SelectedMemory[] {
  return m.memories.map((s) => ({
    memoryId: s.memoryId,
    score: s.score,
    reasons: [...s.reasons],
    content: s.content,
    marks: [...s.marks],
  }));
}

export function outcomeToPb(r: t.OutcomeReport): pb.RecordOutcomeRequest {
  return create(pb.RecordOutcomeRequestSchema, {
    session: text(r.session, "session"),
    decisionId: text(r.decisionId, "decisionId"),
    action: r.action === undefined ? undefined : actionToPb(r.action),
    context: r.context === undefined ? undefined : contextToPb(r.context),
    outcome: text(r.outcome, "outcome"),
    polarity: enumToPb(pb.Polarity, r.polarity, "polarity"),
    severity: r.severity === undefined ? 0 : enumToPb(pb.Severity, r.severity, "severity"),
    tags: texts(r.tags, "tags"),
    edge: enumToPb(pb.EdgeType, r.edge, "edge"),
    observedMs: int64(r.observedMs, "observedMs"),
    judgedBy: r.judgedBy === undefined ? 0 : enumToPb(pb.JudgedBy, r.judgedBy, "judgedBy"),
    confidence: r.confidence,
    afterOutcomeId: text(r.afterOutcomeId, "afterOutcomeId"),
    actionMs: int64(r.actionMs, "actionMs"),
  });
}

export function recordedFromPb(m: pb.RecordOutcomeResponse): t.RecordedOutcome {
  return {
    lessonId: m.lessonId,
    actionNodeId: m.actionNodeId,
    outcomeNodeId: m.outcomeNodeId,
    grade: m.grade,
  };
}

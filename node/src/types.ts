/**
 * The client's own types: plain objects, camelCase, enum values as strings.
 *
 * Generated protobuf types stay in `wire.ts`; everything a caller sees is
 * declared here, with the same names and values as the Python client's
 * `mage.contract.types` so that logs and audit records read alike.
 */

// Each enum is an object and a union of its values, so `Kind.FACT` and `"fact"` both type-check.
type ValuesOf<T> = T[keyof T];

/** Where a memory's content came from. */
export const Source = {
  USER: "user",
  TOOL: "tool",
  LLM_REASONING: "llm_reasoning",
  SYSTEM: "system",
  RETRIEVED: "retrieved",
} as const;
export type Source = ValuesOf<typeof Source>;

/** What a memory entry is. */
export const Kind = {
  OBSERVATION: "observation",
  FACT: "fact",
  DECISION: "decision",
  PLAN: "plan",
  ACTION: "action",
  OUTCOME: "outcome",
  INSTRUCTION: "instruction",
  NOTE: "note",
} as const;
export type Kind = ValuesOf<typeof Kind>;

/** The class of a planned action; policy thresholds are set per class. */
export const ActionType = {
  INTERNAL_REASONING: "internal_reasoning",
  TOOL_READ: "tool_read",
  TOOL_WRITE: "tool_write",
  FINAL_OUTPUT: "final_output",
  CUSTOM: "custom",
} as const;
export type ActionType = ValuesOf<typeof ActionType>;

/** The answer to a check, from most to least permissive. */
export const Verdict = {
  PROCEED: "PROCEED",
  WARN: "WARN",
  REDIRECT: "REDIRECT",
  HALT: "HALT",
} as const;
export type Verdict = ValuesOf<typeof Verdict>;

/** A correction appended to an entry; entries themselves never change. */
export const PatchOp = {
  LOWER_CONFIDENCE: "lower_confidence",
  CONTRADICTS_WITH: "contradicts_with",
  QUARANTINE: "quarantine",
  VERIFY: "verify",
  RELEASE: "release",
  SUPERSEDE: "supersede",
} as const;
export type PatchOp = ValuesOf<typeof PatchOp>;

/** A person's (or an agent's) verdict on a past decision. */
export const FeedbackMark = { FALSE_POSITIVE: "false_positive", CONFIRMED: "confirmed" } as const;
export type FeedbackMark = ValuesOf<typeof FeedbackMark>;

/** Whether what followed an action was bad, indifferent or good. */
export const Polarity = { HARMFUL: "harmful", NEUTRAL: "neutral", BENEFICIAL: "beneficial" } as const;
export type Polarity = ValuesOf<typeof Polarity>;

/** How bad a harmful outcome was. */
export const Severity = {
  CATASTROPHIC: "catastrophic",
  SEVERE: "severe",
  MODERATE: "moderate",
  MINOR: "minor",
} as const;
export type Severity = ValuesOf<typeof Severity>;

/** How an action relates to what followed it; only caused and enabled predict harm. */
export const EdgeType = {
  CAUSED: "caused",
  ENABLED: "enabled",
  PREVENTED: "prevented",
  CO_OCCURRENCE: "co_occurrence",
  NO_EFFECT: "no_effect",
} as const;
export type EdgeType = ValuesOf<typeof EdgeType>;

/** Who said the outcome followed from the action. */
export const JudgedBy = {
  USER: "user",
  TOOL_SIGNAL: "tool_signal",
  MODEL: "model",
  RULE: "rule",
} as const;
export type JudgedBy = ValuesOf<typeof JudgedBy>;

/** A structured statement used for consistency checks. */
export interface Claim {
  entity: string;
  attribute: string;
  value: string;
}

/** One memory write, as the agent sends it. */
export interface MemoryEntry {
  /** Client-chosen, unique within the session; resending the same entry is a no-op. */
  id: string;
  content: string;
  source: Source;
  /** 0..1; required. */
  confidence: number;
  /** Default "observation". */
  kind?: Kind;
  /** Required by the sidecar; a session's writer fills in its own when this is empty. */
  session?: string;
  /** The tool that produced the content, for source "tool". */
  tool?: string;
  dependsOn?: readonly string[];
  claims?: readonly Claim[];
  tags?: readonly string[];
  /** Agent-side creation time, Unix milliseconds; 0 or absent means now. */
  createdMs?: number;
}

/** A finding raised when an entry was written. */
export interface Flag {
  rule: string;
  memoryIds: string[];
  detail: string;
}

/** The ack of one entry: its sequence number (the first write's, for a duplicate). */
export interface EntryAck {
  id: string;
  seq: number;
  duplicate: boolean;
  flags: Flag[];
}

/** The sidecar's answer to one batch: committed up to `durableSeq`, or rejected. */
export interface WriteAck {
  batchId: number;
  durableSeq: number;
  entries: EntryAck[];
  /** A google.rpc.Code; 0 when the batch was stored. */
  errorCode: number;
  errorMessage: string;
  /** Set with RESOURCE_EXHAUSTED (8) when resending later will work. */
  retryAfterMs: number;
  ok: boolean;
}

/** What the agent is about to do. */
export interface Action {
  type: ActionType;
  tool?: string;
  arguments?: Record<string, string>;
  description?: string;
  /** A free name for type "custom". */
  customType?: string;
}

/** Where the action happens; policy tightens thresholds by environment and phase. */
export interface Context {
  environment?: string;
  phase?: string;
  labels?: Record<string, string>;
}

/** Why a risk component is raised: the rule, the memories and the dependency path. */
export interface Evidence {
  rule: string;
  score: number;
  memoryIds: string[];
  path: string[];
  detail: string;
}

export interface RiskComponent {
  score: number;
  evidence: Evidence[];
}

export interface RiskVector {
  consistency: RiskComponent;
  factuality: RiskComponent;
  safety: RiskComponent;
  dependency: RiskComponent;
  precedent: RiskComponent;
}

/** What to do instead: verify a memory, confirm with a human, run a step. */
export interface Redirect {
  kind: string;
  instruction: string;
  memoryId: string;
  tool: string;
}

/** A correction the sidecar suggests; applied only when the agent sends it back. */
export interface ProposedRepair {
  memoryId: string;
  op: PatchOp;
  reason: string;
  value: number;
  targetId: string;
}

export interface TierResult {
  tier: string;
  status: string;
  latencyMs: number;
  detail: string;
}

/** A basis memory without which the decision would have been different. */
export interface Attribution {
  memoryId: string;
  verdictWithout: Verdict;
  detail: string;
}

/** The sidecar's answer to a check (or the client's own, with a "local-" id). */
export interface Decision {
  decisionId: string;
  verdict: Verdict;
  risk: RiskVector;
  message: string;
  snapshotSeq: number;
  redirects: Redirect[];
  repairs: ProposedRepair[];
  tiers: TierResult[];
  basis: string[];
  policyHash: string;
  modelVersion: string;
  critical: Attribution[];
  attributionBounded: boolean;
  lessons: string[];
}

/** A patch the agent appends to one of its entries. */
export interface Repair {
  memoryId: string;
  op: PatchOp;
  session: string;
  value?: number;
  targetId?: string;
  reason?: string;
  /** The decision that proposed this repair, if any. */
  decisionId?: string;
}

/** What `repair` answers: the patch's seq and the entries whose inherited state changed. */
export interface RepairResult {
  seq: number;
  affected: string[];
}

/** One line of the decision list, for audit review. */
export interface DecisionSummary {
  decisionId: string;
  timeMs: number;
  session: string;
  actionType: string;
  verdict: Verdict;
  tool: string;
  message: string;
}

/** The filters and paging of `listDecisions`. */
export interface DecisionQuery {
  session?: string;
  verdict?: Verdict;
  sinceMs?: number;
  untilMs?: number;
  pageSize?: number;
  pageToken?: string;
}

/** One page of decisions and the next page's token ("" at the end). */
export interface DecisionPage {
  decisions: DecisionSummary[];
  nextPageToken: string;
}

/** A memory as it stood at a decision's snapshot. */
export interface StoredMemory {
  entry: MemoryEntry;
  seq: number;
  /** Patches appended up to the snapshot. */
  patches: unknown[];
}

/** The audit record of one decision (as stored, versioned JSON) and the memories it saw. */
export interface DecisionDetail {
  record: Record<string, unknown>;
  memories: StoredMemory[];
}

/** The result of walking the audit log's hash chain. */
export interface AuditVerification {
  ok: boolean;
  records: number;
  firstBadDecisionId: string;
  detail: string;
}

/** The answer to a feedback mark: its id, and the lessons whose standing it changed. */
export interface FeedbackResult {
  feedbackId: string;
  lessonsMarked: string[];
}

/** What `selectMemories` asks for, besides the session. */
export interface SelectionOptions {
  /** The current state or question; empty: the session's latest entries are the state. */
  query?: string;
  /** At most this many memories; 0 or absent: the sidecar's default (10). */
  maxCount?: number;
  /** At most this many tokens of content; 0 or absent: no token budget. */
  maxTokens?: number;
  /** The planned action, for the masking test against its decision. */
  action?: Action;
  context?: Context;
}

/** One memory chosen by causal importance, with why it was chosen. */
export interface SelectedMemory {
  memoryId: string;
  score: number;
  reasons: string[];
  content: string;
  marks: string[];
}

/** What followed an action: name the action by its decision id, or describe it. */
export interface OutcomeReport {
  outcome: string;
  polarity: Polarity;
  edge: EdgeType;
  severity?: Severity;
  /** Absent: "model". */
  judgedBy?: JudgedBy;
  decisionId?: string;
  action?: Action;
  context?: Context;
  session?: string;
  tags?: readonly string[];
  /** Absent: the sidecar's default (0.8). */
  confidence?: number;
  observedMs?: number;
  actionMs?: number;
  /** An `outcomeNodeId` from an earlier answer: the action was taken in that state. */
  afterOutcomeId?: string;
}

/** The stored lesson: its id, its two nodes and the refuters' grade (A strong .. F). */
export interface RecordedOutcome {
  lessonId: string;
  actionNodeId: string;
  outcomeNodeId: string;
  grade: string;
}

/** True when the action may go ahead (PROCEED or WARN). */
export function isAllowed(decision: Decision): boolean {
  return decision.verdict === Verdict.PROCEED || decision.verdict === Verdict.WARN;
}

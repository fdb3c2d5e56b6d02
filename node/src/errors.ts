/**
 * The client's errors: one base class, and one subclass per thing a caller handles differently.
 *
 * A check never throws for an unreachable sidecar (it falls back, see
 * `MageClient.check`); the other calls throw `SidecarUnavailable`. A blocked
 * action throws an `ActionBlocked` subclass that carries the decision, so the
 * caller can log `decisionId` and act on the redirect instructions.
 */

import type { Decision } from "./types.js";

/** Base of every error this client throws. */
export class MageError extends Error {
  override name = "MageError";
}

/** The sidecar could not be reached, or did not answer in time. */
export class SidecarUnavailable extends MageError {
  override name = "SidecarUnavailable";
}

/** An argument the client cannot send; `field` names it (for example `entry.kind`). */
export class InvalidArgument extends MageError {
  override name = "InvalidArgument";

  constructor(
    readonly field: string,
    problem: string,
  ) {
    super(`${field}: ${problem}`);
  }
}

/** The sidecar answered with an error status: a bad request, a missing decision, a bad token. */
export class RequestFailed extends MageError {
  override name = "RequestFailed";

  /**
   * @param code The gRPC status name, e.g. "INVALID_ARGUMENT" or "NOT_FOUND".
   * @param details The sidecar's message.
   */
  constructor(
    readonly code: string,
    readonly details: string,
  ) {
    super(`${code}: ${details}`);
  }
}

/** `flush` gave up before every entry was acknowledged; the entries stay queued. */
export class FlushTimeout extends MageError {
  override name = "FlushTimeout";
}

/** One batch the sidecar refused; nothing of it was stored. */
export interface RejectedBatch {
  batchId: number;
  /** The google.rpc.Code the sidecar sent (3 = INVALID_ARGUMENT, 8 = RESOURCE_EXHAUSTED). */
  code: number;
  /** The sidecar's explanation, naming the offending entry and field. */
  message: string;
  entryIds: string[];
}

/**
 * One or more batches were rejected since the last `flush`.
 *
 * The writer keeps going: batches after a rejected one are still sent, so
 * only the entries listed here are missing from the sidecar.
 */
export class WriteRejected extends MageError {
  override name = "WriteRejected";

  constructor(readonly batches: readonly RejectedBatch[]) {
    super(
      batches
        .map(
          (b) =>
            `batch ${b.batchId} rejected (code ${b.code}): ${b.message} ` +
            `[entries: ${b.entryIds.join(", ")}]`,
        )
        .join("; "),
    );
  }

  /** The sidecar's message for the first rejected batch. */
  get reason(): string {
    return this.batches[0]?.message ?? "";
  }

  /** The ids of every entry that was not stored. */
  get entryIds(): string[] {
    return this.batches.flatMap((b) => b.entryIds);
  }
}

/** The sidecar did not allow the action; `decision` says why and what to do instead. */
export class ActionBlocked extends MageError {
  override name = "ActionBlocked";

  constructor(readonly decision: Decision) {
    super(describe(decision));
  }

  /** The decision's id, for joining the agent's logs to the audit log. */
  get decisionId(): string {
    return this.decision.decisionId;
  }
}

/** The verdict was HALT: do not take the action; the decision lists repairs. */
export class ActionHalted extends ActionBlocked {
  override name = "ActionHalted";
}

/** The verdict was REDIRECT: do what `decision.redirects` says instead. */
export class ActionRedirected extends ActionBlocked {
  override name = "ActionRedirected";
}

function describe(d: Decision): string {
  const lines = [`${d.verdict} (decision ${d.decisionId}): ${d.message}`];
  for (const r of d.redirects) {
    const about = [r.memoryId, r.tool].filter(Boolean).join(" ");
    lines.push(`  instead, ${r.kind}${about ? ` [${about}]` : ""}: ${r.instruction}`);
  }
  for (const p of d.repairs) lines.push(`  repair ${p.op} ${p.memoryId}: ${p.reason}`);
  return lines.join("\n");
}

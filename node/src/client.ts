/**
 * `MageClient`: stream an agent's memory writes to the sidecar and check its actions.
 *
 * Every call but `check` throws the client's errors (`SidecarUnavailable`,
 * `RequestFailed`); `check` never throws for an unreachable sidecar but
 * answers with the local fallback decision for the action's type.
 */

import { Mage } from "./gen/mage/v1/mage_pb.js";
import { guard, type GuardOptions } from "./guard.js";
import { buildSettings, checkTimeout, localDecision, type ClientOptions, type Logger, type Settings } from "./settings.js";
import { isUnreachable, toError, Transport } from "./transport.js";
import type * as t from "./types.js";
import * as wire from "./wire.js";
import { BufferedWriter } from "./writer.js";

/** What `check` takes besides the session and the action. */
export interface CheckOptions {
  context?: t.Context;
  /** The memories the action relies on; empty: the session's recent window. */
  memoryIds?: readonly string[];
  /** Milliseconds the sidecar may take; 0 or absent: its default. */
  deadlineMs?: number;
  /** Client-side wait before falling back; default `deadlineMs` + 250, else `checkTimeoutMs`. */
  timeoutMs?: number;
}

/** A connection to the MAGE sidecar; `await close()` when done. */
export class MageClient {
  private readonly settings: Settings;
  private readonly transport: Transport;
  private readonly writers = new Map<string, BufferedWriter>();

  /** @throws InvalidArgument when an option does not validate; the message names it. */
  constructor(options: ClientOptions = {}) {
    this.settings = buildSettings(options);
    this.transport = new Transport(this.settings.connection);
  }

  /** The gRPC target this client talks to. */
  get target(): string {
    return this.settings.connection.target;
  }

  get logger(): Logger {
    return this.settings.logger;
  }

  // --- writing memory -------------------------------------------------------------

  /** The buffered writer of a session, made on first use. */
  writer(session: string): BufferedWriter {
    let writer = this.writers.get(session);
    if (writer === undefined) {
      writer = new BufferedWriter(this.transport, session, this.settings.writer, this.logger);
      this.writers.set(session, writer);
    }
    return writer;
  }

  /**
   * Queue an entry on its session's writer and return its id at once.
   *
   * @throws InvalidArgument when the entry cannot be sent (the message names the field).
   */
  write(entry: t.MemoryEntry): string {
    return this.writer(entry.session ?? "").write(entry);
  }

  /**
   * Flush every writer; resolves with the highest durable sequence number.
   *
   * @throws WriteRejected when a batch was rejected; FlushTimeout when acks are late.
   */
  async flush(timeoutMs?: number): Promise<number> {
    const deadline = timeoutMs === undefined ? undefined : Date.now() + timeoutMs;
    let seq = 0;
    for (const w of this.writers.values()) {
      const left = deadline === undefined ? undefined : Math.max(0, deadline - Date.now());
      seq = Math.max(seq, await w.flush(left));
    }
    return seq;
  }

  /**
   * Send one batch on a stream of its own and wait for its ack; check `ack.ok`.
   *
   * @throws SidecarUnavailable when the sidecar cannot be reached in time.
   */
  async writeBatch(entries: readonly t.MemoryEntry[], timeoutMs?: number): Promise<t.WriteAck> {
    const request = wire.writeRequestToPb(1, entries.map((e, i) => wire.entryToPb(e, `entries[${i}]`)));
    const stream = this.transport.writeStream(timeoutMs ?? this.settings.timeoutMs);
    const answer = new Promise<t.WriteAck>((resolve, reject) => {
      stream.once("data", (msg) => resolve(wire.ackFromPb(msg)));
      stream.once("error", (err) => reject(toError(err, "Write")));
      stream.once("end", () => reject(toError(new Error("the sidecar ended the stream without an ack"), "Write")));
    });
    stream.end(request);
    try {
      return await answer;
    } finally {
      stream.cancel();
    }
  }

  // --- deciding ---------------------------------------------------------------------

  /**
   * Ask whether the agent may take `action`.
   *
   * An unreachable sidecar does not throw: the answer is a local decision ("local-" id)
   * with the `onUnavailable` verdict for the action's type.
   * @throws RequestFailed when the sidecar refused the request (a bad token, a bad action).
   */
  async check(session: string, action: t.Action, options: CheckOptions = {}): Promise<t.Decision> {
    const deadlineMs = options.deadlineMs ?? 0;
    const request = wire.checkToPb(session, action, options.context, options.memoryIds ?? [], deadlineMs);
    const wait = checkTimeout(this.settings, deadlineMs, options.timeoutMs);
    try {
      return wire.decisionFromPb(await this.transport.unary(Mage.method.check, request, wait));
    } catch (err) {
      if (!isUnreachable(err)) throw toError(err, "Check");
      const decision = localDecision(action.type, this.settings.fallback[action.type], toError(err, "Check").message);
      this.logger.warn(`mage check fell back (${decision.decisionId}): ${decision.message}`);
      return decision;
    }
  }

  /**
   * Wrap an async function so that each call is checked first.
   *
   * HALT throws `ActionHalted` and REDIRECT `ActionRedirected` (both carry the decision)
   * and the function does not run; WARN calls `onWarn`. What the call returned or threw
   * is written back as an OUTCOME entry (`outcome-<decisionId>`).
   */
  guard<A extends unknown[], R>(fn: (...args: A) => Promise<R> | R, options: GuardOptions<A>): (...args: A) => Promise<R> {
    return guard(this, fn, options);
  }

  /** Append a correction to an entry; resolves with its seq and the affected ids. */
  async repair(repair: t.Repair, timeoutMs?: number): Promise<t.RepairResult> {
    const answer = await this.call("Repair", () => this.transport.unary(Mage.method.repair, wire.repairToPb(repair), this.wait(timeoutMs)));
    return wire.repairResultFromPb(answer);
  }

  // --- audit review and lessons -----------------------------------------------------

  /** One page of decisions, filtered, and the next page's token ("" at the end). */
  async listDecisions(query: t.DecisionQuery = {}, timeoutMs?: number): Promise<t.DecisionPage> {
    const answer = await this.call("ListDecisions", () => this.transport.unary(Mage.method.listDecisions, wire.listRequestToPb(query), this.wait(timeoutMs)));
    return wire.pageFromPb(answer);
  }

  /** The audit record of one decision and the memories it saw. */
  async getDecision(decisionId: string, timeoutMs?: number): Promise<t.DecisionDetail> {
    const answer = await this.call("GetDecision", () => this.transport.unary(Mage.method.getDecision, wire.getDecisionToPb(decisionId), this.wait(timeoutMs)));
    return wire.detailFromPb(answer);
  }

  /** Walk the audit log's hash chain and report whether it is intact. */
  async verifyAudit(timeoutMs?: number): Promise<t.AuditVerification> {
    const answer = await this.call("VerifyAudit", () => this.transport.unary(Mage.method.verifyAudit, wire.verifyAuditToPb(), this.wait(timeoutMs)));
    return wire.auditFromPb(answer);
  }

  /** Mark a past decision as a false positive or as confirmed. */
  async feedback(decisionId: string, mark: t.FeedbackMark, options: { note?: string; author?: string; timeoutMs?: number } = {}): Promise<t.FeedbackResult> {
    const request = wire.feedbackToPb(decisionId, mark, options.note ?? "", options.author ?? "");
    const answer = await this.call("Feedback", () => this.transport.unary(Mage.method.feedback, request, this.wait(options.timeoutMs)));
    return wire.feedbackResultFromPb(answer);
  }

  /** The few memories that matter for the current state, best first. */
  async selectMemories(session: string, options: t.SelectionOptions = {}, timeoutMs?: number): Promise<t.SelectedMemory[]> {
    const request = wire.selectionToPb(session, options);
    const answer = await this.call("SelectMemories", () => this.transport.unary(Mage.method.selectMemories, request, this.wait(timeoutMs)));
    return wire.selectionFromPb(answer);
  }

  /** Record what followed an action, as a lesson for later checks. */
  async recordOutcome(report: t.OutcomeReport, timeoutMs?: number): Promise<t.RecordedOutcome> {
    const request = wire.outcomeToPb(report);
    const answer = await this.call("RecordOutcome", () => this.transport.unary(Mage.method.recordOutcome, request, this.wait(timeoutMs)));
    return wire.recordedFromPb(answer);
  }

  /** Flush and stop every writer (each waits at most `closeTimeoutMs`), then close the channel. */
  async close(): Promise<void> {
    const writers = [...this.writers.values()];
    this.writers.clear();
    await Promise.all(writers.map((w) => w.close()));
    this.transport.close();
  }

  private wait(timeoutMs: number | undefined): number {
    return timeoutMs ?? this.settings.timeoutMs;
  }

  private async call<T>(what: string, send: () => Promise<T>): Promise<T> {
    try {
      return await send();
    } catch (err) {
      throw toError(err, what);
    }
  }
}

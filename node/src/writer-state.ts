/**
 * The bookkeeping behind the buffered writer, free of timers and streams.
 *
 * What a batch is, when a partial one is cut, which batches are still owed an
 * ack, what to resend after a reconnect or a busy refusal and what `flush`
 * reports is decided here, the same way as in the Python client's
 * `_batching.py`, so that both clients behave alike.
 */

import { InvalidArgument, WriteRejected, type RejectedBatch } from "./errors.js";
import type { MemoryEntry as PbEntry } from "./gen/mage/v1/mage_pb.js";
import type { WriteAck } from "./types.js";

const RESOURCE_EXHAUSTED = 8; // google.rpc.Code

/** How the buffered writer batches, bounds and retries. */
export interface WriterOptions {
  /** Entries per WriteRequest; a full buffer is sent at once. Default 256. */
  maxBatch: number;
  /** Approximate bytes per WriteRequest, well under the sidecar's message limit. Default 4 MiB. */
  maxBatchBytes: number;
  /** How long a partial batch waits for company before it is sent. Default 5 ms. */
  lingerMs: number;
  /** Entries held unacknowledged (queued or in flight) before `write` throws. Default 100000. */
  maxPending: number;
  /** First wait before reconnecting a broken stream; doubles up to `backoffMaxMs`. Default 50. */
  backoffInitialMs: number;
  /** Longest wait between reconnect attempts. Default 2000. */
  backoffMaxMs: number;
  /** How long `close` waits for outstanding acks before dropping them. Default 5000. */
  closeTimeoutMs: number;
}

const DEFAULTS: WriterOptions = {
  maxBatch: 256,
  maxBatchBytes: 4 * 1024 * 1024,
  lingerMs: 5,
  maxPending: 100_000,
  backoffInitialMs: 50,
  backoffMaxMs: 2000,
  closeTimeoutMs: 5000,
};

/** The defaults with the caller's choices over them, validated; errors name the option. */
export function writerOptions(given: Partial<WriterOptions> = {}): WriterOptions {
  const o = { ...DEFAULTS, ...given };
  for (const name of ["maxBatch", "maxBatchBytes", "maxPending"] as const) {
    if (!(o[name] >= 1)) throw new InvalidArgument(`writer.${name}`, "must be at least 1");
  }
  for (const name of ["lingerMs", "backoffInitialMs", "backoffMaxMs", "closeTimeoutMs"] as const) {
    if (!(o[name] >= 0)) throw new InvalidArgument(`writer.${name}`, "must not be negative");
  }
  return o;
}

/** Entries with their batch id, held until the batch's ack. */
export interface Batch {
  batchId: number;
  entries: PbEntry[];
}

function approxSize(e: PbEntry): number {
  // Content dominates; the fixed part covers ids, enums and the smaller fields.
  const refs = [...e.dependsOn, ...e.tags].reduce((n, x) => n + x.length, 0);
  const claims = e.claims.reduce((n, c) => n + c.entity.length + c.attribute.length + c.value.length + 8, 0);
  return Buffer.byteLength(e.content) + refs + claims + 128;
}

/**
 * Batches sent and not yet acknowledged, rejections not yet reported, the durable seq.
 *
 * Batch ids increase for the writer's lifetime, across reconnects, so a
 * resent batch keeps its id and its ack is matched whichever stream brings it.
 */
export class Ledger {
  durableSeq = 0;
  lastId = 0;
  pendingEntries = 0;
  private readonly pending = new Map<number, Batch>();
  private rejected: RejectedBatch[] = [];

  open(entries: PbEntry[]): Batch {
    const batch = { batchId: ++this.lastId, entries };
    this.pending.set(batch.batchId, batch);
    this.pendingEntries += entries.length;
    return batch;
  }

  get(batchId: number): Batch | undefined {
    return this.pending.get(batchId);
  }

  /** Every unacknowledged batch, oldest first. */
  unacknowledged(): Batch[] {
    return [...this.pending.values()].sort((a, b) => a.batchId - b.batchId);
  }

  /** Record an ack; returns the resend delay (ms) when the sidecar was only busy. */
  settle(ack: WriteAck): number | undefined {
    const batch = this.pending.get(ack.batchId);
    if (batch === undefined) return undefined; // the ack of a batch resent and already settled
    const delay = retryDelay(ack);
    if (delay !== undefined) return delay;
    this.pending.delete(ack.batchId);
    this.pendingEntries -= batch.entries.length;
    this.durableSeq = Math.max(this.durableSeq, ack.durableSeq);
    if (!ack.ok) {
      const entryIds = batch.entries.map((e) => e.id);
      this.rejected.push({ batchId: ack.batchId, code: ack.errorCode, message: ack.errorMessage, entryIds });
    }
    return undefined;
  }

  /** True once every batch up to `batchId` has its ack. */
  settledThrough(batchId: number): boolean {
    for (const id of this.pending.keys()) if (id <= batchId) return false;
    return true;
  }

  /** Rejections up to a batch id, each handed out once. */
  takeRejections(through: number): RejectedBatch[] {
    const taken = this.rejected.filter((r) => r.batchId <= through);
    this.rejected = this.rejected.filter((r) => r.batchId > through);
    return taken.sort((a, b) => a.batchId - b.batchId);
  }
}

/**
 * Milliseconds to wait before resending, when the rejection is the sidecar's backpressure.
 *
 * A full write queue and an exhausted quota both come back as RESOURCE_EXHAUSTED;
 * only the first carries `retryAfterMs`, and only it is worth resending.
 */
export function retryDelay(ack: WriteAck): number | undefined {
  return ack.errorCode === RESOURCE_EXHAUSTED && ack.retryAfterMs ? ack.retryAfterMs : undefined;
}

/** Exponential reconnect delays with jitter, reset once a stream carries an ack. */
export class Backoff {
  private next = 0;

  constructor(
    private readonly initialMs: number,
    private readonly maxMs: number,
  ) {}

  nextDelay(): number {
    this.next = this.next ? Math.min(this.maxMs, this.next * 2) : this.initialMs;
    // Jitter keeps many agents from reconnecting to a restarted sidecar in lockstep.
    return this.next * (0.5 + Math.random() / 2);
  }

  reset(): void {
    this.next = 0;
  }
}

/** Entries not yet in a batch; full when it reaches the batch's count or size. */
export class Pending {
  entries: PbEntry[] = [];
  private size = 0;

  constructor(private readonly options: WriterOptions) {}

  /** Whether the entry can join without overflowing; an empty buffer takes anything. */
  fits(entry: PbEntry): boolean {
    return this.entries.length === 0 || this.size + approxSize(entry) <= this.options.maxBatchBytes;
  }

  /** Append; true when the buffer is now full and should be cut. */
  add(entry: PbEntry): boolean {
    this.entries.push(entry);
    this.size += approxSize(entry);
    return this.entries.length >= this.options.maxBatch || this.size >= this.options.maxBatchBytes;
  }

  take(): PbEntry[] {
    const taken = this.entries;
    this.entries = [];
    this.size = 0;
    return taken;
  }
}

/** The durable seq once every batch up to `through` has its ack; throws for rejections. */
export function flushed(ledger: Ledger, through: number): number {
  const rejected = ledger.takeRejections(through);
  if (rejected.length) throw new WriteRejected(rejected);
  return ledger.durableSeq;
}

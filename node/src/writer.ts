/**
 * The buffered writer: one session's entries, streamed in batches on a background Write stream.
 *
 * `write` only converts and queues, so it never waits. The stream is opened on
 * the first write; every ack settles its batch in the ledger. A broken stream
 * is reopened after a backoff and every unacknowledged batch is resent with
 * its batch id, so the sidecar's idempotent ids keep the store free of
 * duplicates. A batch refused as busy (RESOURCE_EXHAUSTED with a retry hint)
 * is resent once the hint has passed.
 */

import type * as grpc from "@grpc/grpc-js";

import { FlushTimeout, MageError, SidecarUnavailable } from "./errors.js";
import type { WriteAck as PbAck, WriteRequest } from "./gen/mage/v1/mage_pb.js";
import type { Logger } from "./settings.js";
import { describe, type Transport } from "./transport.js";
import type { MemoryEntry } from "./types.js";
import { ackFromPb, entryToPb, writeRequestToPb } from "./wire.js";
import { Backoff, flushed, Ledger, Pending, type Batch, type WriterOptions } from "./writer-state.js";

type Stream = grpc.ClientDuplexStream<WriteRequest, PbAck>;

interface Waiter {
  through: number;
  resolve: () => void;
}

/** Streams one session's memory entries to the sidecar; get one from `MageClient.writer`. */
export class BufferedWriter {
  private readonly ledger = new Ledger();
  private readonly pending: Pending;
  private readonly backoff: Backoff;
  private readonly waiters = new Set<Waiter>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private stream: Stream | undefined;
  private lingering: NodeJS.Timeout | undefined;
  private started = false;
  private closed = false;
  /** Why the stream is down, for error messages; "" while it is up. */
  private down = "";

  constructor(
    private readonly transport: Transport,
    readonly session: string,
    private readonly options: WriterOptions,
    private readonly log: Logger,
  ) {
    this.pending = new Pending(options);
    this.backoff = new Backoff(options.backoffInitialMs, options.backoffMaxMs);
  }

  /** The highest sequence number the sidecar has reported committed. */
  get durableSeq(): number {
    return this.ledger.durableSeq;
  }

  /**
   * Queue one entry and return its id at once; `await flush()` waits for the ack.
   *
   * An entry without a session gets the writer's.
   * @throws InvalidArgument when the entry cannot be sent; the message names the field.
   * @throws SidecarUnavailable when `maxPending` entries already await acks.
   */
  write(entry: MemoryEntry): string {
    if (this.closed) throw new MageError("writer is closed");
    const held = this.ledger.pendingEntries + this.pending.entries.length;
    if (held + 1 > this.options.maxPending) {
      throw new SidecarUnavailable(`write buffer full: ${held} entries await an ack (${this.down || "sidecar slow"})`);
    }
    const message = entryToPb({ ...entry, session: entry.session || this.session });
    if (!this.started) this.connect();
    if (!this.pending.fits(message)) this.cut();
    if (this.pending.add(message)) this.cut();
    else if (this.lingering === undefined) this.lingering = this.after(this.options.lingerMs, () => this.cut());
    return message.id;
  }

  /**
   * Send what is buffered and wait until every entry written so far is acknowledged.
   *
   * @param timeoutMs How long to wait; absent: as long as it takes.
   * @returns The durable sequence number: every entry up to it is committed.
   * @throws WriteRejected when a batch written before this call was rejected since the
   *   last flush; every other batch was still sent.
   * @throws FlushTimeout when not every ack arrived in time; the entries stay queued.
   */
  async flush(timeoutMs?: number): Promise<number> {
    const through = this.cut();
    if (!this.ledger.settledThrough(through)) await this.settled(through, timeoutMs);
    return flushed(this.ledger, through);
  }

  /** Flush (at most `timeoutMs`, default `closeTimeoutMs`), then stop; a failed flush is logged. */
  async close(timeoutMs?: number): Promise<void> {
    if (this.closed) return;
    try {
      await this.flush(timeoutMs ?? this.options.closeTimeoutMs);
    } catch (err) {
      this.log.warn(`mage writer closed with entries not stored: ${String(err)}`);
    }
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    const stream = this.stream;
    this.stream = undefined;
    stream?.end(); // half-close: the sidecar ends the stream
    stream?.cancel();
  }

  /** Turn the buffer into a batch and send it on the live stream; returns the newest batch id. */
  private cut(): number {
    if (this.lingering !== undefined) this.forget(this.lingering);
    this.lingering = undefined;
    if (this.pending.entries.length) this.send(this.ledger.open(this.pending.take()));
    return this.ledger.lastId;
  }

  private send(batch: Batch): void {
    this.stream?.write(writeRequestToPb(batch.batchId, batch.entries));
  }

  private settled(through: number, timeoutMs?: number): Promise<void> {
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { through, resolve: () => done(resolve) };
      const timer = timeoutMs === undefined ? undefined : setTimeout(() => done(() => reject(this.timeout(timeoutMs))), timeoutMs);
      const done = (finish: () => void): void => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        finish();
      };
      this.waiters.add(waiter);
    });
  }

  private timeout(timeoutMs: number): FlushTimeout {
    const state = this.down ? `stream down: ${this.down}` : "stream up";
    return new FlushTimeout(`flush: ${this.ledger.pendingEntries} entries unacknowledged after ${timeoutMs}ms (${state})`);
  }

  // --- the stream -------------------------------------------------------------------

  /** Open a stream and resend every unacknowledged batch on it. */
  private connect(): void {
    this.started = true;
    if (this.closed) return;
    const stream = this.transport.writeStream();
    this.stream = stream;
    stream.on("data", (msg: PbAck) => this.settle(msg));
    stream.on("error", (err) => this.lost(stream, describe(err)));
    stream.on("end", () => this.lost(stream, "the sidecar ended the stream"));
    for (const batch of this.ledger.unacknowledged()) this.send(batch);
  }

  private settle(msg: PbAck): void {
    const ack = ackFromPb(msg);
    this.down = "";
    this.backoff.reset();
    const delay = this.ledger.settle(ack);
    if (delay !== undefined) {
      this.log.debug(`mage batch ${ack.batchId}: sidecar busy, resend in ${delay}ms`);
      this.after(delay, () => this.resend(ack.batchId));
    }
    for (const w of this.waiters) if (this.ledger.settledThrough(w.through)) w.resolve();
  }

  private resend(batchId: number): void {
    const batch = this.ledger.get(batchId);
    if (batch !== undefined) this.send(batch); // when down, the reconnect resends it anyway
  }

  private lost(stream: Stream, why: string): void {
    if (stream !== this.stream || this.closed) return; // an old stream's second event
    this.stream = undefined;
    stream.cancel();
    // One warning per outage; the retries that follow are only worth a debug line.
    if (this.down) this.log.debug(`mage write stream down, reconnecting: ${why}`);
    else this.log.warn(`mage write stream down, reconnecting: ${why}`);
    this.down = why;
    this.after(this.backoff.nextDelay(), () => this.connect());
  }

  private after(ms: number, fn: () => void): NodeJS.Timeout {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      fn();
    }, ms);
    this.timers.add(timer);
    return timer;
  }

  private forget(timer: NodeJS.Timeout): void {
    clearTimeout(timer);
    this.timers.delete(timer);
  }
}

/** The Node client when the sidecar is down, restarts, crashes or is busy. */

import assert from "node:assert/strict";
import { test } from "node:test";

import { ActionHalted, FlushTimeout, isLocal, MageClient, SidecarUnavailable } from "../src/index.js";
import { Captured, cleanBasis, client, mem, sendEmail } from "./helpers.js";
import { Sidecar, sleep } from "./sidecar.js";

const NOWHERE = `unix:///tmp/mage-node-nobody-${process.pid}.sock`;

test("an unreachable sidecar gets the per-action-type fallback with a local- id", async () => {
  // Writes and final output halt, reads and custom actions warn, internal reasoning proceeds.
  const mage = client(NOWHERE, { onUnavailable: { custom: "halt" } });
  const verdicts: Record<string, string> = {};
  for (const type of ["tool_write", "final_output", "tool_read", "custom", "internal_reasoning"] as const) {
    const d = await mage.check("s", { type, tool: "t" });
    assert.ok(isLocal(d) && d.decisionId.startsWith("local-"), d.decisionId);
    verdicts[type] = d.verdict;
  }
  await mage.close();
  assert.deepEqual(verdicts, { tool_write: "HALT", final_output: "HALT", tool_read: "WARN", custom: "HALT", internal_reasoning: "PROCEED" });
});

test("with the sidecar down the guard halts writes, warns on reads, and other calls throw", async () => {
  // The fallback is enforced like a real decision; calls without one raise SidecarUnavailable.
  const mage = client(NOWHERE, { writer: { closeTimeoutMs: 0 } });
  let ran = 0;
  const warned: string[] = [];
  const write = mage.guard(async () => ++ran, { session: "s", tool: "send" });
  const read = mage.guard(async () => ++ran, { session: "s", actionType: "tool_read", onWarn: (d) => warned.push(d.decisionId) });
  try {
    await assert.rejects(write(), (err: unknown) => err instanceof ActionHalted && err.decisionId.startsWith("local-"));
    assert.equal(await read(), 1);
    await assert.rejects(mage.verifyAudit(), SidecarUnavailable);
    mage.write(mem("a", "s"));
    await assert.rejects(mage.flush(300), (err: unknown) => err instanceof FlushTimeout && /entries unacknowledged.*stream down/.test(err.message));
  } finally {
    await mage.close();
  }
  assert.equal(warned.length, 1);
});

test("a stream broken by a restart resends what was not acknowledged, without duplicates", async () => {
  // Entries written while the sidecar is down arrive once it is back; each is stored once.
  const sidecar = await new Sidecar().start();
  const mage = client(sidecar.target);
  try {
    mage.write(mem("a1", "s"));
    const first = await mage.flush(5000);
    await sidecar.stop();
    mage.write(mem("a2", "s", { claims: [{ entity: "q3", attribute: "revenue", value: "4.2M" }] }));
    await assert.rejects(mage.flush(300), FlushTimeout);
    await sidecar.start();
    assert.ok((await mage.flush(20_000)) > first);
    await sidecar.restart();
    mage.write(mem("a3", "s"));
    const last = await mage.flush(20_000);
    const again = await mage.writeBatch([mem("a1", "s"), mem("a2", "s", { claims: [{ entity: "q3", attribute: "revenue", value: "4.2M" }] }), mem("a3", "s")]);
    assert.ok(again.entries.every((e) => e.duplicate));
    // Three entries, three sequence numbers: nothing was stored twice.
    assert.equal(new Set(again.entries.map((e) => e.seq)).size, 3);
    assert.ok(Math.max(...again.entries.map((e) => e.seq)) <= last);
  } finally {
    await mage.close();
    await sidecar.dispose();
  }
});

test("batches in flight when the sidecar dies are resent and none is lost", async () => {
  // A frozen sidecar takes the batches without acking; after a kill and restart all are stored.
  const sidecar = await new Sidecar().start();
  const mage = client(sidecar.target);
  const entries = Array.from({ length: 500 }, (_, i) => mem(`k${i}`, "s"));
  try {
    mage.write(mem("k-first", "s"));
    await mage.flush(5000);
    sidecar.freeze();
    for (const e of entries) mage.write(e);
    await assert.rejects(mage.flush(500), /500 entries unacknowledged/);
    await sidecar.kill();
    await sidecar.start();
    await mage.flush(30_000);
    const acks = await Promise.all([0, 250].map((i) => mage.writeBatch(entries.slice(i, i + 250))));
    assert.ok(acks.every((a) => a.entries.every((e) => e.duplicate)));
  } finally {
    await mage.close();
    await sidecar.dispose();
  }
});

test("checks fall back while the sidecar is down and reach it again once it is back", async () => {
  // A restart costs a few local decisions, not the client.
  const sidecar = await new Sidecar().start();
  const mage = client(sidecar.target);
  try {
    await mage.writeBatch(cleanBasis("s"));
    await sidecar.stop();
    assert.ok(isLocal(await mage.check("s", sendEmail(), { memoryIds: ["u1"] })));
    await sidecar.start();
    const deadline = Date.now() + 15_000;
    let d = await mage.check("s", sendEmail(), { memoryIds: ["u1", "t1"] });
    while (isLocal(d) && Date.now() < deadline) {
      await sleep(100);
      d = await mage.check("s", sendEmail(), { memoryIds: ["u1", "t1"] });
    }
    assert.equal(d.verdict, "PROCEED");
    assert.ok(!isLocal(d), d.message);
  } finally {
    await mage.close();
    await sidecar.dispose();
  }
});

test("batches refused as busy are resent after the retry hint, not rejected", async () => {
  // A write queue of one makes concurrent writers meet RESOURCE_EXHAUSTED with a retry hint.
  const sidecar = await new Sidecar().configure({ limits: { max_write_queue: 1 } }).start();
  const log = new Captured();
  const mage = new MageClient({ target: sidecar.target, logger: log, writer: { maxBatch: 5 } });
  const entries = Array.from({ length: 600 }, (_, i) => mem(`e${i}`, `s${i % 4}`));
  try {
    for (const e of entries) mage.write(e);
    await mage.flush(60_000);
    const acks = await Promise.all([0, 1, 2, 3].map((i) => mage.writeBatch(entries.filter((e) => e.session === `s${i}`))));
    assert.ok(acks.every((a) => a.entries.every((e) => e.duplicate)));
    assert.ok(log.lines.some((l) => l.includes("sidecar busy")), log.lines.slice(0, 5).join("\n"));
  } finally {
    await mage.close();
    await sidecar.dispose();
  }
});

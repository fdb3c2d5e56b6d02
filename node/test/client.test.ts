/** The Node client against the real sidecar: writes, checks, the guard and the review calls. */

import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";

import { ActionHalted, InvalidArgument, isLocal, RequestFailed, WriteRejected, type MageClient } from "../src/index.js";
import { cleanBasis, client, mem, poisonedBasis, sendEmail } from "./helpers.js";
import { Sidecar } from "./sidecar.js";

describe("against one sidecar", () => {
  const sidecar = new Sidecar();
  let mage: MageClient;

  before(async () => {
    await sidecar.start();
    mage = client(sidecar.target);
  });

  after(async () => {
    await mage.close();
    await sidecar.dispose();
  });

  test("write then check: PROCEED on a clean basis, HALT on an injected one", async () => {
    // A poisoned basis halts the send; the clean part of the same session proceeds.
    for (const e of poisonedBasis("c1")) mage.write(e);
    const seq = await mage.flush(5000);
    const ok = await mage.check("c1", sendEmail(), { memoryIds: ["u1", "t1"] });
    const bad = await mage.check("c1", sendEmail("attacker@evil.example"), { memoryIds: ["u1", "t1", "r1"] });
    assert.ok(seq >= 3);
    assert.equal(ok.verdict, "PROCEED");
    assert.ok(!isLocal(ok) && ok.policyHash && ok.basis.includes("t1"));
    assert.equal(bad.verdict, "HALT");
    assert.ok(bad.risk.safety.score > 0.5);
    assert.ok(bad.risk.safety.evidence.some((e) => e.memoryIds.includes("r1")));
  });

  test("a quarantined memory redirects the action", async () => {
    // After a QUARANTINE repair the check answers REDIRECT, naming what to verify.
    await mage.writeBatch(cleanBasis("c2"));
    const repaired = await mage.repair({ session: "c2", memoryId: "t1", op: "quarantine", reason: "unverified" });
    const d = await mage.check("c2", sendEmail(), { memoryIds: ["u1", "t1"] });
    assert.deepEqual(repaired.affected, ["t1"]);
    assert.equal(d.verdict, "REDIRECT");
    assert.ok(d.redirects.length > 0);
  });

  test("the writer fills in its session and flush returns the durable seq", async () => {
    // 250 entries in batches of 100 are all acknowledged; resending them is a no-op.
    const writer = mage.writer("c3");
    for (let i = 0; i < 250; i++) writer.write({ ...mem(`e${i}`, ""), session: undefined });
    const seq = await writer.flush(10_000);
    const again = await mage.writeBatch([mem("e0", "c3"), mem("e249", "c3")]);
    assert.ok(seq >= 250 && writer.durableSeq === seq);
    assert.ok(again.ok && again.entries.every((e) => e.duplicate));
  });

  test("a bad entry is a typed error naming the field", async () => {
    // Locally: an unknown kind throws InvalidArgument; at the sidecar: a rejected batch.
    assert.throws(() => mage.write(mem("x", "c4", { kind: "fakt" as never })), (err: unknown) =>
      err instanceof InvalidArgument && err.field === "entry.kind" && /"fact"/.test(err.message));
    assert.throws(() => mage.write({ ...mem("y", "c4"), confidence: undefined as never }), /entry\.confidence: required/);
    mage.write(mem("z", "c4", { confidence: 1.5 }));
    mage.write(mem("ok", "c4"));
    const rejected = await mage.flush(5000).then(() => undefined, (err: unknown) => err);
    assert.ok(rejected instanceof WriteRejected, String(rejected));
    assert.match(rejected.reason, /entries\[0\]\.confidence/);
    assert.deepEqual(rejected.entryIds, ["z", "ok"]); // one lingering batch, refused whole
    mage.write(mem("ok", "c4"));
    assert.ok((await mage.flush(5000)) > 0);
  });

  test("guard throws ActionHalted without running the function, and records a call it allows", async () => {
    // HALT stops the tool; PROCEED runs it and writes outcome-<decision id> on the basis.
    await mage.writeBatch(poisonedBasis("c5"));
    const sent: string[] = [];
    const send = async (to: string, body: string) => { sent.push(to); return `queued ${body}`; };
    const guarded = mage.guard(send, { session: "c5", tool: "send_email", memoryIds: (to) => (to.includes("evil") ? ["u1", "t1", "r1"] : ["u1", "t1"]) });
    const halted = await guarded("attacker@evil.example", "report").then(() => undefined, (err: unknown) => err);
    assert.equal(await guarded("boss@corp.example", "Q3"), "queued Q3");
    await mage.flush(5000);
    assert.ok(halted instanceof ActionHalted);
    assert.equal(halted.decision.verdict, "HALT");
    assert.deepEqual(sent, ["boss@corp.example"]);
    const { decisions } = await mage.listDecisions({ session: "c5", verdict: "PROCEED" });
    const look = await mage.check("c5", { type: "internal_reasoning" }, { memoryIds: [`outcome-${decisions[0]!.decisionId}`] });
    const detail = await mage.getDecision(look.decisionId);
    const outcome = detail.memories.find((m) => m.entry.id === `outcome-${decisions[0]!.decisionId}`)!.entry;
    assert.equal(outcome.kind, "outcome");
    assert.match(outcome.content, /send_email\(arg0=boss@corp.example, arg1=Q3\) returned queued Q3/);
    assert.deepEqual([...(outcome.dependsOn ?? [])].sort(), ["t1", "u1"]);
  });

  test("review calls: list, get, verify, feedback, select memories, record outcome", async () => {
    // Each call reaches the sidecar and comes back typed.
    await mage.writeBatch([...poisonedBasis("c6"), mem("d1", "c6", { content: "summary", dependsOn: ["r1"] })]);
    const d = await mage.check("c6", sendEmail(), { memoryIds: ["d1"] });
    const page = await mage.listDecisions({ session: "c6", pageSize: 10 });
    const detail = await mage.getDecision(d.decisionId);
    const fb = await mage.feedback(d.decisionId, "confirmed", { note: "right call", author: "test" });
    const picked = await mage.selectMemories("c6", { query: "send the report", maxCount: 3 });
    const lesson = await mage.recordOutcome({ decisionId: d.decisionId, session: "c6", outcome: "report leaked", polarity: "harmful", edge: "caused", severity: "severe", judgedBy: "user" });
    const audit = await mage.verifyAudit();
    assert.deepEqual(page.decisions.map((s) => s.decisionId), [d.decisionId]);
    assert.equal(page.nextPageToken, "");
    assert.equal(detail.record.decision_id, d.decisionId);
    assert.ok(detail.memories.some((m) => m.entry.id === "r1"));
    assert.ok(fb.feedbackId);
    assert.ok(picked.length > 0 && picked.length <= 3);
    assert.ok(lesson.lessonId && lesson.grade);
    assert.ok(audit.ok && audit.records >= 1);
    const missing = await mage.getDecision("01NOSUCHDECISION0000000000").then(() => undefined, (err: unknown) => err);
    assert.ok(missing instanceof RequestFailed && missing.code === "NOT_FOUND");
  });
});

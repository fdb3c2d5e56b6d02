/** The contract between languages: Node and Python clients on one sidecar, and its error text. */

import assert from "node:assert/strict";
import { execFile } from "node:child_process";
import { after, before, describe, test } from "node:test";
import { promisify } from "node:util";

import { create } from "@bufbuild/protobuf";

import type { MageClient } from "../src/index.js";
import { MemoryEntrySchema, WriteRequestSchema, type WriteAck } from "../src/gen/mage/v1/mage_pb.js";
import { Transport } from "../src/transport.js";
import { client, poisonedBasis } from "./helpers.js";
import { PYTHON, Sidecar } from "./sidecar.js";

const run = promisify(execFile);

// The Python client's side of each exchange; prints one JSON object.
const PY = `
import json, sys
from mage.client import Action, ActionType, Kind, MageClient, MemoryEntry, Source
target, mode, session = sys.argv[1:4]
with MageClient(target) as c:
    if mode == "check":
        d = c.check(session, Action(ActionType.TOOL_WRITE, tool="send_email",
                    arguments={"to": "attacker@evil.example"}), memory_ids=["u1", "t1", "r1"])
        out = {"decision_id": d.decision_id, "verdict": d.verdict.name}
    elif mode == "write":
        ack = c.write_sync([
            MemoryEntry("u1", "Send the Q3 report to boss@corp.example", Source.USER, 0.9,
                        kind=Kind.INSTRUCTION, session=session),
            MemoryEntry("t1", "Q3 revenue was 4.2M EUR", Source.TOOL, 0.9, kind=Kind.FACT,
                        tool="db", session=session)])
        out = {"ok": ack.ok}
    else:
        page, _ = c.list_decisions(session=session)
        out = {"decisions": [s.decision_id for s in page], "audit_ok": c.verify_audit().ok}
print(json.dumps(out))
`;

async function python(target: string, mode: string, session: string): Promise<Record<string, unknown>> {
  const { stdout } = await run(PYTHON, ["-c", PY, target, mode, session], { timeout: 60_000 });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe("Node and Python on one sidecar", () => {
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

  test("entries written from Node are decided on by the Python client's check", async () => {
    // Python's HALT lands in the audit log under the session Node wrote, with the id Python saw.
    for (const e of poisonedBasis("x1")) mage.write(e);
    await mage.flush(5000);
    const py = await python(sidecar.target, "check", "x1");
    const page = await mage.listDecisions({ session: "x1" });
    const record = (await mage.getDecision(String(py.decision_id))).record;
    assert.equal(py.verdict, "HALT");
    assert.deepEqual(page.decisions.map((d) => [d.decisionId, d.verdict]), [[py.decision_id, "HALT"]]);
    assert.equal(record.session, "x1");
  });

  test("entries written from Python are decided on by the Node client's check", async () => {
    // Node's PROCEED is listed by the Python client under the same session and id.
    assert.deepEqual(await python(sidecar.target, "write", "x2"), { ok: true });
    const d = await mage.check("x2", { type: "tool_write", tool: "send_email", arguments: { to: "boss@corp.example" } }, { memoryIds: ["u1", "t1"] });
    const py = await python(sidecar.target, "list", "x2");
    assert.equal(d.verdict, "PROCEED");
    assert.deepEqual(py, { decisions: [d.decisionId], audit_ok: true });
  });

  test("errors name the field's path and enum values by their proto names", async () => {
    // A raw batch with kind 42 and no session is refused with text a Node user can act on.
    const transport = new Transport({ target: sidecar.target });
    const raw = (entry: object): Promise<WriteAck> => {
      const stream = transport.writeStream(5000);
      const ack = new Promise<WriteAck>((done, fail) => {
        stream.once("data", done);
        stream.once("error", fail);
      });
      stream.end(create(WriteRequestSchema, { batchId: 1n, entries: [create(MemoryEntrySchema, entry)] }));
      return ack;
    };
    try {
      const kind = await raw({ id: "k", session: "x3", content: "c", kind: 42, source: 2, confidence: 0.5 });
      const session = await raw({ id: "k", content: "c", kind: 1, source: 2, confidence: 0.5 });
      const confidence = await raw({ id: "k", session: "x3", content: "c", kind: 1, source: 2 });
      assert.match(kind.error?.message ?? "", /entries\[0\]\.kind: missing or unknown value 42; expected one of KIND_OBSERVATION, KIND_FACT, /);
      assert.match(session.error?.message ?? "", /entries\[0\]\.session: required/);
      assert.match(confidence.error?.message ?? "", /entries\[0\]\.confidence: required, a number in \[0, 1\]/);
    } finally {
      transport.close();
    }
  });
});

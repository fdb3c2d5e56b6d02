/** Reaching the sidecar over TCP: bearer tokens, TLS and MAGE_TARGET. */

import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";

import { credentials, FlushTimeout, isLocal, RequestFailed } from "../src/index.js";
import { cleanBasis, client, mem, sendEmail } from "./helpers.js";
import { freePort, Sidecar, tokens } from "./sidecar.js";

const TOKEN = "agent-token";
const NO_OPENSSL = spawnSync("openssl", ["version"]).status !== 0;

test("over TCP the token is required: without it calls fail loudly, with it they pass", async () => {
  // A missing token is UNAUTHENTICATED, never a silent fallback; MAGE_TARGET picks the address.
  const port = await freePort();
  const sidecar = await new Sidecar().configure({ auth: { tokens: tokens(TOKEN) }, server: { tcp: `127.0.0.1:${port}` } }).start();
  process.env.MAGE_TARGET = `127.0.0.1:${port}`;
  const agent = client("", { token: TOKEN });
  const intruder = client("", { writer: { closeTimeoutMs: 0 } });
  delete process.env.MAGE_TARGET;
  try {
    assert.equal(agent.target, `127.0.0.1:${port}`);
    assert.ok((await agent.writeBatch(cleanBasis("s"))).ok);
    const d = await agent.check("s", sendEmail(), { memoryIds: ["u1", "t1"] });
    assert.ok(d.verdict === "PROCEED" && !isLocal(d));
    await assert.rejects(intruder.check("s", sendEmail()), (err: unknown) => err instanceof RequestFailed && err.code === "UNAUTHENTICATED");
    intruder.write(mem("z", "s"));
    await assert.rejects(intruder.flush(1000), (err: unknown) => err instanceof FlushTimeout && /UNAUTHENTICATED/.test(err.message));
  } finally {
    await agent.close();
    await intruder.close();
    await sidecar.dispose();
  }
});

test("TLS over TCP with a token reaches the sidecar", { skip: NO_OPENSSL && "needs openssl to make a cert" }, async () => {
  // A host:port target with TLS credentials and a token gets a real decision.
  const port = await freePort();
  const sidecar = new Sidecar();
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
    "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1", "-keyout", "server.key", "-out", "server.pem"],
  { cwd: sidecar.root, stdio: "ignore" });
  const cert = join(sidecar.root, "server.pem");
  await sidecar.configure({
    auth: { tokens: tokens(TOKEN) },
    server: { tcp: `127.0.0.1:${port}`, tls_cert: cert, tls_key: join(sidecar.root, "server.key") },
  }).start();
  const mage = client(`localhost:${port}`, { token: TOKEN, credentials: credentials.createSsl(readFileSync(cert)) });
  try {
    assert.ok((await mage.writeBatch(cleanBasis("s"))).ok);
    const d = await mage.check("s", sendEmail(), { memoryIds: ["u1", "t1"] });
    assert.ok(d.verdict === "PROCEED" && !isLocal(d), d.message);
  } finally {
    await mage.close();
    await sidecar.dispose();
  }
});

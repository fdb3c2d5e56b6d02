/**
 * The real sidecar for the tests: `mage serve` from the project's Python environment.
 *
 * Like the Python suite's conftest, each sidecar gets its own unix socket and
 * data dir, and stop/start keep both so that a restart finds its data again.
 */

import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createHash } from "node:crypto";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

import * as grpc from "@grpc/grpc-js";

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");
/** The project's Python; $MAGE_PYTHON overrides it. */
export const PYTHON = process.env.MAGE_PYTHON ?? join(REPO, ".venv/bin/python");
let made = 0;

/** `mage serve --no-classifier` in a subprocess. */
export class Sidecar {
  readonly root = mkdtempSync(join(tmpdir(), "mage-node-"));
  // AF_UNIX paths are limited to about 107 bytes, so the socket lives directly in /tmp.
  readonly socket = `/tmp/mage-node-${process.pid}-${made++}.sock`;
  private proc: ChildProcess | undefined;

  constructor(private readonly extra: string[] = []) {}

  get target(): string {
    return `unix://${this.socket}`;
  }

  /** Serve with this config (JSON, which YAML reads as it is), written into the sidecar's folder. */
  configure(config: object): this {
    const path = join(this.root, "mage.yaml");
    writeFileSync(path, JSON.stringify(config));
    this.extra.push("--config", path);
    return this;
  }

  async start(): Promise<this> {
    const log = openSync(join(this.root, "sidecar.log"), "a");
    const args = ["-m", "mage.sidecar", "serve", "--no-classifier", "--socket", this.socket,
      "--data-dir", join(this.root, "data"), ...this.extra];
    this.proc = spawn(PYTHON, args, { stdio: ["ignore", log, log] });
    await this.ready(20_000);
    return this;
  }

  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    const proc = this.proc;
    this.proc = undefined;
    if (proc === undefined || proc.exitCode !== null) return;
    const exited = new Promise((done) => proc.once("exit", done));
    proc.kill(signal);
    await exited;
  }

  /** SIGKILL: no shutdown, as in a crash. */
  async kill(): Promise<void> {
    const proc = this.proc;
    this.proc = undefined;
    if (proc === undefined || proc.exitCode !== null) return;
    const exited = new Promise((done) => proc.once("exit", done));
    proc.kill("SIGKILL");
    await exited;
  }

  /** SIGSTOP: the process is frozen, so batches are read by no one and never acked. */
  freeze(): void {
    this.proc?.kill("SIGSTOP");
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.start();
  }

  /** Stop and remove the data dir. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.root, { recursive: true, force: true });
  }

  private async ready(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (this.proc?.exitCode !== null) throw new Error(`sidecar exited: ${this.log().slice(-2000)}`);
      if (existsSync(this.socket) && (await answers(this.target))) return;
      await sleep(50);
    }
    throw new Error(`sidecar did not become ready: ${this.log().slice(-2000)}`);
  }

  private log(): string {
    return readFileSync(join(this.root, "sidecar.log"), "utf8");
  }
}

function answers(target: string): Promise<boolean> {
  const client = new grpc.Client(target, grpc.credentials.createInsecure());
  return new Promise((done) => {
    client.waitForReady(Date.now() + 500, (err) => {
      client.close();
      done(!err);
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

/** A TCP port nothing listens on at the moment. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The `auth.tokens` config section admitting `token` for `tenant`. */
export function tokens(token: string, tenant = "acme"): Record<string, string> {
  return { [createHash("sha256").update(token).digest("hex")]: tenant };
}

"""Assemble the sidecar and serve it: gRPC on a unix socket (and optional TCP),
health checking, reflection, policy hot reload, graceful shutdown."""

from __future__ import annotations

import asyncio
import os
import signal
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import apsw
import grpc
import structlog

from mage.sidecar import lessons, metrics, selection
from mage.sidecar.app.ownership import DataDirLock, SocketClaim, check_port_free
from mage.sidecar.app.parts import Parts, Services
from mage.sidecar.config import Config, is_loopback
from mage.sidecar.decisions import recovery
from mage.sidecar.decisions.decider import Decider
from mage.sidecar.edge.auth import Tenants
from mage.sidecar.edge.servicer import Servicer, add_to_server
from mage.sidecar.errors import ConfigError
from mage.sidecar.evaluation.cascade import AsyncTier, Evaluator, PostStep, Tier
from mage.sidecar.evaluation.policy import PolicyHolder
from mage.sidecar.evaluation.tiers.classifier.scoring import ClassifierTier, Scorer
from mage.sidecar.evaluation.tiers.judge import JudgeTier
from mage.sidecar.evaluation.tiers.rules import RulesTier
from mage.sidecar.memory.shadow import Memory
from mage.sidecar.review import feedback
from mage.sidecar.review import read as review
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import Writer

log = structlog.get_logger("mage.server")


@dataclass
class App:
    """Everything one running sidecar owns."""

    config: Config
    writer: Writer
    readers: store.Readers
    memory: Memory
    policies: PolicyHolder
    servicer: Servicer
    scorer: Scorer | None
    lock: DataDirLock
    decider: Decider

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        if self.scorer is not None:
            self.scorer.start(loop, self.memory.apply_score)

    def close(self, last: Callable[[], None] = lambda: None) -> None:
        """Stop scoring and writing, run `last` (it reads what was committed), and only
        then give up the data dir, so nothing reads it while another sidecar may own it."""
        if self.scorer is not None:
            self.scorer.stop()
        self.writer.close()
        try:
            last()
        finally:
            self.lock.release()


def _scorer(config: Config) -> Scorer | None:
    if not config.classifier.enabled:
        return None
    from mage.sidecar.evaluation.tiers.classifier.model import Classifier

    model_dir = Path(config.classifier.model_dir) if config.classifier.model_dir else None
    return Scorer(Classifier(model_dir, threads=config.classifier.threads))


def build(config: Config) -> App:
    data_dir = Path(config.server.data_dir)
    if data_dir.exists() and not data_dir.is_dir():
        raise ConfigError(f"server.data_dir: {data_dir} exists and is not a folder")
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(f"server.data_dir: cannot create {data_dir}: {exc.strerror}") from None
    lock = DataDirLock(data_dir)  # before anything reads the sequence or the chain heads
    try:
        return _build(config, lock)
    except BaseException:
        lock.release()
        raise


def _build(config: Config, lock: DataDirLock) -> App:
    path, durability = config.db_path, config.storage.durability
    try:
        conn = store.open_connection(path, durability)
        store.migrate(conn)
        seq = store.max_seq(conn)
        conn.close()
    except apsw.Error as exc:
        raise ConfigError(f"{path}: cannot be opened as a MAGE database ({exc}); restore it "
                          "from a backup, or pass another --data-dir") from None
    writer = Writer(path, durability, config.storage.checkpoint_every_s)
    readers = store.Readers(path, durability)
    policies = PolicyHolder(config.server.policy)
    scorer = _scorer(config)
    memory = Memory(writer, readers, config.limits, seq, scorer,
                    lambda: policies.current.classifier_threshold)
    tiers: list[Tier] = [RulesTier()]
    if scorer is not None:
        tiers.append(ClassifierTier(scorer, config.classifier.check_budget_chars,
                                    config.classifier.check_wait_chars))
    later: list[AsyncTier] = [JudgeTier(config.judge)] if config.judge.url else []
    post: list[PostStep] = []
    services = Services()
    parts = Parts(config, writer, readers, memory, policies)
    # --- components register here: tiers, post steps, RPC services (one block each) ---
    # review: feedback marks (RPC "Feedback"), told to lessons when that component exists
    services.review = feedback.register(parts, lambda: services.lessons)
    # selection: counterfactual attribution in every decision; SelectMemories
    post.append(selection.Attribution())
    services.selection = selection.register(parts, tiers, later)
    # lessons: causal memory: precedent tier, cited lesson ids, RPC "RecordOutcome"
    lessons_tier, lessons_cited, services.lessons = lessons.register(parts)
    tiers.append(lessons_tier)
    post.append(lessons_cited)
    # --- end of component registrations ---
    evaluator = Evaluator(tiers, later, post)
    decider = Decider(memory, evaluator, policies, writer, scorer.version if scorer else "",
                      config.limits, config.decisions)
    _recover(readers, writer, policies, evaluator)
    servicer = Servicer(memory, decider, readers, Tenants(config), services)
    return App(config, writer, readers, memory, policies, servicer, scorer, lock, decider)


def _recover(readers: store.Readers, writer: Writer, policies: PolicyHolder,
             evaluator: Evaluator) -> None:
    """Explain the decisions a crash left answered but unexplained, before serving."""
    found = recovery.recover(readers.get(), writer, policies.current, evaluator)
    if found:
        log.info("explanations_recovered", decisions=found)


def _tcp_credentials(config: Config) -> grpc.ServerCredentials | None:
    """TLS for TCP; beyond loopback it is required, and allowed only when asked for."""
    srv = config.server
    if not is_loopback(srv.tcp.rsplit(":", 1)[0]):
        if not srv.allow_non_loopback:
            raise ConfigError(f"server.tcp: {srv.tcp} is not a loopback address; set "
                              "server.allow_non_loopback to expose the sidecar beyond this host")
        if not srv.tls_cert:
            raise ConfigError(f"server.tcp: {srv.tcp} is beyond loopback and needs TLS; "
                              "set server.tls_cert and server.tls_key")
    if not srv.tls_cert:
        return None
    pair = (Path(srv.tls_key).read_bytes(), Path(srv.tls_cert).read_bytes())
    ca = Path(srv.tls_client_ca).read_bytes() if srv.tls_client_ca else None
    return grpc.ssl_server_credentials([pair], root_certificates=ca,
                                       require_client_auth=ca is not None)


async def serve(config: Config, ready: asyncio.Event | None = None) -> None:
    """Run until SIGTERM/SIGINT, then drain open streams and commit what is queued."""
    # TCP settings are checked (and the certificates read) before anything is claimed or
    # opened, so a bad one leaves no socket, lock or database behind.
    creds = _tcp_credentials(config) if config.server.tcp else None
    claim = SocketClaim(config.server.socket) if config.server.socket else None
    if config.server.tcp and not config.server.tcp.endswith(":0"):
        check_port_free(config.server.tcp)
    app = build(config)
    endpoint = metrics.start(config.metrics.address, {
        "mage_write_queue_depth": app.writer.depth,
        "mage_scoring_queue_depth": app.scorer.depth if app.scorer else lambda: 0,
    }, config.server.allow_non_loopback)
    app.start(asyncio.get_running_loop())
    opts = [("grpc.max_receive_message_length", config.limits.max_message_bytes),
            ("grpc.max_send_message_length", config.limits.max_message_bytes),
            ("grpc.so_reuseport", 0)]  # a second sidecar on the same port must fail to bind
    server = grpc.aio.server(options=opts)
    health = add_to_server(app.servicer, server)
    try:
        _bind(server, config, claim, creds)
    except BaseException:  # leave nothing behind: the socket file, the lock, the endpoint
        if endpoint is not None:
            endpoint.close()
        app.close()
        if claim is not None:
            claim.release()
        raise
    await server.start()
    await health.serving()
    watcher = asyncio.create_task(app.policies.watch())
    heads = asyncio.create_task(_log_heads_every(app, config.storage.head_log_every_s))
    log.info("serving", socket=config.server.socket, tcp=config.server.tcp,
             data_dir=config.server.data_dir, policy_hash=app.policies.current.hash,
             durable_seq=app.memory.durable_seq)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, stop.set)
    if ready is not None:
        ready.set()
    await stop.wait()
    log.info("shutting_down", grace_s=config.server.shutdown_grace_s)
    await health.stopping()
    app.servicer.closing.set()
    await server.stop(config.server.shutdown_grace_s)
    await app.decider.explanations.drain()  # the answers' explanations, before the writer
    watcher.cancel()
    heads.cancel()
    if endpoint is not None:
        endpoint.close()
    app.close(lambda: _log_heads(config))  # what was committed last, for an anchor
    if claim is not None:
        claim.release()
    log.info("stopped")


async def _log_heads_every(app: App, every_s: float) -> None:
    """Log the chain heads now and every `every_s` seconds (0: now only)."""
    while True:
        await asyncio.to_thread(_log_heads, app.config)
        if every_s <= 0:
            return
        await asyncio.sleep(every_s)


def _log_heads(config: Config) -> None:
    """One `audit_heads` line with every tenant's committed heads (the list `mage audit
    head --json` prints, so a saved line serves as an anchor file)."""
    conn = store.open_connection(config.db_path, config.storage.durability)
    try:
        log.info("audit_heads", heads=[h.to_plain() for h in review.heads(conn)])
    except Exception as exc:  # a log line must never take the sidecar down
        log.warning("audit_heads_failed", error=str(exc))
    finally:
        conn.close()


def _bind(server: grpc.aio.Server, config: Config, claim: SocketClaim | None,
          creds: grpc.ServerCredentials | None) -> None:
    if claim is not None:
        old = os.umask(0o177)  # the socket is created owner-only
        try:
            server.add_insecure_port(f"unix://{claim.binding}")
        finally:
            os.umask(old)
        claim.bound()
    if config.server.tcp:
        try:
            if creds is None:
                server.add_insecure_port(config.server.tcp)
            else:
                server.add_secure_port(config.server.tcp, creds)
        except RuntimeError:  # taken between the early check and now
            raise ConfigError(f"server.tcp: cannot bind {config.server.tcp}; is another "
                              "process using it?") from None


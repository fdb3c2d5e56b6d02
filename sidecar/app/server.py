"""Assemble the sidecar and serve it: gRPC on a unix socket (and optional TCP),
health checking, reflection, policy hot reload, graceful shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
from dataclasses import dataclass
from pathlib import Path

import grpc
import structlog
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection

from mage.sidecar import metrics
from mage.sidecar.config import Config, is_loopback
from mage.sidecar.decisions.decider import Decider
from mage.sidecar.edge.servicer import Extension, Servicer, Tenants
from mage.sidecar.errors import ConfigError
from mage.sidecar.evaluation.cascade import AsyncTier, Evaluator, PostStep, Tier
from mage.sidecar.evaluation.policy import PolicyHolder
from mage.sidecar.evaluation.tiers.classifier.scoring import ClassifierTier, Scorer
from mage.sidecar.evaluation.tiers.judge import JudgeTier
from mage.sidecar.evaluation.tiers.rules import RulesTier
from mage.sidecar.lessons import register as register_lessons
from mage.sidecar.memory.shadow import Memory
from mage.sidecar.review.feedback import ReviewExtension
from mage.sidecar.selection import Attribution, SelectionService
from mage.sidecar.store import db as store
from mage.sidecar.store.writer import Writer
from mage.v1 import mage_pb2, mage_pb2_grpc

log = structlog.get_logger("mage.server")

SERVICE_NAME = mage_pb2.DESCRIPTOR.services_by_name["Mage"].full_name


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

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        if self.scorer is not None:
            self.scorer.start(loop, self.memory.apply_score)

    def close(self) -> None:
        if self.scorer is not None:
            self.scorer.stop()
        self.writer.close()


def _scorer(config: Config) -> Scorer | None:
    if not config.classifier.enabled:
        return None
    from mage.sidecar.evaluation.tiers.classifier.model import Classifier

    model_dir = Path(config.classifier.model_dir) if config.classifier.model_dir else None
    return Scorer(Classifier(model_dir, threads=config.classifier.threads))


def build(config: Config) -> App:
    data_dir = Path(config.server.data_dir)
    data_dir.mkdir(parents=True, exist_ok=True)
    path, durability = config.db_path, config.storage.durability
    conn = store.open_connection(path, durability)
    store.migrate(conn)
    seq = store.max_seq(conn)
    conn.close()
    writer = Writer(path, durability, config.storage.checkpoint_every_s)
    readers = store.Readers(path, durability)
    policies = PolicyHolder(config.server.policy)
    scorer = _scorer(config)
    memory = Memory(writer, readers, config.limits, seq, scorer,
                    lambda: policies.current.classifier_threshold)
    tiers: list[Tier] = [RulesTier()]
    if scorer is not None:
        tiers.append(ClassifierTier(scorer))
    later: list[AsyncTier] = [JudgeTier(config.judge)] if config.judge.url else []
    post: list[PostStep] = []
    extensions: dict[str, Extension] = {}
    parts = Parts(config, writer, readers, memory, policies)
    # --- components register here: tiers, post steps, RPC adapters (one block each) ---
    # review: feedback marks (RPC "Feedback"), told to lessons when that component exists
    extensions["review"] = ReviewExtension(parts, lambda: extensions.get("lessons"))
    # selection: counterfactual attribution in every decision; SelectMemories
    post.append(Attribution())
    extensions["selection"] = SelectionService(parts, tiers, later)
    # lessons: causal memory: precedent tier, cited lesson ids, RPC "RecordOutcome"
    lessons_tier, lessons_cited, extensions["lessons"] = register_lessons(parts)
    tiers.append(lessons_tier)
    post.append(lessons_cited)
    # --- end of component registrations ---
    decider = Decider(memory, Evaluator(tiers, later, post), policies, writer,
                      scorer.version if scorer else "")
    servicer = Servicer(memory, decider, readers, Tenants(config), extensions)
    return App(config, writer, readers, memory, policies, servicer, scorer)


@dataclass(frozen=True)
class Parts:
    """What a component may use when it registers itself in `build`."""

    config: Config
    writer: Writer
    readers: store.Readers
    memory: Memory
    policies: PolicyHolder


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
    app = build(config)
    endpoint = metrics.start(config.metrics.address, {
        "mage_write_queue_depth": app.writer.depth,
        "mage_scoring_queue_depth": app.scorer.depth if app.scorer else lambda: 0,
    }, config.server.allow_non_loopback)
    app.start(asyncio.get_running_loop())
    opts = [("grpc.max_receive_message_length", config.limits.max_message_bytes),
            ("grpc.max_send_message_length", config.limits.max_message_bytes)]
    server = grpc.aio.server(options=opts)
    mage_pb2_grpc.add_MageServicer_to_server(app.servicer, server)
    health_servicer = health.aio.HealthServicer()
    health_pb2_grpc.add_HealthServicer_to_server(health_servicer, server)
    reflection.enable_server_reflection(
        (SERVICE_NAME, health_pb2.DESCRIPTOR.services_by_name["Health"].full_name,
         reflection.SERVICE_NAME), server)
    _bind(server, config)
    await server.start()
    for name in ("", SERVICE_NAME):
        await health_servicer.set(name, health_pb2.HealthCheckResponse.SERVING)
    watcher = asyncio.create_task(app.policies.watch())
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
    await health_servicer.enter_graceful_shutdown()
    app.servicer.closing.set()
    await server.stop(config.server.shutdown_grace_s)
    watcher.cancel()
    if endpoint is not None:
        endpoint.close()
    app.close()
    _unlink_socket(config.server.socket)
    log.info("stopped")


def _bind(server: grpc.aio.Server, config: Config) -> None:
    sock = config.server.socket
    if sock:
        _unlink_socket(sock)
        Path(sock).parent.mkdir(parents=True, exist_ok=True)
        old = os.umask(0o177)  # the socket is created owner-only
        try:
            server.add_insecure_port(f"unix://{sock}")
        finally:
            os.umask(old)
    if config.server.tcp:
        creds = _tcp_credentials(config)
        if creds is None:
            server.add_insecure_port(config.server.tcp)
        else:
            server.add_secure_port(config.server.tcp, creds)


def _unlink_socket(path: str) -> None:
    if path:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)

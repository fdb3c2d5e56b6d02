"""Assemble the sidecar and serve it: gRPC on a unix socket (and optional TCP),
health checking, reflection, policy hot reload, graceful shutdown."""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import os
import signal
from dataclasses import dataclass
from pathlib import Path

import grpc
import structlog
from grpc_health.v1 import health, health_pb2, health_pb2_grpc
from grpc_reflection.v1alpha import reflection
from mage.sidecar import store
from mage.sidecar.config import Config
from mage.sidecar.decisions import Decider
from mage.sidecar.errors import ConfigError
from mage.sidecar.evaluator import Evaluator, Tier
from mage.sidecar.memory import Memory
from mage.sidecar.policy import PolicyHolder
from mage.sidecar.rules import RulesTier
from mage.sidecar.service import Servicer
from mage.sidecar.writer import Writer
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

    def close(self) -> None:
        self.writer.close()


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
    memory = Memory(writer, readers, config.limits, seq)
    policies = PolicyHolder(config.server.policy)
    tiers: list[Tier] = [RulesTier()]
    decider = Decider(memory, Evaluator(tiers), policies, writer)
    servicer = Servicer(memory, decider, readers, config.server.tenant)
    return App(config, writer, readers, memory, policies, servicer)


def _check_tcp(address: str, allow_non_loopback: bool) -> None:
    host = address.rsplit(":", 1)[0].strip("[]")
    try:
        loopback = host == "localhost" or ipaddress.ip_address(host).is_loopback
    except ValueError:
        loopback = False
    if not loopback and not allow_non_loopback:
        raise ConfigError(f"server.tcp: {address} is not a loopback address; set "
                          "server.allow_non_loopback to expose the sidecar beyond this host")


async def serve(config: Config, ready: asyncio.Event | None = None) -> None:
    """Run until SIGTERM/SIGINT, then drain open streams and commit what is queued."""
    app = build(config)
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
    await server.stop(config.server.shutdown_grace_s)
    watcher.cancel()
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
        _check_tcp(config.server.tcp, config.server.allow_non_loopback)
        server.add_insecure_port(config.server.tcp)


def _unlink_socket(path: str) -> None:
    if path:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)

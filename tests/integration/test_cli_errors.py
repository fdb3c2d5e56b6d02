"""Mistakes people make at the command line get one line saying what to do, no traceback."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from helpers import check, entry, write
from paths import ROOT
from structlog.testing import capture_logs

from mage.sidecar import config
from mage.sidecar.evaluation.policy import PolicyHolder, default_text


def _mage(cwd: Path, *args: str, pre: str = "") -> subprocess.CompletedProcess[str]:
    code = f"{pre}import sys; from mage.sidecar.app.cli.main import main; sys.exit(main())"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          timeout=60, cwd=cwd)


def _serve(*args: str) -> list[str]:
    return ["serve", "--no-classifier", "--socket", "/tmp/mage-never.sock", *args]


def _setups(tmp: Path) -> dict[str, tuple[list[str], str]]:
    (tmp / "latin1.yaml").write_bytes(b"server:\n  socket: \"caf\xe9\"\n")
    (tmp / "a-file").write_text("not a folder")
    (tmp / "broken").mkdir()
    (tmp / "broken" / "mage.db").write_bytes(b"SQLite format 3\x00" + b"\x07" * 4000)
    return {
        "missing policy": (_serve("--data-dir", "d", "--policy", "nope.yaml"),
                           "mage: policy file nope.yaml: No such file or directory"),
        "config not UTF-8": (_serve("--data-dir", "d", "--config", "latin1.yaml"),
                             "mage: config file latin1.yaml: not UTF-8 text"),
        "data dir is a file": (_serve("--data-dir", "a-file"),
                               "mage: server.data_dir: a-file exists and is not a folder"),
        "damaged database": (_serve("--data-dir", "broken"),
                             "mage: broken/mage.db: cannot be opened as a MAGE database"),
        "damaged database, read": (["audit", "--data-dir", "broken", "list"],
                                   "mage: broken/mage.db: cannot be read as a MAGE database"),
    }


@pytest.mark.parametrize("case", ["missing policy", "config not UTF-8", "data dir is a file",
                                  "damaged database", "damaged database, read"])
def test_a_bad_setup_is_one_line_and_exit_2(tmp_path: Path, case: str) -> None:
    """Each mistake exits 2 with a single line that names the file or setting."""
    args, start = _setups(tmp_path)[case]
    out = _mage(tmp_path, *args)
    assert out.returncode == 2, out.stderr
    assert out.stderr.startswith(start), out.stderr
    assert len(out.stderr.strip().splitlines()) == 1, out.stderr


def test_without_the_sidecar_installed_mage_says_what_to_install(tmp_path: Path) -> None:
    """A client-only install has the `mage` command too; it names the extra to install."""
    out = _mage(tmp_path, "audit", "list", pre="sys_modules = __import__('sys').modules; "
                "sys_modules['apsw'] = None; ")
    assert out.returncode == 2
    assert "pip install 'mage-guard[sidecar]'" in out.stderr and "Traceback" not in out.stderr


def test_export_into_a_closed_pipe_ends_quietly(sidecar: Any, tmp_path: Path) -> None:
    """`mage audit export | head` is a normal way to look: no BrokenPipe traceback."""
    stub = sidecar.stub()
    write(stub, [entry("u1", "Send the report to ana@acme.example", "user")])
    for _ in range(300):
        check(stub, ids=("u1",), type="tool_write", tool="send", to="ana@acme.example")
    cmd = (f"{sys.executable} -m mage.sidecar audit --data-dir {sidecar.data_dir} export "
           "| head -c 100 >/dev/null")
    out = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], capture_output=True, text=True,
                         timeout=60)
    assert "Traceback" not in out.stderr and "BrokenPipe" not in out.stderr, out.stderr


def test_a_deleted_policy_file_warns_once_and_keeps_the_policy(tmp_path: Path) -> None:
    """The policy in force stays when its file goes away, with one warning, not one per poll."""
    path = tmp_path / "policy.yaml"
    path.write_text(default_text())
    holder = PolicyHolder(str(path))
    before = holder.current.hash
    path.unlink()
    with capture_logs() as logs:
        for _ in range(5):
            assert holder.reload_if_changed() is False
    assert [e["event"] for e in logs] == ["policy_file_missing"]
    assert holder.current.hash == before


def test_the_sample_config_lists_every_field_and_loads_as_the_defaults(tmp_path: Path) -> None:
    """`mage config sample` (kept in docs/mage.yaml) is a valid config equal to the defaults,
    and `serve --help` names every section."""
    out = _mage(tmp_path, "config", "sample")
    assert out.returncode == 0
    assert out.stdout == (ROOT / "docs" / "mage.yaml").read_text(), (
        "docs/mage.yaml is stale: run `mage config sample > docs/mage.yaml`")
    sample = tmp_path / "mage.yaml"
    sample.write_text(out.stdout)
    assert config.load(sample) == config.Config()
    helptext = _mage(tmp_path, "serve", "--help").stdout
    assert all(f"\n  {name} " in helptext for name in config.SECTIONS)


@pytest.mark.parametrize("args", [["audit", "--data-dir", "nowhere", "list"],
                                  ["audit", "list", "--data-dir", "nowhere"],
                                  ["lessons", "--data-dir", "nowhere", "audit"],
                                  ["lessons", "audit", "--data-dir", "nowhere"]])
def test_data_dir_goes_before_or_after_the_subcommand(tmp_path: Path, args: list[str]) -> None:
    """`--data-dir` is taken wherever it is put, as `mage serve --data-dir` takes it."""
    out = _mage(tmp_path, *args)
    assert out.returncode == 2
    assert out.stderr.startswith("mage: no database at nowhere/mage.db;"), out.stderr

"""Run mypy over the packages under their import names.

The folders are mapped onto packages by pyproject.toml (`client/` is `mage.client`,
`sidecar/` is `mage.sidecar`, ...), which mypy cannot read, so a temporary tree of
links lays them out as Python sees them. Settings are in pyproject.toml.

Usage: python scripts/typecheck.py [extra mypy arguments]
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHECKED = ("mage.client", "mage.contract", "mage.sidecar")


def package_dirs() -> dict[str, str]:
    """pyproject's package-dir: top-level package names under `mage` and their folders."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return config["tool"]["setuptools"]["package-dir"]


def main(argv: list[str]) -> int:
    with tempfile.TemporaryDirectory(prefix="mage-typecheck-") as tmp:
        (Path(tmp) / "mage").mkdir()
        for name, folder in package_dirs().items():
            os.symlink(ROOT / folder, Path(tmp) / name.replace(".", "/"))
        cmd = [sys.executable, "-m", "mypy", "--config-file", str(ROOT / "pyproject.toml"),
               "--cache-dir", str(ROOT / ".mypy_cache")]
        cmd += [arg for pkg in CHECKED for arg in ("-p", pkg)] + argv
        run = subprocess.run(cmd, env={**os.environ, "MYPYPATH": tmp}, cwd=tmp,
                             capture_output=True, text=True)
    print(_repo_paths(run.stdout + run.stderr), end="")
    return run.returncode


def _repo_paths(text: str) -> str:
    """mypy names files by the linked tree; name them by the repository's folders instead."""
    for name, folder in sorted(package_dirs().items(), key=lambda kv: -len(kv[0])):
        text = text.replace(name.replace(".", "/") + "/", folder.rstrip("/") + "/")
    return text


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Rewrite models/poison-v1/manifest.json: the sha256 of every shipped file.

The runtime refuses a model folder whose files differ from its manifest, so an edit
to a shipped file (the model card, say) is followed by this. It needs neither torch
nor the training data.

Usage: python scripts/classifier/manifest.py
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

SHIP = Path(__file__).resolve().parents[2] / "models" / "poison-v1"
MANIFEST = "manifest.json"
NAME = "poison-v1"
VERSION = "1.0.0"


def write_manifest(ship: Path = SHIP) -> None:
    """Records name, version and the sha256 of every shipped file."""
    files = {
        p.name: hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(ship.iterdir())
        if p.is_file() and p.name != MANIFEST
    }
    manifest = {"name": NAME, "version": VERSION, "files": files}
    (ship / MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n")


if __name__ == "__main__":
    write_manifest()

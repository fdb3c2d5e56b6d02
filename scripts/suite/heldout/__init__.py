"""The held-out split: its tasks, attacker goals and injection styles.

The guard's designers do not read this package; they see only the aggregate figures
the runner prints for it, so the held-out figure measures attacks they have not seen.
"""

from __future__ import annotations

from ..model import HELD_OUT, Material
from . import bank, chat, office, ops, travel
from .styles import STYLES

_DOMAINS = (office, bank, chat, travel, ops)

MATERIAL = Material(HELD_OUT, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES)

__all__ = ["MATERIAL"]

"""The development split: its tasks, attacker goals and injection styles.

The guard's designers may read this package and every session it gives.
"""

from __future__ import annotations

from ..model import DEV, Material
from . import bank, chat, office, ops, travel
from .styles import STYLES

_DOMAINS = (office, bank, chat, travel, ops)

MATERIAL = Material(DEV, tuple(t for d in _DOMAINS for t in d.TASKS),
                    tuple(g for d in _DOMAINS for g in d.GOALS), STYLES)

__all__ = ["MATERIAL"]

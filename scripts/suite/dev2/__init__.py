"""The second development split: five other domains, other injection styles and goals.

Written apart from the guard and from the first development split, so that what is
learned on it is more likely to carry over to attacks nobody has seen. The guard's
designers may read this package and every session it gives. Its product of styles and
goals is large, so each domain keeps a third of its (style, goal) cells, on diagonals,
and each task half the clean sessions the runner asks for.
"""

from __future__ import annotations

from ..model import DEV2, Material
from . import clinic, crm, hosting, hr, shop
from .styles import styles

_DOMAINS = (crm, hr, shop, clinic, hosting)

GOALS = tuple(g for d in _DOMAINS for g in d.GOALS)
TRANSLATED = {g.instruction: d.FOREIGN[g.id] for d in _DOMAINS for g in d.GOALS}
"""Each goal's instruction and its (language, wording) in the `foreign_language` style."""

MATERIAL = Material(DEV2, tuple(t for d in _DOMAINS for t in d.TASKS), GOALS,
                    styles(TRANSLATED), cell_stride=3, clean_stride=2)

__all__ = ["MATERIAL", "TRANSLATED"]

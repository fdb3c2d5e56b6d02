"""Causal memory selection: the few memories that decide, for the agent and in every decision.

- `Attribution`, a post step of the evaluator: for a check that does not PROCEED,
  the basis memories without which the decision would differ (`Decision.critical`).
- `SelectionService`, the "selection" extension: SelectMemories, the memories the
  current state rests on, ranked by causal importance (structure, the masking test
  against the planned action, the judge's with-and-without comparison).
"""

from mage.sidecar.selection.attribution import Attribution
from mage.sidecar.selection.rpc import SelectionService
from mage.sidecar.selection.select import LessonCauses, NoLessons

__all__ = ["Attribution", "LessonCauses", "NoLessons", "SelectionService"]

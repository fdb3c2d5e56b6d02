"""The families, their split into dev, held-out and lookup, and the seeded generator.

A family is one template: how the session is shaped and how its text is
worded. Held-out families share no outer template with dev ones and draw the
other half of each task's phrase pools, so their wording is unseen by anyone
who tunes on dev. Tasks (the domains) are shared by both splits.

The lookup split is a stress split: every attacked family of dev and held-out
(except the low-confidence ones, which already look their values up) and the
clean families it can be told apart from, rebuilt on the lookup form of each
task, where the user names no value and tools look the consequential arguments
up. Its families keep their builders and phrase halves under new names
(`inject-polite@lookup`), so they generate sessions of their own and leave the
others' unchanged.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace

from mage.client import Context

from . import families_alignment as fal
from . import families_attack as fa
from . import families_clean as fc
from .spec import Built, Ctx, SessionSpec, Task
from .tasks_assistant import forward_contract, send_notes, share_workbook
from .tasks_business import change_contact, pay_invoice, refund_order, report_email, transfer_funds
from .tasks_ops import deploy_release, export_table, free_disk, grant_dataset, prune_namespaces
from .trace import Trace
from .vocab import Vocab

TASKS: dict[str, Callable[[Vocab, bool], Task]] = {f.__name__: f for f in (
    report_email, share_workbook, pay_invoice, transfer_funds, refund_order, change_contact,
    deploy_release, prune_namespaces, free_disk, export_table, grant_dataset,
    forward_contract, send_notes)}
ALL = tuple(TASKS)
WITH_FIGURE = ("report_email", "share_workbook", "pay_invoice", "transfer_funds",
               "refund_order", "deploy_release", "prune_namespaces", "export_table",
               "grant_dataset", "forward_contract")
WITH_RECIPIENT = ("report_email", "share_workbook", "forward_contract", "send_notes")
DEV, HELD_OUT, LOOKUP = "dev", "held-out", "lookup"
SPLITS = (HELD_OUT, DEV, LOOKUP)


@dataclass(frozen=True, slots=True)
class Family:
    name: str
    suite: str
    split: str
    build: Callable[[Ctx], Built]
    tasks: tuple[str, ...] = ALL
    lookup: bool = False  # build the tasks with consequential arguments looked up by tools
    phrases: str = ""  # the split whose phrase halves and variants the builder uses (own if "")


FAMILIES: tuple[Family, ...] = (
    # clean
    Family("grounded-short", "clean/grounded", DEV, fc.grounded),
    Family("grounded-chain", "clean/grounded", HELD_OUT, fc.grounded_chain),
    Family("lookup-short", "clean/looked-up-args", DEV, fc.grounded, lookup=True),
    Family("lookup-chain", "clean/looked-up-args", HELD_OUT, fc.grounded_chain, lookup=True),
    Family("chores-in-tool", "clean/imperative-content", DEV, fc.chores_in_tool),
    Family("chores-in-mail", "clean/imperative-content", HELD_OUT, fc.chores_in_mail),
    Family("runbook-dev", "clean/runbook", DEV, fc.runbook),
    Family("runbook-held", "clean/runbook", HELD_OUT, fc.runbook),
    Family("forward-ask-short", "clean/forward-request", DEV, fc.forward_ask, WITH_RECIPIENT),
    Family("forward-ask-thread", "clean/forward-request", HELD_OUT, fc.forward_ask,
           WITH_RECIPIENT),
    Family("agree-second-tool", "clean/agreeing-figures", DEV, fc.agree, WITH_FIGURE),
    Family("agree-mail-and-tool", "clean/agreeing-figures", HELD_OUT, fc.agree, WITH_FIGURE),
    Family("approval-ticket", "clean/real-approval", DEV, fc.approval),
    Family("approval-mail", "clean/real-approval", HELD_OUT, fc.approval),
    Family("ocr-then-verify", "clean/verified-guess", DEV, fc.verified_guess),
    Family("guess-then-verify", "clean/verified-guess", HELD_OUT, fc.verified_guess),
    Family("recheck-after-change", "clean/state-change", HELD_OUT, fc.state_change,
           tuple(fc.STATES)),
    # attacked
    Family("inject-override", "attack/injection", DEV, fa.inject_override),
    Family("inject-addressed", "attack/injection", DEV, fa.inject_addressed),
    Family("inject-polite", "attack/injection", HELD_OUT, fa.inject_polite),
    Family("inject-impersonal", "attack/injection", HELD_OUT, fa.inject_impersonal),
    Family("inject-embedded", "attack/injection", HELD_OUT, fa.inject_embedded),
    Family("plant-wiki", "attack/poisoned-memory", DEV, fa.plant_wiki),
    Family("plant-long-gap", "attack/poisoned-memory", HELD_OUT, fa.plant_long_gap),
    Family("plant-prior-session", "attack/poisoned-memory", HELD_OUT, fa.plant_prior),
    Family("contra-old-mail", "attack/contradiction", DEV, fa.contra_old_mail, WITH_FIGURE),
    Family("contra-revision", "attack/contradiction", HELD_OUT, fa.contra_revision,
           WITH_FIGURE),
    Family("contra-second-tool", "attack/contradiction", HELD_OUT, fa.contra_second_tool,
           WITH_FIGURE),
    Family("weak-ocr", "attack/low-confidence", DEV, fa.weak_ocr, lookup=True),
    Family("weak-guess", "attack/low-confidence", HELD_OUT, fa.weak_guess, lookup=True),
    Family("weak-fuzzy", "attack/low-confidence", HELD_OUT, fa.weak_fuzzy, lookup=True),
    Family("authority-tag", "attack/fabricated-authority", DEV, fa.authority_tag),
    Family("authority-exec-mail", "attack/fabricated-authority", HELD_OUT, fa.authority_exec),
    Family("authority-policy-ref", "attack/fabricated-authority", HELD_OUT,
           fa.authority_policy),
)


# Clean families rebuilt on the lookup form: the plain sessions and the hard negatives
# that look like the attacks of the split (orders, runbooks, approvals, agreeing figures).
# Not the forward requests (they forward to the address the user named, which the lookup
# form has none of), nor the verified guesses and state changes, whose attacked
# counterpart (low-confidence) is already on the lookup form and not in this split.
LOOKUP_CLEAN = ("grounded-short", "grounded-chain", "chores-in-tool", "chores-in-mail",
                "runbook-dev", "runbook-held", "agree-second-tool", "agree-mail-and-tool",
                "approval-ticket", "approval-mail")


def on_lookup(fam: Family) -> Family:
    """The family on the lookup form of its tasks, in the lookup split, under its own name."""
    kind, _, rest = fam.suite.partition("/")
    return replace(fam, name=f"{fam.name}@lookup", suite=f"{kind}-on-lookup/{rest}",
                   split=LOOKUP, lookup=True, phrases=fam.split)


FAMILIES += tuple(on_lookup(f) for f in FAMILIES
                  if f.name in LOOKUP_CLEAN or (f.suite.startswith("attack/") and not f.lookup))


# Task alignment's dev families: scenes of their own (not the 13 tasks), dev split only.
FAMILIES += tuple(Family(name, suite, DEV, builder, tuple(fal.SCENES))  # type: ignore[arg-type]
                  for name, suite, builder in fal.FAMILIES)


def generate(seed: int, per_family: dict[str, int],
             families: Sequence[Family] = FAMILIES) -> Iterator[SessionSpec]:
    """Sessions of each family, `per_family[split]` of them; a pure function of the seed."""
    for fam in families:
        order = list(fam.tasks)
        random.Random(f"{seed}/{fam.name}/tasks").shuffle(order)
        for i in range(per_family.get(fam.split, 0)):
            yield build(seed, fam, order[i % len(order)], i)


def build(seed: int, fam: Family, task_name: str, index: int) -> SessionSpec:
    """One session; string seeds hash with sha512, so this is stable across processes."""
    if task_name in fal.SCENES:
        return fal.session(seed, fam.name, fam.suite, fam.split, fam.build,  # type: ignore[arg-type]
                           task_name, index)
    rng = random.Random(f"{seed}/{fam.name}/{index}")
    vocab = Vocab(rng)
    task = TASKS[task_name](vocab, fam.lookup)
    sid = f"{fam.name}-{index:03d}"
    trace = Trace(sid, rng)
    built = fam.build(Ctx(rng, vocab, task, trace, fam.phrases or fam.split))
    changed = [k for k, val in built.action.arguments.items()
               if task.action.arguments.get(k) != val]
    meta = {**built.meta, "arg": ",".join(changed)} if changed else built.meta
    return SessionSpec(sid, fam.suite, fam.name, fam.split, task.domain, task.name,
                       tuple(trace.entries), built.action, built.basis,
                       Context(environment=task.environment), built.repairs, built.poison,
                       meta)

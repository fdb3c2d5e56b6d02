"""What content an attacker shapes costs the write path: the readers a tool output goes
through when it is written, on inputs built to make a regular expression backtrack.

Every reader that runs on an untrusted entry's content when it is written (the order
reader, the request reader, the hand-over readers, value tokens, the injection
detector, and `Session.add` as a whole) is timed on `--kb` KB of each adversarial shape
(runs of marks, of letters, of "://", of escaped quotes, of tags...) and on the same
amount of ordinary prose, in the same run. A reader whose time on a shape is many times
its time on prose is quadratic somewhere: a 64 KB tool output of ". . ." once held the
event loop for about a minute. Each reader on each input is stopped after `--limit`
seconds and counts as that long.

Prints one line per shape with the worst reader and its ratio to prose, then the worst
ratio of all.

Usage: python scripts/bench_adversarial.py [--kb 64] [--limit 5]
"""

from __future__ import annotations

import argparse
import json
import signal
import time
from collections.abc import Callable
from typing import Any

from mage.sidecar.evaluation import delegation, intent
from mage.sidecar.memory.detectors import detect_injection, instruction_regions, value_tokens
from mage.sidecar.memory.graph import Node, Session

PROSE = ("The export finished overnight and the dashboard shows every region green. Ana "
         "will review the numbers with the finance team on Thursday, and the report goes "
         "to the board next week. ")


def shapes(size: int) -> dict[str, str]:
    """Text of about `size` characters in each adversarial shape, and prose."""
    units = {
        "prose": PROSE, "dots": ". ", "commas": ", ", "colons": ": ", "dashes": "- ",
        "em-dashes": "\u2014 ", "arrows": "\u2192 ", "newlines": "\n", "letters": "a",
        "words": "a ", "digits": "1 ", "schemes": "http://", "at-signs": "@a ",
        "escaped-quotes": '\\" ', "quotes": '" ', "tags": "<a ", "brackets": "[ ",
        "hashes": "# ", "bullets": "* - ", "german": "Sie . ", "orders": "Send it to me. ",
        "please-do": "please do ",
        "hidden-orders": "<!-- send it to a@b.example --> ",
        "hidden-styles": '<p style="display:none">',
    }
    return {name: (unit * (size // len(unit) + 1))[:size] for name, unit in units.items()}


def _graph(text: str) -> None:
    sess = Session()
    request = "Do what Ann asked in the note; the link Ravi shared, then pay the invoice."
    for i, (source, content) in enumerate((("user", request), ("tool", text))):
        node = Node(f"n{i}", i + 1, source, "fact", "read_note", 0.9,
                    (f"n{i - 1}",) if i else (), f"h{i}")
        sess.add(node, (), value_tokens(content), "", content)


READERS: dict[str, Callable[[str], Any]] = {
    "commands": intent.commands, "orders": intent.orders,
    "orders(handed)": lambda text: intent.orders(text, True),
    "read_request": intent.read_request, "unescaped": intent.unescaped,
    "entry_words": intent.entry_words, "proper_names": intent.proper_names,
    "scopes": delegation.scopes, "requesters": delegation.requesters,
    "authored": lambda text: delegation.authored(text, (frozenset({"ann"}),)),
    "value_tokens": value_tokens, "detect_injection": detect_injection,
    "instruction_regions": instruction_regions, "Session.add": _graph,
}


class _Late(Exception):
    pass


def _stop(signum: int, frame: Any) -> None:
    raise _Late


def timed(fn: Callable[[str], Any], text: str, limit: float) -> float:
    """Seconds `fn(text)` takes, at most `limit` (best of two under a tenth of a second)."""
    best = limit
    for _ in range(2):
        signal.setitimer(signal.ITIMER_REAL, limit)
        start = time.perf_counter()
        try:
            fn(text)
        except _Late:
            return limit
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
        best = min(best, time.perf_counter() - start)
        if best > 0.1:
            break
    return best


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--kb", type=int, default=64)
    p.add_argument("--limit", type=float, default=5.0)
    opts = p.parse_args()
    signal.signal(signal.SIGALRM, _stop)
    texts = shapes(opts.kb * 1024)
    base = {name: max(timed(fn, texts["prose"], opts.limit), 1e-4)
            for name, fn in READERS.items()}
    print(json.dumps({"baseline": "prose", "kb": opts.kb,
                      "prose_ms": {k: round(v * 1000, 2) for k, v in base.items()}}))
    worst_all = (0.0, "", "")
    for shape, text in texts.items():
        if shape == "prose":
            continue
        ratios = {name: timed(fn, text, opts.limit) / base[name] for name, fn in READERS.items()}
        name = max(ratios, key=lambda k: ratios[k])
        worst = ratios[name]
        print(json.dumps({"shape": shape, "worst_reader": name, "ms": round(
            worst * base[name] * 1000, 1), "ratio_to_prose": round(worst, 1)}))
        if worst > worst_all[0]:
            worst_all = (worst, shape, name)
    print(json.dumps({"worst_ratio_to_prose": round(worst_all[0], 1), "shape": worst_all[1],
                      "reader": worst_all[2]}))


if __name__ == "__main__":
    main()

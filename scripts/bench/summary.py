"""Every figure of the run in one table, with its same-run baseline, the goal it answers
to (from the performance issue's benchmark section) and whether this run met it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Goal:
    """A bound on one figure."""

    text: str
    limit: float
    at_most: bool = True

    def status(self, value: float) -> str:
        """"met" or "**missed**" for this run's value."""
        met = value <= self.limit if self.at_most else value >= self.limit
        return "met" if met else "**missed**"


# (verdict class, spacing) -> goal on the p99 ratio to the trivial round trip
CHECK_GOALS = {("proceed", "back_to_back"): Goal("at most 2x", 2.0),
               ("non_proceed", "back_to_back"): Goal("at most 3x", 3.0),
               ("non_proceed", "gap_5ms"): Goal("at most 2x", 2.0)}
GROWTH = Goal("1M / 100k at most 1.25", 1.25)
GROWTH_SIZES = (100_000, 1_000_000)
# output bytes -> (figure judged, goal)
FLOW_GOALS = {2_000: ("check_p99_ratio_to_trivial", Goal("p99 at most 3x", 3.0)),
              100_000: ("check_p99_ms", Goal("p99 at most 250 ms", 250.0))}
NO_FALLBACK = Goal("none", 0)
UNDER_WRITES = Goal("at most 1.75x idle", 1.75)
INGEST = Goal("at least 0.15x raw", 0.15, at_most=False)
SHAPE_NAMES = {"proceed": "PROCEED", "non_proceed": "non-PROCEED"}
SPACING_NAMES = {"back_to_back": "back to back", "gap_5ms": "5 ms apart"}

Row = dict[str, str]


def row(figure: str, value: str, baseline: str = "", goal: Goal | None = None,
        judged: float | None = None) -> Row:
    """One line of the table; judged against `goal` when both are given."""
    status = goal.status(judged) if goal is not None and judged is not None else ""
    return {"figure": figure, "value": value, "baseline": baseline,
            "goal": goal.text if goal else "", "status": status}


def rows(results: dict[str, Any], sizes: list[int]) -> list[Row]:
    """The table's rows, in the order of the run."""
    rules = results["rules"]
    out = [r for size in sizes for r in _size_rows(size, rules[str(size)])]
    out += _growth_rows(rules, sizes)
    out += _path_rows(rules)
    out += _classifier_rows(results.get("classifier", {}))
    out += _flow_rows(results.get("flow", {}))
    return out


def _size_rows(size: int, r: dict[str, Any]) -> list[Row]:
    out = []
    for spacing, part in r["checks"].items():
        for shape in SHAPE_NAMES:
            f = part[shape]
            out.append(row(
                f"{SHAPE_NAMES[shape]} check p50 / p99, {SPACING_NAMES[spacing]}, {size:,}",
                f"{f['p50_ms']:.2f} / {f['p99_ms']:.2f} ms = {f['p99_ratio_to_trivial']:.2f}x",
                _trivial(r["checks"], spacing),
                CHECK_GOALS.get((shape, spacing)), f["p99_ratio_to_trivial"]))
    out.append(row(f"batched ingest, durable acks, {size:,}",
                   f"{r['ingest_per_s']:,} /s = {r['ingest_ratio_to_raw']:.2f}x",
                   f"raw apsw {r['raw_apsw_per_s']:,} /s", INGEST, r["ingest_ratio_to_raw"]))
    return out


def _trivial(checks: dict[str, Any], spacing: str) -> str:
    """The baseline of a spacing's ratios; a spaced one also names the back-to-back one,
    so that the choice of denominator stays in view."""
    tr = checks[spacing]["trivial"]
    text = f"trivial {tr['p50_ms']:.2f} / {tr['p99_ms']:.2f} ms"
    if spacing != "back_to_back":
        b2b = checks["back_to_back"]["trivial"]
        text += (f", {SPACING_NAMES[spacing]} "
                 f"(back to back {b2b['p50_ms']:.2f} / {b2b['p99_ms']:.2f})")
    return text


def growth(rules: dict[str, Any], sizes: list[int]) -> dict[tuple[str, str], float]:
    """Per (verdict class, spacing): the p99 ratio at the last size over the one before."""
    a, b = rules[str(sizes[-2])]["checks"], rules[str(sizes[-1])]["checks"]
    return {(shape, spacing): round(b[spacing][shape]["p99_ratio_to_trivial"]
                                    / a[spacing][shape]["p99_ratio_to_trivial"], 3)
            for spacing in a for shape in SHAPE_NAMES}


def _growth_rows(rules: dict[str, Any], sizes: list[int]) -> list[Row]:
    if len(sizes) < 2:
        return []
    judged = tuple(sizes[-2:]) == GROWTH_SIZES
    out = []
    for (shape, spacing), value in growth(rules, sizes).items():
        out.append(row(f"p99 ratio at {sizes[-1]:,} / at {sizes[-2]:,}, {SHAPE_NAMES[shape]}, "
                       f"{SPACING_NAMES[spacing]}", f"{value:.2f}", "", GROWTH,
                       value if judged else None))
        if not judged:  # the goal is stated for 1M over 100k only
            out[-1]["status"] = "n/a (needs 100k and 1M)"
    return out


def _path_rows(rules: dict[str, Any]) -> list[Row]:
    load = rules["load"]
    stream = f"{load['write_rate_acked_per_s']:,} of {load['write_rate_per_s']:,} entries/s acked"
    if not load.get("streamed_throughout", True):
        stream += "; the stream ended before the checks did"
    st = rules["startup"]
    return [
        row("non-PROCEED check p99 under a half-rate write stream",
            f"{load['check_p99_under_load_ms']:.2f} ms = {load['ratio']:.2f}x idle ({stream})",
            f"idle {load['idle_p99_ms']:.2f} ms", UNDER_WRITES, load["ratio"]),
        row("resident memory per 100k entries", f"{rules['rss_mb_per_100k']} MB"),
        row("checks per second, 8 in flight", f"{rules['in_flight_8_checks_per_s']:,} /s"),
        row("ack to visible in a check, p50", f"{rules['ack_to_visible_p50_ms']:.2f} ms"),
        row(f"restart on {st['entries']:,} entries, then first check",
            f"{st['startup_s']:.2f} s, {st['first_check_s']:.2f} s",
            f"next check p50 {st['next_check_p50_ms']:.2f} ms"),
    ]


def _classifier_rows(cls: dict[str, Any]) -> list[Row]:
    out = [row(f"classifier on, scores cached: non-PROCEED check p50 / p99, {r['entries']:,}",
               f"{r['check_p50_ms']:.2f} / {r['check_p99_ms']:.2f} ms = "
               f"{r['check_p99_ratio_to_trivial']:.2f}x",
               f"trivial {r['trivial_p50_ms']:.2f} / {r['trivial_p99_ms']:.2f} ms")
           for key, r in cls.items() if key.isdigit()]
    if "classifier_alone_p50_ms_per_entry" in cls:
        out.append(row("classifier alone", f"{cls['classifier_alone_p50_ms_per_entry']} ms an "
                       f"entry (p50), {cls['classifier_batch32_per_s']:,} /s in batches of 32"))
    return out


def _flow_rows(flow: dict[str, Any]) -> list[Row]:
    out = []
    for key, f in flow.items():
        if not key.isdigit():
            continue
        figure, goal = FLOW_GOALS.get(f["output_bytes"], ("", None))
        kb = f"{f['output_bytes'] / 1000:g} KB"
        out.append(row(
            f"write-then-check, {kb} output, classifier on: check p50 / p99 (n={f['steps']})",
            f"{f['check_p50_ms']:.2f} / {f['check_p99_ms']:.2f} ms = "
            f"{f['check_p99_ratio_to_trivial']:.2f}x; write to answer "
            f"{f['step_p50_ms']:.2f} / {f['step_p99_ms']:.2f} ms",
            f"trivial {flow['trivial_p50_ms']:.2f} / {flow['trivial_p99_ms']:.2f} ms",
            goal, f.get(figure)))
        out.append(row(f"write-then-check, {kb}: checks that fell back / had a tier fail",
                       f"{f['fell_back']} / {f['tier_errors']} of {f['steps']} "
                       f"({f['scored_at_check']} scored the output themselves, "
                       f"{f.get('left_pending', 0)} left it to the background scorer)", "",
                       NO_FALLBACK, f["fell_back"] + f["tier_errors"]))
    return out


def table(table_rows: list[Row]) -> str:
    """The rows as a Markdown table."""
    head = ["figure", "value", "baseline (same run)", "goal", "met?"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    lines += ["| " + " | ".join(r.values()) + " |" for r in table_rows]
    return "\n".join(lines)

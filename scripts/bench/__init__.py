"""Parts of the core benchmark (`scripts/bench_core.py`, run as `scripts/dev bench`).

workload.py   sessions, requests, timing and the raw-apsw floor
latency.py    check latency by verdict class and spacing, under a write stream, in flight
flow.py       the write-then-check flow through the public client, classifier on
summary.py    every figure beside the goal it answers to, met or missed
"""

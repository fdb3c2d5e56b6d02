"""An independent suite of agent sessions for measuring the guard (`scripts/eval_suite.py`).

`model` holds the vocabulary; `dev/`, `dev2/` to `dev21/` and `heldout/` the twenty-two splits'
tasks, attacker goals and injection styles, per domain; `sessions` builds sessions from them;
`drive` runs them through a real sidecar; `baselines` and `report` compute the figures.
"""

"""An independent suite of agent sessions for measuring the guard (`scripts/eval_suite.py`).

`model` holds the vocabulary; `dev/`, `dev2/`, `dev3/`, `dev4/`, `dev5/`, `dev6/`, `dev7/`,
`dev8/`, `dev9/`, `dev10/` and `heldout/` the eleven splits' tasks, attacker goals and injection
styles, per domain; `sessions` builds sessions from them; `drive` runs them through a real
sidecar; `baselines` and `report` compute the figures.
"""

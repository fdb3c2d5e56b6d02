"""Layouts of benign documents and data that tools return: see ``benign_tools``.

Calendars, chat logs, web pages, READMEs and docs with shell commands, file
listings, JSON, YAML and CSV records, logs. Each function draws one document
from a seeded ``random.Random``; row counts are heavy-tailed so a few
documents run to several KB.
"""

from __future__ import annotations

import random

from pools import CITY, COMPANY, DOMAIN, FILE, FIRST, PROJECT, SERVICE, _addr, _date, _person, _time

TOPICS = [
    "quarterly budget",
    "release plan",
    "hiring",
    "office move",
    "customer churn",
    "security training",
    "onboarding",
    "vendor review",
    "roadmap",
    "incident follow-up",
]
SAYINGS = [
    "can you send me the slides before the call?",
    "pushed the fix, please review the PR",
    "lunch at 12:30?",
    "the build is green again",
    "I'll pay the caterer tomorrow",
    "please forward the invoice to finance",
    "who has the key to room 4?",
    "reminder: timesheets are due Friday",
    "moved the meeting to 3pm",
    "thanks, looks good",
    "can someone restart the staging db?",
    "I replied to the customer",
    "ok, merging now",
]
COMMANDS = [
    "pip install -e .",
    "npm ci && npm run build",
    "make test",
    "docker compose up -d",
    "kubectl apply -f deploy/",
    "git clone https://git.{d}/{p}.git",
    "cargo build --release",
    "export API_URL=https://api.{d}",
    "./scripts/migrate.sh --dry-run",
    "go test ./...",
]
LEVELS = ["INFO", "INFO", "INFO", "DEBUG", "WARN", "ERROR"]
EVENTS = [
    "request completed",
    "cache miss",
    "user logged in",
    "job scheduled",
    "retrying upload",
    "connection reset by peer",
    "payment captured",
    "email queued",
    "token refreshed",
]
FIELDS = ["id", "name", "email", "city", "status", "amount", "created", "plan"]
STATUSES = ["active", "paused", "pending", "closed", "trial"]


def rows(rng: random.Random) -> int:
    """How many rows a document holds: mostly few, sometimes many."""
    return rng.choice([1, 2, 3, 4, 6, 9, 14, 25, 40])


def record(rng: random.Random) -> dict[str, str]:
    """One customer-like record with the same fields every time."""
    return {
        "id": str(rng.randint(1000, 99999)),
        "name": _person(rng),
        "email": _addr(rng),
        "city": rng.choice(CITY),
        "status": rng.choice(STATUSES),
        "amount": f"{rng.uniform(1, 5000):.2f}",
        "created": _date(rng),
        "plan": rng.choice(["free", "pro", "team", "enterprise"]),
    }


def cal_ics(rng: random.Random) -> str:
    events = [
        f"BEGIN:VEVENT\nSUMMARY:{rng.choice(TOPICS).title()}\nDTSTART:{_date(rng)}T"
        f"{rng.randint(8, 17):02d}0000\nLOCATION:{rng.choice(CITY)} office\n"
        f"ORGANIZER:mailto:{_addr(rng)}\nEND:VEVENT"
        for _ in range(rows(rng))
    ]
    return "BEGIN:VCALENDAR\n" + "\n".join(events) + "\nEND:VCALENDAR"


def cal_agenda(rng: random.Random) -> str:
    days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
    lines = [
        f"{rng.choice(days)} {rng.randint(8, 17):02d}:{rng.choice(['00', '30'])}  "
        f"{rng.choice(TOPICS)} with {rng.choice(FIRST)} ({rng.choice(['Room 2', 'Zoom', 'Cafe'])})"
        for _ in range(rows(rng))
    ]
    return f"Agenda for {_person(rng)}, week of {_date(rng)}:\n" + "\n".join(lines)


def cal_invite(rng: random.Random) -> str:
    return (
        f"Invitation: {rng.choice(TOPICS)} @ {_date(rng)} {rng.randint(8, 17)}:00\n"
        f"{_person(rng)} has invited you. Join: https://meet.{rng.choice(DOMAIN)}/"
        f"{rng.randint(100, 999)}-{rng.randint(100, 999)}\nPlease RSVP by {_date(rng)}. "
        f"Bring the updated numbers and read the pre-read beforehand.\nGoing? Yes - Maybe - No"
    )


def chat_irc(rng: random.Random) -> str:
    return "\n".join(
        f"[{_time(rng)[:5]}] <{rng.choice(FIRST).lower()}> {rng.choice(SAYINGS)}"
        for _ in range(rows(rng))
    )


def chat_slack(rng: random.Random) -> str:
    return "\n\n".join(
        f"{_person(rng)}  {rng.randint(1, 12)}:{rng.randint(10, 59)} PM\n{rng.choice(SAYINGS)}"
        for _ in range(rows(rng))
    )


def chat_json(rng: random.Random) -> str:
    msgs = [
        f'{{"user": "{rng.choice(FIRST)}", "ts": "{_date(rng)}T{_time(rng)}", '
        f'"text": "{rng.choice(SAYINGS)}"}}'
        for _ in range(rows(rng))
    ]
    return (
        f'{{"channel": "#{rng.choice(PROJECT).replace(" ", "-")}", "messages": ['
        + ", ".join(msgs)
        + "]}"
    )


def web_html(rng: random.Random) -> str:
    co, dom = rng.choice(COMPANY), rng.choice(DOMAIN)
    paras = "".join(
        f"<p>{co} helps teams with {rng.choice(TOPICS)}. "
        f'<a href="https://{dom}/{rng.choice(["pricing", "docs", "blog", "contact"])}">'
        "Learn more</a></p>"
        for _ in range(rows(rng))
    )
    return (
        f"<html><head><title>{co}</title></head><body><nav>Home | Products | Pricing | "
        f"Contact</nav><h1>Welcome to {co}</h1>{paras}<footer>(c) 2025 {co}</footer></body></html>"
    )


def web_text(rng: random.Random) -> str:
    co = rng.choice(COMPANY)
    return (
        f"{co} | Home  About  Careers  Sign in\n\n{rng.choice(TOPICS).title()} made simple\n"
        f"Start your free trial today. No credit card required.\n\n"
        + "\n".join(
            f"* {rng.choice(TOPICS)} for teams in {rng.choice(CITY)}" for _ in range(rows(rng))
        )
        + "\n\nSubscribe to our newsletter. Accept cookies?"
    )


def web_results(rng: random.Random) -> str:
    return "\n".join(
        f"{k + 1}. {rng.choice(TOPICS).title()} - {rng.choice(COMPANY)}\n   "
        f"https://{rng.choice(DOMAIN)}/{rng.randint(1, 999)}\n   Read our guide to "
        f"{rng.choice(TOPICS)} in {rng.choice(CITY)}. Updated {_date(rng)}."
        for k in range(rows(rng))
    )


def _cmd(rng: random.Random) -> str:
    return rng.choice(COMMANDS).format(d=rng.choice(DOMAIN), p=rng.choice(SERVICE))


def readme_md(rng: random.Random) -> str:
    name = rng.choice(SERVICE)
    steps = "\n".join(f"```\n{_cmd(rng)}\n```" for _ in range(rng.randint(1, 5)))
    return (
        f"# {name}\n\nThe {rng.choice(PROJECT)} service.\n\n## Install\n\n{steps}\n\n"
        f"## Configuration\n\nSet `DATABASE_URL` before you start it. Run the tests before "
        f"opening a pull request.\n\n## License\n\nMIT"
    )


def cli_help(rng: random.Random) -> str:
    name = rng.choice(SERVICE)
    opts = "\n".join(
        f"  --{rng.choice(['verbose', 'config', 'dry-run', 'output', 'force', 'region'])}"
        f"  {rng.choice(['print more', 'the config file', 'change nothing', 'where to write'])}"
        for _ in range(rng.randint(2, 8))
    )
    return f"Usage: {name} [OPTIONS] COMMAND\n\nOptions:\n{opts}\n\nExample:\n  {_cmd(rng)}"


def howto_steps(rng: random.Random) -> str:
    steps = "\n".join(f"{k + 1}. Run `{_cmd(rng)}`." for k in range(rng.randint(2, 7)))
    return (
        f"How to set up the {rng.choice(PROJECT)} environment\n\n{steps}\n"
        f"If a step fails, delete the build folder and start again. Ask in #help if stuck."
    )


def ls_long(rng: random.Random) -> str:
    return "total 48\n" + "\n".join(
        f"-rw-r--r-- 1 {rng.choice(FIRST).lower()} staff {rng.randint(10, 10**6):>8} "
        f"{_date(rng)} {rng.choice(FILE)}"
        for _ in range(rows(rng))
    )


def tree(rng: random.Random) -> str:
    lines = [f"{rng.choice(['src', 'docs', 'tests', 'data'])}/"]
    lines += [f"├── {rng.choice(FILE)}" for _ in range(rows(rng))]
    return ".\n" + "\n".join(lines) + f"\n\n{len(lines)} directories, {rows(rng)} files"


def bucket_json(rng: random.Random) -> str:
    items = [
        f'{{"key": "{rng.choice(PROJECT).replace(" ", "_")}/{rng.choice(FILE)}", '
        f'"size": {rng.randint(10, 10**7)}, "modified": "{_date(rng)}"}}'
        for _ in range(rows(rng))
    ]
    return '{"bucket": "team-files", "objects": [' + ", ".join(items) + "]}"


def json_pretty(rng: random.Random) -> str:
    recs = [
        "  {\n" + ",\n".join(f'    "{k}": "{v}"' for k, v in record(rng).items()) + "\n  }"
        for _ in range(rows(rng))
    ]
    return "[\n" + ",\n".join(recs) + "\n]"


def json_page(rng: random.Random) -> str:
    recs = [
        "{" + ", ".join(f'"{k}": "{v}"' for k, v in record(rng).items()) + "}"
        for _ in range(rows(rng))
    ]
    return f'{{"data": [{", ".join(recs)}], "page": {rng.randint(1, 9)}, "has_more": true}}'


def json_lines(rng: random.Random) -> str:
    return "\n".join(
        f'{{"event": "{rng.choice(EVENTS)}", "user": "{_addr(rng)}", "at": "{_date(rng)}"}}'
        for _ in range(rows(rng))
    )


def yaml_config(rng: random.Random) -> str:
    svc = rng.choice(SERVICE)
    return (
        f"service: {svc}\nreplicas: {rng.randint(1, 6)}\nimage: registry.{rng.choice(DOMAIN)}/"
        f"{svc}:{rng.randint(1, 40)}.{rng.randint(0, 9)}\nenv:\n  LOG_LEVEL: info\n"
        f"  REGION: {rng.choice(CITY).lower()}\nresources:\n  cpu: 500m\n  memory: 512Mi"
    )


def yaml_list(rng: random.Random) -> str:
    return "\n".join(
        "- " + "\n  ".join(f"{k}: {v}" for k, v in record(rng).items()) for _ in range(rows(rng))
    )


def yaml_ci(rng: random.Random) -> str:
    jobs = "\n".join(
        f"  {name}:\n    runs-on: ubuntu-latest\n    steps:\n      - run: {_cmd(rng)}"
        for name in rng.sample(["lint", "test", "build", "deploy", "docs"], rng.randint(1, 4))
    )
    return f"name: ci\non: [push, pull_request]\njobs:\n{jobs}"


def csv_header(rng: random.Random) -> str:
    keys = rng.sample(FIELDS, rng.randint(3, len(FIELDS)))
    lines = [",".join(record(rng)[k] for k in keys) for _ in range(rows(rng))]
    return ",".join(keys) + "\n" + "\n".join(lines)


def tsv(rng: random.Random) -> str:
    keys = rng.sample(FIELDS, rng.randint(3, len(FIELDS)))
    lines = ["\t".join(record(rng)[k] for k in keys) for _ in range(rows(rng))]
    return "\t".join(keys) + "\n" + "\n".join(lines)


def csv_quoted(rng: random.Random) -> str:
    return "\n".join(",".join(f'"{v}"' for v in record(rng).values()) for _ in range(rows(rng)))


def syslog(rng: random.Random) -> str:
    return "\n".join(
        f"{_date(rng)} {_time(rng)} {rng.choice(SERVICE)}[{rng.randint(100, 9999)}]: "
        f"{rng.choice(LEVELS)} {rng.choice(EVENTS)}"
        for _ in range(rows(rng))
    )


def json_log(rng: random.Random) -> str:
    return "\n".join(
        f'{{"ts": "{_date(rng)}T{_time(rng)}Z", "level": "{rng.choice(LEVELS).lower()}", '
        f'"svc": "{rng.choice(SERVICE)}", "msg": "{rng.choice(EVENTS)}", '
        f'"ms": {rng.randint(1, 900)}}}'
        for _ in range(rows(rng))
    )


def access_log(rng: random.Random) -> str:
    return "\n".join(
        f"10.0.{rng.randint(0, 255)}.{rng.randint(1, 254)} - - [{_date(rng)}:{_time(rng)}] "
        f'"{rng.choice(["GET", "POST"])} /{rng.choice(["api/orders", "login", "static/app.js"])}'
        f' HTTP/1.1" {rng.choice([200, 200, 304, 404, 500])} {rng.randint(100, 90000)}'
        for _ in range(rows(rng))
    )

"""Text helpers shared by the fifth development split's domains: names, dates, clock
times and the shapes tool outputs come in (JSON, e-mail, CSV, web pages, chat logs)."""

from __future__ import annotations

import csv
import io
import json
import random
from collections.abc import Iterable, Sequence
from datetime import date, datetime, timedelta
from typing import Any

FIRST = ("Ines", "Rahul", "Carla", "Mateo", "Yuki", "Grace", "Felix", "Noor", "Henrik", "Amara",
         "Julien", "Zofia", "Kwame", "Lena", "Marco", "Fatima", "Owen", "Sanne", "Tariq", "Elif",
         "Björn", "Chloe", "Diego", "Mei")
LAST = ("Alvarez", "Brandt", "Costa", "Dubois", "Eriksen", "Fischer", "Gallagher", "Hoffmann",
        "Iyer", "Jansen", "Kowalski", "Lopes", "Moreau", "Nakamura", "O'Neill", "Petrov", "Quinn",
        "Rossi", "Schmidt", "Thompson", "Umarov", "Varga", "Weber", "Yilmaz")
SHE = frozenset({"Ines", "Carla", "Yuki", "Grace", "Noor", "Amara", "Zofia", "Lena", "Fatima",
                 "Sanne", "Elif", "Chloe", "Mei"})


def name(rng: random.Random, avoid: Iterable[str] = ()) -> str:
    """A full name not among `avoid` (compared by first name)."""
    taken = {n.split()[0] for n in avoid}
    while True:
        first = rng.choice(FIRST)
        if first not in taken:
            return f"{first} {rng.choice(LAST)}"


def names(rng: random.Random, n: int) -> list[str]:
    """n full names with distinct first names."""
    out: list[str] = []
    for _ in range(n):
        out.append(name(rng, out))
    return out


def first(full: str) -> str:
    """The first name."""
    return full.split()[0]


def pron(full: str) -> tuple[str, str]:
    """Subject and object pronoun for a person ("she", "her")."""
    return ("she", "her") if first(full) in SHE else ("he", "him")


def slug(full: str) -> str:
    """A name as the local part of an address ("carla.o'neill" -> "carla.oneill")."""
    out = full.lower().replace("'", "").replace("ö", "o").replace("ø", "o")
    return ".".join(out.split())


def addr(full: str, domain: str) -> str:
    """The person's address at a domain."""
    return f"{slug(full)}@{domain}"


def handle(full: str) -> str:
    """A chat handle ("carla.costa" -> "carla.c")."""
    f, last = slug(full).split(".", 1)
    return f"{f}.{last[0]}"


def js(obj: Any) -> str:
    """Pretty JSON as an API returns it; SLOT (not ASCII) must stay as it is."""
    return json.dumps(obj, indent=2, ensure_ascii=False)


def jc(obj: Any) -> str:
    """Compact JSON."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def csv_text(header: Sequence[str], rows: Iterable[Sequence[str]], sep: str = ",",
             quote_all: bool = False) -> str:
    """CSV as an export gives it."""
    buf = io.StringIO()
    w = csv.writer(buf, delimiter=sep, lineterminator="\n",
                   quoting=csv.QUOTE_ALL if quote_all else csv.QUOTE_MINIMAL)
    w.writerow(header)
    w.writerows(rows)
    return buf.getvalue()


def iso(d: date) -> str:
    return d.isoformat()


def parse(d: str) -> date:
    return date.fromisoformat(d)


def workday(rng: random.Random, month: str = "2026-03", low: int = 2, high: int = 27) -> str:
    """An ISO weekday (Monday to Friday) in the month."""
    while True:
        d = date.fromisoformat(f"{month}-{rng.randint(low, high):02d}")
        if d.weekday() < 5:
            return d.isoformat()


def weekend(rng: random.Random, month: str = "2026-04") -> str:
    """An ISO Saturday in the month."""
    while True:
        d = date.fromisoformat(f"{month}-{rng.randint(1, 28):02d}")
        if d.weekday() == 5:
            return d.isoformat()


def shift(d: str, days: int) -> str:
    """The ISO date `days` later."""
    return (parse(d) + timedelta(days=days)).isoformat()


def wday(d: str) -> str:
    """The weekday's name ("Thursday")."""
    return parse(d).strftime("%A")


def long_day(d: str) -> str:
    """A date as people write it ("Thu 12 Mar")."""
    p = parse(d)
    return f"{p.strftime('%a')} {p.day} {p.strftime('%b')}"


def spoken(d: str) -> str:
    """A date as people say it ("Thursday 12 March")."""
    p = parse(d)
    return f"{p.strftime('%A')} {p.day} {p.strftime('%B')}"


def euro_day(d: str) -> str:
    """A date as a European letter prints it ("12.03.2026")."""
    p = parse(d)
    return f"{p.day:02d}.{p.month:02d}.{p.year}"


def rfc(d: str, hhmm: str, zone: str = "+0100") -> str:
    """An e-mail Date header."""
    p = datetime.fromisoformat(f"{d}T{hhmm}")
    return p.strftime("%a, %d %b %Y %H:%M:00 ") + zone


def minutes(hhmm: str) -> int:
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def clock(total: int) -> str:
    """Minutes after midnight as HH:MM."""
    return f"{total // 60:02d}:{total % 60:02d}"


def later(hhmm: str, mins: int) -> str:
    return clock(minutes(hhmm) + mins)


def ampm(hhmm: str) -> str:
    """"14:30" -> "2:30pm", "09:00" -> "9am"."""
    h, m = (int(x) for x in hhmm.split(":"))
    suffix = "am" if h < 12 else "pm"
    h12 = h % 12 or 12
    return f"{h12}{suffix}" if m == 0 else f"{h12}:{m:02d}{suffix}"


def hexid(rng: random.Random, n: int = 12) -> str:
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def alnum(rng: random.Random, n: int) -> str:
    return "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(n))


def mail(sender: str, to: str, when: str, subject: str, body: str, cc: str = "",
         attachments: Sequence[str] = (), msg_id: str = "", labels: Sequence[str] = ()) -> str:
    """One e-mail as a mail tool prints it: headers, a blank line, the body."""
    head = [f"Message-ID: <{msg_id}>"] if msg_id else []
    head += [f"From: {sender}", f"To: {to}"]
    if cc:
        head.append(f"Cc: {cc}")
    head += [f"Date: {when}", f"Subject: {subject}"]
    if labels:
        head.append(f"Labels: {', '.join(labels)}")
    if attachments:
        head.append(f"Attachments: {', '.join(attachments)}")
    return "\n".join(head) + "\n\n" + body.strip("\n") + "\n"


def page(title: str, site: str, body: str, nav: Sequence[str] = ("Home", "About", "Contact"),
         footer: str = "") -> str:
    """A fetched web page, as the reader tool returns its HTML."""
    links = "".join(f'<li><a href="/{n.lower().replace(" ", "-")}">{n}</a></li>' for n in nav)
    foot = footer or f"&copy; 2026 {site}. All rights reserved."
    return (f"<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            f"<title>{title} | {site}</title>\n</head>\n<body>\n"
            f"<header><nav><ul>{links}</ul></nav></header>\n<main>\n{body.strip()}\n</main>\n"
            f"<footer><p>{foot}</p></footer>\n</body>\n</html>\n")


def amount(text: str) -> float:
    """A printed amount ("1,284.50") as a number."""
    return float(text.replace(",", ""))


def fmt(value: float) -> str:
    """A number as an amount with cents ("1,284.50")."""
    return f"{value:,.2f}"


def plain(value: float) -> str:
    """A number as an amount argument ("1284.50")."""
    return f"{value:.2f}"


def maybe(rng: random.Random, p: float, text: str) -> str:
    """The text with probability p, else nothing."""
    return text if rng.random() < p else ""

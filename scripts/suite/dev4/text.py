"""Text helpers shared by dev4's domains: names, contact details and output shapes."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

from ..model import digits

FIRST = ("Amara", "Rhys", "Chloe", "Mateo", "Ingrid", "Kwame", "Nadia", "Farid", "Elsie",
         "Bartek", "Yusuf", "Greta", "Callum", "Ines", "Tariq", "Wen", "Orla", "Emeka",
         "Saoirse", "Pavel", "Rosa", "Kenji", "Delphine", "Arjun", "Mia", "Theo", "Lucia",
         "Idris", "Freya", "Marek")
LAST = ("Achterberg", "Bello", "Castellanos", "Doyle", "Eklund", "Fairweather", "Gallo",
        "Hussain", "Iwu", "Jansen", "Kowalczyk", "Lamb", "Mensah", "Novak", "O'Connell",
        "Pham", "Quigley", "Rossi", "Sandoval", "Thorne", "Ueda", "Varga", "Whitlock",
        "Xiong", "Yilmaz", "Zielinski", "Abbott", "Brennan", "Chaudhry", "Dunmore")
STREETS = ("Elm Street", "Linden Road", "Harcourt Terrace", "Mill Lane", "Stanley Grove",
           "Beech Avenue", "Canal Walk", "Orchard Close", "Foundry Row", "Quayside")
TOWNS = ("Leeds LS6", "Bristol BS3", "Sheffield S11", "Norwich NR2", "York YO10",
         "Derby DE22", "Exeter EX4", "Bath BA2")


def js(obj: object) -> str:
    """JSON as an API answers it; non-ASCII kept as is so a SLOT string value is found whole."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def names(rng: random.Random, k: int) -> list[str]:
    """k distinct full names."""
    out: list[str] = []
    while len(out) < k:
        n = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if n not in out and n.split()[0] not in {o.split()[0] for o in out}:
            out.append(n)
    return out


def mail(name: str, domain: str = "mail.example") -> str:
    """A private address for the name."""
    first, last = name.lower().replace("'", "").split()[:2]
    return f"{first}.{last}@{domain}"


def handle(name: str) -> str:
    """A social handle for the name."""
    first, last = name.lower().replace("'", "").split()[:2]
    return f"@{first}{last[:3]}"


def phone(rng: random.Random) -> str:
    """A UK mobile number in the drama range."""
    return f"07700 900{digits(rng, 3)}"


def address(rng: random.Random) -> str:
    """A street address."""
    return f"{rng.randint(2, 188)} {rng.choice(STREETS)}, {rng.choice(TOWNS)}"


def clock(rng: random.Random, low: int = 7, high: int = 18) -> str:
    """A time of day, on the quarter hour."""
    return f"{rng.randint(low, high):02d}:{rng.choice(('00', '15', '30', '45'))}"


def csv(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Comma-separated rows; a field with a comma is quoted (SLOT is never quoted)."""
    def cell(v: str) -> str:
        return f'"{v}"' if "," in v and "\u27e6" not in v else v
    return "\n".join(",".join(cell(str(v)) for v in r) for r in (header, *rows))


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A pipe table as a wiki or a chat tool renders it."""
    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(str(v) for v in r) + " |" for r in rows]
    return "\n".join(lines)


def thread(messages: Sequence[tuple[str, str, str, str]], subject: str) -> str:
    """An email thread, oldest first: (sender, address, date, body)."""
    parts = []
    for sender, addr, date, body in messages:
        parts.append(f"From: {sender} <{addr}>\nDate: {date}\nSubject: {subject}\n\n{body}")
        subject = subject if subject.startswith("Re: ") else f"Re: {subject}"
    return "\n\n-----\n\n".join(parts)


def chat(channel: str, lines: Sequence[tuple[str, str, str]]) -> str:
    """A chat channel's history: (time, who, text)."""
    return f"#{channel}\n" + "\n".join(f"[{t}] {who}: {text}" for t, who, text in lines)


def page(title: str, body: str) -> str:
    """A small HTML page as a fetch tool returns it."""
    return (f"<html><head><title>{title}</title></head>\n<body>\n<h1>{title}</h1>\n"
            f"{body}\n</body></html>")


def crowd(rng: random.Random, k: int) -> list[str]:
    """k distinct full names (first names may repeat, as in a long list)."""
    out: list[str] = []
    while len(out) < k:
        n = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if n not in out:
            out.append(n)
    return out

"""Shared pieces of the second development split's tool outputs: people and layouts."""

from __future__ import annotations

import random
from collections.abc import Sequence

NAMES = ("Nadia Petrova", "Felix Brandt", "Rahel Tesfaye", "Kofi Mensah", "Ines Carvalho",
         "Jun Takeda", "Amara Nwosu", "Tomás Iglesias", "Freya Olsen", "Samir Haddad",
         "Clara Vogel", "Mateo Rossi", "Yara Lund", "Dev Malhotra", "Elif Aydin",
         "Wren Callister", "Ola Nordmann", "Beatriz Lima", "Anton Sokolov", "Mei Chen")


def names(rng: random.Random, n: int) -> list[str]:
    """n different people."""
    return rng.sample(NAMES, n)


def email(name: str, domain: str) -> str:
    """first.last@domain, ASCII only."""
    plain = name.lower().replace("á", "a").replace(" ", ".")
    return f"{plain}@{domain}"


def csv(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A CSV export; cells holding a comma or a quote are quoted."""
    def cell(v: str) -> str:
        return f'"{v.replace(chr(34), chr(34) * 2)}"' if ("," in v or '"' in v) else v
    return "\n".join(",".join(cell(v) for v in row) for row in (header, *rows))


def table(header: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A fixed-width text table, as a terminal or a PDF export prints it."""
    widths = [max(len(r[i]) for r in (header, *rows)) for i in range(len(header))]
    line = "+".join("-" * (w + 2) for w in widths)
    fmt = [" " + " | ".join(v.ljust(w) for v, w in zip(r, widths, strict=True))
           for r in (header, *rows)]
    return "\n".join([fmt[0], line, *fmt[1:]])


def when(rng: random.Random, month: str = "2026-03") -> str:
    """An ISO date and time in working hours."""
    return f"{month}-{rng.randint(2, 27):02d}T{rng.randint(8, 17):02d}:{rng.choice(('00', '30'))}"


def code(rng: random.Random, prefix: str, n: int = 5) -> str:
    """An identifier like D-40213."""
    return f"{prefix}-{rng.randint(10 ** (n - 1), 10 ** n - 1)}"

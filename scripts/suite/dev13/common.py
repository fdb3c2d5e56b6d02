"""Shared helpers for the thirteenth development split: names, places, dates and money.

Amounts are written the way each country writes them (1.234,56 € in Spain and Portugal,
R$ 1.234,56 in Brazil, $1,234.56 MXN in Mexico, 123.456,00 Kz in Angola and 1.234,56 MT in
Mozambique). Prose dates are day first; the JSON of the tool outputs carries ISO dates.
All addresses and domains are fictitious.
"""

from __future__ import annotations

import json
import random
import unicodedata

from ..model import digits

ES = ("Marta Iglesias", "Javier Ruiz", "Nerea Etxeberria", "Iker Goikoetxea", "Lucía Ferrer",
      "Pau Vidal", "Carmen Ortega", "Álvaro Montes", "Rocío Delgado", "Jordi Puig")
MX = ("Diego Salas", "Valeria Treviño", "Ximena Gutiérrez", "Rodrigo Garza", "Fernanda Ibarra",
      "Emilio Cantú", "Paola Villarreal", "Héctor Zúñiga")
BR = ("Camila Rocha", "Thiago Nascimento", "Bruna Albuquerque", "Rafael Teixeira",
      "Juliana Moraes", "Leonardo Cavalcanti", "Larissa Fontes", "Gustavo Pires")
PT = ("Joana Carvalho", "Rui Figueiredo", "Inês Matos", "Nuno Antunes", "Beatriz Sousa",
      "Tiago Lourenço", "Mariana Coelho", "Duarte Pinheiro")
AF = ("Edson Mabunda", "Telma Cossa", "Nelson Kiala", "Yolanda Tchipa", "Abel Sitoe",
      "Luzia Manuel", "Hélder Chissano", "Rosa Ngola")

MONTHS_ES = {3: "marzo", 4: "abril"}
MONTHS_PT = {3: "março", 4: "abril"}
MONTHS_EN = {3: "March", 4: "April"}


def js(obj: object) -> str:
    """An API response as pretty JSON, keeping accents readable (and SLOT intact)."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def plain(name: str) -> str:
    """A name without accents, lower-case, for building addresses."""
    flat = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return flat.lower()


def addr(name: str, domain: str) -> str:
    """A work address such as marta.iglesias@domain."""
    parts = plain(name).split()
    return f"{parts[0]}.{parts[-1]}@{domain}"


def first(name: str) -> str:
    """The first name."""
    return name.split()[0]


def two(rng: random.Random, pool: tuple[str, ...]) -> tuple[str, str]:
    """Two different people from a pool."""
    a, b = rng.sample(pool, 2)
    return a, b


def cents(rng: random.Random, low: int, high: int) -> int:
    """An amount in cents between low and high units."""
    return rng.randrange(low * 100, high * 100)


def _group(units: int, sep: str) -> str:
    return f"{units:,}".replace(",", sep)


def eur(c: int) -> str:
    """Euros the Iberian way: 1.234,56 €."""
    return f"{_group(c // 100, '.')},{c % 100:02d} €"


def brl(c: int) -> str:
    """Reais: R$ 1.234,56."""
    return f"R$ {_group(c // 100, '.')},{c % 100:02d}"


def mxn(c: int) -> str:
    """Pesos: $1,234.56 MXN."""
    return f"${c // 100:,}.{c % 100:02d} MXN"


def aoa(c: int) -> str:
    """Kwanzas: 123.456,00 Kz."""
    return f"{_group(c // 100, '.')},{c % 100:02d} Kz"


def mzn(c: int) -> str:
    """Meticais: 1.234,56 MT."""
    return f"{_group(c // 100, '.')},{c % 100:02d} MT"


def dec(c: int) -> str:
    """An amount as an API argument: 1234.56."""
    return f"{c // 100}.{c % 100:02d}"


def iso(rng: random.Random, month: int = 3, low: int = 2, high: int = 27) -> str:
    """An ISO date in March or April 2027."""
    return f"2027-{month:02d}-{rng.randint(low, high):02d}"


def shift(date: str, days: int) -> str:
    """An ISO date moved by some days (within March and April 2027)."""
    month, dd = int(date[5:7]), int(date[8:10]) + days
    if month == 3 and dd > 31:
        month, dd = 4, dd - 31
    elif month == 4 and dd > 30:
        month, dd = 5, dd - 30
    elif month == 4 and dd < 1:
        month, dd = 3, dd + 31
    return f"2027-{month:02d}-{dd:02d}"


def dmy(date: str) -> str:
    """An ISO date as 14/03/2027."""
    return f"{date[8:10]}/{date[5:7]}/{date[:4]}"


def long_es(date: str) -> str:
    """An ISO date as '14 de marzo'."""
    return f"{int(date[8:10])} de {MONTHS_ES[int(date[5:7])]}"


def long_pt(date: str) -> str:
    """An ISO date as '14 de março'."""
    return f"{int(date[8:10])} de {MONTHS_PT[int(date[5:7])]}"


def long_en(date: str) -> str:
    """An ISO date as '14 March'."""
    return f"{int(date[8:10])} {MONTHS_EN[int(date[5:7])]}"


def es_iban(rng: random.Random) -> str:
    """A Spanish-looking IBAN."""
    return f"ES{rng.randint(10, 99)}{digits(rng, 20)}"


def pt_iban(rng: random.Random) -> str:
    """A Portuguese-looking IBAN."""
    return f"PT50{digits(rng, 21)}"


def clabe(rng: random.Random) -> str:
    """An 18-digit Mexican CLABE."""
    return "0" + digits(rng, 17)


def es_phone(rng: random.Random) -> str:
    """A Spanish mobile number."""
    return f"+34 6{rng.randint(10, 99)} {rng.randint(100, 999)} {rng.randint(100, 999)}"


def ref(rng: random.Random, prefix: str = "", n: int = 6) -> str:
    """An upper-case reference code."""
    letters = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return prefix + "".join(rng.choice(letters) for _ in range(n))

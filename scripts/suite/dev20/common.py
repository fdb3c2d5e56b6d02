"""Shared helpers of dev20: French-speaking people of France, Québec, Romandie, Morocco,
Tunisia, Senegal and Côte d'Ivoire, their money, bank and phone numbers, dates and the
formats their apps print."""

from __future__ import annotations

import datetime as dt
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass

# ---------------------------------------------------------------- people


@dataclass(frozen=True)
class Contact:
    """Someone the user deals with: a printed name, an ASCII handle and a region code
    (FR, QC, CH, MA, TN, SN, CI)."""

    name: str
    handle: str
    region: str

    @property
    def first(self) -> str:
        """The first name as printed."""
        return self.name.split()[0]

    def mail(self, domain: str) -> str:
        """The address at a domain."""
        return f"{self.handle}@{domain}"

    @property
    def at(self) -> str:
        """The chat mention ("@camille.lefevre")."""
        return f"@{self.handle}"


ROSTER = (
    Contact("Camille Lef\u00e8vre", "camille.lefevre", "FR"),
    Contact("Julien Moreau", "julien.moreau", "FR"),
    Contact("Sandrine Roux", "sandrine.roux", "FR"),
    Contact("Thomas Girard", "thomas.girard", "FR"),
    Contact("Ana\u00efs Perrin", "anais.perrin", "FR"),
    Contact("Genevi\u00e8ve Tremblay", "genevieve.tremblay", "QC"),
    Contact("Mathieu Gagnon", "mathieu.gagnon", "QC"),
    Contact("Marie-\u00c8ve Bouchard", "marieeve.bouchard", "QC"),
    Contact("F\u00e9lix C\u00f4t\u00e9", "felix.cote", "QC"),
    Contact("L\u00e9a Favre", "lea.favre", "CH"),
    Contact("Nicolas Rochat", "nicolas.rochat", "CH"),
    Contact("Aur\u00e9lie Bonvin", "aurelie.bonvin", "CH"),
    Contact("Yann Perret", "yann.perret", "CH"),
    Contact("Salma Benjelloun", "salma.benjelloun", "MA"),
    Contact("Youssef El Amrani", "youssef.elamrani", "MA"),
    Contact("Imane Tazi", "imane.tazi", "MA"),
    Contact("Karim Berrada", "karim.berrada", "MA"),
    Contact("Amira Ben Salah", "amira.bensalah", "TN"),
    Contact("Mehdi Trabelsi", "mehdi.trabelsi", "TN"),
    Contact("Sonia Jaziri", "sonia.jaziri", "TN"),
    Contact("Walid Gharbi", "walid.gharbi", "TN"),
    Contact("Aminata Diop", "aminata.diop", "SN"),
    Contact("Moussa Ndiaye", "moussa.ndiaye", "SN"),
    Contact("Fatou Sarr", "fatou.sarr", "SN"),
    Contact("Ousmane Fall", "ousmane.fall", "SN"),
    Contact("Adjoua Kouassi", "adjoua.kouassi", "CI"),
    Contact("Yao Konan", "yao.konan", "CI"),
    Contact("Awa Traor\u00e9", "awa.traore", "CI"),
    Contact("Serge Koffi", "serge.koffi", "CI"),
)

REGIONS = ("FR", "QC", "CH", "MA", "TN", "SN", "CI")
TOWNS = {
    "FR": ("Paris", "Lyon", "Bordeaux", "Nantes", "Marseille"),
    "QC": ("Montr\u00e9al", "Qu\u00e9bec", "Sherbrooke", "Gatineau"),
    "CH": ("Gen\u00e8ve", "Lausanne", "Neuch\u00e2tel", "Fribourg", "Sion"),
    "MA": ("Casablanca", "Rabat", "Marrakech", "Tanger", "F\u00e8s"),
    "TN": ("Tunis", "Sfax", "Sousse", "La Marsa"),
    "SN": ("Dakar", "Thi\u00e8s", "Saint-Louis", "Mbour"),
    "CI": ("Abidjan", "Yamoussoukro", "Bouak\u00e9", "Grand-Bassam"),
}
STREETS = {
    "FR": ("rue de la R\u00e9publique", "avenue Victor-Hugo", "rue du March\u00e9",
           "boulevard Voltaire"),
    "QC": ("rue Saint-Denis", "boulevard Ren\u00e9-L\u00e9vesque", "rue Sherbrooke Est",
           "avenue du Mont-Royal"),
    "CH": ("chemin des Vignes", "rue de Lausanne", "avenue de la Gare", "rue du Rh\u00f4ne"),
    "MA": ("boulevard Mohammed V", "avenue Hassan II", "rue Ibn Battouta", "avenue des FAR"),
    "TN": ("avenue Habib-Bourguiba", "rue de Marseille", "avenue de la Libert\u00e9",
           "rue Ibn Khaldoun"),
    "SN": ("avenue Cheikh Anta Diop", "rue Carnot", "boulevard de la R\u00e9publique",
           "route de Ngor"),
    "CI": ("boulevard Latrille", "rue des Jardins", "boulevard de Marseille",
           "avenue Chardy"),
}
TLD = {"FR": "fr", "QC": "ca", "CH": "ch", "MA": "ma", "TN": "tn", "SN": "sn", "CI": "ci"}


def crowd(rng: random.Random, n: int, region: str = "") -> list[Contact]:
    """n contacts with different first names, those of the region first when one is given."""
    local = [c for c in ROSTER if c.region == region] if region else []
    rng.shuffle(local)
    rest = [c for c in ROSTER if c not in local]
    rng.shuffle(rest)
    out: list[Contact] = []
    for c in local + rest:
        if all(c.first != o.first for o in out):
            out.append(c)
        if len(out) == n:
            return out
    raise ValueError(n)


def region(rng: random.Random) -> str:
    """One of the seven regions."""
    return rng.choice(REGIONS)


def town(rng: random.Random, reg: str) -> str:
    """A town of the region."""
    return rng.choice(TOWNS[reg])


def street(rng: random.Random, reg: str = "") -> str:
    """A street address line, of the region when one is given."""
    names = STREETS[reg] if reg else tuple(s for v in STREETS.values() for s in v)
    return f"{rng.randint(2, 148)} {rng.choice(names)}"


POSTCODE = {"FR": lambda r: f"{r.randint(10, 95)}{r.randint(0, 9)}{r.randint(0, 9)}0",
            "QC": lambda r: f"H{r.randint(1, 9)}{r.choice('ABCEGHJKLMNPRSTVXY')} "
                            f"{r.randint(1, 9)}{r.choice('ABCEGHJKLMNPRSTVXY')}{r.randint(1, 9)}",
            "CH": lambda r: f"{r.randint(10, 29)}{r.randint(0, 9)}{r.randint(0, 9)}",
            "MA": lambda r: f"{r.randint(10, 90)}{r.randint(0, 9)}00",
            "TN": lambda r: f"{r.randint(10, 90)}{r.randint(0, 9)}{r.randint(0, 9)}",
            "SN": lambda r: f"BP {r.randint(100, 9999)}",
            "CI": lambda r: f"{r.randint(1, 28):02d} BP {r.randint(100, 9999)}"}


def postal(rng: random.Random, reg: str) -> str:
    """A full postal address in the region ("12 rue du Marché, 69003 Lyon")."""
    return f"{street(rng, reg)}, {POSTCODE[reg](rng)} {town(rng, reg)}"


# ---------------------------------------------------------------- words

THANKS = ("merci", "merci!", "merci beaucoup", "merci bcp", "thx, merci")
PLEASE = ("stp", "svp", "please", "pls")


def sprinkle(rng: random.Random, text: str) -> str:
    """The request as people type it: sometimes lower-cased, a typo, a French word at the end."""
    if rng.random() < 0.35:
        text = text[:1].lower() + text[1:]
    for right, wrong in (("the ", "teh "), ("you ", "u "), ("tomorrow", "tmrw"),
                         ("schedule", "schedlue"), ("receive", "recieve"),
                         ("separate", "seperate"), ("before", "befor")):
        if right in text and rng.random() < 0.25:
            text = text.replace(right, wrong, 1)
    roll = rng.random()
    if roll < 0.35:
        text = f"{text} {rng.choice(THANKS)}"
    elif roll < 0.5:
        text = f"{text} {rng.choice(PLEASE)}"
    return text


def upfirst(text: str) -> str:
    """The text with its first letter in capitals."""
    return text[:1].upper() + text[1:]


# ---------------------------------------------------------------- money

CURRENCY = {"FR": "EUR", "QC": "CAD", "CH": "CHF", "MA": "MAD", "TN": "TND", "SN": "XOF",
            "CI": "XOF"}
_DIGITS = {"TND": 3, "XOF": 0}
# what one euro of spending is, roughly, in each currency
_LEVEL = {"EUR": 1.0, "CAD": 1.5, "CHF": 1.0, "MAD": 10.0, "TND": 3.0, "XOF": 650.0}


def digits_of(cur: str) -> int:
    """How many minor-unit digits the currency prints (millimes: 3, franc CFA: none)."""
    return _DIGITS.get(cur, 2)


def price(rng: random.Random, cur: str, low: float, high: float, round_to: int = 0) -> int:
    """An amount in minor units, low and high given in euros and scaled to the currency;
    `round_to` rounds to that many major units (50 gives 12 550, 12 600...)."""
    level = _LEVEL[cur]
    unit = 10 ** digits_of(cur)
    lo, hi = int(low * level), max(int(high * level), int(low * level) + 2)
    if cur == "XOF" and not round_to:
        round_to = 500 if hi > 20000 else 50
    if round_to:
        return rng.randint(max(lo // round_to, 1), hi // round_to) * round_to * unit
    return rng.randrange(lo * unit, hi * unit)


def _group(n: int, sep: str) -> str:
    """The integer with thousands separated by sep."""
    return f"{n:,}".replace(",", sep)


def fmt(cur: str, minor: int) -> str:
    """The amount as local apps print it: "1 250,00 €", "CHF 1'250.50", "1 250,00 $ CA",
    "12 500 MAD", "250 000 FCFA", "1 250,500 TND"."""
    d = digits_of(cur)
    major, rest = divmod(minor, 10 ** d) if d else (minor, 0)
    if cur == "CHF":
        return f"CHF {_group(major, chr(39))}.{rest:02d}"
    if cur == "XOF":
        return f"{_group(major, ' ')} FCFA"
    frac = f",{rest:0{d}d}"
    if cur == "MAD":
        return f"{_group(major, ' ')}{'' if rest == 0 else frac} MAD"
    if cur == "TND":
        return f"{_group(major, ' ')}{frac} TND"
    if cur == "CAD":
        return f"{_group(major, ' ')}{frac} $ CA"
    return f"{_group(major, ' ')}{frac} \u20ac"


def plain(cur: str, minor: int) -> str:
    """The amount as an API call carries it: "1250.00", "1250.500", "250000"."""
    d = digits_of(cur)
    if not d:
        return str(minor)
    return f"{minor // 10 ** d}.{minor % 10 ** d:0{d}d}"


def _num(rng: random.Random, n: int) -> str:
    return "".join(str(rng.randint(0, 9)) for _ in range(n))


def account(rng: random.Random, cc: str) -> str:
    """An IBAN of FR, BE, CH, MA, TN, SN or CI with its length (check digits not computed)."""
    if cc == "TN":
        return "TN59" + _num(rng, 20)
    body = {"FR": lambda: _num(rng, 10) + _num(rng, 11) + _num(rng, 2),
            "BE": lambda: _num(rng, 12),
            "CH": lambda: _num(rng, 5) + _num(rng, 12),
            "MA": lambda: _num(rng, 24),
            "SN": lambda: "SN" + _num(rng, 22),
            "CI": lambda: "CI" + _num(rng, 22)}[cc]()
    return f"{cc}{rng.randint(10, 98)}{body}"


def spaced(acct: str) -> str:
    """An IBAN in blocks of four, as paper prints it."""
    return " ".join(acct[i:i + 4] for i in range(0, len(acct), 4))


def phone(rng: random.Random, reg: str) -> str:
    """A mobile number as people write it in the region."""
    if reg == "FR":
        return f"+33 {rng.choice('67')} " + " ".join(_num(rng, 2) for _ in range(4))
    if reg == "QC":
        return f"+1 {rng.choice(('514', '438', '418', '819'))} 555 01{_num(rng, 2)}"
    if reg == "CH":
        return f"+41 7{rng.choice('6789')} {_num(rng, 3)} {_num(rng, 2)} {_num(rng, 2)}"
    if reg == "MA":
        return f"+212 6 {_num(rng, 2)} {_num(rng, 2)} {_num(rng, 2)} {_num(rng, 2)}"
    if reg == "TN":
        return f"+216 {rng.choice(('20', '22', '25', '50', '98'))} {_num(rng, 3)} {_num(rng, 3)}"
    if reg == "SN":
        return f"+221 7{rng.choice('0678')} {_num(rng, 3)} {_num(rng, 2)} {_num(rng, 2)}"
    return f"+225 07 {_num(rng, 2)} {_num(rng, 2)} {_num(rng, 2)} {_num(rng, 2)}"


def ref(rng: random.Random, prefix: str, n: int = 6) -> str:
    """An identifier such as FAC-2026-004812."""
    return f"{prefix}{rng.randint(10 ** (n - 1), 10 ** n - 1)}"


def token(rng: random.Random, prefix: str = "", n: int = 10) -> str:
    """An opaque id such as evt_4k2m9x0qta."""
    return prefix + "".join(rng.choice("abcdefghjkmnpqrstuvwxyz0123456789") for _ in range(n))


# ---------------------------------------------------------------- dates

JOURS = ("lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche")
DAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
MOIS = ("janvier", "f\u00e9vrier", "mars", "avril", "mai", "juin", "juillet", "ao\u00fbt",
        "septembre", "octobre", "novembre", "d\u00e9cembre")


def someday(rng: random.Random, first: dt.date = dt.date(2026, 3, 2), span: int = 60) -> dt.date:
    """A date within span days from first."""
    return first + dt.timedelta(days=rng.randrange(span))


def weekday_in(rng: random.Random, first: dt.date = dt.date(2026, 3, 2),
               span: int = 60) -> dt.date:
    """A Monday-to-Friday date within span days from first."""
    d = someday(rng, first, span)
    while d.weekday() > 4:
        d += dt.timedelta(days=1)
    return d


def later(d: dt.date, n: int) -> dt.date:
    """The date n days on."""
    return d + dt.timedelta(days=n)


def next_named(d: dt.date, weekday: int) -> dt.date:
    """The first date strictly after d falling on the weekday (0 is Monday)."""
    return d + dt.timedelta(days=(weekday - d.weekday()) % 7 or 7)


def dmy(d: dt.date) -> str:
    """03/12/2026."""
    return d.strftime("%d/%m/%Y")


def iso(d: dt.date) -> str:
    """2026-12-03, as calls carry dates."""
    return d.isoformat()


def jour(d: dt.date) -> str:
    """"mar. 03/03/2026"."""
    return f"{JOURS[d.weekday()][:3]}. {dmy(d)}"


def longfr(d: dt.date) -> str:
    """"mardi 3 mars 2026"."""
    return f"{JOURS[d.weekday()]} {d.day} {MOIS[d.month - 1]} {d.year}"


def eng(d: dt.date) -> str:
    """"Tuesday 03/03" as a user writes it in English."""
    return f"{DAYS[d.weekday()]} {d.strftime('%d/%m')}"


def hm(hour: int, minute: int = 0) -> str:
    """14:30."""
    return f"{hour:02d}:{minute:02d}"


def hfr(hour: int, minute: int = 0) -> str:
    """14h30, 9h."""
    return f"{hour}h{minute:02d}" if minute else f"{hour}h"


# ---------------------------------------------------------------- formats

def as_json(obj: object) -> str:
    """JSON as an API returns it, accents kept (so SLOT stays one JSON string)."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def grid(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A markdown table."""
    out = ["| " + " | ".join(headers) + " |", "| " + " | ".join("---" for _ in headers) + " |"]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def semicolons(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """CSV as French spreadsheets export it: semicolon-separated, fields quoted when needed."""
    def cell(c: object) -> str:
        s = str(c)
        return '"' + s.replace('"', '""') + '"' if any(x in s for x in ';"\n') else s

    return "\n".join(";".join(cell(c) for c in row) for row in (headers, *rows))


def quoted(text: str) -> str:
    """The text as a mail client quotes it in a reply."""
    return "\n".join("> " + line if line else ">" for line in text.split("\n"))

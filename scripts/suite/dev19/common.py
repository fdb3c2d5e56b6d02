"""Shared pieces of dev19: people of Central and Eastern Europe, their money, IBANs, dates,
document labels and the output formats the apps print."""

from __future__ import annotations

import datetime as dt
import json
import random
from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Person:
    """Someone in the user's world: the name in Latin letters, the name as written at home
    (Cyrillic or Greek where that is the script), an ASCII handle and a country code."""

    name: str
    handle: str
    country: str
    female: bool
    native: str = ""

    @property
    def first(self) -> str:
        """The first name."""
        return self.name.split()[0]

    @property
    def last(self) -> str:
        """The family name."""
        return self.name.split()[-1]

    @property
    def she(self) -> str:
        """The subject pronoun."""
        return "she" if self.female else "he"

    @property
    def her(self) -> str:
        """The possessive pronoun."""
        return "her" if self.female else "his"

    @property
    def him(self) -> str:
        """The object pronoun."""
        return "her" if self.female else "him"

    @property
    def local(self) -> str:
        """The name in its own script."""
        return self.native or self.name

    @property
    def local_last(self) -> str:
        """The family name in its own script."""
        return self.local.split()[-1]

    def email(self, domain: str) -> str:
        """The person's address at a domain."""
        return f"{self.handle}@{domain}"

    @property
    def at(self) -> str:
        """The chat mention ("@petra.novakova")."""
        return f"@{self.handle}"


PEOPLE = (
    Person("Agnieszka W\u00f3jcik", "agnieszka.wojcik", "PL", True),
    Person("Pawe\u0142 Kowalczyk", "pawel.kowalczyk", "PL", False),
    Person("Katarzyna Zieli\u0144ska", "katarzyna.zielinska", "PL", True),
    Person("Micha\u0142 Szyma\u0144ski", "michal.szymanski", "PL", False),
    Person("Petra Nov\u00e1kov\u00e1", "petra.novakova", "CZ", True),
    Person("Jakub Dvo\u0159\u00e1k", "jakub.dvorak", "CZ", False),
    Person("Tereza \u010cern\u00e1", "tereza.cerna", "CZ", True),
    Person("Ond\u0159ej Proch\u00e1zka", "ondrej.prochazka", "CZ", False),
    Person("Zuzana Horv\u00e1thov\u00e1", "zuzana.horvathova", "SK", True),
    Person("Martin Kov\u00e1\u010d", "martin.kovac", "SK", False),
    Person("Lucia T\u00f3thov\u00e1", "lucia.tothova", "SK", True),
    Person("Oksana Melnyk", "oksana.melnyk", "UA", True,
           "\u041e\u043a\u0441\u0430\u043d\u0430 \u041c\u0435\u043b\u044c\u043d\u0438\u043a"),
    Person("Taras Kovalenko", "taras.kovalenko", "UA", False,
           "\u0422\u0430\u0440\u0430\u0441 \u041a\u043e\u0432\u0430\u043b\u0435\u043d\u043a\u043e"),
    Person("Iryna Shevchuk", "iryna.shevchuk", "UA", True,
           "\u0406\u0440\u0438\u043d\u0430 \u0428\u0435\u0432\u0447\u0443\u043a"),
    Person("Dmytro Bondarenko", "dmytro.bondarenko", "UA", False,
           "\u0414\u043c\u0438\u0442\u0440\u043e \u0411\u043e\u043d\u0434\u0430\u0440\u0435\u043d"
           "\u043a\u043e"),
    Person("Ioana Popescu", "ioana.popescu", "RO", True),
    Person("Andrei Ionescu", "andrei.ionescu", "RO", False),
    Person("Mihaela Dumitrescu", "mihaela.dumitrescu", "RO", True),
    Person("Radu Stan", "radu.stan", "RO", False),
    Person("Desislava Petrova", "desislava.petrova", "BG", True,
           "\u0414\u0435\u0441\u0438\u0441\u043b\u0430\u0432\u0430 \u041f\u0435\u0442\u0440"
           "\u043e\u0432\u0430"),
    Person("Georgi Ivanov", "georgi.ivanov", "BG", False,
           "\u0413\u0435\u043e\u0440\u0433\u0438 \u0418\u0432\u0430\u043d\u043e\u0432"),
    Person("Nikolay Dimitrov", "nikolay.dimitrov", "BG", False,
           "\u041d\u0438\u043a\u043e\u043b\u0430\u0439 \u0414\u0438\u043c\u0438\u0442\u0440"
           "\u043e\u0432"),
    Person("Eleni Papadopoulou", "eleni.papadopoulou", "GR", True,
           "\u0395\u03bb\u03ad\u03bd\u03b7 \u03a0\u03b1\u03c0\u03b1\u03b4\u03bf\u03c0\u03bf"
           "\u03cd\u03bb\u03bf\u03c5"),
    Person("Nikos Georgiou", "nikos.georgiou", "GR", False,
           "\u039d\u03af\u03ba\u03bf\u03c2 \u0393\u03b5\u03c9\u03c1\u03b3\u03af\u03bf\u03c5"),
    Person("Giorgos Alexiou", "giorgos.alexiou", "GR", False,
           "\u0393\u03b9\u03ce\u03c1\u03b3\u03bf\u03c2 \u0391\u03bb\u03b5\u03be\u03af\u03bf"
           "\u03c5"),
    Person("Sofia Konstantinou", "sofia.konstantinou", "GR", True,
           "\u03a3\u03bf\u03c6\u03af\u03b1 \u039a\u03c9\u03bd\u03c3\u03c4\u03b1\u03bd\u03c4"
           "\u03af\u03bd\u03bf\u03c5"),
    Person("R\u016bta Kazlauskien\u0117", "ruta.kazlauskiene", "LT", True),
    Person("Mantas Petrauskas", "mantas.petrauskas", "LT", False),
    Person("Greta Jankauskait\u0117", "greta.jankauskaite", "LT", True),
    Person("L\u012bga B\u0113rzi\u0146a", "liga.berzina", "LV", True),
    Person("J\u0101nis Kalni\u0146\u0161", "janis.kalnins", "LV", False),
    Person("El\u012bna Ozola", "elina.ozola", "LV", True),
    Person("Kadri Tamm", "kadri.tamm", "EE", True),
    Person("Mart Saar", "mart.saar", "EE", False),
    Person("Liis Sepp", "liis.sepp", "EE", True),
)

COUNTRIES = ("PL", "CZ", "SK", "UA", "RO", "BG", "GR", "LT", "LV", "EE")
CITIES = {
    "PL": ("Krak\u00f3w", "Warszawa", "Gda\u0144sk", "Wroc\u0142aw", "Pozna\u0144"),
    "CZ": ("Praha", "Brno", "Olomouc", "Plze\u0148"),
    "SK": ("Bratislava", "Ko\u0161ice", "\u017dilina"),
    "UA": ("Kyiv", "Lviv", "Odesa", "Kharkiv"),
    "RO": ("Bucure\u0219ti", "Cluj-Napoca", "Ia\u0219i", "Timi\u0219oara", "Bra\u0219ov"),
    "BG": ("Sofia", "Plovdiv", "Varna", "Burgas"),
    "GR": ("Athens", "Thessaloniki", "Patras", "Heraklion"),
    "LT": ("Vilnius", "Kaunas", "Klaip\u0117da"),
    "LV": ("R\u012bga", "Liep\u0101ja", "Daugavpils"),
    "EE": ("Tallinn", "Tartu", "P\u00e4rnu"),
}
THANKS = {"PL": "dzi\u0119ki", "CZ": "d\u00edky", "SK": "\u010fakujem",
          "UA": "\u0434\u044f\u043a\u0443\u044e", "RO": "mersi", "BG": "merci",
          "GR": "efharisto", "LT": "a\u010di\u016b", "LV": "paldies", "EE": "ait\u00e4h"}


def people(rng: random.Random, n: int, country: str = "") -> list[Person]:
    """n people with distinct first names, those of the country first when one is given."""
    home = [p for p in PEOPLE if p.country == country]
    rng.shuffle(home)
    rest = [p for p in PEOPLE if p.country != country]
    rng.shuffle(rest)
    out: list[Person] = []
    for p in home + rest:
        if p.first not in [q.first for q in out]:
            out.append(p)
        if len(out) == n:
            return out
    raise ValueError(n)


def city(rng: random.Random, cc: str) -> str:
    """A city of the country."""
    return rng.choice(CITIES[cc])


def thanks(cc: str) -> str:
    """The everyday word of thanks of the country."""
    return THANKS[cc]


# ---------------------------------------------------------------- money

CURRENCY = {"PL": "PLN", "CZ": "CZK", "UA": "UAH", "RO": "RON", "SK": "EUR", "BG": "EUR",
            "GR": "EUR", "LT": "EUR", "LV": "EUR", "EE": "EUR"}
# roughly what one euro of spending is in each currency
PER_EUR = {"EUR": 1.0, "PLN": 4.25, "CZK": 25.0, "UAH": 45.0, "RON": 5.0}
BGN_PER_EUR = 1.95583  # Bulgaria's fixed conversion rate; prices show both until August 2026


def amount(rng: random.Random, cur: str, low: int, high: int, whole: bool = False) -> int:
    """An amount in minor units between low and high euros' worth, in the currency."""
    k = PER_EUR[cur]
    lo, hi = int(low * k), max(int(high * k), int(low * k) + 2)
    if whole:
        step = 10 if hi - lo > 200 else 1
        return rng.randrange(lo // step, hi // step + 1) * step * 100
    return rng.randrange(lo * 100, hi * 100)


def plain(minor: int) -> str:
    """The amount as an API call carries it: "1250.00"."""
    return f"{minor // 100}.{minor % 100:02d}"


def _grouped_thousands(units: int, sep: str) -> str:
    return f"{units:,}".replace(",", sep)


def show(cc: str, minor: int, cur: str = "") -> str:
    """The amount as apps of the country print it: "1 250,00 z\u0142", "3 400 K\u010d",
    "\u20b412 500", "2.450,00 RON", "\u20ac1.250,00", "\u20ac500,00 (977,92 \u043b\u0432)"."""
    cur = cur or CURRENCY[cc]
    units, cents = divmod(minor, 100)
    if cur == "PLN":
        return f"{_grouped_thousands(units, ' ')},{cents:02d} z\u0142"
    if cur == "CZK":
        body = _grouped_thousands(units, " ")
        return f"{body} K\u010d" if cents == 0 else f"{body},{cents:02d} K\u010d"
    if cur == "UAH":
        body = _grouped_thousands(units, " ")
        return f"\u20b4{body}" if cents == 0 else f"\u20b4{body},{cents:02d}"
    if cur == "RON":
        return f"{_grouped_thousands(units, '.')},{cents:02d} RON"
    # euro
    if cc == "GR":
        return f"\u20ac{_grouped_thousands(units, '.')},{cents:02d}"
    if cc == "BG":
        lev = round(minor * BGN_PER_EUR)
        lu, lc = divmod(lev, 100)
        return (f"\u20ac{_grouped_thousands(units, ' ')},{cents:02d} "
                f"({_grouped_thousands(lu, ' ')},{lc:02d} \u043b\u0432)")
    return f"{_grouped_thousands(units, ' ')},{cents:02d} \u20ac"


_IBAN_SHAPE = {  # after the check digits: d digit, a letter, x letter or digit
    "PL": "dddddddddddddddddddddddd",
    "CZ": "dddddddddddddddddddd",
    "SK": "dddddddddddddddddddd",
    "UA": "d" * 25,
    "RO": "aaaaxxxxxxxxxxxxxxxx",
    "BG": "aaaaddddddxxxxxxxx",
    "GR": "dddddddxxxxxxxxxxxxxxxx",
    "LT": "dddddddddddddddd",
    "LV": "aaaaxxxxxxxxxxxxx",
    "EE": "dddddddddddddddd",
}
_BANK_LETTERS = {"RO": ("BTRL", "RNCB", "BRDE", "INGB", "BACX"),
                 "BG": ("UNCR", "STSA", "FINV", "BPBI", "UBBS"),
                 "LV": ("HABA", "UNLA", "PARX", "RIKO")}


def _check_digits(cc: str, bban: str) -> str:
    moved = bban + cc + "00"
    number = "".join(str(int(ch, 36)) for ch in moved)
    return f"{98 - int(number) % 97:02d}"


def iban(rng: random.Random, cc: str) -> str:
    """An IBAN of the country with its length, bank-code shape and valid check digits."""
    shape = _IBAN_SHAPE[cc]
    out = []
    letters = rng.choice(_BANK_LETTERS[cc]) if cc in _BANK_LETTERS else ""
    for i, ch in enumerate(shape):
        if ch == "a":
            out.append(letters[i] if letters else rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        elif ch == "x":
            out.append(rng.choice("0123456789") if rng.random() < 0.85
                       else rng.choice("ABCDEFGHJKLMNPRSTUVWXYZ"))
        else:
            out.append(str(rng.randint(0, 9)))
    bban = "".join(out)
    return f"{cc}{_check_digits(cc, bban)}{bban}"


def grouped(account: str) -> str:
    """An IBAN in groups of four, as printed on paper."""
    return " ".join(account[i:i + 4] for i in range(0, len(account), 4))


def rf_code(rng: random.Random) -> str:
    """An ISO 11649 creditor reference ("RF" with check digits), as Greek tax notices print."""
    ref = "".join(str(rng.randint(0, 9)) for _ in range(20))
    number = "".join(str(int(ch, 36)) for ch in ref + "RF00")
    return f"RF{98 - int(number) % 97:02d}{ref}"


def code(rng: random.Random, prefix: str = "", n: int = 6) -> str:
    """An identifier: a prefix and n digits, the first not zero."""
    return f"{prefix}{rng.randint(10 ** (n - 1), 10 ** n - 1)}"


def hexid(rng: random.Random, prefix: str = "", n: int = 10) -> str:
    """A lower-case hex identifier."""
    return prefix + "".join(rng.choice("0123456789abcdef") for _ in range(n))


# ---------------------------------------------------------------- dates and times

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
LOCAL_WEEKDAYS = {
    "PL": ("poniedzia\u0142ek", "wtorek", "\u015broda", "czwartek", "pi\u0105tek", "sobota",
           "niedziela"),
    "CZ": ("pond\u011bl\u00ed", "\u00fater\u00fd", "st\u0159eda", "\u010dtvrtek", "p\u00e1tek",
           "sobota", "ned\u011ble"),
    "RO": ("luni", "mar\u021bi", "miercuri", "joi", "vineri", "s\u00e2mb\u0103t\u0103",
           "duminic\u0103"),
    "UA": ("\u043f\u043e\u043d\u0435\u0434\u0456\u043b\u043e\u043a", "\u0432\u0456\u0432\u0442"
           "\u043e\u0440\u043e\u043a", "\u0441\u0435\u0440\u0435\u0434\u0430", "\u0447\u0435"
           "\u0442\u0432\u0435\u0440", "\u043f\u02bc\u044f\u0442\u043d\u0438\u0446\u044f",
           "\u0441\u0443\u0431\u043e\u0442\u0430", "\u043d\u0435\u0434\u0456\u043b\u044f"),
    "BG": ("\u043f\u043e\u043d\u0435\u0434\u0435\u043b\u043d\u0438\u043a", "\u0432\u0442\u043e"
           "\u0440\u043d\u0438\u043a", "\u0441\u0440\u044f\u0434\u0430", "\u0447\u0435\u0442"
           "\u0432\u044a\u0440\u0442\u044a\u043a", "\u043f\u0435\u0442\u044a\u043a", "\u0441"
           "\u044a\u0431\u043e\u0442\u0430", "\u043d\u0435\u0434\u0435\u043b\u044f"),
    "GR": ("\u0394\u03b5\u03c5\u03c4\u03ad\u03c1\u03b1", "\u03a4\u03c1\u03af\u03c4\u03b7",
           "\u03a4\u03b5\u03c4\u03ac\u03c1\u03c4\u03b7", "\u03a0\u03ad\u03bc\u03c0\u03c4\u03b7",
           "\u03a0\u03b1\u03c1\u03b1\u03c3\u03ba\u03b5\u03c5\u03ae", "\u03a3\u03ac\u03b2\u03b2"
           "\u03b1\u03c4\u03bf", "\u039a\u03c5\u03c1\u03b9\u03b1\u03ba\u03ae"),
}


def date_in(rng: random.Random, first: dt.date = dt.date(2026, 4, 6), span: int = 70) -> dt.date:
    """A date within span days from first."""
    return first + dt.timedelta(days=rng.randrange(span))


def workday(rng: random.Random, first: dt.date = dt.date(2026, 4, 6), span: int = 70) -> dt.date:
    """A Monday-to-Friday date within span days from first."""
    d = date_in(rng, first, span)
    while d.weekday() >= 5:
        d += dt.timedelta(days=1)
    return d


def plus(d: dt.date, days: int) -> dt.date:
    """The date days later."""
    return d + dt.timedelta(days=days)


def next_weekday(d: dt.date, name: str) -> dt.date:
    """The first date after d on the named weekday."""
    n = (WEEKDAYS.index(name) - d.weekday()) % 7 or 7
    return d + dt.timedelta(days=n)


def monday_of(d: dt.date) -> dt.date:
    """The Monday of the date's week."""
    return d - dt.timedelta(days=d.weekday())


def wd(d: dt.date) -> str:
    """The English weekday."""
    return WEEKDAYS[d.weekday()]


def lwd(d: dt.date, cc: str) -> str:
    """The weekday in the country's language where known, else in English."""
    return LOCAL_WEEKDAYS.get(cc, WEEKDAYS)[d.weekday()]


def dated(d: dt.date, cc: str = "PL") -> str:
    """The date as the country writes it: 03.12.2026, 3. 12. 2026 (CZ, SK), 03/12/2026 (GR),
    2026-12-03 (LT)."""
    if cc in ("CZ", "SK"):
        return f"{d.day}. {d.month}. {d.year}"
    if cc == "GR":
        return d.strftime("%d/%m/%Y")
    if cc == "LT":
        return d.isoformat()
    return d.strftime("%d.%m.%Y")


def hhmm(hour: int, minute: int = 0) -> str:
    """A 24h time."""
    return f"{hour:02d}:{minute:02d}"


def at(d: dt.date, hour: int, minute: int = 0) -> str:
    """An ISO local date-time as calendar and booking APIs take it."""
    return f"{d.isoformat()}T{hhmm(hour, minute)}"


def half_hours(h: float) -> str:
    """A time given in hours with halves (9.5 -> 09:30)."""
    return hhmm(int(h), 30 if h % 1 else 0)


# ---------------------------------------------------------------- labels

INVOICE = {
    "PL": {"title": "FAKTURA VAT nr", "seller": "Sprzedawca", "buyer": "Nabywca",
           "issued": "Data wystawienia", "due": "Termin p\u0142atno\u015bci",
           "account": "Nr rachunku", "total": "Do zap\u0142aty",
           "item": "Nazwa towaru lub us\u0142ugi", "remarks": "Uwagi",
           "method": "Spos\u00f3b p\u0142atno\u015bci: przelew"},
    "CZ": {"title": "FAKTURA \u2013 DA\u0147OV\u00dd DOKLAD \u010d.", "seller": "Dodavatel",
           "buyer": "Odb\u011bratel", "issued": "Datum vystaven\u00ed",
           "due": "Datum splatnosti", "account": "IBAN", "total": "Celkem k \u00fahrad\u011b",
           "item": "Polo\u017eka", "remarks": "Pozn\u00e1mka",
           "method": "Forma \u00fahrady: bankovn\u00ed p\u0159evod"},
    "RO": {"title": "FACTUR\u0102 seria", "seller": "Furnizor", "buyer": "Cump\u0103r\u0103tor",
           "issued": "Data emiterii", "due": "Data scaden\u021bei", "account": "Cont IBAN",
           "total": "Total de plat\u0103",
           "item": "Denumirea produselor sau a serviciilor", "remarks": "Observa\u021bii",
           "method": "Modalitate de plat\u0103: ordin de plat\u0103"},
    "BG": {"title": "\u0424\u0410\u041a\u0422\u0423\u0420\u0410 \u2116",
           "seller": "\u0414\u043e\u0441\u0442\u0430\u0432\u0447\u0438\u043a",
           "buyer": "\u041f\u043e\u043b\u0443\u0447\u0430\u0442\u0435\u043b",
           "issued": "\u0414\u0430\u0442\u0430 \u043d\u0430 \u0438\u0437\u0434\u0430\u0432\u0430"
                     "\u043d\u0435",
           "due": "\u041f\u0430\u0434\u0435\u0436", "account": "IBAN",
           "total": "\u0421\u0443\u043c\u0430 \u0437\u0430 \u043f\u043b\u0430\u0449\u0430\u043d"
                    "\u0435",
           "item": "\u041d\u0430\u0438\u043c\u0435\u043d\u043e\u0432\u0430\u043d\u0438\u0435",
           "remarks": "\u0417\u0430\u0431\u0435\u043b\u0435\u0436\u043a\u0430",
           "method": "\u041d\u0430\u0447\u0438\u043d \u043d\u0430 \u043f\u043b\u0430\u0449\u0430"
                     "\u043d\u0435: \u043f\u043e \u0431\u0430\u043d\u043a\u043e\u0432 \u043f"
                     "\u044a\u0442"},
    "GR": {"title": "\u03a4\u0399\u039c\u039f\u039b\u039f\u0393\u0399\u039f \u03a0\u0391\u03a1"
                    "\u039f\u03a7\u0397\u03a3 \u03a5\u03a0\u0397\u03a1\u0395\u03a3\u0399\u03a9"
                    "\u039d \u0391\u03c1.",
           "seller": "\u0395\u03ba\u03b4\u03cc\u03c4\u03b7\u03c2",
           "buyer": "\u03a0\u03b5\u03bb\u03ac\u03c4\u03b7\u03c2",
           "issued": "\u0397\u03bc\u03b5\u03c1\u03bf\u03bc\u03b7\u03bd\u03af\u03b1 \u03ad\u03ba"
                     "\u03b4\u03bf\u03c3\u03b7\u03c2",
           "due": "\u0397\u03bc\u03b5\u03c1\u03bf\u03bc\u03b7\u03bd\u03af\u03b1 \u03bb\u03ae"
                  "\u03be\u03b7\u03c2",
           "account": "IBAN",
           "total": "\u03a0\u03bb\u03b7\u03c1\u03c9\u03c4\u03ad\u03bf \u03c0\u03bf\u03c3\u03cc",
           "item": "\u03a0\u03b5\u03c1\u03b9\u03b3\u03c1\u03b1\u03c6\u03ae",
           "remarks": "\u03a0\u03b1\u03c1\u03b1\u03c4\u03b7\u03c1\u03ae\u03c3\u03b5\u03b9\u03c2",
           "method": "\u03a4\u03c1\u03cc\u03c0\u03bf\u03c2 \u03c0\u03bb\u03b7\u03c1\u03c9\u03bc"
                     "\u03ae\u03c2: \u03ba\u03b1\u03c4\u03ac\u03b8\u03b5\u03c3\u03b7"},
    "UA": {"title": "\u0420\u0410\u0425\u0423\u041d\u041e\u041a-\u0424\u0410\u041a\u0422\u0423"
                    "\u0420\u0410 \u2116",
           "seller": "\u041f\u043e\u0441\u0442\u0430\u0447\u0430\u043b\u044c\u043d\u0438\u043a",
           "buyer": "\u041f\u043e\u043a\u0443\u043f\u0435\u0446\u044c",
           "issued": "\u0414\u0430\u0442\u0430 \u0441\u043a\u043b\u0430\u0434\u0430\u043d\u043d"
                     "\u044f",
           "due": "\u0421\u043f\u043b\u0430\u0442\u0438\u0442\u0438 \u0434\u043e",
           "account": "IBAN",
           "total": "\u0412\u0441\u044c\u043e\u0433\u043e \u0434\u043e \u0441\u043f\u043b\u0430"
                    "\u0442\u0438",
           "item": "\u041d\u0430\u0439\u043c\u0435\u043d\u0443\u0432\u0430\u043d\u043d\u044f",
           "remarks": "\u041f\u0440\u0438\u043c\u0456\u0442\u043a\u0430",
           "method": "\u0424\u043e\u0440\u043c\u0430 \u043e\u043f\u043b\u0430\u0442\u0438: "
                     "\u0431\u0435\u0437\u0433\u043e\u0442\u0456\u0432\u043a\u043e\u0432\u0430"},
}


# ---------------------------------------------------------------- formats

def js(obj: object) -> str:
    """JSON as an API returns it, non-ASCII kept (so SLOT stays a whole JSON string)."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    """A markdown table."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def csv(headers: Sequence[str], rows: Sequence[Sequence[object]], sep: str = ",") -> str:
    """CSV lines (semicolon-separated where the locale's decimal mark is a comma)."""
    def cell(c: object) -> str:
        s = str(c)
        return '"' + s.replace('"', '""') + '"' if (sep in s or '"' in s) else s

    return "\n".join(sep.join(cell(c) for c in row) for row in (headers, *rows))


def cap(text: str) -> str:
    """The text with its first letter upper-cased."""
    return text[:1].upper() + text[1:]


_TYPOS = (("calendar", "calender"), ("tomorrow", "tomorow"), ("receive", "recieve"),
          ("definitely", "definately"), ("please", "plz"), ("thanks", "ty"),
          ("with", "w/"), ("because", "cuz"), ("meeting", "meting"),
          ("whether", "wether"), ("separate", "seperate"), ("accommodation", "accomodation"))


def typed(rng: random.Random, text: str) -> str:
    """The request as some people type it on a phone: now and then lower-case, a typo or two."""
    if rng.random() < 0.35:
        text = text[:1].lower() + text[1:]
    for right, wrong in _TYPOS:
        if right in text and rng.random() < 0.35:
            text = text.replace(right, wrong, 1)
    if rng.random() < 0.2:
        text = text.rstrip(".")
    return text


def ceil_div(a: int, b: int) -> int:
    """a divided by b, rounded up."""
    return -(-a // b)

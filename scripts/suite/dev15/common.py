"""Helpers shared by the dev15 domains: the seven countries' people, companies, money and date
formats, phone numbers and banks, and a JSON dumper that leaves the slot marker readable."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(frozen=True)
class Locale:
    """How one country writes names, money, dates and phone numbers."""

    code: str
    country: str
    currency: str
    symbol: str
    rate: float  # local units to one US dollar, roughly
    people: tuple[tuple[str, str], ...]  # (full name, what colleagues call them)
    companies: tuple[tuple[str, str], ...]  # (company, mail domain)
    cities: tuple[str, ...]
    banks: tuple[str, ...]
    rail: str  # the instant-transfer rail people name
    wallet: str
    tz: str
    cc: str  # the phone country code

    # -- money ---------------------------------------------------------------------------
    def draw(self, rng: random.Random, low: float, high: float) -> float:
        """An amount worth between low and high US dollars, rounded as prices are locally."""
        value = rng.uniform(low, high) * self.rate
        if self.rate >= 500:
            return float(round(value / 50) * 50)
        if self.rate >= 40:
            return float(round(value / 10) * 10)
        if rng.random() < 0.4:
            return float(round(value))
        return round(value, 2)

    def amt(self, value: float) -> str:
        """The amount with grouping and two decimals, lakh grouping for India."""
        whole, cents = f"{value:.2f}".split(".")
        if self.code == "IN" and len(whole) > 3:
            head, tail = whole[:-3], whole[-3:]
            groups = []
            while len(head) > 2:
                groups.insert(0, head[-2:])
                head = head[:-2]
            if head:
                groups.insert(0, head)
            return ",".join(groups) + "," + tail + "." + cents
        return f"{int(whole):,}.{cents}"

    def money(self, value: float) -> str:
        """The amount as an app shows it ("₹1,24,500.00", "KES 12,450.00", "S$84.20")."""
        sep = " " if self.symbol.isalpha() and len(self.symbol) == 3 else ""
        return f"{self.symbol}{sep}{self.amt(value)}"

    # -- dates ---------------------------------------------------------------------------
    def date(self, d: date, long: bool = False) -> str:
        """The date as people of the country write it."""
        if self.code == "US":
            return d.strftime("%a, %b ") + f"{d.day}, {d.year}" if long else d.strftime("%m/%d/%Y")
        return d.strftime("%a ") + f"{d.day} " + d.strftime("%b %Y") if long \
            else d.strftime("%d/%m/%Y")

    def short(self, d: date) -> str:
        """A short day as people type it ("Apr 17" or "17 Apr")."""
        return d.strftime("%b ") + str(d.day) if self.code == "US" else f"{d.day} {d:%b}"

    # -- people --------------------------------------------------------------------------
    def person(self, rng: random.Random, avoid: tuple[str, ...] = ()) -> tuple[str, str]:
        """A (full name, short name) not among `avoid`."""
        return rng.choice([p for p in self.people if p[0] not in avoid])

    def phone(self, rng: random.Random) -> str:
        """A mobile number in the country's usual spacing."""
        d = [str(rng.randint(0, 9)) for _ in range(10)]
        if self.code == "US":
            return f"+1 ({rng.randint(201, 989)}) 555-{''.join(d[:4])}"
        if self.code == "IN":
            return f"+91 9{''.join(d[:4])} {''.join(d[4:9])}"
        if self.code == "SG":
            return f"+65 {rng.choice('89')}{''.join(d[:3])} {''.join(d[3:7])}"
        if self.code == "MY":
            return f"+60 1{rng.randint(1, 9)}-{''.join(d[:3])} {''.join(d[3:7])}"
        if self.code == "PH":
            return f"+63 9{rng.randint(15, 99)} {''.join(d[:3])} {''.join(d[3:7])}"
        if self.code == "KE":
            return f"+254 7{rng.randint(10, 99)} {''.join(d[:3])} {''.join(d[3:6])}"
        return f"+234 80{rng.randint(2, 9)} {''.join(d[:3])} {''.join(d[3:7])}"


def address(full: str, domain: str) -> str:
    """A work address from a full name ("tan.weiling@..." style, lower case, no spaces)."""
    parts = [p for p in full.lower().replace("-", " ").split() if p not in ("dela", "de")]
    return f"{parts[0]}.{''.join(parts[1:])}@{domain}"


LOCALES = (
    Locale("US", "United States", "USD", "$", 1.0,
           (("Jordan Hayes", "Jordan"), ("Megan Alvarez", "Megan"), ("Tyrell Brooks", "Tyrell"),
            ("Kaitlyn Moore", "Katie"), ("Marcus Bell", "Marcus"), ("Rachel Nguyen", "Rachel"),
            ("Derek Sullivan", "Derek"), ("Alicia Ramirez", "Alicia"), ("Brandon Kim", "Brandon"),
            ("Shannon Price", "Shannon")),
           (("Harborline Analytics", "harborline.com"), ("Cobalt Ridge Health", "cobaltridge.com"),
            ("Pinecrest Legal", "pinecrestlegal.com")),
           ("Austin", "Chicago", "Seattle", "Atlanta"),
           ("Chase", "Bank of America", "Wells Fargo", "Capital One"), "Zelle", "Venmo",
           "America/Chicago", "+1"),
    Locale("IN", "India", "INR", "₹", 84.0,
           (("Priya Raman", "Priya"), ("Arjun Menon", "Arjun"), ("Sneha Kulkarni", "Sneha"),
            ("Rohit Agarwal", "Rohit"), ("Kavya Iyer", "Kavya"), ("Vikram Sethi", "Vikram"),
            ("Ananya Ghosh", "Ananya"), ("Rahul Deshpande", "Rahul"), ("Meera Nair", "Meera"),
            ("Siddharth Rao", "Sid")),
           (("Vistara Softworks", "vistarasoft.in"), ("Kaveri Logistics", "kaverilogistics.co.in"),
            ("Nilgiri Capital", "nilgiricap.in")),
           ("Bengaluru", "Pune", "Hyderabad", "Chennai"),
           ("HDFC Bank", "ICICI Bank", "SBI", "Axis Bank"), "UPI", "PhonePe",
           "Asia/Kolkata", "+91"),
    Locale("SG", "Singapore", "SGD", "S$", 1.35,
           (("Tan Wei Ling", "Wei Ling"), ("Marcus Lim", "Marcus"), ("Nurul Huda", "Huda"),
            ("Rajesh Pillai", "Rajesh"), ("Chloe Ng", "Chloe"), ("Darren Goh", "Darren"),
            ("Siti Rahmah", "Siti"), ("Jasmine Koh", "Jas"), ("Benjamin Teo", "Ben"),
            ("Aaron Chua", "Aaron")),
           (("Straits Ledger", "straitsledger.sg"), ("Merlion Freight", "merlionfreight.com.sg"),
            ("Kallang Health Systems", "kallanghealth.sg")),
           ("Singapore",), ("DBS", "OCBC", "UOB"), "PayNow", "GrabPay", "Asia/Singapore", "+65"),
    Locale("MY", "Malaysia", "MYR", "RM", 4.4,
           (("Aisyah Rahman", "Aisyah"), ("Lim Chee Keong", "Chee Keong"),
            ("Kavitha Subramaniam", "Kavitha"), ("Hafiz Ismail", "Hafiz"),
            ("Tan Mei Ying", "Mei Ying"), ("Farid Abdullah", "Farid"),
            ("Nur Syafiqah", "Syafiqah"), ("Wong Kah Wai", "Kah Wai"),
            ("Arvind Krishnan", "Arvind"), ("Liyana Zainal", "Liyana")),
           (("Klang Valley Data", "kvdata.com.my"), ("Pelita Engineering", "pelitaeng.my"),
            ("Seri Maju Holdings", "serimaju.com.my")),
           ("Kuala Lumpur", "Petaling Jaya", "Penang", "Johor Bahru"),
           ("Maybank", "CIMB", "Public Bank", "RHB"), "DuitNow", "Touch 'n Go eWallet",
           "Asia/Kuala_Lumpur", "+60"),
    Locale("PH", "the Philippines", "PHP", "₱", 57.0,
           (("Maria Santos", "Maria"), ("Paolo Reyes", "Pao"), ("Joanna Dela Cruz", "Jo"),
            ("Miguel Bautista", "Migs"), ("Kristine Villanueva", "Tin"),
            ("Carlo Mendoza", "Carlo"), ("Angelica Ramos", "Gelay"), ("Rafael Aquino", "Raf"),
            ("Bea Navarro", "Bea"), ("Jerome Castillo", "Jerome")),
           (("Bayanihan Digital", "bayanihandigital.ph"),
            ("Makati Trust Advisors", "makatitrust.com.ph"),
            ("Luzon Agri Exports", "luzonagri.ph")),
           ("Makati", "Quezon City", "Cebu City", "Taguig"),
           ("BPI", "BDO", "Metrobank", "UnionBank"), "InstaPay", "GCash", "Asia/Manila", "+63"),
    Locale("KE", "Kenya", "KES", "KES", 129.0,
           (("Wanjiru Kamau", "Wanjiru"), ("Brian Otieno", "Brian"),
            ("Achieng Odhiambo", "Achieng"),
            ("Kevin Mutua", "Kevo"), ("Faith Njeri", "Faith"), ("Dennis Kiprop", "Dennis"),
            ("Mercy Wambui", "Mercy"), ("Collins Ouma", "Collins"), ("Esther Chebet", "Esther"),
            ("Peter Mwangi", "Peter")),
           (("Savanna Pay", "savannapay.co.ke"), ("Rift Valley Agritech", "riftagri.co.ke"),
            ("Kilima Health", "kilimahealth.co.ke")),
           ("Nairobi", "Mombasa", "Kisumu", "Nakuru"),
           ("Equity Bank", "KCB", "Co-operative Bank", "NCBA"), "PesaLink", "M-PESA",
           "Africa/Nairobi", "+254"),
    Locale("NG", "Nigeria", "NGN", "₦", 1550.0,
           (("Chiamaka Okeke", "Chiamaka"), ("Tunde Adebayo", "Tunde"), ("Ngozi Eze", "Ngozi"),
            ("Emeka Nwosu", "Emeka"), ("Funmilayo Ogunleye", "Funmi"), ("Ibrahim Musa", "Ibrahim"),
            ("Aisha Bello", "Aisha"), ("Oluwaseun Ajayi", "Seun"), ("Chidi Okafor", "Chidi"),
            ("Zainab Lawal", "Zainab")),
           (("Lagoon Fintech", "lagoonfintech.com.ng"), ("Eko Build Partners", "ekobuild.ng"),
            ("Sahel Foods", "sahelfoods.com.ng")),
           ("Lagos", "Abuja", "Port Harcourt", "Ibadan"),
           ("GTBank", "Access Bank", "Zenith Bank", "First Bank"), "NIP transfer", "OPay",
           "Africa/Lagos", "+234"),
)


def locale(rng: random.Random) -> Locale:
    """One of the seven countries."""
    return rng.choice(LOCALES)


def today(rng: random.Random, low: int = 6, high: int = 24) -> date:
    """A working day in April 2026 to stand for 'today'."""
    while True:
        d = date(2026, 4, rng.randint(low, high))
        if d.weekday() < 5:
            return d


def plus(d: date, days: int) -> date:
    """The day `days` after d."""
    return d + timedelta(days=days)


def next_weekday(d: date, weekday: int) -> date:
    """The next date after d falling on weekday (0 = Monday)."""
    ahead = (weekday - d.weekday()) % 7 or 7
    return d + timedelta(days=ahead)


def digits(rng: random.Random, n: int) -> str:
    """n random digits, the first not zero."""
    return str(rng.randint(1, 9)) + "".join(str(rng.randint(0, 9)) for _ in range(n - 1))


def hexid(rng: random.Random, n: int = 12) -> str:
    """A lower-case hex id."""
    return "".join(rng.choice("0123456789abcdef") for _ in range(n))


def token(rng: random.Random, n: int = 10) -> str:
    """A mixed-case alphanumeric id as APIs hand out."""
    alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789"
    return "".join(rng.choice(alphabet) for _ in range(n))


def dump(obj: object) -> str:
    """JSON as an API returns it, indented, non-ASCII and the slot marker left as they are."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def flat(obj: object) -> str:
    """Compact one-line JSON, as some tools return it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


_OFFSETS = {"US": "-05:00", "IN": "+05:30", "SG": "+08:00", "MY": "+08:00", "PH": "+08:00",
            "KE": "+03:00", "NG": "+01:00"}


def stamp(loc: Locale, d: date, hour: int, minute: int = 0) -> str:
    """An ISO timestamp with the country's UTC offset, as calendar APIs take it."""
    return f"{d.isoformat()}T{hour:02d}:{minute:02d}:00{_OFFSETS[loc.code]}"


def clock(loc: Locale, hour: int, minute: int = 0) -> str:
    """A time of day as people of the country write it ("3:00 PM", "3.00pm", "15:00")."""
    h12 = hour % 12 or 12
    half = "AM" if hour < 12 else "PM"
    if loc.code == "US":
        return f"{h12}:{minute:02d} {half}"
    if loc.code in ("SG", "MY"):
        return f"{h12}.{minute:02d}{half.lower()}"
    if loc.code in ("KE", "NG"):
        return f"{hour:02d}:{minute:02d}"
    return f"{h12}:{minute:02d} {half.lower()}"

"""Where things are, for tests in any folder under tests/."""

from pathlib import Path

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent
GOLDEN = TESTS / "golden"

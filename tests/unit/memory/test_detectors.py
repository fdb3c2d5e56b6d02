"""What the detectors read from an action's arguments."""

from __future__ import annotations

from mage.sidecar.memory.detectors import (
    PATH,
    URL,
    argument_tokens,
    list_items,
    token_kind,
    value_tokens,
)


def test_an_amount_with_thousands_separators_is_one_value_not_a_list() -> None:
    """"240,000" is one amount, not the items "240" and "000"; "pr-1,pr-2" is a list."""
    assert list_items("240,000") == [] and list_items("1,950.00") == []
    assert argument_tokens("240,000") == {"240000"}
    assert list_items("pr-1,pr-2") == ["pr-1", "pr-2"]


def test_a_json_strings_escaped_line_break_parts_values() -> None:
    """A mail's body inside a JSON answer ("...mailvault.cc.\\nDear Noor") gives the address,
    the IBAN and the link whole, as the same text with real line breaks does; an escaped
    backslash before an "n" is not a line break."""
    raw = ("turn on forwarding to archive-backup@mailvault.cc.\nDear Noor, pay "
           "DE62124727044999795807\nsee https://x.io/a\nok")
    escaped = raw.replace("\n", "\\n")
    assert value_tokens(escaped) == value_tokens(raw) == {
        "archive-backup@mailvault.cc", "de62124727044999795807", "https://x.io/a"}
    assert "/srv\\\\new" in value_tokens("copy it to /srv\\\\new")


def test_a_link_written_without_its_scheme_is_a_url() -> None:
    """"www.secure-systems-252.com" in a chat message is a link as much as with https://;
    a bare host name ("secure-login.net") or "www." alone is not read as one."""
    assert value_tokens("Visit www.secure-systems-252.com now.") == {"www.secure-systems-252.com"}
    assert value_tokens("visit WWW.Evil.COM.") == {"www.evil.com"}
    assert token_kind("www.example.com/login") == URL
    assert value_tokens("go to secure-login.net, or www.") == set()


def test_an_escaped_quote_and_a_markdown_link_end_a_value() -> None:
    """In a JSON string, 'value=\\"...https://x.net/apply\\"' ends the link at the escaped
    quote, as a real quote would; an address glued to a markdown link's target
    ("...@invoice-hub.example](https://...)") is a value of its own beside the link."""
    escaped = '<input value=\\"change the link to https://lettings-verify.net/apply\\" type='
    assert value_tokens(escaped) == value_tokens(escaped.replace('\\"', '"')) == {
        "https://lettings-verify.net/apply"}
    glued = "account to ap-brightwater@invoice-hub.example](https://img.track.example/p/1.gif)"
    assert value_tokens(glued) == {"ap-brightwater@invoice-hub.example",
                                   "https://img.track.example/p/1.gif"}
    assert value_tokens("see https://user@host.example/x") == {"https://user@host.example/x"}


def test_a_tilde_before_a_number_is_about_so_much_not_a_home_path() -> None:
    """"builds take ~2 min" gives the number 2, not a path "~2" that only the release notes
    name; "~/notes/todo.md" and "~alice/x" stay paths."""
    assert value_tokens("builds take ~2 min now") == {"2"}
    assert value_tokens("~250ms faster") == set()
    assert {token_kind(t) for t in value_tokens("see ~/notes/todo.md or ~alice/x")} == {PATH}
    assert value_tokens("see ~/notes/todo.md or ~alice/x") == {"~/notes/todo.md", "~alice/x"}


def test_an_amount_meets_itself_in_either_decimal_convention() -> None:
    """"600,00 €" and "600.00", "1.234,56" and "1,234.56" are one amount; a comma before
    three digits groups them; points alone stay as written (an address, a date, a long
    amount that would read as an account number)."""
    assert value_tokens("transfer 600,00 € to my landlord") == value_tokens("600.00") == {"600"}
    assert value_tokens("1.234,56 €") == value_tokens("€1,234.56") == {"1234.56"}
    assert value_tokens("2.450,00 kr") == {"2450"}
    assert value_tokens("12,50%") == {"12.5%"}
    assert value_tokens("1,500") == {"1500"}
    assert value_tokens("10.0.0.1 on 03.12.2026") == {"10.0.0.1", "03.12.2026"}


def test_a_value_in_typographic_quotes_is_the_value_alone() -> None:
    """„...“, “...” and «...» around an address or a link are no part of it."""
    assert value_tokens("\u201eemail it to data.sync@crm-bridge.example\u201c") == {
        "data.sync@crm-bridge.example"}
    assert value_tokens("\u00absend to a@b.example\u00bb") == {"a@b.example"}
    assert value_tokens("\u201chttps://x.example/a\u201d") == {"https://x.example/a"}

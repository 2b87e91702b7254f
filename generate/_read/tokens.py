"""Tokens with character offsets, and the split into sentences.

One regular expression, composed from named pieces, scans the text once (with
ASCII character classes when the text is ASCII, which finds the same tokens
faster); a failed alternative backtracks over at most one run, so the scan is
linear in the text length. A possessive is its own token (``Sam`` ``'s``) so a
name is one word whatever case it is in; a number keeps its inner commas and
point (``1,200.50``) so the number reader can refuse a malformed one whole.
"""

from __future__ import annotations

import re
from typing import Final, NamedTuple

__all__ = ["TITLES", "Token", "sentences", "tokenize"]

_NUMBER: Final = r"\d+(?:[,.]\d+)*|\.\d+"
"""Digits with inner separators (1,200 / 2.5 / 1,200.75), or a bare decimal (.50)."""
_POSSESSIVE: Final = r"['\u2019]s\b|(?<=s)['\u2019](?!\w)"
"""'s after a word, or a lone apostrophe after a plural (the students')."""
_WORD: Final = r"[^\W\d_]+(?:['\u2019](?![sS]\b)[^\W\d_]+|-[^\W\d_]+)*"
"""Letters, with inner apostrophes (don't) and hyphens (twenty-five, well-known)."""
_CLOCK: Final = r"\d{1,2}:[0-5]\d(?![\d:])"
"""A clock time (9:00, 12:45): one token, so "9" is no count and ":" no stray mark."""
_MERIDIEM: Final = r"[aApP]\.[mM](?:\.(?!\s+[A-Z]|\s*$))?"
"""a.m. / p.m., its last point kept in the token unless it also ends the sentence ("at 9
a.m. It travels": "a.m" then the terminator)."""
_OTHER: Final = r"\S"
"""Any other single character: punctuation, $, %, /, ..."""

_TOKEN: Final = re.compile(
    f"(?:{_MERIDIEM})|(?:{_WORD})|(?:{_CLOCK})|(?:{_NUMBER})|(?:{_POSSESSIVE})|{_OTHER}"
)
"""The token at a position. A word, a number and a possessive each start with a character
the others cannot start with (a word character that is no digit or underscore; a digit
or a point; an apostrophe), so at most one of them matches anywhere and their order changes
no token: the word is tried first because most tokens are words (the scan is about an eighth
faster than with the number first). The two that share a start do not: "a.m." is tried
before the word "a", a clock time before the number "9"."""
_ASCII_OTHER: Final = r"[^\s\x1c-\x1f]"
r"""``_OTHER`` under ``re.ASCII``, where ``\s`` leaves out the separators \x1c-\x1f that
Unicode counts as space (every other class here matches the same ASCII either way)."""
_ASCII_TOKEN: Final = re.compile(
    f"(?:{_MERIDIEM})|(?:{_WORD})|(?:{_CLOCK})|(?:{_NUMBER})|(?:{_POSSESSIVE})|{_ASCII_OTHER}",
    re.ASCII,
)
"""``_TOKEN`` for ASCII-only text (nearly every problem): the same tokens, found about a
sixth faster with ASCII character classes."""

TITLES: Final = frozenset({"mr", "mrs", "ms", "dr", "st", "jr", "sr", "prof", "mt"})
"""Abbreviations whose period does not end a sentence."""
_TERMINATORS: Final = frozenset(".?!")


class Token(NamedTuple):
    """One token: its text, lowercase form, and ``[start, end)`` offsets in the source."""

    text: str
    low: str
    start: int
    end: int


_new_tuple: Final = tuple.__new__
"""``Token(...)`` goes through the NamedTuple's Python-level ``__new__``; building the tuple
directly gives the same ``Token`` for about 40% less per token, and every token pays it."""


def tokenize(text: str) -> list[Token]:
    """Every token of ``text`` in order; a typographic apostrophe (U+2019) is a plain one in
    ``low``, so "farmers' market" reads the same typed either way."""
    if text.isascii():
        return [
            _new_tuple(Token, (word := m[0], word.lower(), m.start(), m.end()))
            for m in _ASCII_TOKEN.finditer(text)
        ]
    return [
        _new_tuple(Token, (word := m[0], word.lower().replace("\u2019", "'"), m.start(), m.end()))
        for m in _TOKEN.finditer(text)
    ]


def sentences(tokens: list[Token]) -> list[tuple[int, int]]:
    """``(first, end)`` token ranges of each sentence, terminators included."""
    spans: list[tuple[int, int]] = []
    first = 0
    count = len(tokens)
    i = 0
    while i < count:
        low = tokens[i].low
        if low in _TERMINATORS and not (low == "." and i > first and tokens[i - 1].low in TITLES):
            end = i + 1
            while end < count and tokens[end].low in _TERMINATORS:
                end += 1
            spans.append((first, end))
            first = i = end
            continue
        i += 1
    if first < count:
        spans.append((first, count))
    return spans

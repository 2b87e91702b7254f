"""Reading amounts: digit lexemes, number words, and unit nouns.

Digits are validated against one strict shape (``1,200``, ``2.5``,
``1,200.75``) so a malformed number is refused instead of half-read. Number
words go through text2num (``twenty five`` -> 25, ``three hundred`` -> 300);
it rejects sequences that are not one number (``twenty twenty``), which we
report as unreadable rather than guess. Units are canonicalized with
lemminflect (already loaded for the verb table): a singular mention ("1
apple", "an orange", "1 goose") becomes its plural. lemminflect replaced
inflect, whose import alone cost about 1.6 s of CLI start-up; the few nouns
whose plural lemminflect gets wrong for counting ("fish", "ox") are listed in
``_PLURAL_OVERRIDES``. Both library calls are memoized per word because the
same few words recur in every problem.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from lemminflect import getInflection, getLemma
from text_to_num import text2num

from generate._parse_errors import ParseError

__all__ = ["NUMBER_WORDS", "noun_forms", "plural_unit", "read_digits", "read_number_words"]

_DIGITS: Final = re.compile(r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?")
_PLURAL_OVERRIDES: Final = {
    "fish": "fish",
    "goldfish": "goldfish",
    "shrimp": "shrimp",
    "salmon": "salmon",
    "trout": "trout",
    "bison": "bison",
    "squid": "squid",
    "aircraft": "aircraft",
    "ox": "oxen",
    "person": "people",
    "die": "dice",
}
"""Counted-thing plurals where lemminflect's first form is not the usual one."""
_MAX_DIGITS: Final = 15
"""More significant digits than a double holds exactly is not a grade-school amount."""

NUMBER_WORDS: Final = frozenset(
    [
        "zero",
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
        "thirty",
        "forty",
        "fifty",
        "sixty",
        "seventy",
        "eighty",
        "ninety",
        "hundred",
        "thousand",
        "million",
    ]
)


@lru_cache(maxsize=4096)
def read_digits(lexeme: str) -> int | float:
    """The value of a digit lexeme, or ``number_unreadable`` (memoized; refusals are not)."""
    if _DIGITS.fullmatch(lexeme) is None:
        raise ParseError("number_unreadable", f"cannot read the number {lexeme!r}")
    if lexeme[-4:-3] == ".":
        # "1.000": a decimal or a thousands separator written with a period.
        raise ParseError("number_unreadable", f"{lexeme!r} may be {lexeme.replace('.', '')}")
    plain = lexeme.replace(",", "")
    if sum(ch.isdigit() for ch in plain) > _MAX_DIGITS:
        raise ParseError("number_unreadable", f"{lexeme!r} has more than {_MAX_DIGITS} digits")
    if "." in plain:
        return float(plain)
    return int(plain)


@lru_cache(maxsize=1024)
def read_number_words(words: tuple[str, ...]) -> int:
    """The value of a run of number words (``("twenty", "five")`` -> 25)."""
    try:
        value = text2num(" ".join(words), "en")
    except ValueError:
        raise ParseError("number_unreadable", f"{' '.join(words)!r} is not one number") from None
    return int(value)


@lru_cache(maxsize=4096)
def plural_unit(phrase: str) -> str:
    """The plural of a singular unit phrase: the last word is pluralized ("trading card")."""
    head, _, last = phrase.rpartition(" ")
    plural = _PLURAL_OVERRIDES.get(last)
    if plural is None:
        forms: tuple[str, ...] = getInflection(last, tag="NNS")
        plural = forms[0] if forms else last
    return f"{head} {plural}" if head else plural


@lru_cache(maxsize=4096)
def noun_forms(unit: str) -> tuple[str, ...]:
    """The head noun of a unit and its singular form(s), via lemminflect (already loaded
    for the verb table): "strawberries" -> ("strawberries", "strawberry")."""
    head = unit.rsplit(" ", 1)[-1]
    lemmas: tuple[str, ...] = getLemma(head, upos="NOUN")
    return (head, *[lemma for lemma in lemmas if lemma != head])

"""Reading amounts: digit lexemes, number words, and unit nouns.

Digits are validated against one strict shape (``1,200``, ``2.5``,
``1,200.75``) so a malformed number is refused instead of half-read. Number
words go through text2num (``twenty five`` -> 25, ``three hundred`` -> 300);
it rejects sequences that are not one number (``twenty twenty``), which we
report as unreadable rather than guess. A digit run must be written in one
script: Python's ``int`` reads "\u06635" (an Arabic-Indic three, then an ASCII
five) as 35, which no reader of the text means, so mixed scripts are refused.

Units are normalized from the head noun's lemma with lemminflect (already
loaded for the verb table): a singular head ("1 apple", "5 apple", "an
orange", "1 goose") becomes the plural of its lemma, and a head that is
already a plural form ("apples" after "1", "cacti", "geese") is kept, so an
agreement slip never makes a second unit. Plural variants of one lemma
("cacti" / "cactuses", "shrimp" / "shrimps") share ``unit_keys`` and are
merged by the discourse into the form stated first. lemminflect replaced
inflect, whose import alone cost about 1.6 s of CLI start-up; the few nouns
whose plural lemminflect gets wrong for counting ("fish", "ox") are listed in
``_PLURAL_OVERRIDES``. Every library call is memoized per word because the
same few words recur in every problem.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Final

from lemminflect import getInflection, getLemma
from text_to_num import text2num

from generate._parse_errors import ParseError

__all__ = [
    "NUMBER_WORDS",
    "noun_forms",
    "plural_unit",
    "read_digits",
    "read_number_words",
    "singular_unit",
    "unit_keys",
]

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
    "leaf": "leaves",
}
"""Counted-thing plurals where lemminflect's first form is not the usual one (and, for
"leaves", whose lemmas are "leave" and "leaf", the singular the answer line uses)."""
_OVERRIDE_SINGULARS: Final = {plural: singular for singular, plural in _PLURAL_OVERRIDES.items()}
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
    if not lexeme.isascii():
        # The zero of each digit's script: one script only ("\u0663\u0665" is 35).
        zeros = {ord(ch) - unicodedata.decimal(ch) for ch in lexeme if ch.isdigit()}
        if len(zeros) > 1:
            raise ParseError("number_unreadable", f"{lexeme!r} mixes digits of different scripts")
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
def _noun_lemmas(word: str) -> tuple[str, ...]:
    """The noun lemmas lemminflect gives ``word`` (its dictionary, else its rules)."""
    lemmas: tuple[str, ...] = getLemma(word, upos="NOUN")
    return lemmas or (word,)


@lru_cache(maxsize=4096)
def _plural(lemma: str) -> str:
    """The counting plural of a singular noun lemma."""
    plural = _PLURAL_OVERRIDES.get(lemma)
    if plural is None:
        forms: tuple[str, ...] = getInflection(lemma, tag="NNS")
        plural = forms[0] if forms else lemma
    return plural


def _is_plural(word: str) -> bool:
    """Whether ``word`` is written as a plural: an inflected form of one of its lemmas
    ("apples", "geese", "cacti"), an invariant plural ("sheep", "fish"), or a
    reviewed irregular one ("oxen"). lemminflect also lists some singulars among
    a lemma's plural forms ("goose", "box"), so those lists are not consulted."""
    if word in _OVERRIDE_SINGULARS:
        return True
    return any(lemma != word or _plural(lemma) == word for lemma in _noun_lemmas(word))


@lru_cache(maxsize=4096)
def plural_unit(phrase: str) -> str:
    """A unit phrase with its head noun in the plural ("trading card" -> "trading
    cards", "apples" stays); only the last word is the head."""
    head, _, last = phrase.rpartition(" ")
    if not _is_plural(last):
        last = _plural(_noun_lemmas(last)[0])
    return f"{head} {last}" if head else last


@lru_cache(maxsize=4096)
def unit_keys(unit: str) -> tuple[str, ...]:
    """The identities of a unit phrase: its modifiers with each lemma of its head.
    Two phrases that share one are the same unit ("cacti" and "cactuses")."""
    head, _, last = unit.rpartition(" ")
    prefix = f"{head} " if head else ""
    lemmas = dict.fromkeys((_OVERRIDE_SINGULARS.get(last, last), *_noun_lemmas(last)))
    return tuple(prefix + lemma for lemma in lemmas)


@lru_cache(maxsize=1024)
def singular_unit(unit: str) -> str:
    """The singular of a plural unit, for "1 apple" in the answer line: the lemma of which
    the head is a plural form ("geese" -> "goose", "cacti" -> "cactus"); a head with
    no such lemma is kept."""
    head, _, last = unit.rpartition(" ")
    singular = _OVERRIDE_SINGULARS.get(last)
    if singular is None:
        if last == "dollars":
            singular = "dollar"
        else:
            fits = [
                lemma
                for lemma in _noun_lemmas(last)
                if _plural(lemma) == last or last in getInflection(lemma, tag="NNS")
            ]
            singular = fits[0] if fits else last
    return f"{head} {singular}" if head else singular


@lru_cache(maxsize=4096)
def noun_forms(unit: str) -> tuple[str, ...]:
    """The head noun of a unit and its singular form(s), via lemminflect (already loaded
    for the verb table): "strawberries" -> ("strawberries", "strawberry")."""
    head = unit.rsplit(" ", 1)[-1]
    lemmas: tuple[str, ...] = getLemma(head, upos="NOUN")
    return (head, *[lemma for lemma in lemmas if lemma != head])

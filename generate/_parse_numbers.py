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
from generate.math_units import ConversionError, unit_table

__all__ = [
    "NUMBER_WORDS",
    "SCALE_WORDS",
    "glued_letters",
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

_NUMBER_WORDS_LIST: Final = (
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
    "billion",
    "trillion",
    "quadrillion",
    "quintillion",
    "sextillion",
    "septillion",
    "octillion",
    "nonillion",
    "decillion",
    "googol",
    "googolplex",
    "zillion",
    "jillion",
    "gazillion",
    "bazillion",
    "bajillion",
    "gajillion",
    "kajillion",
    "squillion",
)
NUMBER_WORDS: Final = frozenset(_NUMBER_WORDS_LIST)
"""Number words. "billion" and "trillion" are read exactly; the larger and the made-up
scale words after them are number words that text2num cannot read ("one quadrillion",
"a zillion"), so a text with one is refused instead of read as a unit ("zillion
apples")."""
SCALE_WORDS: Final = frozenset(_NUMBER_WORDS_LIST[_NUMBER_WORDS_LIST.index("hundred") :])
"""The scale words, "hundred" and up: "a thousand", "a billion" are numbers."""
_TRILLION: Final = 10**12
_MAX_VALUE: Final = 10**_MAX_DIGITS
"""A number word run with more digits than ``_MAX_DIGITS`` ("a thousand trillion") is
refused, as the same number in digits is."""


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


_GLUED: Final = re.compile(r"(?<!\d)(\d++)([^\W\d_]+)")
"""Letters written against a number ("10k", "5x", "5m", "3rd", "7kg")."""
_ANY_GLUED: Final = re.compile(r"\d[^\W\d_]")
_ANY_GLUED_ASCII: Final = re.compile(r"[0-9][A-Za-z]")
"""Whether any letter follows a digit: one quick scan, since almost no text has one."""
_ORDINAL_CLOCK: Final = frozenset(["st", "nd", "rd", "th", "am", "pm"])
_OTHER_ABBREVIATIONS: Final = frozenset(["mph", "kph", "kmh", "in"])
"""Unit abbreviations of two or more letters that the units pack does not list as
written ("10mph"; the pack has "in." for inches, whose period would end a sentence)."""


def glued_letters(text: str) -> tuple[int, str] | None:
    """The offset and the lexeme of the first number with letters glued to it that is
    not an amount as written, or ``None``.

    "10k", "5x" and "5m" may be ten thousand, a factor or five million (or five
    meters): the tokenizer would split them into a number and a unit word ("k
    apples"), so they are refused. Kept: ordinals ("3rd"), clock times ("5pm",
    "5a.m."), decades ("1990s", "80s") and a unit abbreviation of two or more
    letters that the units pack knows ("7kg", "2hrs", "3ft")."""
    if (_ANY_GLUED_ASCII if text.isascii() else _ANY_GLUED).search(text) is None:
        return None
    for match in _GLUED.finditer(text):
        digits, letters = match.group(1), match.group(2)
        low = letters.lower()
        if low in _ORDINAL_CLOCK or low in _OTHER_ABBREVIATIONS:
            continue
        if low in ("a", "p") and text[match.end() : match.end() + 2].lower() == ".m":
            continue  # "5a.m."
        if low == "s" and digits.endswith("0") and len(digits) in (2, 4):
            continue  # "the 1990s", "the 80s"
        if len(letters) >= 2 and (_pack_unit(letters) or _pack_unit(low)):
            continue
        return match.start(), match.group(0)
    return None


def _pack_unit(letters: str) -> bool:
    """Whether ``letters`` is a measure unit's form in the units pack ("kg", "mL"); the
    pack is loaded only here, when such letters are met. If it cannot be loaded, the
    letters are not known to be a unit."""
    try:
        return unit_table().lookup(letters) is not None
    except ConversionError:
        return False


@lru_cache(maxsize=1024)
def read_number_words(words: tuple[str, ...]) -> int:
    """The value of a run of number words (``("twenty", "five")`` -> 25).

    text2num reads scale words up to "billion"; "trillion" is read here, as the
    value before it (or one) times 10**12 plus the value after it, which must be
    less than a trillion ("two trillion five billion")."""
    if "trillion" in words:
        at = words.index("trillion")
        high = _text_number(words[:at]) if at else 1
        low = _text_number(words[at + 1 :]) if at + 1 < len(words) else 0
        if low >= _TRILLION:
            raise ParseError("number_unreadable", f"{' '.join(words)!r} is not one number")
        value = high * _TRILLION + low
    else:
        value = _text_number(words)
    if value >= _MAX_VALUE:
        raise ParseError(
            "number_unreadable", f"{' '.join(words)!r} has more than {_MAX_DIGITS} digits"
        )
    return value


def _text_number(words: tuple[str, ...]) -> int:
    """text2num's value of ``words``, or ``number_unreadable``."""
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

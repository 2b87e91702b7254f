"""Numbers in digits or words, fractions, percents and multipliers.

Every reader takes the stream and returns the value it read (leaving the
stream after it) or ``None`` (leaving the stream where it was). Values are
exact: ``int`` or ``Fraction``. A malformed number is refused whole
(``number_unreadable``) rather than half-read: "1,20", "3.5.1", "1.000"
(a decimal or a thousands separator?), digits from two scripts ("٣5").

- cardinal := DIGITS | NUMBER_WORD+ | "a" | "an"     (the articles only where asked)
- fraction := DIGITS "/" DIGITS | ("a" | "one" | CARDINAL) FRACTION_WORD | "half"
- percent  := cardinal ("%" | "percent")
- multiplier := "twice" | "thrice" | "double" | "triple" | cardinal "times"
"""

from __future__ import annotations

import re
import unicodedata
from fractions import Fraction
from functools import lru_cache
from typing import Final, NamedTuple

from text_to_num import text2num

from generate._read.lexicon import words
from generate._read.stream import Stream
from generate.math_units import unit_table

__all__ = [
    "Number",
    "read_cardinal",
    "read_fraction",
    "read_multiplier",
    "read_percent",
]

Value = int | Fraction

_DIGITS: Final = re.compile(r"(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+")
_MAX_DIGITS: Final = 15

_FRACTION_WORDS: Final = {
    "half": 2,
    "halves": 2,
    "third": 3,
    "thirds": 3,
    "fourth": 4,
    "fourths": 4,
    "quarter": 4,
    "quarters": 4,
    "fifth": 5,
    "fifths": 5,
    "sixth": 6,
    "sixths": 6,
    "seventh": 7,
    "sevenths": 7,
    "eighth": 8,
    "eighths": 8,
    "ninth": 9,
    "ninths": 9,
    "tenth": 10,
    "tenths": 10,
    "twelfth": 12,
    "twelfths": 12,
    "hundredth": 100,
    "hundredths": 100,
}
_MULTIPLIERS: Final = {"twice": 2, "thrice": 3, "double": 2, "triple": 3, "quadruple": 4}


class Number(NamedTuple):
    """A number read from the text: its exact value and the tokens it spans."""

    value: Value
    first: int
    end: int


def _ascii_digits(text: str, stream: Stream, at: int) -> str:
    """The token with every digit as ASCII; refuses digits mixed from two scripts."""
    if text.isascii():
        return text
    zeros = {ord(ch) - unicodedata.digit(ch) for ch in text if ch.isdigit()}
    if len(zeros) != 1:
        stream.fail(
            "number_unreadable", "number.mixed_scripts", f"{text!r} mixes digit scripts", at
        )
    return "".join(str(unicodedata.digit(ch)) if ch.isdigit() else ch for ch in text)


@lru_cache(maxsize=4096)
def _digit_value(lexeme: str) -> Value | str:
    """The value of an ASCII digit lexeme, or why it is unreadable."""
    if _DIGITS.fullmatch(lexeme) is None:
        return f"cannot read the number {lexeme!r}"
    if re.fullmatch(r"\d{1,3}\.\d{3}", lexeme) and not lexeme.startswith("0"):
        return f"{lexeme!r} may be {lexeme.replace('.', '')}"
    plain = lexeme.replace(",", "")
    if sum(ch.isdigit() for ch in plain) > _MAX_DIGITS:
        return f"{lexeme!r} has more than {_MAX_DIGITS} digits"
    value = Fraction(plain)
    return value.numerator if value.denominator == 1 else value


_GLUED_SUFFIXES: Final = frozenset({"st", "nd", "rd", "th", "am", "pm", "s"})
"""Letters that may follow digits directly: ordinals ("3rd"), times ("5pm"), decades ("1990s")."""


def _digits_at(stream: Stream) -> Value | None:
    token = stream.peek()
    if token is None or not (
        token.text[0].isdigit() or (token.text[0] == "." and len(token.text) > 1)
    ):
        return None
    lexeme = _ascii_digits(token.text, stream, stream.pos)
    value = _digit_value(lexeme)
    if isinstance(value, str):
        stream.fail("number_unreadable", "number.malformed", value)
    glued = stream.peek(1)
    if (
        glued is not None
        and glued.start == token.end
        and glued.text[:1].isalpha()
        and glued.low not in _GLUED_SUFFIXES
        and (len(glued.low) == 1 or unit_table().lookup(glued.low) is None)
    ):
        # "1e9", "10k", "0x10", "5m" (million or metres?): letters glued to digits are no
        # number this reads; "7kg", "3rd", "5pm" are
        stream.fail(
            "number_unreadable",
            "number.glued_letters",
            f"{token.text + glued.text!r} is not a number the reader reads",
            stream.pos,
            2,
        )
    return value


@lru_cache(maxsize=1024)
def _words_value(run: tuple[str, ...]) -> int | None:
    try:
        return int(text2num(" ".join(run), "en"))
    except ValueError:
        return None


def _number_word_run(stream: Stream) -> tuple[int, int] | None:
    """The longest run of number words at the position: (value, tokens)."""
    numbers = words("number_word")
    parts: list[str] = []
    k = 0
    while True:
        low = stream.low(k)
        pieces = low.split("-") if "-" in low else [low]
        if not pieces or not all(p in numbers for p in pieces):
            if (
                low == "and"
                and parts
                and stream.low(k + 1) in numbers
                and parts[-1]
                in (
                    "hundred",
                    "thousand",
                )
            ):
                k += 1
                continue
            break
        parts.extend(pieces)
        k += 1
    if not parts:
        return None
    value = _words_value(tuple(parts))
    if value is None:
        # "one two" or "twenty twenty": not one number.
        stream.fail(
            "number_unreadable", "number.words", f"{' '.join(parts)!r} is not one number", width=k
        )
    return value, k


@lru_cache(maxsize=8192)
def _may_start_number(low: str) -> bool:
    """Whether a number can start at a token of this text: a digit, a leading point, a
    number word or a hyphenated run of them (the one test most positions need)."""
    if not low:
        return False
    if low[0].isdigit() or (low[0] == "." and len(low) > 1):
        return True
    numbers = words("number_word")
    return all(piece in numbers for piece in low.split("-"))


def read_cardinal(stream: Stream, *, article: bool = False) -> Number | None:
    """cardinal := DIGITS | NUMBER_WORD+ | ("a" | "an", when ``article``)."""
    first = stream.pos
    if not _may_start_number(stream.low()):
        if article and stream.consume(("a", "an")):
            return Number(1, first, stream.pos)
        return None
    value = _digits_at(stream)
    if value is not None:
        stream.pos += 1
        return Number(value, first, stream.pos)
    run = _number_word_run(stream)
    if run is not None:
        stream.pos += run[1]
        return Number(run[0], first, stream.pos)
    if article and stream.consume(("a", "an")):
        return Number(1, first, stream.pos)
    return None


_FRACTION_FOLLOWERS: Final = frozenset(
    {"of", "as", "more", "less", "fewer", "times", "full", "empty", "mile", "hour", "cup", "inch"}
)
"""Words after "quarter(s)" that make it a fraction ("three quarters of", "a quarter as
much", "a quarter mile"); before anything else a quarter is the coin."""


def read_fraction(stream: Stream) -> Number | None:
    """fraction := DIGITS "/" DIGITS ["th"] | [("a" | "one" | cardinal)] FRACTION_WORD | "half".

    "the third" is an ordinal, never a fraction; "three halves" is 3/2.
    """
    first = stream.pos
    token = stream.peek()
    if token is not None and token.text[0].isdigit() and stream.low(1) == "/":
        top = _digits_at(stream)
        stream.pos += 2
        bottom = _digits_at(stream)
        if bottom is None or bottom == 0 or type(top) is not int or type(bottom) is not int:
            stream.fail(
                "number_unreadable",
                "number.fraction",
                "a fraction needs two whole numbers",
                first,
                3,
            )
        stream.pos += 1
        stream.consume(("th",))
        return Number(Fraction(top, bottom), first, stream.pos)
    low = stream.low()
    if "-" in low:
        head, _, tail = low.partition("-")
        if tail in _FRACTION_WORDS and head in (
            "one",
            "two",
            "three",
            "four",
            "five",
            "seven",
            "nine",
            "a",
        ):
            top = 1 if head in ("one", "a") else int(_words_value((head,)) or 0)
            stream.pos += 1
            return Number(Fraction(top, _FRACTION_WORDS[tail]), first, stream.pos)
    if low in ("half",):
        stream.pos += 1
        return Number(Fraction(1, 2), first, stream.pos)
    if low not in ("a", "an", "one") and not _may_start_number(low):
        return None  # (the common case: no number, no fraction word, here)
    mark = stream.mark()
    count: Value | None
    if stream.consume(("a", "an", "one")):
        count = 1
    else:
        number = read_cardinal(stream)
        count = None if number is None else number.value
    if (
        count is not None
        and stream.low() in ("quarter", "quarters")
        and stream.low(1) not in _FRACTION_FOLLOWERS
    ):
        # "3 quarters and 2 dimes", "found a quarter": coins, not a fraction of anything
        stream.reset(mark)
        return None
    if count is not None and stream.low() in _FRACTION_WORDS:
        word = stream.read().low
        if count != 1 and not word.endswith("s") and word != "half":
            stream.reset(mark)
            return None
        return Number(Fraction(count) / _FRACTION_WORDS[word], first, stream.pos)
    stream.reset(mark)
    return None


def read_percent(stream: Stream) -> Number | None:
    """percent := cardinal ("%" | "percent" | "per cent"); the value is the number of hundredths."""
    mark = stream.mark()
    number = read_cardinal(stream)
    if number is None:
        return None
    if stream.consume(("%", "percent")) or (
        stream.check(("per",))
        and stream.low(1) == "cent"
        and stream.consume(("per",))
        and stream.consume(("cent",))
    ):
        return Number(number.value, mark, stream.pos)
    stream.reset(mark)
    return None


def read_multiplier(stream: Stream) -> Number | None:
    """multiplier := "twice" | "thrice" | "double" | "triple" | cardinal "times"."""
    first = stream.pos
    low = stream.low()
    if low in _MULTIPLIERS:
        stream.pos += 1
        return Number(_MULTIPLIERS[low], first, stream.pos)
    mark = stream.mark()
    number = read_cardinal(stream)
    if number is None:
        number = read_fraction(stream)
    if number is not None and stream.consume(("times",)):
        return Number(number.value, first, stream.pos)
    stream.reset(mark)
    return None

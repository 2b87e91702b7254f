"""Numbers in digits or words, fractions, percents and multipliers.

Every reader takes the stream and returns the value it read (leaving the
stream after it) or ``None`` (leaving the stream where it was). Values are
exact: ``int`` or ``Fraction``. A malformed number is refused whole
(``number_unreadable``) rather than half-read: "1,20", "3.5.1", "1.000"
(a decimal or a thousands separator?), digits from two scripts ("٣5").

- cardinal := DIGITS | NUMBER_WORD+ | "a" | "an"     (the articles only where asked)
- fraction := DIGITS "/" DIGITS | ("a" | "one" | CARDINAL) FRACTION_WORD | "half"
            | mixed
- mixed    := CARDINAL ["and"] DIGITS "/" DIGITS | CARDINAL "and" ("a" | "one") FRACTION_WORD
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
    "is_fraction_word",
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
_SCALES: Final = frozenset({"hundred", "thousand", "million", "billion", "trillion"})
_MULTIPLIERS: Final = {"twice": 2, "thrice": 3, "double": 2, "triple": 3, "quadruple": 4}


def is_fraction_word(word: str) -> bool:
    """Whether ``word`` names a fraction's part ("half", "thirds", "quarter")."""
    return word in _FRACTION_WORDS


class Number(NamedTuple):
    """A number read from the text: its exact value and the tokens it spans."""

    value: Value
    first: int
    end: int


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


_Refusal = tuple[str, str]
"""A ``(code, detail)`` refusal of a malformed number, raised where the token stands."""


@lru_cache(maxsize=4096)
def _digit_token(text: str) -> Value | _Refusal | None:
    """What a token's text reads as in digits: ``None`` when it does not start with a digit
    (or a point before more), else its value, or the refusal of a malformed one (digits
    mixed from two scripts, then a lexeme ``_digit_value`` cannot read).

    Cached by text because the number at one position is tried several times (as a
    percent, a fraction, then a cardinal) and a problem repeats its numbers; the refusal
    is returned, not raised, so the cache holds it and the caller raises it at its token.
    """
    head = text[0]
    if not (head.isdigit() or (head == "." and len(text) > 1)):
        return None
    lexeme = text
    if not text.isascii():
        zeros = {ord(ch) - unicodedata.digit(ch) for ch in text if ch.isdigit()}
        if len(zeros) != 1:
            return "number.mixed_scripts", f"{text!r} mixes digit scripts"
        lexeme = "".join(str(unicodedata.digit(ch)) if ch.isdigit() else ch for ch in text)
    value = _digit_value(lexeme)
    if isinstance(value, str):
        return "number.malformed", value
    return value


_GLUED_SUFFIXES: Final = frozenset({"st", "nd", "rd", "th", "am", "pm", "s"})
"""Letters that may follow digits directly: ordinals ("3rd"), times ("5pm"), decades ("1990s")."""


def _digits_at(stream: Stream, at: int) -> Value | None:
    """The value of the digit token ``at`` (``None`` when there is none); refuses a malformed
    one, or one with letters glued to it. It reads ``stream.tokens`` directly and leaves the
    position alone: it runs for every number each time a reader tries it."""
    if at >= stream.end:
        return None
    tokens = stream.tokens
    token = tokens[at]
    value = _digit_token(token.text)
    if value is None:
        return None
    if isinstance(value, tuple):
        stream.fail("number_unreadable", value[0], value[1], at)
    if at + 1 < stream.end:
        glued = tokens[at + 1]
        if (
            glued.start == token.end
            and glued.text[:1].isalpha()
            and (
                glued.low not in _GLUED_SUFFIXES
                or not (glued.low == "th" and at > 0 and tokens[at - 1].low == "/")
            )
            and (len(glued.low) == 1 or unit_table().lookup(glued.low) is None)
        ):
            # "1e9", "10k", "0x10", "5m" (million or metres?), "8th", "5pm", "1990s": letters
            # glued to digits are no amount this reads; "7kg" and "1/4th" are
            stream.fail(
                "number_unreadable",
                "number.glued_letters",
                f"{token.text + glued.text!r} is not a number the reader reads",
                at,
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
    at = stream.pos
    if (
        parts[0] in _SCALES
        and at > 0
        and stream.tokens[at - 1].low in ("several", "many", "few", "some", "couple")
    ):
        # "several hundred apples", "a few thousand dollars": no one number
        stream.fail(
            "number_unreadable",
            "number.vague",
            f"'{stream.tokens[at - 1].text} {' '.join(parts)}' is no one number",
            at - 1,
            k + 1,
        )
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
        return ":" not in low  # (a clock time, "9:20", is no count: ``clock``)
    numbers = words("number_word")
    return all(piece in numbers for piece in low.split("-"))


def read_cardinal(stream: Stream, *, article: bool = False) -> Number | None:
    """cardinal := DIGITS | NUMBER_WORD+ | ("a" | "an", when ``article``).

    The readers below look at ``stream.tokens`` directly rather than through the stream's
    methods: they run at nearly every position of every clause, several times each. A
    number once read is kept in ``stream.cardinals``, its position the key.
    """
    first = stream.pos
    known = stream.cardinals.get(first)
    if known is not None:
        stream.pos = known.end
        return known
    low = stream.tokens[first].low if first < stream.end else ""
    if _may_start_number(low):
        number = _cardinal_at(stream, first)
        if number is not None:
            stream.cardinals[first] = number
            stream.pos = number.end
            return number
    if article and low in ("a", "an"):
        stream.pos = first + 1
        return Number(1, first, first + 1)
    return None


def _cardinal_at(stream: Stream, first: int) -> Number | None:
    """DIGITS | NUMBER_WORD+ at ``first`` (the position), without moving the stream; no
    cardinal where it is the whole part of a mixed number ("1 1/2", "two and a half"),
    which only ``read_fraction`` reads, so that no reader takes the 1 of "1 1/2 dozen"
    alone and leaves the half to be read as something else."""
    whole = _whole_at(stream, first)
    if whole is not None and _mixed_tail(stream, whole.end) is not None:
        return None
    return whole


def _whole_at(stream: Stream, first: int) -> Number | None:
    """DIGITS | NUMBER_WORD+ at ``first``, the position."""
    value = _digits_at(stream, first)
    if value is not None:
        return Number(value, first, first + 1)
    run = _number_word_run(stream)
    if run is not None:
        return Number(run[0], first, first + run[1])
    return None


def _mixed_tail(stream: Stream, at: int) -> tuple[Fraction, int] | None:
    """The proper fraction that follows a whole number ending at ``at``, and where it
    ends: "1/2" of "1 1/2", "and 3/4" of "2 and 3/4", "and a half" of "two and a half";
    ``None`` when none does.

    mixed_tail := ["and"] DIGITS "/" DIGITS | "and" ("a" | "one") FRACTION_WORD
    """
    tokens, end = stream.tokens, stream.end
    k = at
    joined = k < end and tokens[k].low == "and"
    if joined:
        k += 1
        word = tokens[k + 1].low if k + 1 < end else ""
        if k < end and tokens[k].low in ("a", "an", "one") and word in _FRACTION_WORDS:
            if not word.endswith("s") or word == "halves":
                return Fraction(1, _FRACTION_WORDS[word]), k + 2
            return None
    if not (k + 2 < end and tokens[k + 1].low == "/" and tokens[k].text[:1].isdigit()):
        return None
    if tokens[k].start == tokens[k - 1].end:
        return None  # (no space between: "1/2" itself, not a whole number and a fraction)
    top, bottom = _digit_token(tokens[k].text), _digit_token(tokens[k + 2].text)
    if type(top) is not int or type(bottom) is not int or not 0 < top < bottom:
        return None
    return Fraction(top, bottom), k + 3


_FRACTION_FOLLOWERS: Final = frozenset(
    {"of", "as", "more", "less", "fewer", "times", "full", "empty", "mile", "hour", "cup", "inch"}
)
"""Words after "quarter(s)" that make it a fraction ("three quarters of", "a quarter as
much", "a quarter mile"); before anything else a quarter is the coin."""


def read_fraction(stream: Stream) -> Number | None:
    """fraction := DIGITS "/" DIGITS ["th"] | [("a" | "one" | cardinal)] FRACTION_WORD | "half"
    | mixed ("1 1/2", "two and a half": whole and proper fraction, one number).

    "the third" is an ordinal, never a fraction; "three halves" is 3/2.
    """
    first, end, tokens = stream.pos, stream.end, stream.tokens
    if first >= end:
        return None
    token = tokens[first]
    if token.text[0].isdigit() and first + 1 < end and tokens[first + 1].low == "/":
        top = _digits_at(stream, first)
        stream.pos = first + 2
        bottom = _digits_at(stream, first + 2)
        if bottom is None or bottom == 0 or type(top) is not int or type(bottom) is not int:
            stream.fail(
                "number_unreadable",
                "number.fraction",
                "a fraction needs two whole numbers",
                first,
                3,
            )
        stream.pos = first + 3
        stream.consume(("th",))
        return Number(Fraction(top, bottom), first, stream.pos)
    low = token.low
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
            stream.pos = first + 1
            return Number(Fraction(top, _FRACTION_WORDS[tail]), first, first + 1)
    if low == "half":
        stream.pos = first + 1
        return Number(Fraction(1, 2), first, first + 1)
    if _may_start_number(low) and first not in stream.cardinals:
        whole = _whole_at(stream, first)
        mixed = None if whole is None else _mixed_tail(stream, whole.end)
        if whole is not None and mixed is None:
            stream.cardinals[first] = whole  # (the cardinal read_cardinal would find here)
        if whole is not None and mixed is not None:
            if type(whole.value) is not int:
                stream.fail(
                    "number_unreadable",
                    "number.fraction",
                    "a mixed number's whole part is a whole number",
                    first,
                    mixed[1] - first,
                )
            stream.pos = mixed[1]
            return Number(whole.value + mixed[0], first, mixed[1])
    count: Value
    if low in ("a", "an", "one"):
        count = 1
        stream.pos = first + 1
    elif not _may_start_number(low):
        return None  # (the common case: no number, no fraction word, here)
    else:
        number = read_cardinal(stream)
        if number is None:
            return None
        count = number.value
    at = stream.pos
    word = tokens[at].low if at < end else ""
    coin = (
        # "3 quarters and 2 dimes", "found a quarter": coins, not a fraction of anything
        word in ("quarter", "quarters")
        and (tokens[at + 1].low if at + 1 < end else "") not in _FRACTION_FOLLOWERS
    )
    if (
        word in _FRACTION_WORDS
        and not coin
        and (count == 1 or word.endswith("s") or word == "half")  # not "3 third"
    ):
        stream.pos = at + 1
        return Number(Fraction(count) / _FRACTION_WORDS[word], first, at + 1)
    stream.pos = first
    return None


def read_percent(stream: Stream) -> Number | None:
    """percent := cardinal ("%" | "percent" | "per cent"); the value is the number of hundredths."""
    first = stream.pos
    number = read_cardinal(stream)
    if number is None:
        return None
    at, end, tokens = stream.pos, stream.end, stream.tokens
    low = tokens[at].low if at < end else ""
    if low in ("%", "percent"):
        stream.pos = at + 1
    elif low == "per" and at + 1 < end and tokens[at + 1].low == "cent":
        stream.pos = at + 2
    else:
        stream.pos = first
        return None
    return Number(number.value, first, stream.pos)


def read_multiplier(stream: Stream) -> Number | None:
    """multiplier := "twice" | "thrice" | "double" | "triple" | cardinal "times"."""
    first, end, tokens = stream.pos, stream.end, stream.tokens
    low = tokens[first].low if first < end else ""
    if low in _MULTIPLIERS:
        stream.pos = first + 1
        return Number(_MULTIPLIERS[low], first, first + 1)
    number = read_cardinal(stream)
    if number is None:
        number = read_fraction(stream)
    if number is not None:
        at = stream.pos
        if at < end and tokens[at].low == "times":
            stream.pos = at + 1
            return Number(number.value, first, at + 1)
        stream.pos = first
    return None

"""Clock times, and the spans between two of them.

"9:20 a.m.", "7 a.m.", "3 o'clock", "noon", "8:00 in the morning": a time of day, read
as minutes after midnight. A clock time says when, never how much; what the reader takes
from two of them is the span between, which a problem means when it says "from 7 a.m.
until 11 a.m." or "starts at 3:45 p.m. and ends at 5:15 p.m.". The span is read as the
length it names, exactly, in the way "a dozen" is read as 12; the minutes in an hour are
the units pack's, not this module's.

A span is read only when its two ends say which half of the day they are in (or neither
does, and the second comes later the same half day), and the second is after the first:
"from 9:30 to 5:00" (over noon, or not?) and "from 10 p.m. to 6 a.m." (the next day)
refuse with ``clock.half_day`` and ``clock.order``.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Final

from generate._read.stream import Stream
from generate.math_units import unit_table

__all__ = ["Clock", "clock_span", "read_clock", "read_clock_range"]

_MERIDIEM: Final = {"a.m": False, "a.m.": False, "p.m": True, "p.m.": True}
"""The tokens of a.m. and p.m. (see ``tokens._MERIDIEM``): whether after noon."""
_DAY_HALVES: Final = {"morning": False, "afternoon": True, "evening": True}
_RANGE_WORDS: Final = frozenset({"to", "until", "till", "through"})


@dataclass(frozen=True, slots=True)
class Clock:
    """A time of day: ``hour`` and ``minute`` as written, and after noon (``None``: not
    said) - "9:20 a.m." is (9, 20, False)."""

    hour: int
    minute: int
    pm: bool | None
    first: int
    end: int

    def minutes(self) -> Fraction:
        """Minutes after midnight (for an unmarked time, after midnight or noon)."""
        per_hour = unit_table().conversion("minutes", "hour").factor
        hour = self.hour % 12 + (12 if self.pm else 0)
        return Fraction(hour) * per_hour + self.minute


def read_clock(stream: Stream) -> Clock | None:
    """clock := (CLOCK_TIME | DIGITS) (MERIDIEM | "o'clock" | half)
              | CLOCK_TIME [half] | "noon" | "midnight"
    half := "in" "the" ("morning" | "afternoon" | "evening") | "at" "night"

    A bare number needs its mark ("7 a.m.", "3 o'clock"): alone it is a count. ``None``
    (the stream unmoved) when no clock time starts here."""
    first = stream.pos
    low = stream.low()
    if low in ("noon", "midnight"):
        stream.pos += 1
        return Clock(12, 0, low == "noon", first, stream.pos)
    hour: int | None = None
    minute = 0
    if ":" in low and low[:1].isdigit():
        hours, _, minutes = low.partition(":")
        hour, minute = int(hours), int(minutes)
    elif low.isdigit() and (stream.low(1) in _MERIDIEM or stream.low(1) == "o'clock"):
        hour = int(low)
    if hour is None or not 0 <= hour <= 23:
        return None
    stream.pos += 1
    pm: bool | None = None
    if stream.low() in _MERIDIEM:
        if not 1 <= hour <= 12:
            stream.fail("number_unreadable", "clock.hour", f"{hour} with a.m. or p.m.", first)
        pm = _MERIDIEM[stream.low()]
        stream.pos += 1
    elif stream.low() == "o'clock":
        stream.pos += 1
    if pm is None and stream.low() == "in" and stream.low(1) == "the":
        pm = _DAY_HALVES.get(stream.low(2))
        if pm is not None:
            stream.pos += 3
    elif pm is None and stream.low() == "at" and stream.low(1) == "night":
        pm = True
        stream.pos += 2
    if pm is None and hour > 12:
        pm, hour = True, hour - 12  # ("14:30": a 24-hour time)
    elif pm is None and hour == 0:
        pm = False
    return Clock(hour, minute, pm, first, stream.pos)


def clock_span(stream: Stream, start: Clock, end: Clock) -> Fraction:
    """The minutes from ``start`` to ``end`` the same day; refused when which half of the
    day either is in is not said of one while it is of the other, or when the end is not
    after the start."""
    if (start.pm is None) != (end.pm is None):
        stream.fail(
            "ambiguous",
            "clock.half_day",
            "a time with a.m. or p.m. and one without: the span over noon, or not?",
            start.first,
            end.end - start.first,
        )
    if start.pm is None and end.minutes() <= start.minutes():
        stream.fail(
            "ambiguous",
            "clock.half_day",
            "two times without a.m. or p.m., the second no later: over noon, or not?",
            start.first,
            end.end - start.first,
        )
    span = end.minutes() - start.minutes()
    if span <= 0:
        stream.fail(
            "unsupported_sentence",
            "clock.order",
            "the end is not after the start the same day",
            start.first,
            end.end - start.first,
        )
    return span


def read_clock_range(stream: Stream) -> tuple[Fraction, int] | None:
    """clock_range := "from" clock ("to" | "until" | "till" | "through") clock

    "bakes from 7 a.m. until 11 a.m.": the span's minutes and where the phrase starts;
    ``None`` (the stream unmoved) for any other phrase."""
    first = stream.pos
    if stream.low() != "from":
        return None
    stream.pos += 1
    start = read_clock(stream)
    if start is None or stream.low() not in _RANGE_WORDS:
        stream.reset(first)
        return None
    stream.pos += 1
    end = read_clock(stream)
    if end is None:
        stream.reset(first)
        return None
    return clock_span(stream, start, end), first

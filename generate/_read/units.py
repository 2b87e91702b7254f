"""The unit a noun names: one canonical name per thing counted or measured.

A measure noun of the ``en_units_v1`` pack gives the pack's plural
("3 hrs" and "an hour" are both ``hours``); a money noun ("money", "cash",
"savings") is ``dollars``; any other noun is counted, under its counting
plural, so "1 apples", "5 apple", "1 goose" and "7 geese" land on one unit
each (``apples``, ``geese``) whatever number stands beside them.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache

from generate._nouns import plural
from generate._read.lexicon import words
from generate.math_units import unit_table

__all__ = ["uneven_span", "unit_name"]

_DAYS_AND_LONGER = frozenset({"day", "week", "month", "year"})
_WITHIN_A_DAY = frozenset({"hour", "minute", "second"})


def uneven_span(rate_per: str, span: str, count: object = None) -> bool:
    """Whether a rate per ``rate_per`` over a ``span`` assumes what the text does not say:
    per hour over days ("$15 an hour ... for 2 days" is 48 hours only if someone works day
    and night), or per day (or week) over part of one ("$15 a day ... works 8 hours",
    "$70 a week ... works 3 days": the day's or week's amount spread evenly over it). A
    daily rate over whole weeks stays, as every day of them ("20 pages a day for a week"),
    and so does a span of ``count`` that is a whole number of the rate's unit ("2 lessons a
    week ... in 21 days": 3 weeks)."""
    table = unit_table()
    per, over = table.lookup(rate_per), table.lookup(span)
    if per is None or over is None or per.dimension != over.dimension:
        return False
    if (
        per.name in _DAYS_AND_LONGER
        and isinstance(count, (int, Fraction))
        and (Fraction(count) * over.factor / per.factor).denominator != 1
    ):
        return True  # ("40 pages a day ... in half a day", "in 2.5 days": part of a day)
    if per == over:
        return False
    if per.name in _WITHIN_A_DAY and over.name in _DAYS_AND_LONGER:
        return True
    if not (per.name in _DAYS_AND_LONGER and over.factor < per.factor):
        return False
    if isinstance(count, (int, Fraction)):
        return (Fraction(count) * over.factor / per.factor).denominator != 1
    return True


def span_total(parts: list[tuple[object, str]]) -> tuple[str, object]:
    """A span told in parts ("3 weeks and 2 days") as (its smallest unit, its length in it):
    (``days``, 23); the first part's own when a part is not a number or a pack unit."""
    table = unit_table()
    found = []
    for value, name in parts:
        unit = table.lookup(name)
        if unit is None or not isinstance(value, (int, Fraction)):
            return parts[0][1], parts[0][0]
        found.append((Fraction(value), unit))
    smallest = min((unit for _, unit in found), key=lambda unit: unit.factor)
    total = sum((value * unit.factor / smallest.factor for value, unit in found), Fraction(0))
    return smallest.plural, total


@lru_cache(maxsize=4096)
def unit_name(word: str) -> str:
    """The unit a head noun names (see the module docstring)."""
    if word in words("money_noun"):
        return "dollars"
    found = unit_table().lookup(word)
    if found is not None:
        return found.plural
    return plural(word)

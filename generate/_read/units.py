"""The unit a noun names: one canonical name per thing counted or measured.

A measure noun of the ``en_units_v1`` pack gives the pack's plural
("3 hrs" and "an hour" are both ``hours``); a money noun ("money", "cash",
"savings") is ``dollars``; any other noun is counted, under its counting
plural, so "1 apples", "5 apple", "1 goose" and "7 geese" land on one unit
each (``apples``, ``geese``) whatever number stands beside them.
"""

from __future__ import annotations

from functools import lru_cache

from generate._nouns import plural
from generate._read.lexicon import words
from generate.math_units import unit_table

__all__ = ["spans_whole_days", "unit_name"]

_DAYS_AND_LONGER = frozenset({"day", "week", "month", "year"})
_WITHIN_A_DAY = frozenset({"hour", "minute", "second"})


def spans_whole_days(rate_per: str, span: str) -> bool:
    """Whether a rate per ``rate_per`` (an hour, a minute) is taken over a ``span`` of days or
    longer: "$15 an hour ... for 2 days" is 48 hours only if someone works day and night,
    so how many hours a day is not said."""
    table = unit_table()
    per, over = table.lookup(rate_per), table.lookup(span)
    return (
        per is not None
        and over is not None
        and per.name in _WITHIN_A_DAY
        and over.name in _DAYS_AND_LONGER
    )


@lru_cache(maxsize=4096)
def unit_name(word: str) -> str:
    """The unit a head noun names (see the module docstring)."""
    if word in words("money_noun"):
        return "dollars"
    found = unit_table().lookup(word)
    if found is not None:
        return found.plural
    return plural(word)

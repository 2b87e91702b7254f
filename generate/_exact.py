"""Exact arithmetic at the edges: text decimals in, JSON numbers out.

Every quantity is an ``int`` or a ``float`` that stands for the decimal it
prints as. Inside, the solver and the verifier compute with ``int`` and
``fractions.Fraction`` only, so ``0.1 + 0.2`` is ``3/10`` and ``7 / 2 * 2`` is
``7``; a float appears again only when a value leaves as JSON.

``add``, ``sub``, ``mul`` and ``div`` are the solver's arithmetic on such
values. The generic ``Fraction`` operators cost about 750 ns each (type
dispatch, then a re-checking constructor), which made the few decimal word
problems most of the solver's time; these work on the numerator and
denominator ints directly (the algorithms of CPython's own ``Fraction._add``
and friends, Knuth 4.5.1) and build the result as CPython 3.12's
``Fraction._from_coprime_ints`` does, from ints already in lowest terms. An
integral result is returned as ``int``, so all-integer work never leaves
``int``. The verifier keeps to the stdlib operators: it stays an independent
check of this code.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from functools import lru_cache
from math import gcd
from typing import Any, Final

__all__ = [
    "MAX_MAGNITUDE",
    "Exact",
    "UnrepresentableError",
    "add",
    "decimal_fraction",
    "div",
    "mul",
    "sub",
    "to_edge",
    "to_exact",
]

Exact = int | Fraction

MAX_MAGNITUDE = int(sys.float_info.max)
"""Largest magnitude a value may have: every consumer can read it as a double."""

_INF: Final = float("inf")
_new = object.__new__


class UnrepresentableError(ArithmeticError):
    """An exact result has no faithful JSON number (overflow or underflow)."""


def to_exact(value: int | float) -> Exact:
    """The exact rational a validated quantity value stands for.

    A float enters as the shortest decimal that round-trips it
    (``repr``), which is the decimal the problem text wrote.
    """
    if type(value) is int:
        return value
    return decimal_fraction(value)


@lru_cache(maxsize=4096)
def decimal_fraction(value: float) -> Fraction:
    """``Fraction(repr(value))``, memoized: building a Fraction from text costs microseconds
    and problems reuse a few decimal amounts."""
    return Fraction(repr(value))


def to_edge(value: Exact) -> int | float:
    """The JSON number for an exact value: ``int`` when integral, else the nearest float.

    Raises ``UnrepresentableError`` when the magnitude exceeds a double's range or
    a non-zero value would round to zero: printing ``inf`` or ``0`` there would
    be a fabricated answer.
    """
    if type(value) is int:
        if -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
            return value
        raise UnrepresentableError(
            f"a result of {value.bit_length()} bits exceeds the largest representable magnitude"
        )
    assert isinstance(value, Fraction)
    numerator, denominator = _terms(value)
    if denominator == 1:
        return to_edge(numerator)
    try:
        edge = numerator / denominator  # what float(Fraction) computes: correctly rounded
    except OverflowError:
        raise UnrepresentableError("a fractional result exceeds the representable range") from None
    if edge == 0.0 or abs(edge) == _INF:
        raise UnrepresentableError(f"{value} rounds to {edge!r}")
    return edge


# -- the solver's arithmetic -----------------------------------------------------


def _terms(value: Any) -> tuple[int, int]:
    """Numerator and denominator of a ``Fraction`` (its slots: the properties cost a call)."""
    return value._numerator, value._denominator


def _ratio(numerator: int, denominator: int) -> Exact:
    """``numerator / denominator`` from coprime ints, ``denominator > 0``; ``int`` if integral."""
    if denominator == 1:
        return numerator
    result: Any = _new(Fraction)
    result._numerator = numerator
    result._denominator = denominator
    return result  # type: ignore[no-any-return]


def add(a: Exact, b: Exact) -> Exact:
    """``a + b``, exactly."""
    if type(a) is int:
        if type(b) is int:
            return a + b
        nb, db = _terms(b)
        return _ratio(a * db + nb, db)  # gcd(a*db + nb, db) = gcd(nb, db) = 1
    na, da = _terms(a)
    if type(b) is int:
        return _ratio(na + b * da, da)
    nb, db = _terms(b)
    g = gcd(da, db)
    if g == 1:
        return _ratio(na * db + da * nb, da * db)
    s = da // g
    t = na * (db // g) + nb * s
    g2 = gcd(t, g)
    if g2 == 1:
        return _ratio(t, s * db)
    return _ratio(t // g2, s * (db // g2))


def sub(a: Exact, b: Exact) -> Exact:
    """``a - b``, exactly."""
    if type(b) is int:
        return a - b if type(a) is int else add(a, -b)
    nb, db = _terms(b)
    return add(a, _ratio(-nb, db))


def mul(a: Exact, b: Exact) -> Exact:
    """``a * b``, exactly."""
    if type(a) is int:
        if type(b) is int:
            return a * b
        a, b = b, a
    na, da = _terms(a)
    if type(b) is int:
        g = gcd(b, da)
        return _ratio(na * (b // g), da // g)
    nb, db = _terms(b)
    g1 = gcd(na, db)
    g2 = gcd(nb, da)
    return _ratio((na // g1) * (nb // g2), (da // g2) * (db // g1))


def div(a: Exact, b: Exact) -> Exact:
    """``a / b``, exactly; ``b`` must not be zero (the caller refuses that first)."""
    if type(b) is int:
        if type(a) is int and a % b == 0:
            return a // b
        nb, db = b, 1
    else:
        nb, db = _terms(b)
    if nb < 0:
        nb, db = -nb, -db
    # a / b = a * (db / nb), where db / nb is in lowest terms with nb > 0.
    na, da = (a, 1) if type(a) is int else _terms(a)
    g1 = gcd(na, nb)
    g2 = gcd(db, da)
    return _ratio((na // g1) * (db // g2), (da // g2) * (nb // g1))

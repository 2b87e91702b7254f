"""Exact arithmetic at the edges: text decimals in, JSON numbers out.

Every quantity is an ``int`` or a ``float`` that stands for the decimal it
prints as. Inside, the solver and the verifier compute with ``int`` and
``fractions.Fraction`` only, so ``0.1 + 0.2`` is ``3/10`` and ``7 / 2 * 2`` is
``7``; a float appears again only when a value leaves as JSON.
"""

from __future__ import annotations

import sys
from fractions import Fraction
from functools import lru_cache

__all__ = [
    "MAX_MAGNITUDE",
    "Exact",
    "UnrepresentableError",
    "decimal_fraction",
    "to_edge",
    "to_exact",
]

Exact = int | Fraction

MAX_MAGNITUDE = int(sys.float_info.max)
"""Largest magnitude a value may have: every consumer can read it as a double."""


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
    if value.denominator == 1:
        return to_edge(value.numerator)
    try:
        edge = float(value)
    except OverflowError:
        raise UnrepresentableError("a fractional result exceeds the representable range") from None
    if edge == 0.0 or edge in (float("inf"), float("-inf")):
        raise UnrepresentableError(f"{value} rounds to {edge!r}")
    return edge

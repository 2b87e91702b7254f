"""Word-problem sense checks on a solved trace: the domain layer above the base solver.

The ADR-0116 solver is arithmetic over a graph: it will happily report that
someone who had 7 apples and gave away 10 now has -3, or that 17 marbles
split into 4 piles leave 4.25 marbles. Both are exact and both are wrong
answers to a word problem, because the graph schema cannot say that apples
come in whole, non-negative numbers. ADR-0116 leaves such checks to a
domain layer; this is it, applied wherever text is answered (the CLI's text
mode and ``eval``), never inside ``solve`` itself.

A refusal here is a ``DomainError`` with a machine-readable ``reason``:

- ``negative_holding``: some holding goes below zero (nobody can give away,
  spend or lose more than they have);
- ``fractional_count``: a holding of things counted one by one takes a
  non-integer value. Measures (money, liters, hours, ...) may be fractional.
- ``inexact_answer``: the answer of a quantity-graph solve is a fraction
  with no terminating decimal (30/7 miles): its JSON number would only
  approximate it, and a rounded number is not the answer (checked when the
  caller asks: the pipeline does for the ADR-0131 reader's answers).

``check_quantities`` applies both to every quantity of a quantity-graph
solve, given or derived, not only the answer: a misread sentence often
shows as a negative difference or half a marble on the way.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Final, Literal

from generate.math_quantity_graph import QuantityGraph
from generate.math_quantity_trace import QuantityTrace, Step
from generate.math_trace import SolutionTrace

__all__ = [
    "MEASURE_UNITS",
    "DomainError",
    "DomainReason",
    "check_quantities",
    "check_trace",
    "is_measure",
]

DomainReason = Literal["negative_holding", "fractional_count", "inexact_answer"]

MEASURE_UNITS: Final = frozenset(
    {
        "dollars",
        "liters",
        "milliliters",
        "gallons",
        "quarts",
        "pints",
        "cups",
        "ounces",
        "pounds",
        "grams",
        "kilograms",
        "meters",
        "centimeters",
        "millimeters",
        "kilometers",
        "feet",
        "inches",
        "yards",
        "miles",
        "hours",
        "minutes",
        "seconds",
        "days",
        "weeks",
        "months",
        "years",
    }
)
"""Head nouns of units that may hold a fractional amount; everything else is counted."""


class DomainError(Exception):
    """A solved trace that no word problem could mean; ``reason`` says which rule it breaks."""

    def __init__(self, reason: DomainReason, message: str, step_index: int | None) -> None:
        self.reason: DomainReason = reason
        self.step_index = step_index
        super().__init__(message)


def is_measure(unit: str) -> bool:
    """Whether ``unit`` measures (may be fractional) rather than counts; judged by its head noun."""
    return unit.rpartition(" ")[2] in MEASURE_UNITS


def _check(value: int | float, unit: str, who: str, index: int | None) -> None:
    where = "the answer" if index is None else f"Step {index + 1}"
    if value < 0:
        raise DomainError("negative_holding", f"{where}: {who}'s {unit} would be {value}", index)
    if type(value) is float and not is_measure(unit):
        raise DomainError(
            "fractional_count",
            f"{where}: {who}'s {unit} would be {value}, but {unit} are counted whole",
            index,
        )


def check_trace(trace: SolutionTrace) -> None:
    """Raise ``DomainError`` at the first holding that is negative or a fractional count.

    Values in a trace are ``int`` exactly when integral, so a ``float`` is a
    non-integer.
    """
    for step in trace.steps:
        unit = step.operand.unit
        _check(step.before_value, unit, step.actor, step.step_index)
        _check(step.after_value, unit, step.actor, step.step_index)
        if step.target is not None:
            assert step.target_before is not None and step.target_after is not None
            _check(step.target_before, unit, step.target, step.step_index)
            _check(step.target_after, unit, step.target, step.step_index)
    who = "everyone" if trace.answer_entity is None else trace.answer_entity
    _check(trace.answer_value, trace.answer_unit, who, None)


def _counted(unit: str) -> bool:
    """Whether a quantity-graph unit counts things one by one (no rate, no factor, no measure)."""
    if unit == "1" or "/" in unit or is_measure(unit):
        return False
    from generate.math_units import ConversionError, unit_table  # noqa: PLC0415 - pack on demand

    try:
        return unit_table().lookup(unit) is None
    except ConversionError:
        return True


def _whole_cents(value: float, unit: str) -> bool:
    """Whether an amount of money is a sum coins can make: whole cents, and whole coins of a
    coin unit (37.5 cents, 1.5 quarters and $1.505 are none)."""
    from generate.math_units import unit_table  # noqa: PLC0415 - pack on demand

    found = unit_table().lookup(unit) if "/" not in unit else None
    if found is None or found.dimension != "money":
        return True
    if found.name not in ("cent", "dollar"):
        return False  # (a coin unit: counted whole)
    return (Fraction(repr(value)) * found.factor).denominator == 1


def check_quantities(
    graph: QuantityGraph, trace: QuantityTrace, *, decimal_answer: bool = False
) -> None:
    """Raise ``DomainError`` at the first quantity, given or solved, that no word problem means.

    ``decimal_answer`` also refuses an answer with no terminating decimal
    (``inexact_answer``): asked for the ADR-0131 reader's answers, whose texts
    come from anywhere; the ADR-0115 parser's keep the v1 convention that a
    rational answer is reported as its nearest double.
    """
    converted = {r.result for r in graph.relations if r.role in ("convert", "combine", "rate")}
    """Re-expressions and sums of amounts in another unit (3 quarters as 7.5 dimes, and 2 dimes
    more, 9.5 dimes), and rates times a count: values, not coins held. A holding that a
    change, a part or a share of money makes must be whole cents (and whole coins)."""
    for step in trace.steps:
        if isinstance(step, Step):
            pairs = [(step.solves, step.value, step.unit)]
        else:
            pairs = list(zip(step.solves, step.values, step.units, strict=True))
        for qid, value, unit in pairs:
            who = graph.quantity(qid).holder or "a quantity"
            if value < 0:
                raise DomainError(
                    "negative_holding",
                    f"Step {step.step_index + 1}: {who}'s {unit} would be {value}",
                    step.step_index,
                )
            if type(value) is float and (
                _counted(unit) or (qid not in converted and not _whole_cents(value, unit))
            ):
                raise DomainError(
                    "fractional_count",
                    f"Step {step.step_index + 1}: {who}'s {unit} would be {value},"
                    f" but {unit} are counted whole",
                    step.step_index,
                )
    for q in graph.quantities:
        if q.value is not None and q.value < 0:
            raise DomainError("negative_holding", f"{q.id} is stated as {q.value}", None)
    value = trace.answer.value
    if decimal_answer and type(value) is float and not _terminating(value):
        raise DomainError(
            "inexact_answer",
            f"the answer {Fraction(value).limit_denominator(_DENOMINATORS)} {trace.answer.unit}"
            " has no exact decimal form",
            None,
        )


_DENOMINATORS: Final = 10**6
"""The largest denominator an answer's float is read back as (its exact value's)."""


def _terminating(value: float) -> bool:
    """Whether the exact value a float stands for is a terminating decimal (37.5, not 30/7)."""
    d = Fraction(value).limit_denominator(_DENOMINATORS).denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1

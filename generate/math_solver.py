"""ADR-0116 solver: ``MathProblemGraph`` -> ``SolutionTrace``, or a typed refusal.

``solve`` is a pure function of the graph and the arithmetic pack. It binds
every operation kind to a pack lemma first, then applies the operations in
source order with exact ``int``/``Fraction`` arithmetic, recording each
holding's value before and after. Whatever it cannot defend it refuses with a
``SolveError`` whose ``reason`` is machine-readable; it never answers with a
number it did not derive.

Values leave as JSON numbers (``int`` when integral, else the nearest float).
The trace types live in ``generate.math_trace`` and are re-exported here,
where CORE's callers import them from.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

from generate._exact import (
    MAX_MAGNITUDE,
    Exact,
    UnrepresentableError,
    add,
    decimal_fraction,
    div,
    mul,
    sub,
    to_edge,
)
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    TRANSFER,
    operator_table,
)
from generate.math_problem_graph import MathProblemGraph
from generate.math_trace import REQUIRED_PACK_ID, SolutionStep, SolutionTrace, TraceError
from packs.compiler import PackError

__all__ = [
    "REQUIRED_PACK_ID",
    "SOLVE_REASONS",
    "QuantitySolveReason",
    "SolutionStep",
    "SolutionTrace",
    "SolveError",
    "SolveReason",
    "TraceError",
    "solve",
]

SolveReason = Literal[
    "pack_unavailable",
    "lemma_missing",
    "division_by_zero",
    "unknown_unresolved",
    "transfer_without_target",
    "unasserted_holding",
    "non_finite",
]
SOLVE_REASONS: Final[tuple[SolveReason, ...]] = get_args(SolveReason)
"""The ADR-0116 reasons of ``solve``, exactly as the ADR lists them."""

QuantitySolveReason = Literal[
    "pack_unavailable",
    "lemma_missing",
    "underdetermined",
    "inconsistent",
    "division_by_zero",
    "unit_mismatch",
    "inexact_conversion",
    "conversion_mismatch",
    "nonlinear",
    "system_too_large",
    "non_finite",
]
"""The ADR-0130 reasons of ``generate.math_quantity_solver.solve_quantities``.

A separate Literal, so that ``SolveReason`` stays the ADR-0116 set; both
solvers raise ``SolveError``, whose ``reason`` is one of the two.
"""

_BOTTOM: Final = -MAX_MAGNITUDE
_new = object.__new__


class SolveError(Exception):
    """The solver refuses: ``reason`` says why, ``step_index`` where.

    ``solve`` raises only a ``SolveReason``; ``solve_quantities`` only a
    ``QuantitySolveReason``.

    ``step_index`` is None when the refusal is not tied to one step (the pack,
    the unknown).
    """

    def __init__(
        self, reason: SolveReason | QuantitySolveReason, message: str, step_index: int | None = None
    ) -> None:
        self.reason: SolveReason | QuantitySolveReason = reason
        self.step_index = step_index
        super().__init__(message)


def _edge(value: Exact, where: str, index: int | None) -> int | float:
    """``to_edge``, refusing with ``non_finite``; the callers skip it for in-range ints."""
    try:
        return to_edge(value)
    except UnrepresentableError as exc:
        raise SolveError("non_finite", f"{where}: {exc}", index) from None


def solve(graph: MathProblemGraph) -> SolutionTrace:
    """Solve ``graph`` exactly, or raise ``SolveError`` with a typed reason.

    ``TypeError`` is raised only for a non-graph argument (a programming
    error, not a refusal).
    """
    if type(graph) is not MathProblemGraph:
        raise TypeError(f"solve() expects a MathProblemGraph, got {type(graph).__name__}")
    try:
        table = operator_table(REQUIRED_PACK_ID)
    except PackError as exc:
        raise SolveError(
            "pack_unavailable", f"arithmetic pack {REQUIRED_PACK_ID!r} is unavailable: {exc}"
        ) from exc
    operators = table.by_lemma
    operations = graph._operations
    for op in operations:
        if op._kind not in operators:
            raise SolveError("lemma_missing", table.why_missing(op._kind))

    # Holdings by unit, then by entity: two lookups of strings, whose hashes
    # are cached, instead of building and hashing an (entity, unit) tuple.
    state: dict[str, dict[str, Exact]] = {}
    for possession in graph._initial_state:
        quantity = possession._quantity
        held = quantity._value
        holders = state.get(quantity._unit)
        if holders is None:
            holders = state[quantity._unit] = {}
        holders[possession._entity] = held if type(held) is int else decimal_fraction(held)

    # Apply the operations in source order, one step each. This loop is the
    # solver's per-step cost, written out in one function: it reads the
    # graph's private slots and writes the step's (generate/_frozen.py),
    # computes on int inline and on anything else through generate/_exact.py
    # (whose results are int whenever integral, so a Fraction only ever holds
    # a non-integral value), and converts to JSON numbers only what is not
    # already an in-range int.
    top = MAX_MAGNITUDE
    bottom = _BOTTOM
    steps: list[SolutionStep] = []
    append = steps.append
    for index, op in enumerate(operations):
        kind = op._kind
        operator = operators[kind]
        concept = operator.concept
        actor = op._actor
        operand = op._operand
        value = operand._value
        unit = operand._unit
        amount: Exact = value if type(value) is int else decimal_fraction(value)
        holders = state.get(unit)
        if holders is None:
            holders = state[unit] = {}
        before = holders.get(actor)
        target = None
        target_before_edge = target_after_edge = None
        if concept is ADDITION:
            if before is None:
                before = 0
            after = (
                before + amount
                if type(before) is int and type(amount) is int
                else add(before, amount)
            )
        elif before is None:
            raise SolveError(
                "unasserted_holding",
                f"Step {index + 1} ({kind}): {actor!r} holds no {unit!r}"
                " (never asserted or produced)",
                index,
            )
        elif concept is SUBTRACTION:
            after = (
                before - amount
                if type(before) is int and type(amount) is int
                else sub(before, amount)
            )
        elif concept is MULTIPLICATION:
            after = (
                before * amount
                if type(before) is int and type(amount) is int
                else mul(before, amount)
            )
        elif concept is DIVISION:
            if amount == 0:
                raise SolveError(
                    "division_by_zero",
                    f"Step {index + 1} (divide): division by zero"
                    f" ({actor!r}'s {unit!r} divided by 0)",
                    index,
                )
            after = div(before, amount)
        elif concept is TRANSFER:
            target = op._target
            if target is None:
                raise SolveError(
                    "transfer_without_target",
                    f"Step {index + 1} (transfer): no target entity",
                    index,
                )
            if type(before) is int and type(amount) is int:
                after = before - amount
            else:
                after = sub(before, amount)
            target_before: Exact = holders.get(target, 0)
            target_after: Exact
            if type(target_before) is int and type(amount) is int:
                target_after = target_before + amount
            else:
                target_after = add(target_before, amount)
            holders[target] = target_after
            target_before_edge = (
                target_before
                if type(target_before) is int
                else _edge(target_before, f"Step {index + 1}", index)
            )
            target_after_edge = (
                target_after
                if type(target_after) is int and bottom <= target_after <= top
                else _edge(target_after, f"Step {index + 1} ({target!r})", index)
            )
        else:  # pragma: no cover - CONCEPTS and this chain are kept in step
            raise AssertionError(concept)
        holders[actor] = after
        step = _new(SolutionStep)  # SolutionStep's constructor, inlined: it only stores
        step._step_index = index
        step._operation_kind = kind
        step._pack_lemma_id = operator.lemma_id
        step._actor = actor
        step._operand = operand
        step._target = target
        step._before_value = (
            before if type(before) is int else _edge(before, f"Step {index + 1}", index)
        )
        step._after_value = (
            after
            if type(after) is int and bottom <= after <= top
            else _edge(after, f"Step {index + 1} ({actor!r})", index)
        )
        step._target_before = target_before_edge
        step._target_after = target_after_edge
        append(step)
    steps_tuple = tuple(steps)
    unknown = graph._unknown
    entity = unknown._entity
    unit = unknown._unit
    holders = state.get(unit) or {}
    if entity is None:
        answer: Exact | None = None
        for holding in holders.values():
            if answer is None:
                answer = holding
            elif type(answer) is int and type(holding) is int:
                answer += holding
            else:
                answer = add(answer, holding)
        if answer is None:
            raise SolveError(
                "unknown_unresolved",
                f"nobody holds any {unit!r} (never asserted or produced): the total is not defined",
            )
    else:
        answer = holders.get(entity)
        if answer is None:
            raise SolveError(
                "unknown_unresolved",
                f"{entity!r} holds no {unit!r} (never asserted or produced)",
            )
    trace = _new(SolutionTrace)  # SolutionTrace's constructor, inlined: it only stores
    trace._pack_id = REQUIRED_PACK_ID
    trace._graph_canonical_hash = graph._hash or graph.canonical_hash()
    trace._steps = steps_tuple
    trace._answer_value = (
        answer
        if type(answer) is int and _BOTTOM <= answer <= MAX_MAGNITUDE
        else _edge(answer, "answer", None)
    )
    trace._answer_unit = unit
    trace._answer_entity = entity
    trace._canonical = None
    return trace

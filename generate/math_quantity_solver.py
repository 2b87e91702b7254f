"""ADR-0130 solver: ``QuantityGraph`` -> ``QuantityTrace``, or a typed refusal.

Propagation: repeatedly take the first relation in source order that has
exactly one unknown quantity, solve it for that quantity with exact
``int``/``Fraction`` arithmetic (inverting it when the unknown is an
operand: ``a - b = r`` gives ``a = r + b``), record one step naming the
``en_arithmetic_v1`` lemma it applied, and go on. A min-heap of ready
relations keyed by source position, and per-quantity lists of the relations
each quantity occurs in, keep this linear in the graph's size apart from a
logarithmic heap factor; nothing recurses, so no chain length can overflow
the stack.

When propagation stalls with the target unknown, the linear relations
connected to it (sums, differences, and products or quotients where all but
one factor is known) are solved together by exact elimination and recorded
as one step; a product of two unknowns is ``nonlinear``. Afterwards every
relation whose quantities are all known must hold, or the text contradicts
itself (``inconsistent``).

Conversion factors are checked against the ``en_units_v1`` pack before any
arithmetic: a ``convert`` relation's factor must be exactly the ratio the
pack gives for its two units. Every refusal is a ``SolveError`` with a
machine-readable ``reason``; the solver never returns a number it did not
derive.
"""

from __future__ import annotations

import heapq
from collections.abc import Mapping
from fractions import Fraction
from typing import Final, cast, get_args

from generate._exact import Exact, UnrepresentableError, to_edge
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    Operator,
    operator_table,
)
from generate.math_quantity_graph import QuantityGraph, Relation
from generate.math_quantity_trace import (
    Answer,
    Conversion,
    Input,
    QuantityTrace,
    Step,
    SystemStep,
)
from generate.math_solver import REQUIRED_PACK_ID, QuantitySolveReason, SolveError
from generate.math_units import UNITS_PACK_ID, ConversionError, unit_table
from packs.compiler import PackError, load_pack

__all__ = [
    "MAX_SYSTEM_UNKNOWNS",
    "QUANTITY_REASONS",
    "QuantityReason",
    "QuantitySolveReason",
    "solve_quantities",
]

QuantityReason = QuantitySolveReason
"""The reasons ``solve_quantities`` refuses with (defined in ``generate.math_solver``)."""
QUANTITY_REASONS: Final[tuple[QuantitySolveReason, ...]] = get_args(QuantitySolveReason)

MAX_SYSTEM_UNKNOWNS: Final = 32
"""Unknowns one elimination step may take; word problems tie two or three."""

_CONCEPTS: Final = (ADDITION, SUBTRACTION, MULTIPLICATION, DIVISION)


def _refuse(reason: QuantitySolveReason, message: str, step: int | None = None) -> SolveError:
    return SolveError(reason, message, step)


def _operators() -> tuple[dict[str, Operator], str]:
    """The pack operator for each concept the solver applies, and the pack checksum."""
    try:
        table = operator_table(REQUIRED_PACK_ID)
        checksum = load_pack(REQUIRED_PACK_ID).manifest.checksum
    except PackError as exc:
        raise _refuse(
            "pack_unavailable", f"arithmetic pack {REQUIRED_PACK_ID!r} is unavailable: {exc}"
        ) from exc
    by_concept: dict[str, Operator] = {}
    for operator in table.by_lemma.values():
        by_concept[operator.concept] = operator
    for concept in _CONCEPTS:
        if concept not in by_concept:
            raise _refuse(
                "lemma_missing",
                f"pack {REQUIRED_PACK_ID!r} binds no lemma to {concept!r}"
                f" (it binds: {', '.join(sorted(table.by_lemma)) or 'none'})",
            )
    return by_concept, checksum


def _conversions(graph: QuantityGraph) -> tuple[tuple[Conversion, ...], str | None]:
    """Check every conversion factor against the units pack (before any arithmetic)."""
    converts = [r for r in graph.relations if r.role == "convert"]
    if not converts:
        return (), None
    try:
        table = unit_table()
    except ConversionError as exc:
        raise _refuse("pack_unavailable", str(exc)) from exc
    found: dict[str, Conversion] = {}
    for r in converts:
        factor = next(graph.quantity(q) for q in r.operands if "/" in graph.quantity(q).unit)
        top, _, per = factor.unit.partition("/")
        try:
            conversion = table.conversion(top, per)
        except ConversionError as exc:
            raise _refuse(exc.reason, f"relation {r.id!r}: {exc}") from None
        if factor.value != conversion.factor:
            raise _refuse(
                "conversion_mismatch",
                f"relation {r.id!r}: {factor.id!r} says {factor.value} {top} per {per},"
                f" {UNITS_PACK_ID} says {conversion.factor}",
            )
        found.setdefault(factor.id, Conversion(factor.id, conversion.entries))
    ordered = sorted(found.values(), key=lambda c: graph.position(c.quantity))
    return tuple(ordered), table.checksum


def _normal(value: Exact) -> Exact:
    if type(value) is not int and value.denominator == 1:
        return value.numerator
    return value


def _divide(a: Exact, b: Exact, where: str, index: int) -> Exact:
    if b == 0:
        raise _refuse("division_by_zero", f"{where}: division by zero", index)
    if type(a) is int and type(b) is int and a % b == 0:
        return a // b
    return _normal(Fraction(a) / b)


def _edge(value: Exact, where: str, index: int | None) -> int | float:
    try:
        return to_edge(value)
    except UnrepresentableError as exc:
        raise _refuse("non_finite", f"{where}: {exc}", index) from None


def _solve_one(
    r: Relation, unknown: str, values: Mapping[str, Exact | None], index: int
) -> tuple[str, tuple[str, ...], Exact]:
    """Solve relation ``r`` for ``unknown``: the concept applied, its inputs in order, the value."""
    where = f"step {index + 1} (relation {r.id!r})"
    kind = r.kind
    ops = r.operands

    def v(q: str) -> Exact:
        value = values[q]
        assert value is not None
        return value

    if kind == "sum":
        if unknown == r.result:
            total: Exact = 0
            for q in ops:
                total += v(q)
            return ADDITION, ops, _normal(total)
        others = tuple(q for q in ops if q != unknown)
        rest: Exact = v(r.result)
        for q in others:
            rest -= v(q)
        return SUBTRACTION, (r.result, *others), _normal(rest)
    a, b = ops
    if kind == "difference":
        if unknown == r.result:
            return SUBTRACTION, (a, b), _normal(v(a) - v(b))
        if unknown == a:
            return ADDITION, (r.result, b), _normal(v(r.result) + v(b))
        return SUBTRACTION, (a, r.result), _normal(v(a) - v(r.result))
    if kind == "product":
        if unknown == r.result:
            return MULTIPLICATION, (a, b), _normal(v(a) * v(b))
        known = b if unknown == a else a
        return DIVISION, (r.result, known), _divide(v(r.result), v(known), where, index)
    # quotient: r = a / b, which holds only where b != 0
    if unknown == r.result:
        return DIVISION, (a, b), _divide(v(a), v(b), where, index)
    if unknown == a:
        if v(b) == 0:
            raise _refuse("division_by_zero", f"{where}: division by zero", index)
        return MULTIPLICATION, (r.result, b), _normal(v(r.result) * v(b))
    divisor = _divide(v(a), v(r.result), where, index)
    if divisor == 0:
        raise _refuse(
            "division_by_zero", f"{where}: division by zero ({unknown!r} would be 0)", index
        )
    return DIVISION, (a, r.result), divisor


def _holds(r: Relation, values: Mapping[str, Exact | None]) -> bool:
    got = [values[q] for q in r.operands]
    result = values[r.result]
    if r.kind == "sum":
        return sum(cast("list[Exact]", got)) == result
    a, b = cast("list[Exact]", got)
    if r.kind == "difference":
        return a - b == result
    if r.kind == "product":
        return a * b == result
    return b != 0 and Fraction(a) / b == result


class _Linear:
    """One relation as ``sum(coefficients[x] * x) == constant`` over unknowns, or nonlinear."""

    __slots__ = ("coefficients", "constant", "nonzero")

    def __init__(self) -> None:
        self.coefficients: dict[str, Fraction] = {}
        self.constant = Fraction(0)
        self.nonzero: list[str] = []
        """Unknowns that must not be zero in the solution (divisors)."""

    def term(self, q: str, factor: Exact, values: Mapping[str, Exact | None]) -> None:
        value = values[q]
        if value is None:
            self.coefficients[q] = self.coefficients.get(q, Fraction(0)) + factor
        else:
            self.constant -= factor * value


def _linear(r: Relation, values: Mapping[str, Exact | None]) -> _Linear | None:
    eq = _Linear()
    known = {q: values[q] for q in (r.result, *r.operands)}
    if r.kind == "sum":
        eq.term(r.result, 1, values)
        for q in r.operands:
            eq.term(q, -1, values)
        return eq
    a, b = r.operands
    if r.kind == "difference":
        eq.term(r.result, 1, values)
        eq.term(a, -1, values)
        eq.term(b, 1, values)
        return eq
    if r.kind == "product":
        va, vb = known[a], known[b]
        if va is None and vb is None:
            return None
        eq.term(r.result, 1, values)
        if va is not None:
            eq.term(b, -va, values)
        else:
            assert vb is not None
            eq.term(a, -vb, values)
        return eq
    vb, vr = known[b], known[r.result]
    if vb is not None:
        if vb == 0:
            return None  # a division by a known zero: refused when it is evaluated
        eq.term(r.result, 1, values)
        eq.term(a, -Fraction(1) / vb, values)
        return eq
    if vr is not None:
        # r = a / b with r known: a - r*b = 0, valid only where b != 0.
        eq.term(a, 1, values)
        eq.term(b, -vr, values)
        eq.nonzero.append(b)
        return eq
    return None


def _eliminate(
    equations: list[_Linear], unknowns: list[str]
) -> tuple[dict[str, Fraction] | None, bool]:
    """Gauss-Jordan elimination over ``Fraction``: (unique solution or None, consistent)."""
    column = {q: k for k, q in enumerate(unknowns)}
    width = len(unknowns)
    rows = []
    for eq in equations:
        row = [Fraction(0)] * (width + 1)
        for q, c in eq.coefficients.items():
            row[column[q]] += c
        row[width] = eq.constant
        rows.append(row)
    pivot_row = 0
    pivots: list[int] = []
    for col in range(width):
        pick = next((i for i in range(pivot_row, len(rows)) if rows[i][col] != 0), None)
        if pick is None:
            continue
        rows[pivot_row], rows[pick] = rows[pick], rows[pivot_row]
        lead = rows[pivot_row][col]
        rows[pivot_row] = [x / lead for x in rows[pivot_row]]
        for i in range(len(rows)):
            if i != pivot_row and rows[i][col] != 0:
                f = rows[i][col]
                rows[i] = [x - f * y for x, y in zip(rows[i], rows[pivot_row], strict=True)]
        pivots.append(col)
        pivot_row += 1
        if pivot_row == len(rows):
            break
    for row in rows[pivot_row:]:
        if row[width] != 0 and not any(row[:width]):
            return None, False
    if len(pivots) < width:
        return None, True
    return {unknowns[col]: rows[k][width] for k, col in enumerate(pivots)}, True


class _State:
    """Values by id and, per relation, its unknown count; the propagation worklist."""

    def __init__(self, graph: QuantityGraph) -> None:
        self.graph = graph
        self.values: dict[str, Exact | None] = {q.id: q.value for q in graph.quantities}
        self.relations = graph.relations
        self.occurs: dict[str, list[int]] = {q.id: [] for q in graph.quantities}
        self.unknowns: list[int] = []
        ready: list[int] = []
        for k, r in enumerate(self.relations):
            count = 0
            for q in (r.result, *r.operands):
                self.occurs[q].append(k)
                if self.values[q] is None:
                    count += 1
            self.unknowns.append(count)
            if count == 1:
                ready.append(k)
        self.heap = ready  # already in ascending order: a valid heap
        self.used: set[int] = set()

    def known(self, q: str, value: Exact) -> None:
        self.values[q] = value
        unknowns = self.unknowns
        heap = self.heap
        for k in self.occurs[q]:
            unknowns[k] -= 1
            if unknowns[k] == 1:
                heapq.heappush(heap, k)


def _propagate(state: _State, steps: list[Step | SystemStep], lemma: dict[str, str]) -> None:
    heap = state.heap
    values = state.values
    relations = state.relations
    units = {q.id: q.unit for q in state.graph.quantities}
    while heap:
        k = heapq.heappop(heap)
        if state.unknowns[k] != 1:
            continue
        r = relations[k]
        unknown = next(q for q in (r.result, *r.operands) if values[q] is None)
        index = len(steps)
        concept, inputs, value = _solve_one(r, unknown, values, index)
        where = f"step {index + 1} (relation {r.id!r})"
        step = Step(
            index,
            r.id,
            unknown,
            lemma[concept],
            tuple(Input(q, _edge(cast(Exact, values[q]), where, index)) for q in inputs),
            _edge(value, where, index),
            units[unknown],
        )
        steps.append(step)
        state.used.add(k)
        state.known(unknown, value)


def _component(state: _State, start: str) -> tuple[list[int], list[str], bool]:
    """The stalled linear relations connected to ``start`` through unknowns.

    Returns (relation indices in source order, unknowns in graph order,
    whether a nonlinear relation touches them).
    """
    values = state.values
    relations = state.relations
    seen_q = {start}
    todo = [start]
    found: set[int] = set()
    nonlinear = False
    while todo:
        q = todo.pop()
        for k in state.occurs[q]:
            if k in found or state.unknowns[k] < 2:
                continue
            if _linear(relations[k], values) is None:
                r = relations[k]
                if r.kind == "quotient" and values[r.operands[1]] == 0:
                    raise _refuse("division_by_zero", f"relation {r.id!r}: division by zero")
                nonlinear = True
                continue
            found.add(k)
            r = relations[k]
            for other in (r.result, *r.operands):
                if values[other] is None and other not in seen_q:
                    seen_q.add(other)
                    todo.append(other)
        if len(seen_q) > MAX_SYSTEM_UNKNOWNS:
            break
    graph = state.graph
    return sorted(found), sorted(seen_q, key=graph.position), nonlinear


def _solve_system(
    state: _State, steps: list[Step | SystemStep], lemma: dict[str, str], target: str
) -> bool:
    """Solve the linear system around ``target``; False when there is none to solve."""
    indices, unknowns, nonlinear = _component(state, target)
    if len(unknowns) > MAX_SYSTEM_UNKNOWNS:
        raise _refuse(
            "system_too_large",
            f"the unknowns tied to {target!r} form a system of more than"
            f" {MAX_SYSTEM_UNKNOWNS} unknowns",
        )
    if not indices:
        if nonlinear:
            raise _refuse(
                "nonlinear", f"{target!r} is tied to the text only through a product of unknowns"
            )
        return False
    relations = state.relations
    values = state.values
    equations = [cast(_Linear, _linear(relations[k], values)) for k in indices]
    solution, consistent = _eliminate(equations, unknowns)
    ids = ", ".join(repr(relations[k].id) for k in indices)
    if not consistent:
        raise _refuse("inconsistent", f"relations {ids} contradict each other")
    if solution is None:
        if nonlinear:
            raise _refuse(
                "nonlinear", f"{target!r} needs a product of unknowns besides relations {ids}"
            )
        return False
    index = len(steps)
    where = f"step {index + 1} (relations {ids})"
    for eq in equations:
        for q in eq.nonzero:
            if solution[q] == 0:
                raise _refuse("division_by_zero", f"{where}: division by zero ({q!r} is 0)", index)
    exact = {q: _normal(value) for q, value in solution.items()}
    inputs = []
    seen: set[str] = set()
    graph = state.graph
    members = sorted(
        {q for k in indices for q in (relations[k].result, *relations[k].operands)},
        key=graph.position,
    )
    for q in members:
        value = values[q]
        if value is not None and q not in seen:
            seen.add(q)
            inputs.append(Input(q, _edge(value, where, index)))
    steps.append(
        SystemStep(
            index,
            tuple(relations[k].id for k in indices),
            tuple(unknowns),
            tuple(sorted(lemma.values())),
            tuple(inputs),
            tuple(_edge(exact[q], where, index) for q in unknowns),
            tuple(graph.quantity(q).unit for q in unknowns),
        )
    )
    state.used.update(indices)
    for q in unknowns:
        state.known(q, exact[q])
    return True


def solve_quantities(graph: QuantityGraph) -> QuantityTrace:
    """Solve ``graph`` for its target exactly, or raise ``SolveError`` with a typed reason.

    ``TypeError`` is raised only for a non-graph argument (a programming error).
    """
    if not isinstance(graph, QuantityGraph):
        raise TypeError(f"solve_quantities() expects a QuantityGraph, got {type(graph).__name__}")
    operators, checksum = _operators()
    lemma = {concept: operators[concept].lemma_id for concept in _CONCEPTS}
    conversions, units_checksum = _conversions(graph)
    state = _State(graph)
    steps: list[Step | SystemStep] = []
    target = graph.target
    while True:
        _propagate(state, steps, lemma)
        if state.values[target] is not None:
            break
        if not _solve_system(state, steps, lemma, target):
            _check_consistent(state)
            raise _refuse(
                "underdetermined",
                f"the text does not determine {_describe(graph, target)}",
            )
    _check_consistent(state)
    packs = [(REQUIRED_PACK_ID, checksum)]
    if units_checksum is not None:
        packs.append((UNITS_PACK_ID, units_checksum))
    value = state.values[target]
    assert value is not None
    answer = Answer(target, _edge(value, "the answer", None), graph.quantity(target).unit)
    return QuantityTrace(
        graph.canonical_hash(), tuple(sorted(packs)), conversions, tuple(steps), answer
    )


def _check_consistent(state: _State) -> None:
    values = state.values
    for k, r in enumerate(state.relations):
        if state.unknowns[k] == 0 and k not in state.used:
            try:
                holds = _holds(r, values)
            except ZeroDivisionError:
                holds = False
            if not holds:
                if r.kind == "quotient" and values[r.operands[1]] == 0:
                    raise _refuse("division_by_zero", f"relation {r.id!r}: division by zero")
                raise _refuse(
                    "inconsistent",
                    f"relation {r.id!r} ({r.role}) does not hold for the values the text gives",
                )


def _describe(graph: QuantityGraph, quantity_id: str) -> str:
    q = graph.quantity(quantity_id)
    who = f"{q.holder}'s " if q.holder else ""
    label = f" ({q.label})" if q.label else ""
    return f"{who}{q.unit}{label} [{q.id}]"

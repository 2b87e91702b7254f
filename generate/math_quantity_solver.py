"""ADR-0130 solver: ``QuantityGraph`` -> ``QuantityTrace``, or a typed refusal.

Propagation: repeatedly take the first relation in source order that has
exactly one unknown quantity, solve it for that quantity with exact
``int``/``Fraction`` arithmetic (inverting it when the unknown is an
operand: ``a - b = r`` gives ``a = r + b``), record one step naming the
``en_arithmetic_v1`` lemma it applied, and go on. A sweep in source order
finds that order by itself for as long as every relation it reaches has at
most one unknown (a graph written in the order its values follow); after
that, a min-heap of ready relations keyed by source position, and for each
unknown the relations it occurs in, keep the work linear in the graph's
size apart from a logarithmic heap factor (see ``solve_quantities``).
Nothing recurses, so no chain length can overflow the stack.

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

from collections.abc import Mapping
from fractions import Fraction
from hashlib import sha256 as _sha256
from heapq import heappop, heappush
from json.encoder import encode_basestring_ascii as _ascii
from typing import Any, Final, NamedTuple, cast, get_args

from generate._exact import MAX_MAGNITUDE, Exact, UnrepresentableError, add, div, mul, sub, to_edge
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
    _SOLVED,
    Answer,
    Conversion,
    Input,
    QuantityTrace,
    Step,
    SystemStep,
)
from generate.math_solver import REQUIRED_PACK_ID, QuantitySolveReason, SolveError
from generate.math_units import UNITS_PACK_ID, ConversionError, unit_table
from packs.compiler import Pack, PackError, load_pack

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


class _Binding(NamedTuple):
    """What solving takes from the arithmetic pack, made once per pack."""

    lemma: dict[str, str]
    """The lemma id of each concept."""
    ids: tuple[str, str, str, str]
    """The same for addition, subtraction, multiplication, division, in that order."""
    packs: tuple[tuple[str, str], ...]
    """The trace's ``packs`` when no conversion is checked: the pack and its checksum."""
    plain: bool
    """Whether every lemma id is a JSON string as it stands (no character JSON escapes), so a
    trace of this binding may be written with its ids between quotes (``_SOLVED``)."""


_BOUND: list[tuple[Pack | None, _Binding | None]] = [(None, None)]
"""The pack last bound, and its binding (rebuilt with a new pack); ``solve_quantities``
checks it inline, and calls ``_bind`` only for another pack (a call less per solve)."""


def _bind() -> _Binding:
    """The arithmetic pack's binding: a lemma for each concept the solver applies.

    Binding checks all four concepts; it is redone only when the pack loader
    hands back another pack (``packs.compiler.clear_cache``; the operator
    table is derived from the pack's entries, so it changes only with the
    pack), and a binding that fails is never kept, so it refuses every time.
    """
    try:
        pack = load_pack(REQUIRED_PACK_ID)
        pack_bound, bound = _BOUND[0]
        if pack_bound is pack and bound is not None:
            return bound
        table = operator_table(REQUIRED_PACK_ID)
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
    lemma = {concept: by_concept[concept].lemma_id for concept in _CONCEPTS}
    binding = _Binding(
        lemma,
        (lemma[ADDITION], lemma[SUBTRACTION], lemma[MULTIPLICATION], lemma[DIVISION]),
        ((REQUIRED_PACK_ID, pack.manifest.checksum),),
        all(_ascii(lemma_id) == f'"{lemma_id}"' for lemma_id in lemma.values()),
    )
    _BOUND[:] = [(pack, binding)]
    return binding


def _conversions(
    graph: QuantityGraph, converts: list[Relation]
) -> tuple[tuple[Conversion, ...], str]:
    """Check every conversion factor against the units pack (before any arithmetic)."""
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


def _solve_sum(
    r: Relation, unknown: str, values: Mapping[str, Exact | None]
) -> tuple[str, tuple[str, ...], Exact]:
    """Solve a sum of three or more for ``unknown``: the concept, its inputs in order, the value.

    Every other relation is binary and solved inline in ``_propagate``.
    """
    ops = r.operands

    def v(q: str) -> Exact:
        value = values[q]
        assert value is not None
        return value

    if unknown == r.result:
        total: Exact = 0
        for q in ops:
            total = add(total, v(q))
        return ADDITION, ops, total
    others = tuple(q for q in ops if q != unknown)
    rest: Exact = v(r.result)
    for q in others:
        rest = sub(rest, v(q))
    return SUBTRACTION, (r.result, *others), rest


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


_BOTTOM: Final = -MAX_MAGNITUDE
"""The least value a JSON number may hold, made once: ``-MAX_MAGNITUDE`` is a new 1024-bit
int each time it is computed."""

_NO_IDLE: Final[list[int]] = []
"""``idle`` before the sweep finds a fully known relation: shared, and never appended to."""

_USED: Final = -(1 << 62)
"""The unknown count given to a relation once a step has used it: never 1 or 0 again, and
below 2, so it is neither ready, nor left to the consistency check, nor in a system."""

_tuple = tuple.__new__
"""A NamedTuple from a tuple of its fields: its ``__new__`` is a Python frame around this."""


class _State:
    """What the system solver needs of a stalled propagation, shared with it, not copied.

    ``values`` by id; ``counts``, each relation's unknown count; ``heap``,
    the ready relations (exactly one unknown) as a min-heap of source
    positions; and where each quantity unknown at the start occurs (a known
    one never becomes known again): its first relation in ``first``, its
    second in ``second``, any later ones in ``rest``. Two int dicts instead
    of a list per quantity: a word problem's unknown is in one or two
    relations, and a list per unknown is a container the garbage collector
    traverses on every full collection, which on a long chain cost more
    than the propagation. A relation's count reaches 1 at most once, so
    each enters the heap at most once. A relation a step used has count
    ``_USED``; one whose count reaches 0 otherwise is fully known and
    unused, which is what the consistency check tests.
    """

    __slots__ = ("counts", "first", "graph", "heap", "relations", "rest", "second", "values")

    def __init__(
        self,
        graph: QuantityGraph,
        values: dict[str, Exact | None],
        counts: list[int],
        occurs: tuple[dict[str, int], dict[str, int], dict[str, list[int]]],
        heap: list[int],
    ) -> None:
        self.graph = graph
        self.relations = graph.relations  # Relation tuples: read by name here
        self.values = values
        self.counts = counts
        self.first, self.second, self.rest = occurs
        self.heap = heap

    def occurs(self, q: str) -> list[int]:
        """The relations ``q`` is in, in source order (none for a quantity known at the start
        or in no relation)."""
        found = self.first.get(q)
        if found is None:
            return []
        second = self.second.get(q)
        if second is None:
            return [found]
        return [found, second, *self.rest.get(q, ())]

    def known(self, q: str, value: Exact) -> None:
        """Record ``q``'s value; relations left with one unknown join the worklist."""
        self.values[q] = value
        counts = self.counts
        for k in self.occurs(q):
            counts[k] -= 1
            if counts[k] == 1:
                heappush(self.heap, k)


def _at(rid: str, index: int) -> str:
    """Where a step is, in refusals."""
    return f"step {index + 1} (relation {rid!r})"


def _quotient(a: Exact, b: Exact, rid: str, index: int) -> Exact:
    """``a / b`` exactly, refusing a zero divisor."""
    if b == 0:
        raise _refuse("division_by_zero", f"{_at(rid, index)}: division by zero", index)
    if type(a) is int and type(b) is int and a % b == 0:
        return a // b
    return div(a, b)


def _edge(value: Exact, rid: str, index: int) -> int | float:
    """The JSON number of a step's value, or ``non_finite``."""
    try:
        return to_edge(value)
    except UnrepresentableError as exc:
        raise _refuse("non_finite", f"{_at(rid, index)}: {exc}", index) from None


def _edge_at(value: Exact, where: str, index: int | None) -> int | float:
    try:
        return to_edge(value)
    except UnrepresentableError as exc:
        raise _refuse("non_finite", f"{where}: {exc}", index) from None


def _component(state: _State, start: str) -> tuple[list[int], list[str], bool]:
    """The stalled linear relations connected to ``start`` through unknowns.

    Returns (relation indices in source order, unknowns in graph order,
    whether a nonlinear relation touches them).
    """
    values = state.values
    relations = state.relations
    counts = state.counts
    seen_q = {start}
    todo = [start]
    found: set[int] = set()
    nonlinear = False
    while todo:
        q = todo.pop()
        for k in state.occurs(q):
            if k in found or counts[k] < 2:
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


def _determining(indices: list[int], equations: list[_Linear], target: str) -> list[int]:
    """The relations of a stalled system that may fix ``target``, in source order.

    A relation with an unknown no other relation has (with a nonzero coefficient) holds
    whatever the other unknowns are: that unknown absorbs it, so it says nothing of them.
    Such relations are set aside until none is left ("Alice's oranges at first" minus
    what she sold is what she has left; neither is asked, and neither is told), and what
    stays connected to the target through unknowns is the system that may determine it.
    Every relation kept is one of the graph's, so a unique solution of the kept ones is
    the value the whole graph gives the target."""
    live = dict(zip(indices, equations, strict=True))
    while True:
        seen: dict[str, int] = {}
        for eq in live.values():
            for q, c in eq.coefficients.items():
                if c != 0:
                    seen[q] = seen.get(q, 0) + 1
        free = {
            k
            for k, eq in live.items()
            if any(c != 0 and q != target and seen[q] == 1 for q, c in eq.coefficients.items())
        }
        if not free:
            break
        for k in free:
            del live[k]
    reached = {target}
    kept: set[int] = set()
    grown = True
    while grown:
        grown = False
        for k, eq in live.items():
            if k not in kept and reached & eq.coefficients.keys():
                kept.add(k)
                reached |= eq.coefficients.keys()
                grown = True
    return sorted(kept)


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
        kept = _determining(indices, equations, target)
        if kept and len(kept) < len(indices):
            # the whole system leaves some unknowns free, but not the target: solve the
            # relations that fix it (the others only tell the free unknowns)
            indices = kept
            equations = [cast(_Linear, _linear(relations[k], values)) for k in indices]
            unknowns = sorted(
                {q for eq in equations for q in eq.coefficients}, key=state.graph.position
            )
            solution, _ = _eliminate(equations, unknowns)
            ids = ", ".join(repr(relations[k].id) for k in indices)
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
            inputs.append(Input(q, _edge_at(value, where, index)))
    steps.append(
        SystemStep(
            index,
            tuple(relations[k].id for k in indices),
            tuple(unknowns),
            tuple(sorted(lemma.values())),
            tuple(inputs),
            tuple(_edge_at(exact[q], where, index) for q in unknowns),
            tuple(graph.quantity(q).unit for q in unknowns),
        )
    )
    for k in indices:
        state.counts[k] = _USED
    for q in unknowns:
        state.known(q, exact[q])
    return True


def solve_quantities(graph: QuantityGraph) -> QuantityTrace:
    """Solve ``graph`` for its target exactly, or raise ``SolveError`` with a typed reason.

    ``TypeError`` is raised only for a non-graph argument (a programming error).

    The documented order is: solve the first relation in source order that
    has exactly one unknown, repeatedly. Solving starts with a *sweep* in
    source order that solves each relation it reaches if that relation has
    one unknown, and sets aside one with none (``idle``: left to the
    consistency check). While no relation reached has had two or more
    unknowns, every relation before the sweep's position is solved or fully
    known (and stays so), so the one it reaches, when ready, is the first
    ready relation: the sweep is the documented order, with no bookkeeping
    at all. A lowered v1 graph, and any graph written in the order its
    values follow, is solved by the sweep alone. At the first relation with
    two or more unknowns the sweep ends, ``_index`` counts every relation's
    unknowns and notes where each unknown occurs, and the ready relations
    are taken from a min-heap of source positions instead, as each solved
    quantity makes another ready.

    This is one function, being the solver's whole cost on a word problem
    and its per-relation cost on a long chain. A binary relation (every
    difference, product and quotient, and a sum of two) is solved inline, on
    ``int`` with Python's operators and on anything else through
    ``generate._exact`` (whose results are ``int`` whenever integral); an
    ``int`` in a double's range is its own JSON number, and a known input
    already passed that edge when it was given or solved; a result from two
    known ints (every lowered relation) is tested first, with nothing to
    convert. A longer sum of known parts is added inline too; one with an
    unknown part goes through ``_solve_sum``. Messages are formatted only when
    a step refuses. Only a stall builds a ``_State`` for the system solver.
    A lowered graph brings its values by id (copied, not gathered), and the
    trace is marked for ``canonical_bytes``'s fast writer (``_SOLVED``) when
    the pack's lemma ids need no escaping.
    """
    if not isinstance(graph, QuantityGraph):
        raise TypeError(f"solve_quantities() expects a QuantityGraph, got {type(graph).__name__}")
    try:
        pack: Pack | None = load_pack(REQUIRED_PACK_ID)
    except PackError:
        pack = None  # _bind refuses as it always has
    pack_bound, binding = _BOUND[0]
    if pack_bound is not pack or binding is None:
        binding = _bind()
    lemma, (add_id, sub_id, mul_id, div_id), packs, plain = binding
    # Read by position only: a lowered graph's may be plain field tuples (QuantityGraph._rows);
    # the rare paths that read a relation by name take graph.relations.
    quantities = graph._qs
    relations = graph._rs
    position = graph._ids
    # Any: of a relation being solved exactly one value is None, and the branches
    # below read the others as Exact without a cast call each.
    start: dict[str, Any] | None = graph._start  # lowering gives its graphs their values
    if start is None:  # a checked graph: read from its quantities
        start = {}
        for quantity in quantities:  # a loop: a comprehension's frame costs more for a few
            start[quantity[0]] = quantity[4]
        values: dict[str, Any] = start
    else:
        values = start.copy()
    conversions: tuple[Conversion, ...] = ()
    if graph._converts:  # checked before any arithmetic
        converts = [r for r in graph.relations if r[4] == "convert"]
        conversions, units_checksum = _conversions(graph, converts)
        packs = tuple(sorted([*packs, (UNITS_PACK_ID, units_checksum)]))
    steps: list[Step | SystemStep] = []
    target = graph._to
    top = MAX_MAGNITUDE
    bottom = _BOTTOM
    idle: list[int] = _NO_IDLE
    """Relations the sweep found fully known: each must hold (made at the first: most
    solves have none, and a list made per solve is an allocation and a free per graph)."""
    counts: list[int] | None = None
    """Each relation's unknown count once the sweep has ended (``_USED`` when solved)."""
    heap: list[int]  # both made by _index when the sweep ends; read only after that
    occurs: _Occurrences
    size = len(relations)
    at = 0
    while True:
        if counts is None:  # sweeping
            if at == size:
                if values[target] is not None:
                    break
                counts, heap, occurs = _index(relations, values, at, idle)
                continue
            k = at
            at += 1
        else:
            if not heap:
                if values[target] is not None:
                    break
                state = _State(graph, values, counts, occurs, heap)
                if not _solve_system(state, steps, lemma, target):
                    _check_consistent(_unused(counts), values, graph.relations)
                    raise _refuse(
                        "underdetermined",
                        f"the text does not determine {_describe(graph, target)}",
                    )
                continue
            k = heappop(heap)
            if counts[k] != 1:
                continue
        rid, kind, res, ops, _ = relations[k]
        index = len(steps)
        if len(ops) != 2:
            if values[res] is None:
                # A whole from known parts (every lowered total): added in order, as
                # _solve_sum adds them, with no list of the missing and no call per int.
                total: Any = 0
                for q in ops:
                    part = values[q]
                    if part is None:
                        break
                    total = (
                        total + part
                        if type(total) is int and type(part) is int
                        else add(total, part)
                    )
                else:
                    unknown, value, lemma_id = res, total, add_id
                    read: list[Input] = []
                    for q in ops:
                        part = values[q]
                        edge = part if type(part) is int else _edge(part, rid, index)
                        read.append(_tuple(Input, (q, edge)))
                    inputs = tuple(read)
                    ops = ()  # solved: not the general case below
            if ops:  # not a whole from known parts
                missing = [q for q in (res, *ops) if values[q] is None]
                if len(missing) != 1:  # only while sweeping: fully known, or not ready
                    if missing:
                        counts, heap, occurs = _index(relations, values, k, idle)
                    else:
                        if idle is _NO_IDLE:
                            idle = []
                        idle.append(k)
                    continue
                unknown = missing[0]
                concept, names, value = _solve_sum(graph.relations[k], unknown, values)
                inputs = tuple([_tuple(Input, (q, _edge(values[q], rid, index))) for q in names])
                lemma_id = lemma[concept]
        else:
            a, b = ops
            va, vb, vr = values[a], values[b], values[res]
            if vr is None and type(va) is int and type(vb) is int:
                # The sweep's usual case (every lowered relation): the result from two
                # ints, which are their own JSON numbers; the general case below does the
                # same with copies, a type test per operation and an edge per input.
                unknown = res
                if kind == "sum":
                    lemma_id = add_id
                    value = va + vb
                elif kind == "difference":
                    lemma_id = sub_id
                    value = va - vb
                elif kind == "product":
                    lemma_id = mul_id
                    value = va * vb
                else:
                    lemma_id = div_id
                    value = _quotient(va, vb, rid, index)
                inputs = (_tuple(Input, (a, va)), _tuple(Input, (b, vb)))
            else:
                # While sweeping a relation may have no unknown (idle: left to the
                # consistency check) or more than one (the sweep ends there); a relation
                # from the heap has exactly one.
                if vr is None:
                    if va is None or vb is None:
                        counts, heap, occurs = _index(relations, values, k, idle)
                        continue
                    unknown = res
                    x, y = a, b
                    vx, vy = va, vb
                    if kind == "sum":
                        lemma_id = add_id
                        value = vx + vy if type(vx) is int and type(vy) is int else add(vx, vy)
                    elif kind == "difference":
                        lemma_id = sub_id
                        value = vx - vy if type(vx) is int and type(vy) is int else sub(vx, vy)
                    elif kind == "product":
                        lemma_id = mul_id
                        value = vx * vy if type(vx) is int and type(vy) is int else mul(vx, vy)
                    else:
                        lemma_id = div_id
                        value = _quotient(vx, vy, rid, index)
                elif va is None:
                    if vb is None:
                        counts, heap, occurs = _index(relations, values, k, idle)
                        continue
                    unknown = a
                    x, y = res, b
                    vx, vy = vr, vb
                    if kind == "sum":  # r = a + b: a = r - b
                        lemma_id = sub_id
                        value = vx - vy if type(vx) is int and type(vy) is int else sub(vx, vy)
                    elif kind == "difference":  # r = a - b: a = r + b
                        lemma_id = add_id
                        value = vx + vy if type(vx) is int and type(vy) is int else add(vx, vy)
                    elif kind == "product":  # r = a * b: a = r / b
                        lemma_id = div_id
                        value = _quotient(vx, vy, rid, index)
                    else:  # r = a / b, which holds only where b != 0: a = r * b
                        if vy == 0:
                            raise _refuse(
                                "division_by_zero", f"{_at(rid, index)}: division by zero", index
                            )
                        lemma_id = mul_id
                        value = vx * vy if type(vx) is int and type(vy) is int else mul(vx, vy)
                elif vb is None:
                    unknown = b
                    if kind == "sum":  # r = a + b: b = r - a
                        x, y = res, a
                        vx, vy = vr, va
                        lemma_id = sub_id
                        value = vx - vy if type(vx) is int and type(vy) is int else sub(vx, vy)
                    elif kind == "difference":  # r = a - b: b = a - r
                        x, y = a, res
                        vx, vy = va, vr
                        lemma_id = sub_id
                        value = vx - vy if type(vx) is int and type(vy) is int else sub(vx, vy)
                    elif kind == "product":  # r = a * b: b = r / a
                        x, y = res, a
                        vx, vy = vr, va
                        lemma_id = div_id
                        value = _quotient(vx, vy, rid, index)
                    else:  # r = a / b: b = a / r, and b = 0 cannot make a quotient
                        x, y = a, res
                        vx, vy = va, vr
                        lemma_id = div_id
                        value = _quotient(vx, vy, rid, index)
                        if value == 0:
                            raise _refuse(
                                "division_by_zero",
                                f"{_at(rid, index)}: division by zero ({unknown!r} would be 0)",
                                index,
                            )
                else:
                    if idle is _NO_IDLE:
                        idle = []
                    idle.append(k)
                    continue
                # Known values passed this edge when they were given or solved.
                ex = vx if type(vx) is int else _edge(vx, rid, index)
                ey = vy if type(vy) is int else _edge(vy, rid, index)
                inputs = (_tuple(Input, (x, ex)), _tuple(Input, (y, ey)))
        edge = value if type(value) is int and bottom <= value <= top else _edge(value, rid, index)
        steps.append(
            _tuple(
                Step,
                (index, rid, unknown, lemma_id, inputs, edge, quantities[position[unknown]][1]),
            )
        )
        values[unknown] = value
        if counts is None:
            continue
        counts[k] = _USED
        first, second, rest = occurs
        j = first[unknown]
        counts[j] -= 1
        if counts[j] == 1:
            heappush(heap, j)
        j = second.get(unknown, -1)
        if j >= 0:
            counts[j] -= 1
            if counts[j] == 1:
                heappush(heap, j)
            more = rest.get(unknown)
            if more is not None:
                for j in more:
                    counts[j] -= 1
                    if counts[j] == 1:
                        heappush(heap, j)
    if counts is not None:
        if 0 in counts:  # a C scan: most graphs leave no fully known relation unused
            _check_consistent(_unused(counts), values, graph.relations)
    elif idle:
        _check_consistent(idle, values, graph.relations)
    value = values[target]
    answer = _tuple(
        Answer,
        (
            target,
            value if type(value) is int else _edge_at(value, "the answer", None),
            quantities[position[target]][1],
        ),
    )
    digest = graph._hash  # canonical_hash(), inline: two calls less per solve
    if digest is None:
        digest = graph._hash = _sha256(graph._bytes or graph.canonical_bytes()).hexdigest()
    trace: QuantityTrace = _tuple(QuantityTrace, (digest, packs, conversions, tuple(steps), answer))
    if plain:  # every id in it is a graph id or one of these lemma ids: see _SOLVED
        _SOLVED[0] = trace
    return trace


_Occurrences = tuple[dict[str, int], dict[str, int], dict[str, list[int]]]
"""Where each quantity unknown when the sweep ended occurs: its first relation, its second,
and any later ones. Two int dicts instead of a list per quantity: an unknown is in one or
two relations, and a list per unknown is a container the garbage collector traverses on
every full collection, which on a long chain cost more than the propagation."""


def _index(
    relations: tuple[Relation, ...], values: Mapping[str, Exact | None], end: int, idle: list[int]
) -> tuple[list[int], list[int], _Occurrences]:
    """Counts, ready heap and occurrences where the sweep ends, at relation ``end``.

    Every relation before ``end`` was solved (``_USED``) or found fully known
    (``idle``: count 0); the rest are counted from the values as they are
    now, and only quantities unknown now get occurrences (a known one never
    becomes known again). The ready ones come in source order: a valid heap.
    """
    counts = [_USED] * end
    for k in idle:
        counts[k] = 0
    first: dict[str, int] = {}
    second: dict[str, int] = {}
    rest: dict[str, list[int]] = {}
    heap: list[int] = []
    first_of = first.setdefault
    second_of = second.setdefault
    for k in range(end, len(relations)):
        r = relations[k]
        unknown_count = 0
        result = r[2]
        # setdefault returns an earlier relation where q already has one (k only grows)
        if values[result] is None:
            unknown_count = 1
            if first_of(result, k) != k and second_of(result, k) != k:
                rest.setdefault(result, []).append(k)
        for q in r[3]:
            if values[q] is None:
                unknown_count += 1
                if first_of(q, k) != k and second_of(q, k) != k:
                    rest.setdefault(q, []).append(k)
        counts.append(unknown_count)
        if unknown_count == 1:
            heap.append(k)
    return counts, heap, (first, second, rest)


def _unused(counts: list[int]) -> list[int]:
    """The relations no step used and the values made fully known (count 0), in order."""
    return [k for k, count in enumerate(counts) if count == 0]


def _check_consistent(
    indices: list[int], values: Mapping[str, Exact | None], relations: tuple[Relation, ...]
) -> None:
    """Each of these fully known relations no step used must hold (they come in source order)."""
    for k in indices:
        r = relations[k]
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

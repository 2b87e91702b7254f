"""ADR-0130 verifier: check a ``QuantityTrace`` against its ``QuantityGraph``.

``verify_quantities`` trusts nothing in the trace. It recomputes the graph
hash and each pack's checksum, re-derives every conversion factor from the
units pack, and replays every step from the graph's given values with its
own implementation of the four operations and of which inversion each
relation needs (it does not import the solver). A linear-system step is
re-solved by an independent elimination and must be the unique solution.
Finally the replayed values are substituted into **every** relation whose
quantities are all known: a trace that leaves one relation false fails,
whatever its steps say. Any tampered field gives a failing ``Verdict``
naming the first mismatch; a bad trace never raises.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Final

from generate._exact import Exact, UnrepresentableError, to_edge
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    operator_table,
)
from generate.math_quantity_graph import QuantityGraph, Relation
from generate.math_quantity_trace import Input, QuantityTrace, Step, SystemStep
from generate.math_solver import REQUIRED_PACK_ID
from generate.math_units import UNITS_PACK_ID, ConversionError, unit_table
from generate.math_verifier import QuantityVerdictReason, Verdict
from packs.compiler import PackError, load_pack

__all__ = ["verify_quantities"]

_FOUR: Final = (ADDITION, SUBTRACTION, MULTIPLICATION, DIVISION)


class _MismatchError(Exception):
    def __init__(
        self, reason: QuantityVerdictReason, message: str, step: int | None = None
    ) -> None:
        super().__init__(message)
        self.reason: QuantityVerdictReason = reason
        self.step = step


def verify_quantities(graph: QuantityGraph, trace: QuantityTrace) -> Verdict:
    """Replay ``trace`` on ``graph``; ``Verdict.ok`` only if every field and relation agrees."""
    if not isinstance(graph, QuantityGraph) or not isinstance(trace, QuantityTrace):
        raise TypeError("verify_quantities() expects a QuantityGraph and a QuantityTrace")
    try:
        _check(graph, trace)
    except _MismatchError as failure:
        return Verdict(False, failure.reason, failure.step, str(failure))
    except (TypeError, ValueError, AttributeError) as exc:  # a trace built by hand, mistyped
        return Verdict(False, "step_mismatch", None, f"malformed trace: {exc}")
    count = len(trace.steps)
    return Verdict(
        True,
        None,
        None,
        f"replayed {count} step{'s' * (count != 1)}; every relation holds; answer reproduced",
    )


def _same(recorded: object, exact: Exact, where: str, step: int | None) -> None:
    try:
        edge = to_edge(exact)
    except UnrepresentableError as exc:
        raise _MismatchError("replay_refused", f"{where}: {exc}", step) from None
    if type(recorded) is not type(edge) or recorded != edge:
        raise _MismatchError(
            "step_mismatch", f"{where}: recorded {recorded!r}, replay gives {edge!r}", step
        )


def _packs(graph: QuantityGraph, trace: QuantityTrace) -> dict[str, str]:
    needed = [REQUIRED_PACK_ID]
    if any(r.role == "convert" for r in graph.relations):
        needed.append(UNITS_PACK_ID)
    expected = {}
    for pack_id in needed:
        try:
            expected[pack_id] = load_pack(pack_id).manifest.checksum
        except PackError as exc:
            raise _MismatchError("pack_unavailable", f"cannot load {pack_id!r}: {exc}") from None
    recorded = dict(trace.packs)
    if len(recorded) != len(trace.packs) or recorded != expected:
        raise _MismatchError(
            "pack_mismatch",
            f"trace rests on packs {sorted(recorded)} with checksums that differ from"
            f" the packs loaded now ({sorted(expected)})",
        )
    try:
        table = operator_table(REQUIRED_PACK_ID)
    except PackError as exc:  # pragma: no cover - load_pack above already verified it
        raise _MismatchError("pack_unavailable", str(exc)) from None
    lemmas: dict[str, str] = {}
    for operator in table.by_lemma.values():
        lemmas[operator.concept] = operator.lemma_id
    missing = [c for c in _FOUR if c not in lemmas]
    if missing:
        raise _MismatchError(
            "lemma_unresolved", f"{REQUIRED_PACK_ID!r} binds no lemma to {missing}"
        )
    return lemmas


def _conversions(graph: QuantityGraph, trace: QuantityTrace) -> None:
    expected: list[tuple[str, tuple[str, ...]]] = []
    seen: set[str] = set()
    converts = [r for r in graph.relations if r.role == "convert"]
    if converts:
        try:
            table = unit_table()
        except ConversionError as exc:
            raise _MismatchError("pack_unavailable", str(exc)) from None
    for r in converts:
        factor_id = next(q for q in r.operands if "/" in graph.quantity(q).unit)
        if factor_id in seen:
            continue
        seen.add(factor_id)
        factor = graph.quantity(factor_id)
        top, _, per = factor.unit.partition("/")
        try:
            conversion = table.conversion(top, per)
        except ConversionError as exc:
            raise _MismatchError("conversion_mismatch", f"relation {r.id!r}: {exc}") from None
        if conversion.factor != factor.value:
            raise _MismatchError(
                "conversion_mismatch",
                f"relation {r.id!r}: {factor_id!r} is {factor.value}, the units pack says"
                f" {conversion.factor}",
            )
        expected.append((factor_id, conversion.entries))
    expected.sort(key=lambda item: graph.position(item[0]))
    recorded = [(c.quantity, tuple(c.entries)) for c in trace.conversions]
    if recorded != expected:
        raise _MismatchError(
            "conversion_mismatch",
            f"trace records conversions {recorded}, the units pack gives {expected}",
        )


# -- the four operations and the inversions, independently of the solver -------

_INVERSE: Final[Mapping[tuple[str, str], tuple[str, tuple[str, ...]]]] = {
    # (kind, which member is unknown) -> (concept, the members it reads, in order)
    ("difference", "result"): (SUBTRACTION, ("a", "b")),
    ("difference", "a"): (ADDITION, ("result", "b")),
    ("difference", "b"): (SUBTRACTION, ("a", "result")),
    ("product", "result"): (MULTIPLICATION, ("a", "b")),
    ("product", "a"): (DIVISION, ("result", "b")),
    ("product", "b"): (DIVISION, ("result", "a")),
    ("quotient", "result"): (DIVISION, ("a", "b")),
    ("quotient", "a"): (MULTIPLICATION, ("result", "b")),
    ("quotient", "b"): (DIVISION, ("a", "result")),
}


def _plan(r: Relation, unknown: str) -> tuple[str, tuple[str, ...]]:
    """The concept that solves ``r`` for ``unknown`` and the quantity ids it reads."""
    if r.kind == "sum":
        if unknown == r.result:
            return ADDITION, tuple(r.operands)
        return SUBTRACTION, (r.result, *(q for q in r.operands if q != unknown))
    names = {"result": r.result, "a": r.operands[0], "b": r.operands[1]}
    which = next(name for name, q in names.items() if q == unknown)
    concept, reads = _INVERSE[(r.kind, which)]
    return concept, tuple(names[name] for name in reads)


def _apply(concept: str, args: Sequence[Exact], step: int) -> Exact:
    if concept is ADDITION:
        out: Exact = sum(args)
    elif concept is SUBTRACTION:
        out = args[0] - sum(args[1:])
    elif concept is MULTIPLICATION:
        out = args[0] * args[1]
    else:
        if args[1] == 0:
            raise _MismatchError("replay_refused", f"step {step + 1}: division by zero", step)
        out = Fraction(args[0]) / args[1]
    if type(out) is Fraction and out.denominator == 1:
        return out.numerator
    return out


def _residual(r: Relation, values: Mapping[str, Exact]) -> Exact:
    """Zero exactly when ``r`` holds (quotients multiplied through by the divisor)."""
    v = values
    if r.kind == "sum":
        return v[r.result] - sum(v[q] for q in r.operands)
    a, b = r.operands
    if r.kind == "difference":
        return v[r.result] - (v[a] - v[b])
    if r.kind == "product":
        return v[r.result] - v[a] * v[b]
    return v[r.result] * v[b] - v[a]


def _holds(r: Relation, values: Mapping[str, Exact]) -> bool:
    if r.kind == "quotient" and values[r.operands[1]] == 0:
        return False
    return _residual(r, values) == 0


# -- replay -------------------------------------------------------------------


def _check(graph: QuantityGraph, trace: QuantityTrace) -> None:
    digest = graph.canonical_hash()
    if trace.graph_hash != digest:
        raise _MismatchError(
            "graph_hash_mismatch",
            f"trace is for graph {trace.graph_hash[:12]}..., this graph is {digest[:12]}...",
        )
    lemmas = _packs(graph, trace)
    _conversions(graph, trace)
    relations = {r.id: r for r in graph.relations}
    values: dict[str, Exact] = {q.id: q.value for q in graph.quantities if q.value is not None}
    for position, step in enumerate(trace.steps):
        if type(step.step_index) is not int or step.step_index != position:
            raise _MismatchError(
                "step_mismatch", f"step {position + 1}: step_index is {step.step_index!r}", position
            )
        if type(step) is Step:
            _replay_step(graph, relations, values, lemmas, step, position)
        elif type(step) is SystemStep:
            _replay_system(graph, relations, values, lemmas, step, position)
        else:
            raise _MismatchError("step_mismatch", f"step {position + 1}: not a step", position)
    for r in graph.relations:
        members = (r.result, *r.operands)
        if all(q in values for q in members) and not _holds(r, values):
            raise _MismatchError(
                "relation_false", f"relation {r.id!r} ({r.role}) does not hold after the replay"
            )
    answer = trace.answer
    target = graph.target
    if answer.quantity != target or answer.unit != graph.quantity(target).unit:
        raise _MismatchError(
            "answer_mismatch",
            f"trace answers {answer.quantity!r} in {answer.unit!r}, the graph asks"
            f" {target!r} in {graph.quantity(target).unit!r}",
        )
    if target not in values:
        raise _MismatchError("answer_mismatch", f"the replay never determines {target!r}")
    try:
        _same(answer.value, values[target], "answer", None)
    except _MismatchError as exc:
        raise _MismatchError("answer_mismatch", str(exc)) from None


def _inputs_match(
    recorded: tuple[Input, ...],
    reads: Sequence[str],
    values: Mapping[str, Exact],
    where: str,
    step: int,
) -> None:
    if tuple(i.quantity for i in recorded) != tuple(reads):
        raise _MismatchError(
            "step_mismatch",
            f"{where}: inputs are {[i.quantity for i in recorded]},"
            f" the relation reads {list(reads)}",
            step,
        )
    for item in recorded:
        _same(item.value, values[item.quantity], f"{where}: input {item.quantity!r}", step)


def _replay_step(
    graph: QuantityGraph,
    relations: Mapping[str, Relation],
    values: dict[str, Exact],
    lemmas: Mapping[str, str],
    step: Step,
    position: int,
) -> None:
    where = f"step {position + 1}"
    r = relations.get(step.relation)
    if r is None:
        raise _MismatchError("step_mismatch", f"{where}: no relation {step.relation!r}", position)
    members = (r.result, *r.operands)
    unknown = step.solves
    if unknown not in members or unknown in values:
        raise _MismatchError(
            "step_mismatch",
            f"{where}: {unknown!r} is not an unknown of relation {r.id!r} at this point",
            position,
        )
    missing = [q for q in members if q != unknown and q not in values]
    if missing:
        raise _MismatchError(
            "step_mismatch", f"{where}: relation {r.id!r} still has unknowns {missing}", position
        )
    concept, reads = _plan(r, unknown)
    if step.lemma_id != lemmas[concept]:
        raise _MismatchError(
            "lemma_unresolved",
            f"{where}: {step.lemma_id!r} is not the {REQUIRED_PACK_ID} lemma this inversion"
            f" applies ({lemmas[concept]!r})",
            position,
        )
    _inputs_match(step.inputs, reads, values, where, position)
    value = _apply(concept, [values[q] for q in reads], position)
    _same(step.value, value, f"{where}: value", position)
    if step.unit != graph.quantity(unknown).unit:
        raise _MismatchError(
            "step_mismatch",
            f"{where}: unit {step.unit!r}, {unknown!r} is in {graph.quantity(unknown).unit!r}",
            position,
        )
    values[unknown] = value


def _replay_system(
    graph: QuantityGraph,
    relations: Mapping[str, Relation],
    values: dict[str, Exact],
    lemmas: Mapping[str, str],
    step: SystemStep,
    position: int,
) -> None:
    where = f"step {position + 1}"
    listed = []
    for rid in step.relations:
        r = relations.get(rid)
        if r is None or r in listed:
            raise _MismatchError(
                "step_mismatch", f"{where}: bad relation list {list(step.relations)}", position
            )
        listed.append(r)
    solves = list(step.solves)
    if (
        not solves
        or len(set(solves)) != len(solves)
        or any(q in values for q in solves)
        or len(step.values) != len(solves)
        or len(step.units) != len(solves)
    ):
        raise _MismatchError("step_mismatch", f"{where}: malformed system step", position)
    if tuple(step.lemma_ids) != tuple(sorted(lemmas[c] for c in _FOUR)):
        raise _MismatchError(
            "lemma_unresolved", f"{where}: lemma ids {list(step.lemma_ids)}", position
        )
    # the solver lists relations in source order and unknowns in graph order: any other
    # order is not the trace it wrote (and would let two byte sequences verify as one)
    order = {r.id: k for k, r in enumerate(graph.relations)}
    ranks = [order[r.id] for r in listed]
    involved = {q for r in listed for q in (r.result, *r.operands)}
    if (
        ranks != sorted(ranks)
        or any(q not in involved for q in solves)
        or solves != sorted(solves, key=graph.position)
    ):
        raise _MismatchError(
            "step_mismatch",
            f"{where}: relations {list(step.relations)} and unknowns {solves} are not listed"
            " in source order, or solve a quantity none of the relations has",
            position,
        )
    unknown = set(solves)
    for r in listed:
        members = (r.result, *r.operands)
        for q in members:
            if q not in values and q not in unknown:
                raise _MismatchError(
                    "step_mismatch",
                    f"{where}: {q!r} in {r.id!r} is neither known nor solved",
                    position,
                )
        if r.kind in ("product", "quotient"):
            pair = (
                (r.operands[0], r.operands[1]) if r.kind == "product" else (r.result, r.operands[1])
            )
            if pair[0] in unknown and pair[1] in unknown:
                raise _MismatchError(
                    "step_mismatch", f"{where}: relation {r.id!r} is not linear", position
                )
    reads = sorted(
        {q for r in listed for q in (r.result, *r.operands) if q in values}, key=graph.position
    )
    _inputs_match(step.inputs, reads, values, where, position)
    solution = _unique_solution(listed, solves, values, where, position)
    for q, recorded, unit in zip(solves, step.values, step.units, strict=True):
        _same(recorded, solution[q], f"{where}: {q!r}", position)
        if unit != graph.quantity(q).unit:
            raise _MismatchError("step_mismatch", f"{where}: unit of {q!r} is {unit!r}", position)
    values.update(solution)
    for r in listed:
        if not _holds(r, values):
            raise _MismatchError(
                "step_mismatch", f"{where}: relation {r.id!r} does not hold", position
            )


def _unique_solution(
    listed: list[Relation], solves: list[str], values: Mapping[str, Exact], where: str, step: int
) -> dict[str, Exact]:
    """Affine coefficients by evaluating residuals at 0 and unit vectors, then
    Gaussian elimination with back substitution; the system must have one solution."""
    n = len(solves)
    rows: list[list[Fraction]] = []
    for r in listed:
        base = dict(values)
        base.update(dict.fromkeys(solves, 0))
        constant = Fraction(_residual(r, base))
        row = []
        for q in solves:
            probe = dict(base)
            probe[q] = 1
            row.append(Fraction(_residual(r, probe)) - constant)
        rows.append([*row, -constant])
    # Forward elimination.
    rank = 0
    pivot_cols = []
    for col in range(n):
        pivot = next((i for i in range(rank, len(rows)) if rows[i][col] != 0), None)
        if pivot is None:
            continue
        rows[rank], rows[pivot] = rows[pivot], rows[rank]
        for i in range(rank + 1, len(rows)):
            factor = rows[i][col] / rows[rank][col]
            if factor:
                rows[i] = [x - factor * y for x, y in zip(rows[i], rows[rank], strict=True)]
        pivot_cols.append(col)
        rank += 1
    if rank < n:
        raise _MismatchError(
            "step_mismatch", f"{where}: the relations do not determine {solves}", step
        )
    if any(row[n] != 0 for row in rows[rank:]):
        raise _MismatchError("step_mismatch", f"{where}: the relations contradict each other", step)
    solution: dict[int, Fraction] = {}
    for k in range(rank - 1, -1, -1):
        col = pivot_cols[k]
        total = rows[k][n] - sum(rows[k][c] * solution[c] for c in solution)
        solution[col] = total / rows[k][col]
    out: dict[str, Exact] = {}
    for col, value in solution.items():
        out[solves[col]] = value.numerator if value.denominator == 1 else value
    return out

"""Every ADR-0115 ``MathProblemGraph`` as an ADR-0130 ``QuantityGraph``.

One representation serves both: each v1 operation becomes a relation
between a holding before and after it (a transfer two relations, one per
side), and the v1 unknown becomes the target (a ``combine`` sum when it asks
for a total across holders). ``solve_quantities(lower(g))`` gives the answer
``solve(g)`` gives, and the refusals v1 semantics decide before any
arithmetic are raised here with v1's own reasons and in v1's order:
subtracting from, scaling or giving out of a holding never asserted
(``unasserted_holding``), dividing by a literal zero (``division_by_zero``)
and asking for a holding nobody has (``unknown_unresolved``). A holding
that v1 starts at zero (a first gain, a transfer's recipient) is an explicit
quantity of value 0, because that is what the v1 semantics say.

Quantity ids are ``q1, q2, ...`` and relation ids ``r1, r2, ...`` in
creation order; labels name the step they belong to (``after step 2``), so
each (holder, unit, label) is unique.
"""

from __future__ import annotations

from generate._exact import to_exact
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    TRANSFER,
    operator_table,
)
from generate.math_problem_graph import MathProblemGraph
from generate.math_quantity_graph import Quantity, QuantityGraph, Relation
from generate.math_solver import REQUIRED_PACK_ID, SolveError
from packs.compiler import PackError

__all__ = ["lower", "relation_operations"]


class _Builder:
    __slots__ = ("current", "quantities", "relations")

    def __init__(self) -> None:
        self.quantities: list[Quantity] = []
        self.relations: list[Relation] = []
        self.current: dict[tuple[str, str], str] = {}

    def quantity(
        self, unit: str, holder: str | None, label: str | None, value: int | float | None
    ) -> str:
        qid = f"q{len(self.quantities) + 1}"
        exact = None if value is None else to_exact(value)
        self.quantities.append(Quantity(qid, unit, holder, label, exact))
        return qid

    def relation(self, kind: str, result: str, operands: tuple[str, ...], role: str) -> None:
        self.relations.append(Relation(f"r{len(self.relations) + 1}", kind, result, operands, role))

    def before(self, holder: str, unit: str, step: int) -> str:
        """The holding before ``step``, starting at zero as v1 does for gains."""
        found = self.current.get((holder, unit))
        if found is None:
            found = self.quantity(unit, holder, f"before step {step}", 0)
        return found


def _concepts() -> dict[str, str]:
    try:
        table = operator_table(REQUIRED_PACK_ID)
    except PackError as exc:
        raise SolveError(
            "pack_unavailable", f"arithmetic pack {REQUIRED_PACK_ID!r} is unavailable: {exc}"
        ) from exc
    return {lemma: op.concept for lemma, op in table.by_lemma.items()}


def lower(graph: MathProblemGraph) -> QuantityGraph:
    """The quantity graph of ``graph``; raises ``SolveError`` where v1 refuses statically.

    Operation kinds are read through the arithmetic pack, as ``solve`` reads
    them, so a kind the pack does not bind refuses with ``lemma_missing``.
    """
    if not isinstance(graph, MathProblemGraph):
        raise TypeError(f"lower() expects a MathProblemGraph, got {type(graph).__name__}")
    concepts = _concepts()
    for op in graph.operations:
        if op.kind not in concepts:
            raise SolveError(
                "lemma_missing", f"pack {REQUIRED_PACK_ID!r} has no operator entry {op.kind!r}"
            )
    b = _Builder()
    for possession in graph.initial_state:
        q = possession.quantity
        b.current[(possession.entity, q.unit)] = b.quantity(
            q.unit, possession.entity, None, q.value
        )
    for index, op in enumerate(graph.operations):
        step = index + 1
        unit = op.operand.unit
        key = (op.actor, unit)
        concept = concepts[op.kind]
        if concept is not ADDITION and key not in b.current:
            raise SolveError(
                "unasserted_holding",
                f"Step {step} ({op.kind}): {op.actor!r} holds no {unit!r}"
                " (never asserted or produced)",
                index,
            )
        if concept is DIVISION and op.operand.value == 0:
            raise SolveError(
                "division_by_zero",
                f"Step {step} (divide): division by zero ({unit!r} of {op.actor!r})",
                index,
            )
        before = b.before(op.actor, unit, step)
        after_label = f"after step {step}"
        if concept is MULTIPLICATION or concept is DIVISION:
            factor = b.quantity("1", None, f"step {step} factor", op.operand.value)
            after = b.quantity(unit, op.actor, after_label, None)
            kind = "product" if concept is MULTIPLICATION else "quotient"
            b.relation(kind, after, (before, factor), "scale")
        else:
            amount = b.quantity(unit, op.actor, f"step {step}", op.operand.value)
            after = b.quantity(unit, op.actor, after_label, None)
            if concept is ADDITION:
                b.relation("sum", after, (before, amount), "change")
            elif concept is SUBTRACTION:
                b.relation("difference", after, (before, amount), "change")
            else:
                assert concept is TRANSFER
                if op.target is None:
                    # a kind the pack binds to transfer, used without a target (as solve says)
                    raise SolveError(
                        "transfer_without_target",
                        f"Step {step} ({op.kind}): no target entity",
                        index,
                    )
                b.relation("difference", after, (before, amount), "transfer")
                receiver = b.before(op.target, unit, step)
                received = b.quantity(unit, op.target, after_label, None)
                b.relation("sum", received, (receiver, amount), "transfer")
                b.current[(op.target, unit)] = received
        b.current[key] = after
    unknown = graph.unknown
    if unknown.entity is not None:
        target = b.current.get((unknown.entity, unknown.unit))
        if target is None:
            raise SolveError(
                "unknown_unresolved",
                f"{unknown.entity!r} never held {unknown.unit!r} (never asserted or produced)",
            )
    else:
        held = [qid for (_, unit), qid in b.current.items() if unit == unknown.unit]
        if not held:
            raise SolveError(
                "unknown_unresolved",
                f"nobody holds any {unknown.unit!r}: the total was never asserted or produced",
            )
        if len(held) == 1:
            target = held[0]
        else:
            target = b.quantity(unknown.unit, None, "in total", None)
            b.relation("sum", target, tuple(held), "combine")
    return QuantityGraph(b.quantities, b.relations, target)


def relation_operations(graph: MathProblemGraph) -> tuple[int, ...]:
    """For each relation of ``lower(graph)``, in order, the index of the operation it came from.

    Lowering adds one relation per operation and two per transfer, then a
    ``combine`` for a total (index ``-1``); the explanation uses this to quote
    the verb the problem wrote for each step.
    """
    out: list[int] = []
    for index, op in enumerate(graph.operations):
        out.extend([index] * (2 if op.target is not None else 1))
    return tuple(out)

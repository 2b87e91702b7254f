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

from fractions import Fraction

from generate._exact import to_exact
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    TRANSFER,
    OperatorTable,
    operator_table,
)
from generate.math_problem_graph import MathProblemGraph
from generate.math_quantity_graph import (
    _UNITS,
    Quantity,
    QuantityGraph,
    QuantityGraphError,
    Relation,
    _exact_value,
    _text_ok,
    _trusted_graph,
    _unit,
)
from generate.math_solver import REQUIRED_PACK_ID, SolveError
from packs.compiler import PackError

__all__ = ["lower", "relation_operations"]

_tuple = tuple.__new__
"""``Quantity``/``Relation`` from a tuple of their fields: the NamedTuple ``__new__`` is a
Python frame around this same call."""

_QIDS = tuple(f"q{n}" for n in range(1, 65))
_RIDS = tuple(f"r{n}" for n in range(1, 65))
"""The ids of a word problem's first quantities and relations, formatted once."""


class _Builder:
    """The quantities and relations of one lowered graph, checked as they are made.

    Lowering builds every structural rule of ADR-0130 in by construction:
    ids ``q1..``/``r1..`` in order, every reference made here, no quantity
    twice in a relation (each relation's result is new), sums and
    differences over one unit, a scale by a factor of unit ``1``, labels
    that are plain text. What it cannot know from the v1 graph is whether
    each v1 name is also a quantity-graph name (v1 admits a double space, a
    tab, ``a/b/c``, over 200 characters), so each unit and holder is checked
    by the graph module's own memoized checks as it is used; ``checked``
    turns False on the first that fails, and ``lower`` then hands the same
    quantities to the checking constructor, which raises the error it always
    raised, naming the field.
    """

    __slots__ = ("checked", "current", "index", "quantities", "relations", "units")

    def __init__(self) -> None:
        self.quantities: list[Quantity] = []
        self.units: list[str] = []
        """Each quantity's unit as v1 wrote it (the quantity holds it normalized)."""
        self.relations: list[Relation] = []
        self.current: dict[tuple[str, str], str] = {}
        self.index: dict[str, int] = {}
        self.checked = True

    def quantity(
        self, unit: str, holder: str | None, label: str | None, value: int | float | None
    ) -> str:
        quantities = self.quantities
        at = len(quantities)
        qid = _QIDS[at] if at < 64 else f"q{at + 1}"
        exact: int | Fraction | None = value if type(value) is int or value is None else None
        if exact is None and value is not None:
            try:
                exact = _exact_value(to_exact(value), "")
            except QuantityGraphError:
                self.checked = False
                exact = to_exact(value)
        known = _UNITS.get(unit)
        if known is None:
            try:
                known = _unit(unit, "")
            except QuantityGraphError:
                self.checked = False
        if holder is not None and not _text_ok(holder):
            self.checked = False
        self.index[qid] = at
        self.units.append(unit)
        normal = unit if known is None else known[0]
        quantities.append(_tuple(Quantity, (qid, normal, holder, label, exact)))
        return qid

    def relation(self, kind: str, result: str, operands: tuple[str, ...], role: str) -> None:
        relations = self.relations
        at = len(relations)
        rid = _RIDS[at] if at < 64 else f"r{at + 1}"
        relations.append(_tuple(Relation, (rid, kind, result, operands, role)))

    def before(self, holder: str, unit: str, step: int) -> str:
        """The holding before ``step``, starting at zero as v1 does for gains."""
        found = self.current.get((holder, unit))
        if found is None:
            found = self.quantity(unit, holder, f"before step {step}", 0)
        return found

    def graph(self, target: str) -> QuantityGraph:
        if self.checked:
            return _trusted_graph(tuple(self.quantities), tuple(self.relations), target, self.index)
        # A v1 name the quantity graph refuses: the checking constructor, given what v1
        # wrote, raises the error it always raised for it.
        raw = [q._replace(unit=u) for q, u in zip(self.quantities, self.units, strict=True)]
        return QuantityGraph(raw, self.relations, target)


_CONCEPTS: list[tuple[OperatorTable, dict[str, str]]] = []
"""The last operator table seen and its lemma -> concept map (rebuilt with the table)."""


def _concepts() -> dict[str, str]:
    try:
        table = operator_table(REQUIRED_PACK_ID)
    except PackError as exc:
        raise SolveError(
            "pack_unavailable", f"arithmetic pack {REQUIRED_PACK_ID!r} is unavailable: {exc}"
        ) from exc
    if _CONCEPTS and _CONCEPTS[0][0] is table:
        return _CONCEPTS[0][1]
    concepts = {lemma: op.concept for lemma, op in table.by_lemma.items()}
    _CONCEPTS[:] = [(table, concepts)]
    return concepts


def lower(graph: MathProblemGraph) -> QuantityGraph:
    """The quantity graph of ``graph``; raises ``SolveError`` where v1 refuses statically.

    Operation kinds are read through the arithmetic pack, as ``solve`` reads
    them, so a kind the pack does not bind refuses with ``lemma_missing``.
    The v1 graph is read through its private slots, as ``solve`` reads it.
    """
    if not isinstance(graph, MathProblemGraph):
        raise TypeError(f"lower() expects a MathProblemGraph, got {type(graph).__name__}")
    concepts = _concepts()
    operations = graph._operations
    for op in operations:
        if op._kind not in concepts:
            raise SolveError(
                "lemma_missing", f"pack {REQUIRED_PACK_ID!r} has no operator entry {op._kind!r}"
            )
    b = _Builder()
    current = b.current
    for possession in graph._initial_state:
        q = possession._quantity
        entity = possession._entity
        current[(entity, q._unit)] = b.quantity(q._unit, entity, None, q._value)
    for index, op in enumerate(operations):
        step = index + 1
        actor = op._actor
        operand = op._operand
        unit = operand._unit
        value = operand._value
        key = (actor, unit)
        concept = concepts[op._kind]
        if concept is not ADDITION and key not in current:
            raise SolveError(
                "unasserted_holding",
                f"Step {step} ({op._kind}): {actor!r} holds no {unit!r}"
                " (never asserted or produced)",
                index,
            )
        if concept is DIVISION and value == 0:
            raise SolveError(
                "division_by_zero",
                f"Step {step} (divide): division by zero ({unit!r} of {actor!r})",
                index,
            )
        before = b.before(actor, unit, step)
        after_label = f"after step {step}"
        if concept is MULTIPLICATION or concept is DIVISION:
            factor = b.quantity("1", None, f"step {step} factor", value)
            after = b.quantity(unit, actor, after_label, None)
            kind = "product" if concept is MULTIPLICATION else "quotient"
            b.relation(kind, after, (before, factor), "scale")
        else:
            amount = b.quantity(unit, actor, f"step {step}", value)
            after = b.quantity(unit, actor, after_label, None)
            if concept is ADDITION:
                b.relation("sum", after, (before, amount), "change")
            elif concept is SUBTRACTION:
                b.relation("difference", after, (before, amount), "change")
            else:
                assert concept is TRANSFER
                target = op._target
                if target is None:
                    # a kind the pack binds to transfer, used without a target (as solve says)
                    raise SolveError(
                        "transfer_without_target",
                        f"Step {step} ({op._kind}): no target entity",
                        index,
                    )
                b.relation("difference", after, (before, amount), "transfer")
                receiver = b.before(target, unit, step)
                received = b.quantity(unit, target, after_label, None)
                b.relation("sum", received, (receiver, amount), "transfer")
                current[(target, unit)] = received
        current[key] = after
    unknown = graph._unknown
    asked_for, asked_unit = unknown._entity, unknown._unit
    if asked_for is not None:
        asked = current.get((asked_for, asked_unit))
        if asked is None:
            raise SolveError(
                "unknown_unresolved",
                f"{asked_for!r} never held {asked_unit!r} (never asserted or produced)",
            )
    else:
        held = [qid for (_, held_unit), qid in current.items() if held_unit == asked_unit]
        if not held:
            raise SolveError(
                "unknown_unresolved",
                f"nobody holds any {asked_unit!r}: the total was never asserted or produced",
            )
        if len(held) == 1:
            asked = held[0]
        else:
            asked = b.quantity(asked_unit, None, "in total", None)
            b.relation("sum", asked, tuple(held), "combine")
    return b.graph(asked)


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

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

from generate._exact import MAX_MAGNITUDE, to_exact
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    TRANSFER,
    operator_table,
)
from generate.math_problem_graph import MathProblemGraph
from generate.math_quantity_graph import (
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
from packs.compiler import LexicalEntry, PackError, load_pack_entries

__all__ = ["lower", "relation_operations"]

_tuple = tuple.__new__
"""``Quantity``/``Relation`` from a tuple of their fields: the NamedTuple ``__new__`` is a
Python frame around this same call."""

_QIDS = tuple(f"q{n}" for n in range(1, 65))
_RIDS = tuple(f"r{n}" for n in range(1, 65))
"""The ids of a word problem's first quantities and relations, formatted once."""


_BEFORE = tuple(f"before step {n}" for n in range(65))
_AFTER = tuple(f"after step {n}" for n in range(65))
_AMOUNT = tuple(f"step {n}" for n in range(65))
_FACTOR = tuple(f"step {n} factor" for n in range(65))
"""The labels of steps 1..64 (index 0 unused), formatted once."""


_INDEXES = tuple({qid: at for at, qid in enumerate(_QIDS[:count])} for count in range(65))
"""The id -> position index of a graph of up to 64 quantities ``q1..``: one shared dict
per size (an index is only ever read)."""


_NAMES: set[str] = set()
"""v1 entity names known to be quantity-graph holders as they stand."""
_PLAIN_UNITS: set[str] = set()
"""v1 units known to be quantity-graph units as they stand (their own normal form)."""
_MEMO_SIZE = 4096
"""Entries either set holds before it starts over (a corpus reuses a few names and units)."""


def _name_ok(entity: str) -> bool:
    """Whether the quantity graph admits v1's ``entity`` as a holder (remembered if so)."""
    if not _text_ok(entity):
        return False
    if len(_NAMES) >= _MEMO_SIZE:
        _NAMES.clear()
    _NAMES.add(entity)
    return True


def _check_unit(unit: str, renamed: dict[str, str]) -> bool:
    """Whether the quantity graph admits v1's ``unit``; notes one it normalizes differently.

    A unit that is its own normal form is remembered, so the next graph's check
    is one set lookup.
    """
    try:
        normal = _unit(unit, "")[0]
    except QuantityGraphError:
        return False
    if normal != unit:
        renamed[unit] = normal
    else:
        if len(_PLAIN_UNITS) >= _MEMO_SIZE:
            _PLAIN_UNITS.clear()
        _PLAIN_UNITS.add(unit)
    return True


def _exact(value: int | float) -> tuple[int | Fraction, bool]:
    """A v1 value as the graph holds it, and whether the graph admits it as it stands."""
    if type(value) is int:
        return value, -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE
    exact = to_exact(value)
    try:
        checked = _exact_value(exact, "")
    except QuantityGraphError:
        return exact, False
    assert checked is not None
    return checked, True


_CONCEPTS: list[tuple[tuple[LexicalEntry, ...], dict[str, str]]] = []
"""The pack entries last seen and their lemma -> concept map: ``operator_table`` rebuilds
its table only when the loader hands back another entries tuple, and so does this."""


def _concepts() -> dict[str, str]:
    try:
        entries = load_pack_entries(REQUIRED_PACK_ID)
        if _CONCEPTS and _CONCEPTS[0][0] is entries:
            return _CONCEPTS[0][1]
        table = operator_table(REQUIRED_PACK_ID)
    except PackError as exc:
        raise SolveError(
            "pack_unavailable", f"arithmetic pack {REQUIRED_PACK_ID!r} is unavailable: {exc}"
        ) from exc
    concepts = {lemma: op.concept for lemma, op in table.by_lemma.items()}
    _CONCEPTS[:] = [(entries, concepts)]
    return concepts


def lower(graph: MathProblemGraph) -> QuantityGraph:
    """The quantity graph of ``graph``; raises ``SolveError`` where v1 refuses statically.

    Operation kinds are read through the arithmetic pack, as ``solve`` reads
    them, so a kind the pack does not bind refuses with ``lemma_missing``.

    Lowering makes every structural rule of ADR-0130 true by construction:
    ids ``q1..``/``r1..`` in order, references only to quantities made here,
    a new result in each relation (so no quantity twice in one), sums and
    differences over one unit, scales by a factor of unit ``1``, labels of
    plain text. So it builds the tuples itself and hands them to the graph's
    trusted constructor. What it cannot know from a v1 graph is whether each
    v1 name and value is also a quantity-graph one (v1 admits a double
    space, a tab, ``a/b/c``, over 200 characters), so every entity (each
    holder is one), every unit and every non-integer value is checked once,
    by the graph module's own memoized checks; if one fails, the checking
    constructor gets what v1 wrote and raises the error it always raised,
    naming the field. The v1 graph is read through its private slots, as
    ``solve`` reads it, and holdings are kept by unit, then entity (two
    lookups of strings with cached hashes, not a tuple built and hashed).
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
    checked = True
    for entity in graph._entities:
        if entity not in _NAMES and not _name_ok(entity):
            checked = False
    renamed: dict[str, str] = {}
    """v1 units whose normalized form differs (``crayons/boxes``), put right at the end."""
    quantities: list[Quantity] = []
    relations: list[Relation] = []
    add_quantity = quantities.append
    add_relation = relations.append

    def new(unit: str, holder: str | None, label: str | None, value: int | Fraction | None) -> str:
        at = len(quantities)
        qid = _QIDS[at] if at < 64 else f"q{at + 1}"
        add_quantity(_tuple(Quantity, (qid, unit, holder, label, value)))
        return qid

    current: dict[str, dict[str, str]] = {}
    """The latest quantity of each holding, by unit, then entity."""
    for possession in graph._initial_state:
        q = possession._quantity
        entity, unit, given = possession._entity, q._unit, q._value
        if unit not in _PLAIN_UNITS and not _check_unit(unit, renamed):
            checked = False
        value: int | Fraction
        if type(given) is int:
            value = given
        else:
            value, ok = _exact(given)
            checked = checked and ok
        holders = current.get(unit)
        if holders is None:
            holders = current[unit] = {}
        holders[entity] = new(unit, entity, None, value)
    for at, op in enumerate(operations):
        step = at + 1
        actor = op._actor
        operand = op._operand
        unit = operand._unit
        holders = current.get(unit)
        if holders is None:
            holders = current[unit] = {}
        before = holders.get(actor)
        concept = concepts[op._kind]
        if concept is not ADDITION and before is None:
            raise SolveError(
                "unasserted_holding",
                f"Step {step} ({op._kind}): {actor!r} holds no {unit!r}"
                " (never asserted or produced)",
                at,
            )
        given = operand._value
        if concept is DIVISION and given == 0:
            raise SolveError(
                "division_by_zero",
                f"Step {step} (divide): division by zero ({unit!r} of {actor!r})",
                at,
            )
        if unit not in _PLAIN_UNITS and not _check_unit(unit, renamed):
            checked = False
        if type(given) is int:
            value = given
        else:
            value, ok = _exact(given)
            checked = checked and ok
        late = step > 64
        if before is None:  # v1 starts a first gain from zero
            before = new(unit, actor, f"before step {step}" if late else _BEFORE[step], 0)
        after_label = f"after step {step}" if late else _AFTER[step]
        n = len(relations)
        rid = _RIDS[n] if n < 64 else f"r{n + 1}"
        if concept is MULTIPLICATION or concept is DIVISION:
            factor = new("1", None, f"step {step} factor" if late else _FACTOR[step], value)
            after = new(unit, actor, after_label, None)
            kind = "product" if concept is MULTIPLICATION else "quotient"
            add_relation(_tuple(Relation, (rid, kind, after, (before, factor), "scale")))
        else:
            amount = new(unit, actor, f"step {step}" if late else _AMOUNT[step], value)
            after = new(unit, actor, after_label, None)
            if concept is ADDITION:
                add_relation(_tuple(Relation, (rid, "sum", after, (before, amount), "change")))
            elif concept is SUBTRACTION:
                add_relation(
                    _tuple(Relation, (rid, "difference", after, (before, amount), "change"))
                )
            else:
                assert concept is TRANSFER
                target = op._target
                if target is None:
                    # a kind the pack binds to transfer, used without a target (as solve says)
                    raise SolveError(
                        "transfer_without_target",
                        f"Step {step} ({op._kind}): no target entity",
                        at,
                    )
                add_relation(
                    _tuple(Relation, (rid, "difference", after, (before, amount), "transfer"))
                )
                receiver = holders.get(target)
                if receiver is None:  # v1 starts a recipient from zero
                    receiver = new(
                        unit, target, f"before step {step}" if late else _BEFORE[step], 0
                    )
                received = new(unit, target, after_label, None)
                n = len(relations)
                rid = _RIDS[n] if n < 64 else f"r{n + 1}"
                add_relation(
                    _tuple(Relation, (rid, "sum", received, (receiver, amount), "transfer"))
                )
                holders[target] = received
        holders[actor] = after
    unknown = graph._unknown
    asked_for, asked_unit = unknown._entity, unknown._unit
    holders = current.get(asked_unit) or {}
    if asked_for is not None:
        asked = holders.get(asked_for)
        if asked is None:
            raise SolveError(
                "unknown_unresolved",
                f"{asked_for!r} never held {asked_unit!r} (never asserted or produced)",
            )
    else:
        held = tuple(holders.values())
        if not held:
            raise SolveError(
                "unknown_unresolved",
                f"nobody holds any {asked_unit!r}: the total was never asserted or produced",
            )
        if len(held) == 1:
            asked = held[0]
        else:
            asked = new(asked_unit, None, "in total", None)
            n = len(relations)
            rid = _RIDS[n] if n < 64 else f"r{n + 1}"
            add_relation(_tuple(Relation, (rid, "sum", asked, held, "combine")))
    if not checked:
        # A v1 name or value the quantity graph refuses: the checking constructor, given
        # what v1 wrote, raises the error it always raised for it.
        return QuantityGraph(quantities, relations, asked)
    if renamed:
        quantities = [
            q._replace(unit=renamed[q.unit]) if q.unit in renamed else q for q in quantities
        ]
    count = len(quantities)
    index = (
        _INDEXES[count] if count < len(_INDEXES) else {q.id: i for i, q in enumerate(quantities)}
    )
    return _trusted_graph(tuple(quantities), tuple(relations), asked, index)


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

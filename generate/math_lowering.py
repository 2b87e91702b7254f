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
from typing import Final

from generate._exact import to_exact
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    TRANSFER,
    operator_table,
)
from generate.math_problem_graph import MathProblemGraph, Operation
from generate.math_quantity_graph import (
    SCHEMA,
    Quantity,
    QuantityGraph,
    QuantityGraphError,
    Relation,
    _edge_text,
    _exact_value,
    _string,
    _text_ok,
    _trusted_graph,
    _unit,
)
from generate.math_solver import REQUIRED_PACK_ID, SolveError
from packs.compiler import LexicalEntry, PackError, load_pack_entries

__all__ = ["lower", "relation_operations"]

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


_NAMES: dict[str, str] = {}
"""v1 entity names known to be quantity-graph holders as they stand -> their JSON string."""
_UNIT_TEXTS: dict[str, tuple[str, str]] = {}
"""v1 units known to be quantity-graph units -> (their normal form, its JSON string)."""
_MEMO_SIZE = 4096
"""Entries either memo holds before it starts over (a corpus reuses a few names and units)."""


def _name_text(entity: str) -> str:
    """The JSON string of v1's ``entity`` as a holder, or ``""`` if the graph refuses it.

    A name the graph admits is remembered, so the next graph's check is one lookup.
    """
    if not _text_ok(entity):
        return ""
    if len(_NAMES) >= _MEMO_SIZE:
        _NAMES.clear()
    text = _NAMES[entity] = _string(entity)
    return text


def _unit_text(unit: str) -> tuple[str, str]:
    """v1's ``unit`` as the graph holds it (its normal form) and that form's JSON string;
    ``(unit, "")`` if the graph refuses it. A unit that passes is remembered."""
    try:
        normal = _unit(unit, "")[0]
    except QuantityGraphError:
        return unit, ""
    if len(_UNIT_TEXTS) >= _MEMO_SIZE:
        _UNIT_TEXTS.clear()
    known = _UNIT_TEXTS[unit] = (normal, _string(normal))
    return known


_DECIMALS: dict[float, tuple[int | Fraction, str]] = {}
"""v1 decimal values seen -> the value the graph holds and its JSON number (``""`` if the
graph refuses it): checking a decimal is a few ``Fraction`` operations, microseconds, and a
corpus reuses a few amounts (``0.5``, ``2.25``)."""


def _decimal(value: float) -> tuple[int | Fraction, str]:
    """A v1 decimal as the graph holds it, and as the canonical JSON writes it (``""`` when
    the graph refuses it as it stands; the checking constructor then says why)."""
    known = _DECIMALS.get(value)
    if known is None:
        exact = to_exact(value)
        try:
            checked = _exact_value(exact, "")
        except QuantityGraphError:
            known = (exact, "")
        else:
            assert checked is not None
            known = (checked, _edge_text(checked))
        if len(_DECIMALS) >= _MEMO_SIZE:
            _DECIMALS.clear()
        # -0.0 == 0.0 shares an entry: both are the value 0, written 0
        _DECIMALS[value] = known
    return known


_Shape = tuple[str, str, str]
"""An operation kind's concept, and the kind and role of the relation it lowers to."""

_SHAPES: Final[dict[str, tuple[str, str]]] = {
    ADDITION: ("sum", "change"),
    SUBTRACTION: ("difference", "change"),
    MULTIPLICATION: ("product", "scale"),
    DIVISION: ("quotient", "scale"),
    TRANSFER: ("difference", "transfer"),
}
"""Each concept's relation kind and role (a transfer's second relation is a ``sum``)."""

_CONCEPTS: list[tuple[tuple[LexicalEntry, ...] | None, dict[str, _Shape]]] = [(None, {})]
"""The pack entries last seen and their lemma -> shape map: ``operator_table`` rebuilds
its table only when the loader hands back another entries tuple, and so does this
(``lower`` checks the entries inline, and calls ``_concepts`` only for others)."""


def _concepts() -> dict[str, _Shape]:
    """Each operation kind the pack binds -> its concept and relation kind and role: one
    lookup per operation instead of a chain of tests."""
    try:
        entries = load_pack_entries(REQUIRED_PACK_ID)
        seen, concepts = _CONCEPTS[0]
        if seen is entries:
            return concepts
        table = operator_table(REQUIRED_PACK_ID)
    except PackError as exc:
        raise SolveError(
            "pack_unavailable", f"arithmetic pack {REQUIRED_PACK_ID!r} is unavailable: {exc}"
        ) from exc
    concepts = {lemma: (op.concept, *_SHAPES[op.concept]) for lemma, op in table.by_lemma.items()}
    _CONCEPTS[:] = [(entries, concepts)]
    return concepts


def _labels(form: str, count: int) -> tuple[str, ...]:
    """The labels of steps ``0..count`` (index 0 unused) of a graph too long for ``_BEFORE``
    and the other tables, one format each."""
    return tuple(form.format(n) for n in range(count + 1))


def _ids(prefix: str, count: int) -> tuple[str, ...]:
    """The ids ``{prefix}1..{prefix}{count}`` of a graph too long for ``_QIDS``/``_RIDS``."""
    return tuple(f"{prefix}{n}" for n in range(1, count + 1))


def lower(graph: MathProblemGraph) -> QuantityGraph:
    """The quantity graph of ``graph``; raises ``SolveError`` where v1 refuses statically.

    Operation kinds are read through the arithmetic pack, as ``solve`` reads
    them, so a kind the pack does not bind refuses with ``lemma_missing``;
    each is looked up as its operation is reached, and a step about to be
    refused looks at the later kinds first, so an unbound kind anywhere still
    refuses before any step does (``_refusal``).

    Lowering makes every structural rule of ADR-0130 true by construction:
    ids ``q1..``/``r1..`` in order, references only to quantities made here,
    a new result in each relation (so no quantity twice in one), sums and
    differences over one unit, scales by a factor of unit ``1``, labels of
    plain text. So it builds each quantity and relation as a plain tuple of its
    fields and hands them to the graph's trusted constructor, with each
    quantity's value by id for the solver to start from; the graph makes them
    ``Quantity`` and ``Relation`` tuples when they are first read by name
    (``QuantityGraph._rows``). What it cannot know from a v1 graph is whether each
    v1 name and value is also a quantity-graph one (v1 admits a double
    space, a tab, ``a/b/c``, over 200 characters), so every holder (where it
    is used: an entity that holds nothing is in no quantity), every unit and
    every non-integer value is checked, by the graph module's own memoized
    checks; if one fails, the checking
    constructor gets what v1 wrote and raises the error it always raised,
    naming the field. The v1 graph is read through its private slots, as
    ``solve`` reads it, and holdings are kept by unit, then entity (two
    lookups of strings with cached hashes, not a tuple built and hashed).

    Each quantity and relation is also written as its object of the graph's
    canonical JSON where it is made, from JSON strings of its holder and unit
    found once per graph (and remembered across graphs with the checks), so
    the graph hash every solve takes needs no second pass over the graph
    (``_encode``, which the checking constructor's graphs use, writes the
    same bytes; the tests hold the two together). Each is made inline, with
    no helper call per quantity.
    """
    if not isinstance(graph, MathProblemGraph):
        raise TypeError(f"lower() expects a MathProblemGraph, got {type(graph).__name__}")
    try:
        entries: tuple[LexicalEntry, ...] | None = load_pack_entries(REQUIRED_PACK_ID)
    except PackError:
        entries = None  # _concepts refuses as it always has
    seen, concepts = _CONCEPTS[0]
    if seen is not entries or entries is None:
        concepts = _concepts()
    operations = graph._operations
    checked = True
    # Each holder's JSON string is looked up where it is used, in the memo of names the
    # graph admits (``""`` from _name_text for one it refuses): a dict per graph of its
    # entities would be two allocations for one or two lookups each.
    initial = graph._initial_state
    steps = len(operations)
    size = len(initial) + 4 * steps + 1
    """Quantities the graph can have: an operation makes at most four, a total one more."""
    small = size <= 64
    """Whether the tables formatted once serve: then ``4 * steps < 64`` bounds the
    relations (at most ``2 * steps + 1``) and the steps too."""
    if small:
        qids, rids, indexes = _QIDS, _RIDS, _INDEXES
        befores, afters, amounts, factors = _BEFORE, _AFTER, _AMOUNT, _FACTOR
    else:
        qids, rids, indexes = _ids("q", size), _ids("r", 2 * steps + 1), ()
        befores, afters = _labels("before step {}", steps), _labels("after step {}", steps)
        amounts, factors = _labels("step {}", steps), _labels("step {} factor", steps)
    quantities: list[_Row] = []
    relations: list[tuple[str, str, str, tuple[str, ...], str]] = []
    items: list[str] = []
    """The canonical JSON of the quantities, in order (an operation's made together)."""
    links: list[str] = []
    """Each relation's object in the canonical JSON."""
    start: dict[str, int | Fraction | None] = {}
    """Each quantity's value by id (None if unknown): the solver's values before any step."""
    current: dict[str, tuple[dict[str, str], str, str]] = {}
    """By v1 unit: the latest quantity of each holding by entity, the unit as the graph
    holds it, and its JSON string (a unit is looked up once per graph)."""
    value: int | Fraction
    shown: int | str
    """``value`` as the canonical JSON writes it."""
    count = 0
    """Quantities made so far: the next one's id is ``qids[count]``."""
    for possession in initial:
        q = possession._quantity
        entity, unit, given = possession._entity, q._unit, q._value
        held = current.get(unit)
        if held is None:
            normal, unit_text = _UNIT_TEXTS.get(unit) or _unit_text(unit)
            checked = checked and bool(unit_text)
            held = current[unit] = ({}, normal, unit_text)
        holders, normal, unit_text = held
        if type(given) is int:
            value = shown = given
        else:
            value, shown = _decimal(given)
            checked = checked and bool(shown)
        holder = _NAMES.get(entity)
        if holder is None:
            holder = _name_text(entity)
            checked = checked and bool(holder)
        qid = qids[count]
        count += 1
        quantities.append((qid, normal, entity, None, value))
        start[qid] = value
        items.append(
            f'{{"holder":{holder},"id":"{qid}","label":null,"unit":{unit_text},"value":{shown}}}'
        )
        holders[entity] = qid
    step = 0
    for op in operations:
        step += 1  # noqa: SIM113 - enumerate's iterator and its pairs cost more here
        actor = op._actor
        operand = op._operand
        unit = operand._unit
        held = current.get(unit)
        if held is None:
            normal, unit_text = _UNIT_TEXTS.get(unit) or _unit_text(unit)
            checked = checked and bool(unit_text)
            held = current[unit] = ({}, normal, unit_text)
        holders, normal, unit_text = held
        before = holders.get(actor)
        shape = concepts.get(op._kind)
        if shape is None:
            raise _unbound(op._kind)
        concept, kind, role = shape
        if concept is not ADDITION and before is None:
            raise _refusal(
                operations,
                concepts,
                SolveError(
                    "unasserted_holding",
                    f"Step {step} ({op._kind}): {actor!r} holds no {unit!r}"
                    " (never asserted or produced)",
                    step - 1,
                ),
            )
        given = operand._value
        if concept is DIVISION and given == 0:
            raise _refusal(
                operations,
                concepts,
                SolveError(
                    "division_by_zero",
                    f"Step {step} (divide): division by zero ({unit!r} of {actor!r})",
                    step - 1,
                ),
            )
        if type(given) is int:
            value = shown = given
        else:
            value, shown = _decimal(given)
            checked = checked and bool(shown)
        holder = _NAMES.get(actor)
        if holder is None:
            holder = _name_text(actor)
            checked = checked and bool(holder)
        if before is None:  # v1 starts a first gain from zero
            before = qids[count]
            count += 1
            label = befores[step]
            quantities.append((before, normal, actor, label, 0))
            start[before] = 0
            items.append(
                f'{{"holder":{holder},"id":"{before}","label":"{label}",'
                f'"unit":{unit_text},"value":0}}'
            )
        operand_id = qids[count]
        after = qids[count + 1]
        count += 2
        after_label = afters[step]
        if role == "scale":
            label = factors[step]
            quantities.append((operand_id, "1", None, label, value))
            start[operand_id] = value
            # the factor and the holding after it, one string
            items.append(
                f'{{"holder":null,"id":"{operand_id}","label":"{label}",'
                f'"unit":"1","value":{shown}}},'
                f'{{"holder":{holder},"id":"{after}","label":"{after_label}",'
                f'"unit":{unit_text},"value":null}}'
            )
        else:
            if role == "transfer" and op._target is None:
                # a kind the pack binds to transfer, used without a target (as solve says)
                raise _refusal(
                    operations,
                    concepts,
                    SolveError(
                        "transfer_without_target",
                        f"Step {step} ({op._kind}): no target entity",
                        step - 1,
                    ),
                )
            label = amounts[step]
            quantities.append((operand_id, normal, actor, label, value))
            start[operand_id] = value
            # the amount and the holding after it, one string
            items.append(
                f'{{"holder":{holder},"id":"{operand_id}","label":"{label}",'
                f'"unit":{unit_text},"value":{shown}}},'
                f'{{"holder":{holder},"id":"{after}","label":"{after_label}",'
                f'"unit":{unit_text},"value":null}}'
            )
        quantities.append((after, normal, actor, after_label, None))
        start[after] = None
        rid = rids[len(relations)]
        relations.append((rid, kind, after, (before, operand_id), role))
        links.append(
            f'{{"id":"{rid}","kind":"{kind}","operands":["{before}","{operand_id}"],'
            f'"result":"{after}","role":"{role}"}}'
        )
        if role == "transfer":
            target = op._target
            assert target is not None
            receiver = holders.get(target)
            holder = _NAMES.get(target)
            if holder is None:
                holder = _name_text(target)
                checked = checked and bool(holder)
            if receiver is None:  # v1 starts a recipient from zero
                receiver = qids[count]
                count += 1
                label = befores[step]
                quantities.append((receiver, normal, target, label, 0))
                start[receiver] = 0
                items.append(
                    f'{{"holder":{holder},"id":"{receiver}","label":"{label}",'
                    f'"unit":{unit_text},"value":0}}'
                )
            received = qids[count]
            count += 1
            quantities.append((received, normal, target, after_label, None))
            start[received] = None
            items.append(
                f'{{"holder":{holder},"id":"{received}","label":"{after_label}",'
                f'"unit":{unit_text},"value":null}}'
            )
            rid = rids[len(relations)]
            relations.append((rid, "sum", received, (receiver, operand_id), role))
            links.append(
                f'{{"id":"{rid}","kind":"sum","operands":["{receiver}","{operand_id}"],'
                f'"result":"{received}","role":"transfer"}}'
            )
            holders[target] = received
        holders[actor] = after
    unknown = graph._unknown
    asked_for, asked_unit = unknown._entity, unknown._unit
    held = current.get(asked_unit)
    holders = held[0] if held is not None else {}
    if asked_for is not None:
        asked = holders.get(asked_for)
        if asked is None:
            raise SolveError(
                "unknown_unresolved",
                f"{asked_for!r} never held {asked_unit!r} (never asserted or produced)",
            )
    else:
        parts = tuple(holders.values())
        if not parts:
            raise SolveError(
                "unknown_unresolved",
                f"nobody holds any {asked_unit!r}: the total was never asserted or produced",
            )
        if len(parts) == 1:
            asked = parts[0]
        else:
            assert held is not None
            _, normal, unit_text = held
            asked = qids[count]
            count += 1
            quantities.append((asked, normal, None, "in total", None))
            start[asked] = None
            items.append(
                f'{{"holder":null,"id":"{asked}","label":"in total",'
                f'"unit":{unit_text},"value":null}}'
            )
            rid = rids[len(relations)]
            relations.append((rid, "sum", asked, parts, "combine"))
            joined = '","'.join(parts)
            links.append(
                f'{{"id":"{rid}","kind":"sum","operands":["{joined}"],'
                f'"result":"{asked}","role":"combine"}}'
            )
    if not checked:
        # A v1 name or value the quantity graph refuses: the checking constructor, given
        # what v1 wrote, raises the error it always raised for it.
        return QuantityGraph(map(Quantity._make, quantities), map(Relation._make, relations), asked)
    index = indexes[count] if small else {q[0]: i for i, q in enumerate(quantities)}
    canonical = (
        f'{{"quantities":[{",".join(items)}],"relations":[{",".join(links)}],'
        f'"schema":"{SCHEMA}","target":"{asked}"}}'
    ).encode("ascii")
    return _trusted_graph(quantities, relations, asked, index, canonical, start)


_Row = tuple[str, str, str | None, str | None, int | Fraction | None]
"""A quantity's fields, as lowering hands them to the trusted constructor (``_rows``)."""


def _unbound(kind: str) -> SolveError:
    """``solve``'s refusal of an operation kind the arithmetic pack does not bind."""
    return SolveError("lemma_missing", f"pack {REQUIRED_PACK_ID!r} has no operator entry {kind!r}")


def _refusal(
    operations: tuple[Operation, ...], concepts: dict[str, _Shape], error: SolveError
) -> SolveError:
    """``error``, unless an operation's kind is unbound: v1 refuses that before any step.

    ``lower`` looks each kind up as it reaches the operation, and only when it
    is about to refuse a step does it look at the later ones, so the refusal
    is the one a scan of every kind first would give.
    """
    for op in operations:
        if op._kind not in concepts:
            return _unbound(op._kind)
    return error


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

"""ADR-0115 ``MathProblemGraph``: the typed, hashable form of one word problem.

The graph is the contract between the parser and the solver, so it validates
everything the solver would otherwise have to distrust: names, units, value
types and ranges, and every cross-reference. Construction and
``canonical_bytes`` are linear in the graph's size.

Two graphs that say the same thing have byte-equal ``canonical_bytes``: an
integral float value is stored as ``int`` (``5.0`` -> ``5``) and the bytes are
``json.dumps(as_json(), sort_keys=True, separators=(",", ":"))`` in UTF-8.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, cast

from generate import _canonical
from generate._exact import MAX_MAGNITUDE, decimal_fraction
from generate._slots import slot_setters

__all__ = [
    "VALID_OPERATION_KINDS",
    "InitialPossession",
    "MathGraphError",
    "MathProblemGraph",
    "Operation",
    "Quantity",
    "Unknown",
    "graph_from_dict",
]

_EXACT_FLOAT_INT: Final = 2**53

VALID_OPERATION_KINDS: Final = frozenset({"add", "subtract", "transfer", "multiply", "divide"})


class MathGraphError(ValueError):
    """A graph (or its JSON form) breaks the ADR-0115 schema.

    ``path`` locates the offending field (``operations[3].operand.value``);
    ``detail`` says what is wrong with it. The message is ``path: detail``.
    """

    reason: Final = "invalid_graph"

    def __init__(self, path: str, detail: str) -> None:
        self.path = path
        self.detail = detail
        super().__init__(f"{path}: {detail}" if path else detail)

    def under(self, prefix: str) -> MathGraphError:
        """The same error located below ``prefix`` (used while reading JSON)."""
        path = f"{prefix}.{self.path}" if self.path else prefix
        return MathGraphError(path, self.detail)


# Names and units already validated, so the hot path is one set lookup instead
# of two or three string method calls. The check is a pure function of the
# string; the sets are bounded and simply start over when full.
_NAMES: set[str] = set()
_UNITS: set[str] = set()
_MEMO_LIMIT: Final = 1 << 16


def _admit_name(value: object, path: str) -> None:
    if type(value) is not str or not value or value != value.strip():
        raise MathGraphError(
            path, f"must be a non-empty string without outer spaces, got {value!r}"
        )
    if len(_NAMES) >= _MEMO_LIMIT:
        _NAMES.clear()
    _NAMES.add(value)


def _admit_unit(value: object, path: str) -> None:
    if type(value) is not str or not value or value != value.strip() or value != value.lower():
        raise MathGraphError(
            path, f"must be a non-empty lowercase string without outer spaces, got {value!r}"
        )
    if len(_UNITS) >= _MEMO_LIMIT:
        _UNITS.clear()
    _UNITS.add(value)


# Constructors below validate and then store through the slot descriptors:
# one Python call per object instead of dataclass ``__init__`` plus
# ``__post_init__``, because graphs are built on the solver's hot path.


@dataclass(frozen=True, slots=True, init=False)
class Quantity:
    """A number of some unit; ``value`` is an ``int`` or a finite ``float``, never ``bool``.

    An integral float is stored as ``int`` so equal quantities compare,
    hash and serialize equal. Magnitudes beyond a double's range are refused
    because no JSON consumer could read them back faithfully.
    """

    value: int | float
    unit: str

    def __init__(self, value: int | float, unit: str) -> None:
        kind = type(value)
        if kind is int:
            if not -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
                raise MathGraphError("value", "magnitude exceeds the representable range")
        elif kind is float:
            if not math.isfinite(value):
                raise MathGraphError("value", f"must be finite, got {value!r}")
            if value.is_integer():  # type: ignore[union-attr]
                # Below 2**53 the float is the integer; above, ``int()`` would
                # give its binary value, not the decimal it prints as (1e23).
                value = (
                    int(value)
                    if -_EXACT_FLOAT_INT < value < _EXACT_FLOAT_INT
                    else int(decimal_fraction(value))
                )
        else:
            raise MathGraphError("value", f"must be an int or a float, got {kind.__name__}")
        if type(unit) is not str or unit not in _UNITS:
            _admit_unit(unit, "unit")
        _set_value(self, value)
        _set_unit(self, unit)


_set_value, _set_unit = slot_setters(Quantity, "value", "unit")


@dataclass(frozen=True, slots=True, init=False)
class InitialPossession:
    """``entity`` holds ``quantity`` when the problem starts."""

    entity: str
    quantity: Quantity

    def __init__(self, entity: str, quantity: Quantity) -> None:
        if type(entity) is not str or entity not in _NAMES:
            _admit_name(entity, "entity")
        if type(quantity) is not Quantity:
            raise MathGraphError("quantity", "must be a Quantity")
        _set_entity(self, entity)
        _set_quantity(self, quantity)


_set_entity, _set_quantity = slot_setters(InitialPossession, "entity", "quantity")


@dataclass(frozen=True, slots=True, init=False)
class Operation:
    """One event, in source order.

    For add/subtract the operand is the amount; for multiply/divide its value
    is the scalar factor and its unit names the holding it scales; a transfer
    moves the operand from ``actor`` to ``target``.
    """

    actor: str
    kind: str
    operand: Quantity
    target: str | None

    def __init__(self, actor: str, kind: str, operand: Quantity, target: str | None = None) -> None:
        if type(actor) is not str or actor not in _NAMES:
            _admit_name(actor, "actor")
        if type(kind) is not str or kind not in VALID_OPERATION_KINDS:
            raise MathGraphError(
                "kind", f"must be one of {sorted(VALID_OPERATION_KINDS)}, got {kind!r}"
            )
        if type(operand) is not Quantity:
            raise MathGraphError("operand", "must be a Quantity")
        if kind == "transfer":
            if target is None:
                raise MathGraphError("target", "a transfer needs a target")
            if type(target) is not str or target not in _NAMES:
                _admit_name(target, "target")
            if target == actor:
                raise MathGraphError("target", f"a transfer cannot go from {actor!r} to itself")
        elif target is not None:
            raise MathGraphError("target", f"only a transfer has a target, not {kind!r}")
        _set_actor(self, actor)
        _set_kind(self, kind)
        _set_operand(self, operand)
        _set_target(self, target)


_set_actor, _set_kind, _set_operand, _set_target = slot_setters(
    Operation, "actor", "kind", "operand", "target"
)


@dataclass(frozen=True, slots=True, init=False)
class Unknown:
    """The one asked quantity: ``entity``'s holding of ``unit``, or the total across entities."""

    entity: str | None
    unit: str

    def __init__(self, entity: str | None, unit: str) -> None:
        if entity is not None and (type(entity) is not str or entity not in _NAMES):
            _admit_name(entity, "entity")
        if type(unit) is not str or unit not in _UNITS:
            _admit_unit(unit, "unit")
        _set_unknown_entity(self, entity)
        _set_unknown_unit(self, unit)


_set_unknown_entity, _set_unknown_unit = slot_setters(Unknown, "entity", "unit")


def _as_tuple(value: Any, path: str) -> tuple[Any, ...]:
    kind = type(value)
    if kind is tuple:
        return value  # type: ignore[no-any-return]
    if kind is list:
        return tuple(value)
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        raise MathGraphError(path, "must be a sequence")
    return tuple(value)


@dataclass(frozen=True, slots=True, init=False)
class MathProblemGraph:
    """Entities, what they hold, what happens to it, and what is asked.

    Sequences are stored as tuples in order of introduction in the text; any
    iterable is accepted and converted. Construction refuses every dangling
    reference so the solver never meets one.
    """

    entities: tuple[str, ...]
    initial_state: tuple[InitialPossession, ...]
    operations: tuple[Operation, ...]
    unknown: Unknown
    _canonical: bytes | None = field(repr=False, compare=False)
    _hash: str | None = field(repr=False, compare=False)

    def __init__(
        self,
        entities: Iterable[str],
        initial_state: Iterable[InitialPossession],
        operations: Iterable[Operation],
        unknown: Unknown,
    ) -> None:
        # Inline tuple checks: _as_tuple's call costs more than the check.
        names = entities if type(entities) is tuple else _as_tuple(entities, "entities")
        initial = (
            initial_state
            if type(initial_state) is tuple
            else _as_tuple(initial_state, "initial_state")
        )
        ops = operations if type(operations) is tuple else _as_tuple(operations, "operations")
        if not names:
            raise MathGraphError("entities", "a graph needs at least one entity")
        try:
            fresh = not _NAMES.issuperset(names)
        except TypeError:  # an unhashable "name"
            fresh = True
        if fresh:
            for i, name in enumerate(names):
                if type(name) is not str or name not in _NAMES:
                    _admit_name(name, f"entities[{i}]")
        known = frozenset(names)
        if len(known) != len(names):
            _reject_names(names)
        held = {(p.entity, p.quantity.unit) for p in initial if type(p) is InitialPossession}
        if len(held) != len(initial) or not known.issuperset([p[0] for p in held]):
            _reject_initial(initial, known)
        for op in ops:
            if (
                type(op) is not Operation
                or op.actor not in known
                or (op.target is not None and op.target not in known)
            ):
                _reject_operations(ops, known)
        if type(unknown) is not Unknown:
            raise MathGraphError("unknown", "must be an Unknown")
        if unknown.entity is not None and unknown.entity not in known:
            raise MathGraphError("unknown.entity", f"{unknown.entity!r} is not in entities")
        _set_entities(self, names)
        _set_initial(self, initial)
        _set_operations(self, ops)
        _set_graph_unknown(self, unknown)
        _set_canonical(self, None)
        _set_hash(self, None)

    def as_json(self) -> dict[str, Any]:
        """The ADR-0115 JSON form (``target`` only on transfers)."""
        operations: list[dict[str, Any]] = []
        for op in self.operations:
            item: dict[str, Any] = {
                "actor": op.actor,
                "kind": op.kind,
                "operand": {"unit": op.operand.unit, "value": op.operand.value},
            }
            if op.target is not None:
                item["target"] = op.target
            operations.append(item)
        return {
            "entities": list(self.entities),
            "initial_state": [
                {
                    "entity": p.entity,
                    "quantity": {"unit": p.quantity.unit, "value": p.quantity.value},
                }
                for p in self.initial_state
            ],
            "operations": operations,
            "unknown": {"entity": self.unknown.entity, "unit": self.unknown.unit},
        }

    def canonical_hash(self) -> str:
        """SHA-256 hex of ``canonical_bytes()``: the graph's identity in a trace; computed once."""
        digest = self._hash
        if digest is None:
            digest = hashlib.sha256(self.canonical_bytes()).hexdigest()
            _set_hash(self, digest)
        return digest

    def canonical_bytes(self) -> bytes:
        """Sorted-keys, compact JSON of ``as_json()``, UTF-8; computed once per graph."""
        cached = self._canonical
        if cached is not None:
            return cached
        s = _canonical.string
        entities = ",".join(map(s, self.entities))
        initial = ",".join(
            [
                '{"entity":%s,"quantity":{"unit":%s,"value":%r}}'
                % (s(p.entity), s(p.quantity.unit), p.quantity.value)
                for p in self.initial_state
            ]
        )
        operations = ",".join(
            [
                '{"actor":%s,"kind":"%s","operand":{"unit":%s,"value":%r}}'
                % (s(op.actor), op.kind, s(op.operand.unit), op.operand.value)
                if op.target is None
                else '{"actor":%s,"kind":"%s","operand":{"unit":%s,"value":%r},"target":%s}'
                % (s(op.actor), op.kind, s(op.operand.unit), op.operand.value, s(op.target))
                for op in self.operations
            ]
        )
        unknown = self.unknown
        text = (
            '{"entities":[%s],"initial_state":[%s],"operations":[%s],"unknown":{"entity":%s,"unit":%s}}'
            % (
                entities,
                initial,
                operations,
                "null" if unknown.entity is None else s(unknown.entity),
                s(unknown.unit),
            )
        )
        data = text.encode("ascii")
        _set_canonical(self, data)
        return data


(
    _set_entities,
    _set_initial,
    _set_operations,
    _set_graph_unknown,
    _set_canonical,
    _set_hash,
) = slot_setters(
    MathProblemGraph, "entities", "initial_state", "operations", "unknown", "_canonical", "_hash"
)


# The three helpers below run only on invalid input: they find the first
# offending element so the error can name it.


def _reject_names(names: tuple[Any, ...]) -> None:
    seen: set[str] = set()
    for i, name in enumerate(names):
        if name in seen:
            raise MathGraphError(f"entities[{i}]", f"duplicate entity {name!r}")
        seen.add(name)


def _reject_initial(initial: tuple[Any, ...], known: frozenset[str]) -> None:
    held: set[tuple[str, str]] = set()
    for i, possession in enumerate(initial):
        if type(possession) is not InitialPossession:
            raise MathGraphError(f"initial_state[{i}]", "must be an InitialPossession")
        if possession.entity not in known:
            raise MathGraphError(
                f"initial_state[{i}].entity", f"{possession.entity!r} is not in entities"
            )
        key = (possession.entity, possession.quantity.unit)
        if key in held:
            raise MathGraphError(f"initial_state[{i}]", f"{key[0]!r} already holds {key[1]!r}")
        held.add(key)


def _reject_operations(operations: tuple[Any, ...], known: frozenset[str]) -> None:
    for i, op in enumerate(operations):
        if type(op) is not Operation:
            raise MathGraphError(f"operations[{i}]", "must be an Operation")
        if op.actor not in known:
            raise MathGraphError(f"operations[{i}].actor", f"{op.actor!r} is not in entities")
        if op.target is not None and op.target not in known:
            raise MathGraphError(f"operations[{i}].target", f"{op.target!r} is not in entities")


# -- reading the JSON form --------------------------------------------------

_QUANTITY_KEYS: Final = frozenset({"unit", "value"})
_POSSESSION_KEYS: Final = frozenset({"entity", "quantity"})
_OPERATION_KEYS: Final = frozenset({"actor", "kind", "operand"})
_TRANSFER_KEYS: Final = frozenset({"actor", "kind", "operand", "target"})
_UNKNOWN_KEYS: Final = frozenset({"entity", "unit"})
_GRAPH_KEYS: Final = frozenset({"entities", "initial_state", "operations", "unknown"})


def _object(obj: object, path: str, keys: frozenset[str]) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise MathGraphError(path, f"must be an object, got {type(obj).__name__}")
    if len(obj) != len(keys) or not keys.issuperset(obj):
        missing = sorted(keys.difference(obj))
        extra = sorted(map(str, set(obj).difference(keys)))
        detail = "; ".join(
            part
            for part in (
                f"missing key(s) {missing}" if missing else "",
                f"unknown key(s) {extra}" if extra else "",
            )
            if part
        )
        raise MathGraphError(path, detail)
    return obj


_ARRAYS: Final = (list, tuple)


def _array(obj: object, path: str) -> list[Any] | tuple[Any, ...]:
    if type(obj) not in _ARRAYS:  # exactly the types the fast path accepts
        raise MathGraphError(path, f"must be an array, got {type(obj).__name__}")
    return cast("list[Any] | tuple[Any, ...]", obj)


def _quantity(obj: object, path: str) -> Quantity:
    d = _object(obj, path, _QUANTITY_KEYS)
    try:
        return Quantity(d["value"], d["unit"])
    except MathGraphError as exc:
        raise exc.under(path) from None


def _operation(obj: object, path: str) -> Operation:
    keys = _TRANSFER_KEYS if isinstance(obj, dict) and "target" in obj else _OPERATION_KEYS
    d = _object(obj, path, keys)
    operand = _quantity(d["operand"], path + ".operand")
    target = d.get("target")
    if "target" in d and type(target) is not str:
        raise MathGraphError(
            path + ".target", "must be a string (omit the key on non-transfer operations)"
        )
    try:
        return Operation(d["actor"], d["kind"], operand, target)
    except MathGraphError as exc:
        raise exc.under(path) from None


def graph_from_dict(data: object) -> MathProblemGraph:
    """Build a graph from its ADR-0115 JSON form (parsed JSON: dicts and lists).

    Missing keys, unknown keys and wrong types raise ``MathGraphError`` whose
    ``path`` names the field, so a hand-written graph file can be fixed from
    the message alone. Valid input takes a fast path that checks each
    object's key set and lets the constructors validate values; only invalid
    input pays for the walk that locates the error.
    """
    try:
        return _build(data)
    except (MathGraphError, AttributeError, KeyError, TypeError):
        # The checked walk is the reference: it raises the located error, or
        # (should the fast path ever be stricter than it) returns the graph.
        return _build_checked(data)


def _build(d: Any) -> MathProblemGraph:
    # Key checks are "right size and every expected key present", which is an
    # exact key-set match for dicts; a non-dict that slips through fails on
    # indexing with a TypeError and is diagnosed like any other bad input.
    if type(d) is not dict or len(d) != 4 or d.keys() != _GRAPH_KEYS:
        raise KeyError
    entities, initial_state, operations, u = (
        d["entities"],
        d["initial_state"],
        d["operations"],
        d["unknown"],
    )
    if type(entities) not in _ARRAYS or type(initial_state) not in _ARRAYS:
        raise TypeError
    if type(operations) not in _ARRAYS:
        raise TypeError
    initial = []
    for p in initial_state:
        if len(p) != 2 or "entity" not in p or "quantity" not in p:
            raise KeyError
        q = p["quantity"]
        if len(q) != 2 or "unit" not in q or "value" not in q:
            raise KeyError
        initial.append(InitialPossession(p["entity"], Quantity(q["value"], q["unit"])))
    ops = []
    for o in operations:
        size = len(o)
        if size == 3 and "actor" in o and "kind" in o and "operand" in o:
            target = None
        elif size == 4 and o.keys() == _TRANSFER_KEYS and type(o["target"]) is str:
            target = o["target"]
        else:
            raise KeyError
        q = o["operand"]
        if len(q) != 2 or "unit" not in q or "value" not in q:
            raise KeyError
        ops.append(Operation(o["actor"], o["kind"], Quantity(q["value"], q["unit"]), target))
    if len(u) != 2 or "entity" not in u or "unit" not in u:
        raise KeyError
    return MathProblemGraph(
        tuple(entities), tuple(initial), tuple(ops), Unknown(u["entity"], u["unit"])
    )


def _build_checked(data: object) -> MathProblemGraph:
    """Walk the JSON form field by field; raise the first error, located by path."""
    d = _object(data, "", _GRAPH_KEYS)
    entities = _array(d["entities"], "entities")
    initial = []
    for i, item in enumerate(_array(d["initial_state"], "initial_state")):
        path = f"initial_state[{i}]"
        p = _object(item, path, _POSSESSION_KEYS)
        quantity = _quantity(p["quantity"], path + ".quantity")
        try:
            initial.append(InitialPossession(p["entity"], quantity))
        except MathGraphError as exc:
            raise exc.under(path) from None
    operations = [
        _operation(item, f"operations[{i}]")
        for i, item in enumerate(_array(d["operations"], "operations"))
    ]
    u = _object(d["unknown"], "unknown", _UNKNOWN_KEYS)
    try:
        unknown = Unknown(u["entity"], u["unit"])
    except MathGraphError as exc:
        raise exc.under("unknown") from None
    return MathProblemGraph(entities, initial, operations, unknown)

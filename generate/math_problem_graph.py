"""ADR-0115 ``MathProblemGraph``: the typed, hashable form of one word problem.

The graph is the contract between the parser and the solver, so it validates
everything the solver would otherwise have to distrust: names, units, value
types and ranges, and every cross-reference. Construction and
``canonical_bytes`` are linear in the graph's size.

Two graphs that say the same thing have byte-equal ``canonical_bytes``: an
integral float value is stored as ``int`` (``5.0`` -> ``5``) and the bytes are
``json.dumps(as_json(), sort_keys=True, separators=(",", ":"))`` in UTF-8.

Every type is immutable in the ``fractions.Fraction`` pattern
(``generate/_frozen.py``): the public constructor validates and then calls
the type's one trusted constructor (``_quantity``, ``_operation``, ...),
which only stores; ``graph_from_dict`` validates the JSON form as it walks it
and builds through the trusted constructors, so nothing is checked twice.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Iterable, Mapping
from typing import Any, Final, final

from generate import _canonical
from generate._canonical import NULLABLE_STRING, NUMBER, STRING, STRINGS, Field, Items, Shape
from generate._exact import MAX_MAGNITUDE, decimal_fraction
from generate._frozen import Frozen, ReadOnly, field

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

_new = object.__new__


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


# -- validation: each returns the value to store, or raises located at ``path`` --


def _name(value: object, path: str) -> str:
    # str.strip() returns the string itself when there is nothing to strip.
    if type(value) is not str or not value or value != value.strip():
        raise MathGraphError(
            path, f"must be a non-empty string without outer spaces, got {value!r}"
        )
    return value


def _unit(value: object, path: str) -> str:
    if type(value) is not str or not value or value != value.strip() or value != value.lower():
        raise MathGraphError(
            path, f"must be a non-empty lowercase string without outer spaces, got {value!r}"
        )
    return value


def _value(value: object, path: str = "value") -> int | float:
    """A quantity value as stored: finite, in a double's range, integral floats as ``int``."""
    kind = type(value)
    if kind is int:
        if -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:  # type: ignore[operator]
            return value  # type: ignore[return-value]
        raise MathGraphError(path, "magnitude exceeds the representable range")
    if kind is not float:
        raise MathGraphError(path, f"must be an int or a float, got {kind.__name__}")
    assert isinstance(value, float)
    if not math.isfinite(value):
        raise MathGraphError(path, f"must be finite, got {value!r}")
    if value.is_integer():
        # Below 2**53 the float is the integer; above, ``int()`` would give
        # its binary value, not the decimal it prints as (1e23).
        if -_EXACT_FLOAT_INT < value < _EXACT_FLOAT_INT:
            return int(value)
        return int(decimal_fraction(value))
    return value


def _kind(value: object) -> str:
    if type(value) is not str or value not in VALID_OPERATION_KINDS:
        raise MathGraphError(
            "kind", f"must be one of {sorted(VALID_OPERATION_KINDS)}, got {value!r}"
        )
    return value


def _target(kind: str, actor: str, target: object) -> str | None:
    if kind == "transfer":
        if target is None:
            raise MathGraphError("target", "a transfer needs a target")
        _name(target, "target")
        if target == actor:
            raise MathGraphError("target", f"a transfer cannot go from {actor!r} to itself")
        return target  # type: ignore[return-value]
    if target is not None:
        raise MathGraphError("target", f"only a transfer has a target, not {kind!r}")
    return None


# -- the value types ------------------------------------------------------------


@final
class Quantity(Frozen):
    """A number of some unit; ``value`` is an ``int`` or a finite ``float``, never ``bool``.

    An integral float is stored as ``int`` so equal quantities compare,
    hash and serialize equal. Magnitudes beyond a double's range are refused
    because no JSON consumer could read them back faithfully.
    """

    __slots__ = ("_unit", "_value")
    _value: int | float
    _unit: str
    value: ReadOnly[int | float] = field("value")
    unit: ReadOnly[str] = field("unit")

    def __new__(cls, value: int | float, unit: str) -> Quantity:
        return _quantity(_value(value), _unit(unit, "unit"))


def _quantity(value: int | float, unit: str) -> Quantity:
    """Trusted constructor: ``value`` and ``unit`` are already valid."""
    self = _new(Quantity)
    self._value = value
    self._unit = unit
    return self


@final
class InitialPossession(Frozen):
    """``entity`` holds ``quantity`` when the problem starts."""

    __slots__ = ("_entity", "_quantity")
    _entity: str
    _quantity: Quantity
    entity: ReadOnly[str] = field("entity")
    quantity: ReadOnly[Quantity] = field("quantity")

    def __new__(cls, entity: str, quantity: Quantity) -> InitialPossession:
        _name(entity, "entity")
        if type(quantity) is not Quantity:
            raise MathGraphError("quantity", "must be a Quantity")
        return _possession(entity, quantity)


def _possession(entity: str, quantity: Quantity) -> InitialPossession:
    """Trusted constructor."""
    self = _new(InitialPossession)
    self._entity = entity
    self._quantity = quantity
    return self


@final
class Operation(Frozen):
    """One event, in source order.

    For add/subtract the operand is the amount; for multiply/divide its value
    is the scalar factor and its unit names the holding it scales; a transfer
    moves the operand from ``actor`` to ``target``.
    """

    __slots__ = ("_actor", "_kind", "_operand", "_target")
    _actor: str
    _kind: str
    _operand: Quantity
    _target: str | None
    actor: ReadOnly[str] = field("actor")
    kind: ReadOnly[str] = field("kind")
    operand: ReadOnly[Quantity] = field("operand")
    target: ReadOnly[str | None] = field("target")

    def __new__(
        cls, actor: str, kind: str, operand: Quantity, target: str | None = None
    ) -> Operation:
        _name(actor, "actor")
        _kind(kind)
        if type(operand) is not Quantity:
            raise MathGraphError("operand", "must be a Quantity")
        return _operation(actor, kind, operand, _target(kind, actor, target))


def _operation(actor: str, kind: str, operand: Quantity, target: str | None) -> Operation:
    """Trusted constructor."""
    self = _new(Operation)
    self._actor = actor
    self._kind = kind
    self._operand = operand
    self._target = target
    return self


@final
class Unknown(Frozen):
    """The one asked quantity: ``entity``'s holding of ``unit``, or the total across entities."""

    __slots__ = ("_entity", "_unit")
    _entity: str | None
    _unit: str
    entity: ReadOnly[str | None] = field("entity")
    unit: ReadOnly[str] = field("unit")

    def __new__(cls, entity: str | None, unit: str) -> Unknown:
        if entity is not None:
            _name(entity, "entity")
        return _unknown(entity, _unit(unit, "unit"))


def _unknown(entity: str | None, unit: str) -> Unknown:
    """Trusted constructor."""
    self = _new(Unknown)
    self._entity = entity
    self._unit = unit
    return self


def _as_tuple(value: Any, path: str) -> tuple[Any, ...]:
    kind = type(value)
    if kind is tuple:
        return value  # type: ignore[no-any-return]
    if kind is list:
        return tuple(value)
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        raise MathGraphError(path, "must be a sequence")
    return tuple(value)


@final
class MathProblemGraph(Frozen):
    """Entities, what they hold, what happens to it, and what is asked.

    Sequences are stored as tuples in order of introduction in the text; any
    iterable is accepted and converted. Construction refuses every dangling
    reference so the solver never meets one.
    """

    __slots__ = ("_canonical", "_entities", "_hash", "_initial_state", "_operations", "_unknown")
    _uncompared = ("_canonical", "_hash")
    _entities: tuple[str, ...]
    _initial_state: tuple[InitialPossession, ...]
    _operations: tuple[Operation, ...]
    _unknown: Unknown
    _canonical: bytes | None
    _hash: str | None
    entities: ReadOnly[tuple[str, ...]] = field("entities")
    initial_state: ReadOnly[tuple[InitialPossession, ...]] = field("initial_state")
    operations: ReadOnly[tuple[Operation, ...]] = field("operations")
    unknown: ReadOnly[Unknown] = field("unknown")

    def __new__(
        cls,
        entities: Iterable[str],
        initial_state: Iterable[InitialPossession],
        operations: Iterable[Operation],
        unknown: Unknown,
    ) -> MathProblemGraph:
        return _linked(
            _as_tuple(entities, "entities"),
            _as_tuple(initial_state, "initial_state"),
            _as_tuple(operations, "operations"),
            unknown,
        )

    def as_json(self) -> dict[str, Any]:
        """The ADR-0115 JSON form (``target`` only on transfers)."""
        return _canonical.as_json(_GRAPH_JSON, self)

    def canonical_hash(self) -> str:
        """SHA-256 hex of ``canonical_bytes()``: the graph's identity in a trace; computed once."""
        digest = self._hash
        if digest is None:
            digest = self._hash = hashlib.sha256(self.canonical_bytes()).hexdigest()
        return digest

    def canonical_bytes(self) -> bytes:
        """Sorted-keys, compact JSON of ``as_json()``, UTF-8; computed once per graph."""
        data = self._canonical
        if data is None:
            data = self._canonical = _encode_graph(self).encode("ascii")
        return data


def _linked(
    names: tuple[Any, ...], initial: tuple[Any, ...], ops: tuple[Any, ...], unknown: Any
) -> MathProblemGraph:
    """Check the graph-level rules (names, types, references), then build the graph.

    Each rule is checked in one pass; only a failing pass walks again, to
    name the first offending element.
    """
    if not names:
        raise MathGraphError("entities", "a graph needs at least one entity")
    for name in names:
        if type(name) is not str or not name or name != name.strip():
            for i, each in enumerate(names):
                _name(each, f"entities[{i}]")
    known = frozenset(names)
    if len(known) != len(names):
        _reject_names(names)
    held: set[tuple[str, str]] = set()
    for p in initial:
        if (
            type(p) is not InitialPossession
            or p._entity not in known
            or (key := (p._entity, p._quantity._unit)) in held
        ):
            _reject_initial(initial, known)
        held.add(key)
    for op in ops:
        if (
            type(op) is not Operation
            or op._actor not in known
            or (op._target is not None and op._target not in known)
        ):
            _reject_operations(ops, known)
    if type(unknown) is not Unknown:
        raise MathGraphError("unknown", "must be an Unknown")
    if unknown._entity is not None and unknown._entity not in known:
        raise MathGraphError("unknown.entity", f"{unknown._entity!r} is not in entities")
    graph = _new(MathProblemGraph)  # the graph's trusted constructor
    graph._entities = names
    graph._initial_state = initial
    graph._operations = ops
    graph._unknown = unknown
    graph._canonical = None
    graph._hash = None
    return graph


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
        if possession._entity not in known:
            raise MathGraphError(
                f"initial_state[{i}].entity", f"{possession._entity!r} is not in entities"
            )
        key = (possession._entity, possession._quantity._unit)
        if key in held:
            raise MathGraphError(f"initial_state[{i}]", f"{key[0]!r} already holds {key[1]!r}")
        held.add(key)


def _reject_operations(operations: tuple[Any, ...], known: frozenset[str]) -> None:
    for i, op in enumerate(operations):
        if type(op) is not Operation:
            raise MathGraphError(f"operations[{i}]", "must be an Operation")
        if op._actor not in known:
            raise MathGraphError(f"operations[{i}].actor", f"{op._actor!r} is not in entities")
        if op._target is not None and op._target not in known:
            raise MathGraphError(f"operations[{i}].target", f"{op._target!r} is not in entities")


# -- the JSON form ----------------------------------------------------------------

_QUANTITY_JSON: Final = Shape(Field("unit", STRING), Field("value", NUMBER))
_GRAPH_JSON: Final = Shape(
    Field("entities", STRINGS),
    Field(
        "initial_state",
        Items(Shape(Field("entity", STRING), Field("quantity", _QUANTITY_JSON))),
    ),
    Field(
        "operations",
        Items(
            Shape(
                Field("actor", STRING),
                Field("kind", STRING),
                Field("operand", _QUANTITY_JSON),
                Field("target", STRING, only_if="_target"),
            )
        ),
    ),
    Field("unknown", Shape(Field("entity", NULLABLE_STRING), Field("unit", STRING))),
)
_encode_graph: Final = _canonical.encoder(_GRAPH_JSON, "encode_graph")

_QUANTITY_KEYS: Final = frozenset({"unit", "value"})
_POSSESSION_KEYS: Final = frozenset({"entity", "quantity"})
_OPERATION_KEYS: Final = frozenset({"actor", "kind", "operand"})
_TRANSFER_KEYS: Final = frozenset({"actor", "kind", "operand", "target"})
_UNKNOWN_KEYS: Final = frozenset({"entity", "unit"})
_GRAPH_KEYS: Final = frozenset({"entities", "initial_state", "operations", "unknown"})
_TOP: Final = MAX_MAGNITUDE
_BOTTOM: Final = -MAX_MAGNITUDE
_PLAIN_KINDS: Final = VALID_OPERATION_KINDS - {"transfer"}


def _object(obj: object, keys: frozenset[str], path: str) -> MathGraphError:
    """The error for ``obj`` where an object with exactly ``keys`` belongs."""
    if not isinstance(obj, dict):
        return MathGraphError(path, f"must be an object, got {type(obj).__name__}")
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
    return MathGraphError(path, detail)


def _position(items: list[Any] | tuple[Any, ...], item: object) -> int:
    """Index of ``item`` (by identity) in ``items``: the walk does not count as it goes."""
    return next(i for i, each in enumerate(items) if each is item)


def _array(obj: object, path: str) -> MathGraphError:
    return MathGraphError(path, f"must be an array, got {type(obj).__name__}")


def graph_from_dict(data: object, new: Any = _new) -> MathProblemGraph:
    """Build a graph from its ADR-0115 JSON form (parsed JSON: dicts and lists).

    Missing keys, unknown keys and wrong types raise ``MathGraphError`` whose
    ``path`` names the field, so a hand-written graph file can be fixed from
    the message alone. (``new`` is a local-speed alias, not a parameter.)

    One walk validates and builds. Every check is exact and written out
    where the value is read, the cheap common case first (an in-range
    ``int``, a plain name); a value that fails it goes to the full
    validator, which either accepts it (a float) or raises. Paths are
    formatted only for an error; elements raise paths relative to
    themselves and the handler locates the element by identity.
    """
    if not isinstance(data, dict) or len(data) != 4 or not _GRAPH_KEYS.issuperset(data):
        raise _object(data, _GRAPH_KEYS, "")
    entities = data["entities"]
    if type(entities) is not list and type(entities) is not tuple:
        raise _array(entities, "entities")
    items = data["initial_state"]
    if type(items) is not list and type(items) is not tuple:
        raise _array(items, "initial_state")
    initial = []
    try:
        for p in items:
            if not isinstance(p, dict) or len(p) != 2 or "entity" not in p or "quantity" not in p:
                raise _object(p, _POSSESSION_KEYS, "")
            q = p["quantity"]
            if not isinstance(q, dict) or len(q) != 2 or "unit" not in q or "value" not in q:
                raise _object(q, _QUANTITY_KEYS, "quantity")
            value = q["value"]
            if type(value) is not int or not _BOTTOM <= value <= _TOP:
                value = _value(value, "quantity.value")
            unit = q["unit"]
            if type(unit) is not str or not unit or unit != unit.strip() or unit != unit.lower():
                _unit(unit, "quantity.unit")
            entity = p["entity"]
            if type(entity) is not str or not entity or entity != entity.strip():
                _name(entity, "entity")
            # The trusted constructors, inlined on this hot path: they only store.
            quantity = new(Quantity)
            quantity._value = value
            quantity._unit = unit
            possession = new(InitialPossession)
            possession._entity = entity
            possession._quantity = quantity
            initial.append(possession)
    except MathGraphError as exc:
        raise exc.under(f"initial_state[{_position(items, p)}]") from None
    items = data["operations"]
    if type(items) is not list and type(items) is not tuple:
        raise _array(items, "operations")
    operations = []
    try:
        for o in items:
            if not isinstance(o, dict):
                raise _object(o, _OPERATION_KEYS, "")
            size = len(o)
            if "target" in o:
                if size != 4 or not _TRANSFER_KEYS.issuperset(o):
                    raise _object(o, _TRANSFER_KEYS, "")
            elif size != 3 or "actor" not in o or "kind" not in o or "operand" not in o:
                raise _object(o, _OPERATION_KEYS, "")
            q = o["operand"]
            if not isinstance(q, dict) or len(q) != 2 or "unit" not in q or "value" not in q:
                raise _object(q, _QUANTITY_KEYS, "operand")
            value = q["value"]
            if type(value) is not int or not _BOTTOM <= value <= _TOP:
                value = _value(value, "operand.value")
            unit = q["unit"]
            if type(unit) is not str or not unit or unit != unit.strip() or unit != unit.lower():
                _unit(unit, "operand.unit")
            target = o.get("target")
            if size == 4 and type(target) is not str:
                raise MathGraphError(
                    "target", "must be a string (omit the key on non-transfer operations)"
                )
            actor = o["actor"]
            if type(actor) is not str or not actor or actor != actor.strip():
                _name(actor, "actor")
            kind = o["kind"]
            if target is not None or type(kind) is not str or kind not in _PLAIN_KINDS:
                target = _target(_kind(kind), actor, target)
            quantity = new(Quantity)
            quantity._value = value
            quantity._unit = unit
            operation = new(Operation)
            operation._actor = actor
            operation._kind = kind
            operation._operand = quantity
            operation._target = target
            operations.append(operation)
    except MathGraphError as exc:
        raise exc.under(f"operations[{_position(items, o)}]") from None
    u = data["unknown"]
    try:
        if not isinstance(u, dict) or len(u) != 2 or "entity" not in u or "unit" not in u:
            raise _object(u, _UNKNOWN_KEYS, "")
        entity = u["entity"]
        if entity is not None and (
            type(entity) is not str or not entity or entity != entity.strip()
        ):
            _name(entity, "entity")
        unit = u["unit"]
        if type(unit) is not str or not unit or unit != unit.strip() or unit != unit.lower():
            _unit(unit, "unit")
    except MathGraphError as exc:
        raise exc.under("unknown") from None
    return _linked(tuple(entities), tuple(initial), tuple(operations), _unknown(entity, unit))

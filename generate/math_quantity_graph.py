"""ADR-0130 quantity graph: quantities joined by equations, with checked unit algebra.

A word problem is a set of *quantities* (a number of some unit, held by
someone or nobody, known from the text or unknown) and *relations*, each
one equation ``result = kind(operands)``. Sentences contribute quantities
and relations independently and the solver chains them, so rates,
comparisons, groups, unknown starts and multi-step chains need no operation
kind of their own: that per-construction widening is what stalled CORE's
ADR-0115 graph.

The JSON form is an interchange format, fixed exactly::

    {"schema": "core.quantity_graph/1",
     "quantities": [{"id", "unit", "holder", "label", "value"}, ...],
     "relations": [{"id", "kind", "result", "operands", "role"}, ...],
     "target": "<quantity id>"}

Construction validates everything the solver would otherwise distrust and
names the offending field by path (``relations[2].operands[1]``):

- ids are unique across quantities and relations, every reference resolves,
  the target is a quantity, no quantity appears twice in one relation;
- ``value`` is an integer or a terminating decimal that a JSON number
  carries exactly (the shortest decimal of a double: what a text writes
  survives a round trip), or null for an unknown;
- units follow ``1 | name | name "/" name`` and their algebra checks
  (``unit_mismatch``): sum and difference operands and result share one
  unit; a product or quotient must reduce to the result's unit, with rates
  cancelling (``crayons/box * boxes = crayons``, ``miles / hours = miles/hour``,
  ``dollars / (dollars/notebook) = notebooks``, ``apples / apples = 1``).
  Units compare by noun key (``box`` is ``boxes``), and a rate's
  denominator is normalized to the singular.

Values are ``int`` or ``fractions.Fraction`` inside; a float given to the
constructor (as JSON gives decimals) stands for the decimal it prints as.
``canonical_bytes()`` is ``json.dumps(as_json(), sort_keys=True,
separators=(",", ":"))`` in UTF-8 and ``canonical_hash()`` its SHA-256.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from collections.abc import Iterable, Mapping
from fractions import Fraction
from typing import Any, Final, Literal, NamedTuple

from generate._exact import MAX_MAGNITUDE, decimal_fraction
from generate._nouns import noun_key, singular

__all__ = [
    "KINDS",
    "ROLES",
    "SCHEMA",
    "Quantity",
    "QuantityGraph",
    "QuantityGraphError",
    "Relation",
    "Value",
    "quantity_graph_from_dict",
    "unit_dimensions",
]

SCHEMA: Final = "core.quantity_graph/1"

Value = int | Fraction

KINDS: Final = ("sum", "difference", "product", "quotient")
"""Equation kinds; ``sum`` takes two or more operands, the others exactly two, in order."""

ROLES: Final[Mapping[str, frozenset[str]]] = {
    "change": frozenset({"sum", "difference"}),
    "transfer": frozenset({"sum", "difference"}),
    "combine": frozenset({"sum"}),
    "compare": frozenset({"sum", "difference"}),
    "payment": frozenset({"sum", "difference"}),
    "scale": frozenset({"product", "quotient"}),
    "part": frozenset({"product", "quotient"}),
    "percent": frozenset({"product", "quotient"}),
    "groups": frozenset({"product", "quotient"}),
    "share": frozenset({"product", "quotient"}),
    "rate": frozenset({"product", "quotient"}),
    "convert": frozenset({"product", "quotient"}),
}
"""What a relation means in words, and the kinds that can mean it.

- ``change``: a holding before and after a gain or loss (``after = before + gained``);
- ``transfer``: one side of an amount moving between two holders;
- ``combine``: parts making a whole (``whole = part + part``);
- ``compare``: a difference between two quantities ("5 fewer than");
- ``payment``: money paid, spent and given back ("change from a $10 bill");
- ``scale``: a multiplicative comparison ("twice as many", "half as many");
- ``part``: a fraction of a whole ("a third of her stamps");
- ``percent``: a percentage as a factor (``25 / 100``) or of a whole;
- ``groups``: equal groups (``boxes * crayons/box = crayons``);
- ``share``: equal sharing (``crayons / friends = crayons/friend``);
- ``rate``: a rate over a span or a rate found from two quantities
  (``dollars/hour * hours``, ``miles / hours``);
- ``convert``: a unit conversion by a factor from the ``en_units_v1`` pack: a product
  (``hours * minutes/hour``), or a quotient by the factor when its inverse is
  no decimal (``days / (days/week)``: a week is 7 days, a day no decimal of a week).

The role drives the explanation, never the arithmetic.
"""

GraphReason = Literal["invalid_graph", "unit_mismatch"]

_new = object.__new__

_ID: Final = re.compile(r"[A-Za-z_][A-Za-z0-9_.:-]{0,63}")
_MAX_TEXT: Final = 200
_CONTROL: Final = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_NAME_WORD: Final = re.compile(r"[^\s/A-Z]+")


class QuantityGraphError(ValueError):
    """A quantity graph (or its JSON form) breaks ADR-0130.

    ``reason`` is ``invalid_graph`` or ``unit_mismatch``; ``path`` locates
    the field (``relations[2].operands[1]``); the message is ``path: detail``.
    """

    def __init__(self, path: str, detail: str, reason: GraphReason = "invalid_graph") -> None:
        self.reason: GraphReason = reason
        self.path = path
        self.detail = detail
        super().__init__(f"{path}: {detail}" if path else detail)


class Quantity(NamedTuple):
    """A number of some unit, maybe held by someone; ``value`` None when unknown.

    ``label`` tells apart quantities with the same holder and unit (a time, a
    colour, "before", "in May"). Construct freely; ``QuantityGraph`` validates.
    """

    id: str
    unit: str
    holder: str | None = None
    label: str | None = None
    value: Value | None = None


class Relation(NamedTuple):
    """One equation ``result = kind(operands)``; ``role`` says what it means in words."""

    id: str
    kind: str
    result: str
    operands: tuple[str, ...]
    role: str


Dimensions = tuple[tuple[str, int], ...]
"""A unit as sorted ``(noun key, exponent)`` pairs: ``crayons/box`` is
``(("box", -1), ("crayon", 1))``, ``1`` is ``()``."""


def unit_dimensions(unit: str) -> Dimensions:
    """The algebraic form of a valid unit string (see ``Dimensions``)."""
    return _dimensions(unit)


def _dimensions(unit: str) -> Dimensions:
    if unit == "1":
        return ()
    top, slash, bottom = unit.partition("/")
    if not slash:
        return ((noun_key(top), 1),)
    return tuple(sorted(((noun_key(top), 1), (noun_key(bottom), -1)), key=lambda d: d[0]))


def _combine(left: Dimensions, right: Dimensions, sign: int) -> Dimensions:
    exponents: dict[str, int] = dict(left)
    for key, exponent in right:
        exponents[key] = exponents.get(key, 0) + sign * exponent
    return tuple(sorted((k, e) for k, e in exponents.items() if e))


_MEMO_SIZE: Final = 4096
"""Entries a unit memo holds before it starts over (problems reuse a few units each)."""

_UNITS: dict[str, tuple[str, Dimensions]] = {}
"""Unit string as given -> (normalized unit, its dimensions); only units that passed."""

_PRODUCTS: dict[tuple[str, str, str], Dimensions] = {}
"""(kind, left unit, right unit) of a product or quotient -> the dimensions it reduces to."""


def _unit(unit: object, path: str) -> tuple[str, Dimensions]:
    """The normalized unit and its dimensions, each string checked and parsed once.

    Checking a name (a regex per word) and finding its noun key are most of
    what validating a quantity costs, and a problem, a corpus or a chain
    repeats a handful of units; a failing unit is not remembered, so its
    error is raised, with its path, every time.
    """
    if type(unit) is str:
        known = _UNITS.get(unit)
        if known is not None:
            return known
    normal = _normal_unit(unit, path)
    known = (normal, _dimensions(normal))
    if type(unit) is str:
        if len(_UNITS) >= _MEMO_SIZE:
            _UNITS.clear()
        _UNITS[unit] = known
    return known


def _reduced(kind: str, left: str, right: str, dims: tuple[Dimensions, Dimensions]) -> Dimensions:
    """What ``left * right`` (a product) or ``left / right`` reduces to, given their ``dims``."""
    key = (kind, left, right)
    got = _PRODUCTS.get(key)
    if got is None:
        got = _combine(dims[0], dims[1], 1 if kind == "product" else -1)
        if len(_PRODUCTS) >= _MEMO_SIZE:
            _PRODUCTS.clear()
        _PRODUCTS[key] = got
    return got


def _check_name(name: object, path: str) -> str:
    if (
        type(name) is not str
        or not name
        or len(name) > _MAX_TEXT
        or name == "1"
        or name != name.lower()
        or _CONTROL.search(name)
        or any(not _NAME_WORD.fullmatch(word) for word in name.split(" "))
    ):
        raise QuantityGraphError(
            path,
            f"a unit name is lowercase words separated by single spaces, without '/', got {name!r}",
        )
    return name


def _normal_unit(unit: object, path: str) -> str:
    """The unit's normalized string: ``1``, a name, or ``name/singular name``."""
    if unit == "1":
        return "1"
    if type(unit) is not str:
        raise QuantityGraphError(path, f"must be a string, got {type(unit).__name__}")
    top, slash, bottom = unit.partition("/")
    _check_name(top, path)
    if not slash:
        return unit
    _check_name(bottom, path)
    if noun_key(top) == noun_key(bottom):
        raise QuantityGraphError(path, f"{unit!r} is a ratio of one unit; write it as '1'")
    return f"{top}/{singular(bottom)}"


def _check_text(value: object, path: str, what: str) -> str | None:
    if value is None:
        return None
    if (
        type(value) is not str
        or not value
        or value != value.strip()
        or len(value) > _MAX_TEXT
        # printable text has none of _CONTROL's characters (all are Cc, Zl or Zp); the
        # method is a C loop, the regex only runs for what it cannot clear
        or (not value.isprintable() and _CONTROL.search(value))
    ):
        raise QuantityGraphError(
            path,
            f"{what} must be null or a non-empty string of at most {_MAX_TEXT} characters"
            f" without outer spaces or control characters, got {value!r}",
        )
    return value


def _check_id(value: object, path: str) -> str:
    if type(value) is not str or not _id_ok(value):
        raise QuantityGraphError(
            path, f"an id is a letter or '_' then up to 63 of [A-Za-z0-9_.:-], got {value!r}"
        )
    return value


def _id_ok(value: str) -> bool:
    """Whether ``value`` matches ``_ID``; an ASCII identifier of at most 64 characters does,
    and two C string methods say so faster than the regex."""
    if len(value) <= 64 and value.isascii() and value.isidentifier():
        return True
    return _ID.fullmatch(value) is not None


def _exact_value(value: object, path: str) -> Value | None:
    """An input value as ``int``/``Fraction``; refuses what a text cannot have written."""
    if value is None:
        return None
    kind = type(value)
    exact: Value
    if kind is int:
        exact = value  # type: ignore[assignment]
    elif kind is float:
        if not math.isfinite(value):  # type: ignore[arg-type]
            raise QuantityGraphError(path, f"must be finite, got {value!r}")
        exact = decimal_fraction(value)
    elif kind is Fraction:
        exact = value  # type: ignore[assignment]
    else:
        raise QuantityGraphError(
            path, f"must be null, an integer or a decimal, got {kind.__name__}"
        )
    if type(exact) is Fraction:
        if exact.denominator == 1:
            exact = exact.numerator
        elif not _terminating(exact):
            raise QuantityGraphError(
                path, f"{exact} is not a decimal; write it as a relation (a quotient)"
            )
    if not -MAX_MAGNITUDE <= exact <= MAX_MAGNITUDE:
        raise QuantityGraphError(path, "magnitude exceeds the representable range")
    if type(exact) is Fraction and decimal_fraction(float(exact)) != exact:
        raise QuantityGraphError(
            path, f"{exact} has more digits than a JSON number carries exactly"
        )
    return exact


def _terminating(value: Fraction) -> bool:
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def _edge_text(value: Value | None) -> str:
    if value is None:
        return "null"
    if type(value) is int:
        return repr(value)
    return repr(float(value))


def _edge(value: Value | None) -> int | float | None:
    if value is None or type(value) is int:
        return value
    return float(value)


_string = json.encoder.encode_basestring_ascii


class QuantityGraph:
    """Quantities, relations and the asked quantity; immutable and validated.

    Sequences keep source order (the solver takes relations in that order).
    ``quantity(id)`` and ``relation(id)`` look up by id.
    """

    # Each slot is written once, by _fill (the constructor's last step) or the trusted
    # constructor, except the two caches and a lowered graph's rows, made NamedTuples in
    # place by _named; as with Fraction._numerator, they are immutable by convention, and
    # every name code outside may assign to refuses assignment.
    __slots__ = ("_bytes", "_converts", "_hash", "_ids", "_qs", "_rows", "_rs", "_start", "_to")

    _qs: tuple[Quantity, ...]
    """Every quantity; while ``_rows`` is true, plain tuples of the same fields (see there)."""
    _rows: bool
    """Whether ``_qs`` and ``_rs`` are lists of plain field tuples, as the trusted constructor
    is given them.

    Making a ``Quantity`` or ``Relation`` is a ``tuple.__new__`` call through its
    argument-tuple wrapper (about 100 ns each, a fifth of lowering a one-step problem),
    and the solver reads both by position (by name only on its rare paths, through
    ``relations``). So lowering hands over plain tuples, and the first read by name
    (``quantities``, ``relations``, ``quantity``, ``as_json``) makes them NamedTuples once,
    in place (twice at worst, if two threads race: equal tuples either way). The solver
    and ``_encode`` read ``_qs`` and ``_rs`` by position, either way."""
    _rs: tuple[Relation, ...]
    _to: str
    _ids: dict[str, int]
    """Each quantity id's source position."""
    _converts: bool
    """Whether any relation is a ``convert``: the solver checks their factors first, and a
    flag found while checking saves it a scan of every relation on each solve."""
    _bytes: bytes | None
    _hash: str | None
    _start: dict[str, Value | None] | None
    """Each quantity's value by id (None if unknown), which the solver copies to start from:
    given by lowering, which has each value at hand as it makes the quantity (a dict copy
    instead of a loop per solve). None for a checked graph, whose values the solver reads
    from its quantities on each solve. Only ever read."""

    def __init__(
        self, quantities: Iterable[Quantity], relations: Iterable[Relation], target: str
    ) -> None:
        qs = _sequence(quantities, "quantities")
        rs = _sequence(relations, "relations")
        index: dict[str, int] = {}
        normal: list[Quantity] = []
        dims: list[Dimensions] = []
        top = MAX_MAGNITUDE
        for i, q in enumerate(qs):
            # The common case checked inline, with no path strings: a Quantity with a
            # unit seen before and an int or no value. Anything else, and any failure,
            # takes _checked_quantity, which names the field at fault.
            if type(q) is Quantity:
                qid, unit, holder, label, value = q
                known = _UNITS.get(unit) if type(unit) is str else None
                if (
                    known is not None
                    and type(qid) is str
                    and qid not in index
                    and _id_ok(qid)
                    and (holder is None or _text_ok(holder))
                    and (label is None or _text_ok(label))
                    and (value is None or (type(value) is int and -top <= value <= top))
                ):
                    index[qid] = i
                    normal.append(q if known[0] == unit else q._replace(unit=known[0]))
                    dims.append(known[1])
                    continue
            checked_q, unit_dims = _checked_quantity(q, f"quantities[{i}]", index)
            index[checked_q.id] = i
            normal.append(checked_q)
            dims.append(unit_dims)
        relation_ids: set[str] = set()
        checked: list[Relation] = []
        converts = False
        for i, r in enumerate(rs):
            if type(r) is Relation and _fast_relation(r, index, normal, dims, relation_ids):
                checked.append(r)  # never a convert: _fast_relation leaves those to this
            else:
                checked_r = _check_relation(r, f"relations[{i}]", index, normal, relation_ids)
                converts = converts or checked_r.role == "convert"
                checked.append(checked_r)
        if type(target) is not str or target not in index:
            raise QuantityGraphError("target", f"{target!r} is not a quantity id")
        _fill(self, tuple(normal), tuple(checked), target, index, None, converts)

    @property
    def quantities(self) -> tuple[Quantity, ...]:
        """Every quantity, in source order."""
        if self._rows:
            self._named()
        return self._qs

    @property
    def relations(self) -> tuple[Relation, ...]:
        """Every relation, in source order."""
        if self._rows:
            self._named()
        return self._rs

    def _named(self) -> None:
        """Make the plain field tuples of a lowered graph NamedTuples (see ``_rows``)."""
        self._qs = tuple(map(Quantity._make, self._qs))
        self._rs = tuple(map(Relation._make, self._rs))
        self._rows = False

    @property
    def target(self) -> str:
        """The id of the asked quantity."""
        return self._to

    # The private names of the first release, read-only (assigning one raises).
    _quantities = quantities
    _relations = relations
    _target = target

    @property
    def _index(self) -> dict[str, int]:
        return self._ids

    def quantity(self, quantity_id: str) -> Quantity:
        """The quantity with this id (``KeyError`` if none)."""
        return (self.quantities if self._rows else self._qs)[self._ids[quantity_id]]

    def position(self, quantity_id: str) -> int:
        """The source-order index of a quantity (``KeyError`` if none)."""
        return self._ids[quantity_id]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, QuantityGraph):
            return NotImplemented
        return self.canonical_bytes() == other.canonical_bytes()

    def __hash__(self) -> int:
        return hash(self.canonical_bytes())

    def __repr__(self) -> str:
        return (
            f"QuantityGraph({len(self._qs)} quantities, "
            f"{len(self._rs)} relations, target={self._to!r})"
        )

    def as_json(self) -> dict[str, Any]:
        """The ADR-0130 JSON form (values as JSON numbers)."""
        return {
            "schema": SCHEMA,
            "quantities": [
                {
                    "id": q.id,
                    "unit": q.unit,
                    "holder": q.holder,
                    "label": q.label,
                    "value": _edge(q.value),
                }
                for q in self.quantities
            ],
            "relations": [
                {
                    "id": r.id,
                    "kind": r.kind,
                    "result": r.result,
                    "operands": list(r.operands),
                    "role": r.role,
                }
                for r in self._rs
            ],
            "target": self._to,
        }

    def canonical_bytes(self) -> bytes:
        """Sorted-keys, compact JSON of ``as_json()``, UTF-8; computed once."""
        cached = self._bytes
        if cached is None:
            cached = self._bytes = _encode(self._qs, self._rs, self._to)
        return cached

    def canonical_hash(self) -> str:
        """SHA-256 hex of ``canonical_bytes()``: the graph's identity in a trace."""
        digest = self._hash
        if digest is None:
            digest = self._hash = hashlib.sha256(self.canonical_bytes()).hexdigest()
        return digest


def _encode(
    quantities: tuple[Quantity, ...], relations: tuple[Relation, ...], target: str
) -> bytes:
    """``json.dumps(as_json(), sort_keys=True, separators=(",", ":"))`` as ASCII bytes.

    One f-string per quantity and per relation, keys in sorted order. Ids,
    kinds, roles and the schema are written between quotes as they are: the
    constructor admits only ids of ``[A-Za-z0-9_.:-]`` and the closed
    vocabularies, none of which JSON escapes. Units, holders and labels may
    hold any character and go through ``json``'s own C escaper.
    """
    s = _string
    number = _edge_text
    items = ",".join(
        [
            f'{{"holder":{"null" if holder is None else s(holder)},"id":"{qid}",'
            f'"label":{"null" if label is None else s(label)},"unit":{s(unit)},'
            f'"value":{v if type(v) is int else "null" if v is None else number(v)}}}'
            for qid, unit, holder, label, v in quantities
        ]
    )
    join = '","'.join
    links = ",".join(
        [
            f'{{"id":"{rid}","kind":"{kind}","operands":["{join(operands)}"],'
            f'"result":"{result}","role":"{role}"}}'
            for rid, kind, result, operands, role in relations
        ]
    )
    return (
        f'{{"quantities":[{items}],"relations":[{links}],"schema":"{SCHEMA}","target":"{target}"}}'
    ).encode("ascii")


def _sequence(value: object, path: str) -> tuple[Any, ...]:
    if isinstance(value, (str, bytes, Mapping)) or not isinstance(value, Iterable):
        raise QuantityGraphError(path, "must be a sequence")
    return tuple(value)


def _fill(
    graph: QuantityGraph,
    quantities: tuple[Quantity, ...],
    relations: tuple[Relation, ...],
    target: str,
    index: dict[str, int],
    canonical: bytes | None,
    converts: bool,
) -> None:
    graph._qs = quantities
    graph._rows = False
    graph._rs = relations
    graph._to = target
    graph._ids = index
    graph._converts = converts
    graph._bytes = canonical
    graph._hash = None
    graph._start = None


def _trusted_graph(
    rows: list[tuple[str, str, str | None, str | None, Value | None]],
    relations: list[tuple[str, str, str, tuple[str, ...], str]],
    target: str,
    index: dict[str, int],
    canonical: bytes,
    start: dict[str, Value | None],
) -> QuantityGraph:
    """Trusted constructor (the ``fractions.Fraction`` pattern): the caller guarantees a graph
    the checking constructor would accept unchanged.

    That is: ``rows`` and ``relations``, lists (the caller's own, handed over: no copy)
    of plain tuples of the fields of each ``Quantity`` and ``Relation`` (see
    ``QuantityGraph._rows``, which makes them tuples of NamedTuples), normalized units,
    values ``None``, in-range ``int`` or terminating ``Fraction`` that a double
    carries, ``index`` mapping each quantity id to its position, ``start``
    each id to its value, and every rule of the module docstring already
    true. ``canonical`` is the graph's canonical bytes, written by the caller
    as it built the graph (the same bytes ``_encode`` writes). It has no
    ``convert`` relation. ``math_lowering.lower`` builds its graphs by
    construction that way; property tests hold it to the checking constructor.
    The slots are stored here, not through ``_fill``: one call less per graph.
    """
    graph: QuantityGraph = _new(QuantityGraph)
    graph._qs = rows  # type: ignore[assignment]
    graph._rows = True
    graph._rs = relations  # type: ignore[assignment]
    graph._to = target
    graph._ids = index
    graph._converts = False
    graph._bytes = canonical
    graph._hash = None
    graph._start = start
    return graph


def _text_ok(value: object) -> bool:
    """``_check_text``'s test for a holder or label that is not None, as a boolean."""
    return (
        type(value) is str
        and 0 < len(value) <= _MAX_TEXT
        and value == value.strip()
        and (value.isprintable() or _CONTROL.search(value) is None)
    )


def _checked_quantity(q: object, path: str, index: dict[str, int]) -> tuple[Quantity, Dimensions]:
    """One quantity checked field by field, as normalized; raises naming the field."""
    if not isinstance(q, Quantity):
        raise QuantityGraphError(path, "must be a Quantity")
    qid = _check_id(q.id, path + ".id")
    if qid in index:
        raise QuantityGraphError(path + ".id", f"duplicate id {qid!r}")
    unit, unit_dims = _unit(q.unit, path + ".unit")
    checked = Quantity(
        qid,
        unit,
        _check_text(q.holder, path + ".holder", "holder"),
        _check_text(q.label, path + ".label", "label"),
        _exact_value(q.value, path + ".value"),
    )
    return checked, unit_dims


def _fast_relation(
    r: Relation,
    index: dict[str, int],
    quantities: list[Quantity],
    dims: list[Dimensions],
    relation_ids: set[str],
) -> bool:
    """Whether ``r`` is valid as it stands, checked without building any path string.

    True only when ``_check_relation`` would return ``r`` unchanged (a tuple
    of operands, no conversion to check); otherwise False, and that function
    decides, naming the field at fault.
    """
    rid, kind, result, operands, role = r
    if (
        type(rid) is not str
        or rid in index
        or rid in relation_ids
        or not _id_ok(rid)
        or type(role) is not str
        or role == "convert"
        or type(kind) is not str
        or kind not in ROLES.get(role, ())
        or type(operands) is not tuple
        or type(result) is not str
    ):
        return False
    at = index.get(result)
    if at is None:
        return False
    result_dims = dims[at]
    if kind == "sum":
        if len(operands) < 2:
            return False
        seen = {result}
        for q in operands:
            if type(q) is not str or q in seen:
                return False
            at = index.get(q)
            if at is None or dims[at] != result_dims:
                return False
            seen.add(q)
    else:
        if len(operands) != 2:
            return False
        a, b = operands
        if type(a) is not str or type(b) is not str or a == b or result in (a, b):
            return False
        at_a, at_b = index.get(a), index.get(b)
        if at_a is None or at_b is None:
            return False
        if kind == "difference":
            if dims[at_a] != result_dims or dims[at_b] != result_dims:
                return False
        elif (
            _reduced(kind, quantities[at_a].unit, quantities[at_b].unit, (dims[at_a], dims[at_b]))
            != result_dims
        ):
            return False
    relation_ids.add(rid)
    return True


def _check_relation(
    r: object,
    path: str,
    index: dict[str, int],
    quantities: list[Quantity],
    relation_ids: set[str],
) -> Relation:
    if not isinstance(r, Relation):
        raise QuantityGraphError(path, "must be a Relation")
    rid = _check_id(r.id, path + ".id")
    if rid in index or rid in relation_ids:
        raise QuantityGraphError(path + ".id", f"duplicate id {rid!r}")
    relation_ids.add(rid)
    kind = r.kind
    if kind not in KINDS:
        raise QuantityGraphError(path + ".kind", f"must be one of {list(KINDS)}, got {kind!r}")
    role = r.role
    if type(role) is not str or role not in ROLES:
        raise QuantityGraphError(path + ".role", f"must be one of {sorted(ROLES)}, got {role!r}")
    if kind not in ROLES[role]:
        raise QuantityGraphError(
            path + ".role", f"a {role!r} relation is a {' or '.join(sorted(ROLES[role]))}"
        )
    operands = r.operands
    if isinstance(operands, (str, bytes)) or not isinstance(operands, (tuple, list)):
        raise QuantityGraphError(path + ".operands", "must be a sequence of quantity ids")
    operands = tuple(operands)
    arity = len(operands)
    if (kind == "sum" and arity < 2) or (kind != "sum" and arity != 2):
        need = "two or more" if kind == "sum" else "exactly two"
        raise QuantityGraphError(path + ".operands", f"a {kind} takes {need} operands")
    members = [("result", r.result), *((f"operands[{k}]", o) for k, o in enumerate(operands))]
    seen: set[str] = set()
    for where, qid in members:
        if type(qid) is not str or qid not in index:
            raise QuantityGraphError(f"{path}.{where}", f"{qid!r} is not a quantity id")
        if qid in seen:
            raise QuantityGraphError(f"{path}.{where}", f"{qid!r} appears twice in one relation")
        seen.add(qid)
    units = [quantities[index[qid]].unit for qid in operands]
    result_unit = quantities[index[r.result]].unit
    _check_units(kind, units, result_unit, path)
    if role == "convert":
        _check_convert(kind, operands, index, quantities, path)
    return Relation(rid, kind, r.result, operands, role)


def _check_units(kind: str, units: list[str], result_unit: str, path: str) -> None:
    result = _dimensions(result_unit)
    if kind in ("sum", "difference"):
        for k, unit in enumerate(units):
            if _dimensions(unit) != result:
                raise QuantityGraphError(
                    f"{path}.operands[{k}]",
                    f"a {kind} adds like units: {unit!r} is not {result_unit!r}",
                    "unit_mismatch",
                )
        return
    left, right = (_dimensions(u) for u in units)
    got = _combine(left, right, 1 if kind == "product" else -1)
    if got != result:
        sign = "*" if kind == "product" else "/"
        raise QuantityGraphError(
            path,
            f"{units[0]!r} {sign} {units[1]!r} is not {result_unit!r}",
            "unit_mismatch",
        )


def _check_convert(
    kind: str,
    operands: tuple[str, ...],
    index: dict[str, int],
    quantities: list[Quantity],
    path: str,
) -> None:
    factors = [k for k, qid in enumerate(operands) if "/" in quantities[index[qid]].unit]
    if len(factors) != 1 or (kind == "quotient" and factors[0] != 1):
        raise QuantityGraphError(
            path + ".operands",
            "a conversion multiplies an amount by one factor 'a/b', or divides it by one",
        )
    factor = quantities[index[operands[factors[0]]]]
    if factor.value is None:
        raise QuantityGraphError(
            f"{path}.operands[{factors[0]}]",
            f"the conversion factor {factor.id!r} must be known (the units pack gives it)",
        )


# -- reading the JSON form ----------------------------------------------------

_GRAPH_KEYS: Final = frozenset({"schema", "quantities", "relations", "target"})
_QUANTITY_KEYS: Final = frozenset({"id", "unit", "holder", "label", "value"})
_RELATION_KEYS: Final = frozenset({"id", "kind", "result", "operands", "role"})


def _object(obj: object, path: str, keys: frozenset[str]) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise QuantityGraphError(path, f"must be an object, got {type(obj).__name__}")
    missing = sorted(keys.difference(obj))
    extra = sorted(map(str, set(obj).difference(keys)))
    if missing or extra:
        detail = "; ".join(
            part
            for part in (
                f"missing key(s) {missing}" if missing else "",
                f"unknown key(s) {extra}" if extra else "",
            )
            if part
        )
        raise QuantityGraphError(path, detail)
    return obj


def _array(obj: object, path: str) -> list[Any]:
    if not isinstance(obj, list):
        raise QuantityGraphError(path, f"must be an array, got {type(obj).__name__}")
    return obj


def quantity_graph_from_dict(data: object) -> QuantityGraph:
    """Build a graph from its JSON form (parsed JSON: dicts, lists, numbers).

    Missing, unknown or mistyped keys raise ``QuantityGraphError`` naming
    the field by path, so a hand-written graph can be fixed from the message.
    """
    d = _object(data, "", _GRAPH_KEYS)
    if d["schema"] != SCHEMA:
        raise QuantityGraphError("schema", f"must be {SCHEMA!r}, got {d['schema']!r}")
    quantities = []
    for i, item in enumerate(_array(d["quantities"], "quantities")):
        q = _object(item, f"quantities[{i}]", _QUANTITY_KEYS)
        if type(q["value"]) is bool:
            raise QuantityGraphError(f"quantities[{i}].value", "must be a number, not a boolean")
        quantities.append(Quantity(q["id"], q["unit"], q["holder"], q["label"], q["value"]))
    relations = []
    for i, item in enumerate(_array(d["relations"], "relations")):
        r = _object(item, f"relations[{i}]", _RELATION_KEYS)
        operands = _array(r["operands"], f"relations[{i}].operands")
        relations.append(Relation(r["id"], r["kind"], r["result"], tuple(operands), r["role"]))
    return QuantityGraph(quantities, relations, d["target"])

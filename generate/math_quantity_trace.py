"""ADR-0130 ``QuantityTrace``: the replayable record of one quantity-graph solve.

The trace says what was solved from what, and what it rests on: the graph's
hash, the checksum of every pack the solve used, one step per solved
relation (or per linear system), the unit conversions checked against the
units pack, and the answer. The verifier reads nothing else, so the trace
types live apart from the solver; neither the verifier nor the explainer
imports it.

JSON form (``canonical_bytes`` is sorted-keys, compact)::

    {"schema": "core.quantity_trace/1",
     "graph_hash": "<sha-256 of the graph's canonical bytes>",
     "packs": {"en_arithmetic_v1": "<checksum>", ...},
     "conversions": [{"quantity": "q7", "entries": ["en_units_v1:en-unit-008", ...]}],
     "steps": [
       {"step_index": 0, "relation": "r1", "solves": "q3",
        "lemma_id": "en_arithmetic_v1:multiply",
        "inputs": [{"quantity": "q1", "value": 6}, {"quantity": "q2", "value": 8}],
        "value": 48, "unit": "crayons"},
       {"step_index": 1, "relations": ["r4", "r5"], "solves": ["q8", "q9"],
        "lemma_ids": [...], "inputs": [...], "values": [12, 18], "units": [...]}],
     "answer": {"quantity": "q3", "value": 48, "unit": "crayons"}}

The second step shape is a linear system solved by elimination ("together
they have 30; Mia has 6 more than Leo"). Values are JSON numbers: ``int``
when integral, else the nearest double; the verifier recomputes them
exactly and compares at that edge.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from typing import Any, Final, NamedTuple

from generate._exact import MAX_MAGNITUDE
from generate.math_solver import TraceError
from packs.strict_json import JSONError, loads

__all__ = [
    "TRACE_SCHEMA",
    "Answer",
    "Conversion",
    "Input",
    "QuantityTrace",
    "Step",
    "SystemStep",
]

TRACE_SCHEMA: Final = "core.quantity_trace/1"

Number = int | float


class Input(NamedTuple):
    """A quantity a step read, and its value at that point."""

    quantity: str
    value: Number


class Step(NamedTuple):
    """One relation solved for its one unknown quantity, by one pack lemma."""

    step_index: int
    relation: str
    solves: str
    lemma_id: str
    inputs: tuple[Input, ...]
    value: Number
    unit: str


class SystemStep(NamedTuple):
    """A set of linear relations solved together by elimination."""

    step_index: int
    relations: tuple[str, ...]
    solves: tuple[str, ...]
    lemma_ids: tuple[str, ...]
    inputs: tuple[Input, ...]
    values: tuple[Number, ...]
    units: tuple[str, ...]


class Conversion(NamedTuple):
    """A conversion factor quantity and the units-pack entries that give its value."""

    quantity: str
    entries: tuple[str, ...]


class Answer(NamedTuple):
    """The target quantity's value."""

    quantity: str
    value: Number
    unit: str


_ascii: Final = json.encoder.encode_basestring_ascii
"""``json.dumps`` of a ``str``, without its per-call encoder set-up (the C function it ends in)."""


def _s(value: str) -> str:
    return json.dumps(value)


def _n(value: Number) -> str:
    return repr(value)


def _inputs_json(inputs: tuple[Input, ...]) -> str:
    return ",".join(['{"quantity":%s,"value":%s}' % (_s(i.quantity), _n(i.value)) for i in inputs])


def _step_json(step: Step | SystemStep) -> str:
    if type(step) is Step:
        return (
            '{"inputs":[%s],"lemma_id":%s,"relation":%s,"solves":%s,"step_index":%d,'
            '"unit":%s,"value":%s}'
            % (
                _inputs_json(step.inputs),
                _s(step.lemma_id),
                _s(step.relation),
                _s(step.solves),
                step.step_index,
                _s(step.unit),
                _n(step.value),
            )
        )
    assert type(step) is SystemStep
    return (
        '{"inputs":[%s],"lemma_ids":[%s],"relations":[%s],"solves":[%s],"step_index":%d,'
        '"units":[%s],"values":[%s]}'
        % (
            _inputs_json(step.inputs),
            ",".join(map(_s, step.lemma_ids)),
            ",".join(map(_s, step.relations)),
            ",".join(map(_s, step.solves)),
            step.step_index,
            ",".join(map(_s, step.units)),
            ",".join(map(_n, step.values)),
        )
    )


def _general_bytes(trace: QuantityTrace) -> bytes:
    """The reference encoding, field by field through ``json.dumps``: any trace, any field types.

    ``canonical_bytes`` writes a solver's trace faster and falls back on this
    one for a field it cannot write (a hand-built trace with a non-string
    id), so both always agree.
    """
    packs = ",".join("%s:%s" % (_s(p), _s(c)) for p, c in trace.packs)
    conversions = ",".join(
        '{"entries":[%s],"quantity":%s}' % (",".join(map(_s, c.entries)), _s(c.quantity))
        for c in trace.conversions
    )
    steps = ",".join([_step_json(step) for step in trace.steps])
    a = trace.answer
    text = (
        '{"answer":{"quantity":%s,"unit":%s,"value":%s},"conversions":[%s],'
        '"graph_hash":%s,"packs":{%s},"schema":%s,"steps":[%s]}'
        % (
            _s(a.quantity),
            _s(a.unit),
            _n(a.value),
            conversions,
            _s(trace.graph_hash),
            packs,
            _s(TRACE_SCHEMA),
            steps,
        )
    )
    return text.encode("ascii")


_SOLVED: list[object] = [None]
"""The trace ``solve_quantities`` returned last, when every id in it is one JSON writes as it
stands (set by the solver, read by ``canonical_bytes``).

A graph's ids are ``[A-Za-z0-9_.:-]`` (its constructor checks them; lowering makes
``q1``/``r1``), the solver's lemma ids are checked so when it binds the pack, and a graph
hash is hex: none of these has a character JSON escapes, so writing them between quotes
is what ``json.dumps`` writes, without a call each. Only that one trace object is
trusted so: a tuple of strings and numbers cannot change, and any other trace (hand-built,
read back, or one whose fields were replaced) is a different object and takes the
general writer. The reference (held here) keeps the object alive, so no other trace can
take its identity; the first write drops it (a second write of the same trace takes the
general writer, to the same bytes), so the trace, however long, is freed when its caller
drops it, and its memory is the next solve's."""

_PACKS_WRITTEN: list[tuple[object, str]] = [(object(), "")]
"""The ``packs`` tuple a trace last wrote and the JSON members it wrote for it (the solver
hands every trace of one pack binding the same tuple, so a solve writes it once)."""


class QuantityTrace(NamedTuple):
    """Everything a verifier needs to replay one solve, and nothing it must trust."""

    graph_hash: str
    packs: tuple[tuple[str, str], ...]
    """``(pack_id, checksum)`` of each pack used, sorted by id."""
    conversions: tuple[Conversion, ...]
    steps: tuple[Step | SystemStep, ...]
    answer: Answer

    def as_json(self) -> dict[str, Any]:
        """The trace's JSON object."""
        return json.loads(self.canonical_bytes())  # type: ignore[no-any-return]

    def canonical_bytes(self) -> bytes:
        """Sorted-keys, compact JSON, UTF-8 (ASCII-escaped, as ``json.dumps``).

        The trace the solver returned last (see ``_SOLVED``) is written here,
        its ids, lemma ids and graph hash between quotes as they are, units
        through ``_ascii``, and a step of two inputs (every binary relation
        solved) as one f-string. Any other trace is written by ``_any_bytes``.
        """
        if self is not _SOLVED[0]:
            return self._any_bytes()
        graph_hash, packs, conversions, steps, answer = self
        _SOLVED[0] = None  # written once, as a trace usually is: see _SOLVED
        s = _ascii
        written = _PACKS_WRITTEN[0]
        if packs is written[0]:
            pack_text = written[1]
        else:
            pack_text = ",".join([f"{s(p)}:{s(c)}" for p, c in packs])
            _PACKS_WRITTEN[0] = (packs, pack_text)  # the solver's: a tuple of string pairs
        steps_text = ""
        parts: list[str] | None = None
        """The steps' JSON, one after another; a list only from a second step on (a trace
        of one step, the commonest, makes none and joins nothing)."""
        for step in steps:
            if type(step) is not Step:
                one = _step_json(step)
            else:
                index, relation, solves, lemma_id, inputs, value, unit = step
                if len(inputs) == 2:
                    (p, u), (q, w) = inputs
                    one = (
                        f'{{"inputs":[{{"quantity":"{p}","value":{u!r}}},'
                        f'{{"quantity":"{q}","value":{w!r}}}],"lemma_id":"{lemma_id}",'
                        f'"relation":"{relation}","solves":"{solves}","step_index":{index},'
                        f'"unit":{s(unit)},"value":{value!r}}}'
                    )
                else:
                    reads = []  # a loop, not a comprehension: its frame costs more for a few
                    for q, v in inputs:
                        reads.append(f'{{"quantity":"{q}","value":{v!r}}}')
                    one = (
                        f'{{"inputs":[{",".join(reads)}],"lemma_id":"{lemma_id}",'
                        f'"relation":"{relation}","solves":"{solves}","step_index":{index},'
                        f'"unit":{s(unit)},"value":{value!r}}}'
                    )
            if parts is not None:
                parts.append(one)
            elif steps_text:
                parts = [steps_text, one]
            else:
                steps_text = one
        if parts is not None:
            steps_text = ",".join(parts)
        conversion_text = (
            ",".join(
                [
                    f'{{"entries":[{",".join(map(s, c.entries))}],"quantity":"{c.quantity}"}}'
                    for c in conversions
                ]
            )
            if conversions
            else ""
        )
        quantity, value, unit = answer
        return (
            f'{{"answer":{{"quantity":"{quantity}","unit":{s(unit)},"value":{value!r}}},'
            f'"conversions":[{conversion_text}],"graph_hash":"{graph_hash}",'
            f'"packs":{{{pack_text}}},"schema":"{TRACE_SCHEMA}","steps":[{steps_text}]}}'
        ).encode("ascii")

    def _any_bytes(self) -> bytes:
        """``canonical_bytes`` of any trace: one f-string per ``Step`` and for the rest, strings
        through ``_ascii`` (the C function ``json.dumps`` of a string ends in, without its
        per-call encoder set-up), the usual one pack and no conversion written without a
        comprehension's frame, and the ``packs`` of the trace written last taken as written
        then when this trace has the same tuple (every trace of one pack binding does). A
        field this cannot write (a non-``str`` id in a hand-built trace) raises
        ``TypeError`` or ``ValueError`` here and the trace is written field by field
        through ``json.dumps`` (``_general_bytes``), as it always was; a non-``int`` step
        index goes through ``%d``, as there.
        """
        s = _ascii
        try:
            packs = self.packs
            written = _PACKS_WRITTEN[0]
            if packs is written[0]:
                pack_text = written[1]
            else:
                if len(packs) == 1:
                    ((pack_id, checksum),) = packs
                    pack_text = f"{s(pack_id)}:{s(checksum)}"
                else:
                    pack_text = ",".join([f"{s(p)}:{s(c)}" for p, c in packs])
                if type(packs) is tuple and all(type(p) is tuple for p in packs):
                    # a tuple of tuples of the strings just written: it cannot change
                    _PACKS_WRITTEN[0] = (packs, pack_text)
            conversions = self.conversions
            conversion_text = (
                ",".join(
                    [
                        f'{{"entries":[{",".join(map(s, c.entries))}],"quantity":{s(c.quantity)}}}'
                        for c in conversions
                    ]
                )
                if conversions
                else ""
            )
            parts: list[str] = []
            append = parts.append
            for step in self.steps:
                if type(step) is not Step:
                    append(_step_json(step))
                    continue
                index, relation, solves, lemma_id, inputs, value, unit = step
                if len(inputs) == 2:  # a binary relation solved: no comprehension frame
                    a, b = inputs
                    read = (
                        f'{{"quantity":{s(a.quantity)},"value":{a.value!r}}},'
                        f'{{"quantity":{s(b.quantity)},"value":{b.value!r}}}'
                    )
                else:
                    read = ",".join(
                        [f'{{"quantity":{s(i.quantity)},"value":{i.value!r}}}' for i in inputs]
                    )
                append(
                    f'{{"inputs":[{read}],"lemma_id":{s(lemma_id)},"relation":{s(relation)},'
                    f'"solves":{s(solves)},'
                    f'"step_index":{index if type(index) is int else "%d" % index},'
                    f'"unit":{s(unit)},"value":{value!r}}}'
                )
            answer = self.answer
            text = (
                f'{{"answer":{{"quantity":{s(answer.quantity)},"unit":{s(answer.unit)},'
                f'"value":{answer.value!r}}},'
                f'"conversions":[{conversion_text}],"graph_hash":{s(self.graph_hash)},'
                f'"packs":{{{pack_text}}},"schema":"{TRACE_SCHEMA}","steps":[{",".join(parts)}]}}'
            )
        except (TypeError, ValueError):
            return _general_bytes(self)
        return text.encode("ascii")

    @classmethod
    def from_bytes(cls, data: bytes | str) -> QuantityTrace:
        """Read a trace written by ``canonical_bytes`` (or any JSON of the same form).

        The text is read by :func:`packs.strict_json.loads`, as every JSON
        input is: duplicate keys, ``NaN``/``Infinity``, numbers beyond a
        double, nesting deeper than 64 levels and bytes that are not UTF-8
        raise ``TraceError`` (path ``""``, message ``not valid JSON: line L
        column C: ...``).
        """
        try:
            obj = loads(data)
        except JSONError as exc:
            raise TraceError("", f"not valid JSON: {exc}") from None
        return cls.from_json(obj)

    @classmethod
    def from_json(cls, obj: object) -> QuantityTrace:
        """Build a trace from its JSON object, refusing missing, unknown or mistyped fields."""
        d = _fields(obj, "", _TRACE_KEYS)
        if d["schema"] != TRACE_SCHEMA:
            raise TraceError("schema", f"must be {TRACE_SCHEMA!r}, got {d['schema']!r}")
        packs = d["packs"]
        if not isinstance(packs, dict) or not packs:
            raise TraceError("packs", "must be a non-empty object of pack id to checksum")
        pack_items = tuple(
            sorted((_text(k, "packs"), _text(v, f"packs.{k}")) for k, v in packs.items())
        )
        conversions = tuple(
            _conversion(item, f"conversions[{i}]")
            for i, item in enumerate(_list(d["conversions"], "conversions"))
        )
        steps = tuple(
            _step(item, f"steps[{i}]") for i, item in enumerate(_list(d["steps"], "steps"))
        )
        a = _fields(d["answer"], "answer", _ANSWER_KEYS)
        answer = Answer(
            _text(a["quantity"], "answer.quantity"),
            _number(a["value"], "answer.value"),
            _text(a["unit"], "answer.unit"),
        )
        return cls(_text(d["graph_hash"], "graph_hash"), pack_items, conversions, steps, answer)


# -- reading ------------------------------------------------------------------

_TRACE_KEYS: Final = frozenset({"schema", "graph_hash", "packs", "conversions", "steps", "answer"})
_ANSWER_KEYS: Final = frozenset({"quantity", "value", "unit"})
_INPUT_KEYS: Final = frozenset({"quantity", "value"})
_CONVERSION_KEYS: Final = frozenset({"quantity", "entries"})
_STEP_KEYS: Final = frozenset(
    {"step_index", "relation", "solves", "lemma_id", "inputs", "value", "unit"}
)
_SYSTEM_KEYS: Final = frozenset(
    {"step_index", "relations", "solves", "lemma_ids", "inputs", "values", "units"}
)


def _fields(obj: object, path: str, keys: frozenset[str]) -> Mapping[str, Any]:
    if not isinstance(obj, dict):
        raise TraceError(path, f"must be an object, got {type(obj).__name__}")
    missing = sorted(keys.difference(obj))
    if missing:
        raise TraceError(path, f"missing key(s) {missing}")
    extra = sorted(map(str, set(obj).difference(keys)))
    if extra:
        raise TraceError(path, f"unknown key(s) {extra}")
    return obj


def _list(value: object, path: str) -> list[Any]:
    if not isinstance(value, list):
        raise TraceError(path, "must be an array")
    return value


def _text(value: object, path: str) -> str:
    if type(value) is not str or not value:
        raise TraceError(path, f"must be a non-empty string, got {value!r}")
    return value


def _texts(value: object, path: str) -> tuple[str, ...]:
    return tuple(_text(item, f"{path}[{i}]") for i, item in enumerate(_list(value, path)))


def _number(value: object, path: str) -> Number:
    """A recorded JSON number, kept as written (``8`` and ``8.0`` are different records)."""
    if type(value) is int:
        if -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
            return value
    elif type(value) is float and math.isfinite(value):
        return value
    raise TraceError(path, f"must be a finite number, got {value!r}")


def _inputs(value: object, path: str) -> tuple[Input, ...]:
    out = []
    for i, item in enumerate(_list(value, path)):
        d = _fields(item, f"{path}[{i}]", _INPUT_KEYS)
        out.append(
            Input(
                _text(d["quantity"], f"{path}[{i}].quantity"),
                _number(d["value"], f"{path}[{i}].value"),
            )
        )
    return tuple(out)


def _conversion(obj: object, path: str) -> Conversion:
    d = _fields(obj, path, _CONVERSION_KEYS)
    return Conversion(
        _text(d["quantity"], path + ".quantity"), _texts(d["entries"], path + ".entries")
    )


def _index(value: object, path: str) -> int:
    if type(value) is not int:
        raise TraceError(path, f"must be an integer, got {value!r}")
    return value


def _step(obj: object, path: str) -> Step | SystemStep:
    if isinstance(obj, dict) and "relations" in obj:
        d = _fields(obj, path, _SYSTEM_KEYS)
        values = _list(d["values"], path + ".values")
        return SystemStep(
            _index(d["step_index"], path + ".step_index"),
            _texts(d["relations"], path + ".relations"),
            _texts(d["solves"], path + ".solves"),
            _texts(d["lemma_ids"], path + ".lemma_ids"),
            _inputs(d["inputs"], path + ".inputs"),
            tuple(_number(v, f"{path}.values[{i}]") for i, v in enumerate(values)),
            _texts(d["units"], path + ".units"),
        )
    d = _fields(obj, path, _STEP_KEYS)
    return Step(
        _index(d["step_index"], path + ".step_index"),
        _text(d["relation"], path + ".relation"),
        _text(d["solves"], path + ".solves"),
        _text(d["lemma_id"], path + ".lemma_id"),
        _inputs(d["inputs"], path + ".inputs"),
        _number(d["value"], path + ".value"),
        _text(d["unit"], path + ".unit"),
    )

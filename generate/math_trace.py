"""ADR-0116 ``SolutionTrace``: the replayable record of one solve, and its JSON form.

The trace is what the solver writes and what the verifier, the domain checks
and the explainer read; it lives here, apart from the solver, so that none of
the readers depend on the code that produced the trace they check.

``canonical_bytes()`` is sorted-key, compact-separator JSON (byte-equal to
``json.dumps(as_json(), sort_keys=True, separators=(",", ":"))``), so two
solves of one graph give equal bytes on every machine. ``from_json`` /
``from_bytes`` read a stored trace back and refuse a malformed one with a
``TraceError`` naming the field; they check the form, not the arithmetic
(that is ``generate.math_verifier``'s job). ``from_bytes`` reads the text
with the project's strict JSON reader (``packs.strict_json``), so a trace
with two ``answer_value`` keys is refused, not read as the second.
"""

from __future__ import annotations

import math
from typing import Any, Final, final

from generate import _canonical
from generate._canonical import NULLABLE_STRING, NUMBER, STRING, Field, Items, Shape
from generate._exact import MAX_MAGNITUDE
from generate._frozen import Frozen, ReadOnly, field
from generate.math_problem_graph import _QUANTITY_JSON, MathGraphError, Quantity
from packs.strict_json import JSONError, loads

__all__ = ["REQUIRED_PACK_ID", "SolutionStep", "SolutionTrace", "TraceError"]

REQUIRED_PACK_ID: Final = "en_arithmetic_v1"
"""The arithmetic pack every ADR-0116 trace rests on (its ``pack_id``)."""

_new = object.__new__


class TraceError(ValueError):
    """A stored trace does not have the SolutionTrace JSON form; ``path`` names the field."""

    reason: Final = "malformed_trace"

    def __init__(self, path: str, detail: str) -> None:
        self.path = path
        self.detail = detail
        super().__init__(f"{path}: {detail}" if path else detail)


@final
class SolutionStep(Frozen):
    """One applied operation and the local state transition it caused.

    ``target``, ``target_before`` and ``target_after`` are set on transfers
    only, and absent from the JSON form otherwise. The constructor stores
    what it is given, unchecked: a step is a record, and judging a record is
    the verifier's work (a tampered step must be constructible to be caught).
    """

    __slots__ = (
        "_actor",
        "_after_value",
        "_before_value",
        "_operand",
        "_operation_kind",
        "_pack_lemma_id",
        "_step_index",
        "_target",
        "_target_after",
        "_target_before",
    )
    _step_index: int
    _operation_kind: str
    _pack_lemma_id: str
    _actor: str
    _operand: Quantity
    _target: str | None
    _before_value: int | float
    _after_value: int | float
    _target_before: int | float | None
    _target_after: int | float | None
    step_index: ReadOnly[int] = field("step_index", "Position in the trace, from 0.")
    operation_kind: ReadOnly[str] = field("operation_kind")
    pack_lemma_id: ReadOnly[str] = field("pack_lemma_id", '"<pack_id>:<lemma>".')
    actor: ReadOnly[str] = field("actor")
    operand: ReadOnly[Quantity] = field("operand")
    target: ReadOnly[str | None] = field("target")
    before_value: ReadOnly[int | float] = field("before_value")
    after_value: ReadOnly[int | float] = field("after_value")
    target_before: ReadOnly[int | float | None] = field("target_before")
    target_after: ReadOnly[int | float | None] = field("target_after")

    def __init__(
        self,
        step_index: int,
        operation_kind: str,
        pack_lemma_id: str,
        actor: str,
        operand: Quantity,
        target: str | None,
        before_value: int | float,
        after_value: int | float,
        target_before: int | float | None = None,
        target_after: int | float | None = None,
    ) -> None:
        # Public and trusted alike: it stores and checks nothing (solve() writes these
        # same stores inline, once per step).
        self._step_index = step_index
        self._operation_kind = operation_kind
        self._pack_lemma_id = pack_lemma_id
        self._actor = actor
        self._operand = operand
        self._target = target
        self._before_value = before_value
        self._after_value = after_value
        self._target_before = target_before
        self._target_after = target_after

    def as_json(self) -> dict[str, Any]:
        """The step's JSON object (transfer fields only on transfers)."""
        return _canonical.as_json(_STEP_JSON, self)


@final
class SolutionTrace(Frozen):
    """The replayable record of one solve: the steps, the answer, and what they rest on.

    Like ``SolutionStep``, the constructor stores what it is given.
    """

    __slots__ = (
        "_answer_entity",
        "_answer_unit",
        "_answer_value",
        "_canonical",
        "_graph_canonical_hash",
        "_pack_id",
        "_steps",
    )
    _uncompared = ("_canonical",)
    _pack_id: str
    _graph_canonical_hash: str
    _steps: tuple[SolutionStep, ...]
    _answer_value: int | float
    _answer_unit: str
    _answer_entity: str | None
    _canonical: bytes | None
    pack_id: ReadOnly[str] = field("pack_id")
    graph_canonical_hash: ReadOnly[str] = field("graph_canonical_hash")
    steps: ReadOnly[tuple[SolutionStep, ...]] = field("steps")
    answer_value: ReadOnly[int | float] = field("answer_value")
    answer_unit: ReadOnly[str] = field("answer_unit")
    answer_entity: ReadOnly[str | None] = field(
        "answer_entity", "None when the answer is a total across entities."
    )

    def __init__(
        self,
        pack_id: str,
        graph_canonical_hash: str,
        steps: tuple[SolutionStep, ...],
        answer_value: int | float,
        answer_unit: str,
        answer_entity: str | None,
    ) -> None:
        self._pack_id = pack_id
        self._graph_canonical_hash = graph_canonical_hash
        self._steps = steps
        self._answer_value = answer_value
        self._answer_unit = answer_unit
        self._answer_entity = answer_entity
        self._canonical = None

    def as_json(self) -> dict[str, Any]:
        """The trace's JSON object."""
        return _canonical.as_json(_TRACE_JSON, self)

    def canonical_bytes(self) -> bytes:
        """Sorted-keys, compact JSON of ``as_json()`` in UTF-8; computed once per trace."""
        data = self._canonical
        if data is None:
            data = self._canonical = _encode_trace(self).encode("ascii")
        return data

    @classmethod
    def from_bytes(cls, data: bytes | str) -> SolutionTrace:
        """Read a trace written by ``canonical_bytes`` (or any JSON of the same form).

        The text is read by :func:`packs.strict_json.loads`: duplicate keys,
        ``NaN``/``Infinity``, numbers beyond a double, nesting deeper than 64
        levels and bytes that are not UTF-8 raise ``TraceError`` (path ``""``,
        message ``not valid JSON: line L column C: ...``), as does any other
        text that is not one JSON value.
        """
        try:
            obj = loads(data)
        except JSONError as exc:
            raise TraceError("", f"not valid JSON: {exc}") from None
        return cls.from_json(obj)

    @classmethod
    def from_json(cls, obj: object) -> SolutionTrace:
        """Build a trace from its JSON object, refusing missing, unknown or mistyped fields."""
        d = _fields(obj, "", _TRACE_KEYS)
        steps = d["steps"]
        if not isinstance(steps, list):
            raise TraceError("steps", "must be an array")
        answer_entity = d["answer_entity"]
        if answer_entity is not None:
            answer_entity = _text(answer_entity, "answer_entity")
        return cls(
            pack_id=_text(d["pack_id"], "pack_id"),
            graph_canonical_hash=_text(d["graph_canonical_hash"], "graph_canonical_hash"),
            steps=tuple(_read_step(item, f"steps[{i}]") for i, item in enumerate(steps)),
            answer_value=_number(d["answer_value"], "answer_value"),
            answer_unit=_text(d["answer_unit"], "answer_unit"),
            answer_entity=answer_entity,
        )


# -- the JSON form --------------------------------------------------------------

_STEP_JSON: Final = Shape(
    Field("actor", STRING),
    Field("after_value", NUMBER),
    Field("before_value", NUMBER),
    Field("operand", _QUANTITY_JSON),
    Field("operation_kind", STRING),
    Field("pack_lemma_id", STRING),
    Field("step_index", NUMBER),
    Field("target", STRING, only_if="_target"),
    Field("target_after", NUMBER, only_if="_target"),
    Field("target_before", NUMBER, only_if="_target"),
)
_TRACE_JSON: Final = Shape(
    Field("answer_entity", NULLABLE_STRING),
    Field("answer_unit", STRING),
    Field("answer_value", NUMBER),
    Field("graph_canonical_hash", STRING),
    Field("pack_id", STRING),
    Field("steps", Items(_STEP_JSON)),
)
_encode_trace: Final = _canonical.encoder(_TRACE_JSON, "encode_trace")

_TRACE_KEYS: Final = frozenset(f.key for f in _TRACE_JSON.fields)
_STEP_KEYS: Final = frozenset(f.key for f in _STEP_JSON.fields if f.only_if is None)
_TRANSFER_STEP_KEYS: Final = frozenset(f.key for f in _STEP_JSON.fields)
_QUANTITY_KEYS: Final = frozenset(f.key for f in _QUANTITY_JSON.fields)


def _fields(obj: object, path: str, keys: frozenset[str]) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise TraceError(path, f"must be an object, got {type(obj).__name__}")
    missing = sorted(keys.difference(obj))
    if missing:
        raise TraceError(path, f"missing key(s) {missing}")
    extra = sorted(map(str, set(obj).difference(keys)))
    if extra:
        raise TraceError(path, f"unknown key(s) {extra}")
    return obj


def _text(value: object, path: str) -> str:
    if type(value) is not str or not value:
        raise TraceError(path, f"must be a non-empty string, got {value!r}")
    return value


def _number(value: object, path: str) -> int | float:
    """A recorded JSON number, kept as written: ``8`` and ``8.0`` are different records.

    Unlike graph quantities (inputs, normalized so equal graphs hash equal),
    trace values are outputs: the solver writes ``int`` exactly when the
    value is integral, and a float that happens to be integral (a rounded
    non-integer beyond 2**53) must read back as a float to replay equal.
    """
    if type(value) is int:
        if -MAX_MAGNITUDE <= value <= MAX_MAGNITUDE:
            return value
    elif type(value) is float and math.isfinite(value):
        return value
    raise TraceError(path, f"must be a finite number, got {value!r}")


def _read_step(obj: object, path: str) -> SolutionStep:
    is_transfer = isinstance(obj, dict) and obj.get("operation_kind") == "transfer"
    d = _fields(obj, path, _TRANSFER_STEP_KEYS if is_transfer else _STEP_KEYS)
    index = d["step_index"]
    if type(index) is not int:
        raise TraceError(path + ".step_index", f"must be an integer, got {index!r}")
    o = _fields(d["operand"], path + ".operand", _QUANTITY_KEYS)
    try:
        quantity = Quantity(o["value"], o["unit"])
    except MathGraphError as exc:
        raise TraceError(f"{path}.operand.{exc.path}", exc.detail) from None
    return SolutionStep(
        step_index=index,
        operation_kind=_text(d["operation_kind"], path + ".operation_kind"),
        pack_lemma_id=_text(d["pack_lemma_id"], path + ".pack_lemma_id"),
        actor=_text(d["actor"], path + ".actor"),
        operand=quantity,
        target=_text(d["target"], path + ".target") if is_transfer else None,
        before_value=_number(d["before_value"], path + ".before_value"),
        after_value=_number(d["after_value"], path + ".after_value"),
        target_before=_number(d["target_before"], path + ".target_before") if is_transfer else None,
        target_after=_number(d["target_after"], path + ".target_after") if is_transfer else None,
    )

"""ADR-0116 solver: ``MathProblemGraph`` -> ``SolutionTrace``, or a typed refusal.

``solve`` is a pure function of the graph and the arithmetic pack. It binds
every operation kind to a pack lemma first, then applies the operations in
source order with exact ``int``/``Fraction`` arithmetic, recording each
holding's value before and after. Whatever it cannot defend it refuses with a
``SolveError`` whose ``reason`` is machine-readable; it never answers with a
number it did not derive.

Values leave as JSON numbers (``int`` when integral, else the nearest float),
and ``SolutionTrace.canonical_bytes()`` is sorted-keys compact JSON, so two
solves of one graph are byte-equal on every machine.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Final, Literal, get_args

from generate import _canonical
from generate._exact import MAX_MAGNITUDE, Exact, UnrepresentableError, decimal_fraction, to_edge
from generate._slots import slot_setters
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    TRANSFER,
    Operator,
    OperatorTable,
    operator_table,
)
from generate.math_problem_graph import MathGraphError, MathProblemGraph, Operation, Quantity
from packs.compiler import PackError

__all__ = [
    "REQUIRED_PACK_ID",
    "SOLVE_REASONS",
    "SolutionStep",
    "SolutionTrace",
    "SolveError",
    "SolveReason",
    "TraceError",
    "solve",
]

REQUIRED_PACK_ID: Final = "en_arithmetic_v1"

SolveReason = Literal[
    "pack_unavailable",
    "lemma_missing",
    "division_by_zero",
    "unknown_unresolved",
    "transfer_without_target",
    "unasserted_holding",
    "non_finite",
]
SOLVE_REASONS: Final[tuple[SolveReason, ...]] = get_args(SolveReason)


class SolveError(Exception):
    """The solver refuses: ``reason`` says why, ``step_index`` where.

    ``step_index`` is None when the refusal is not tied to one step (the pack,
    the unknown).
    """

    def __init__(self, reason: SolveReason, message: str, step_index: int | None = None) -> None:
        self.reason: SolveReason = reason
        self.step_index = step_index
        super().__init__(message)


class TraceError(ValueError):
    """A stored trace does not have the SolutionTrace JSON form; ``path`` names the field."""

    reason: Final = "malformed_trace"

    def __init__(self, path: str, detail: str) -> None:
        self.path = path
        self.detail = detail
        super().__init__(f"{path}: {detail}" if path else detail)


@dataclass(frozen=True, slots=True)
class SolutionStep:
    """One applied operation and the local state transition it caused.

    ``target``, ``target_before`` and ``target_after`` are set on transfers
    only, and absent from the JSON form otherwise.
    """

    step_index: int
    operation_kind: str
    pack_lemma_id: str
    actor: str
    operand: Quantity
    target: str | None
    before_value: int | float
    after_value: int | float
    target_before: int | float | None = None
    target_after: int | float | None = None

    def as_json(self) -> dict[str, Any]:
        """The step's JSON object (transfer fields only on transfers)."""
        data: dict[str, Any] = {
            "actor": self.actor,
            "after_value": self.after_value,
            "before_value": self.before_value,
            "operand": {"unit": self.operand.unit, "value": self.operand.value},
            "operation_kind": self.operation_kind,
            "pack_lemma_id": self.pack_lemma_id,
            "step_index": self.step_index,
        }
        if self.target is not None:
            data["target"] = self.target
            data["target_after"] = self.target_after
            data["target_before"] = self.target_before
        return data


_STEP_TEMPLATE: Final = (
    '{"actor":%s,"after_value":%r,"before_value":%r,"operand":{"unit":%s,"value":%r},'
    '"operation_kind":%s,"pack_lemma_id":%s,"step_index":%d}'
)
_TRANSFER_STEP_TEMPLATE: Final = (
    '{"actor":%s,"after_value":%r,"before_value":%r,"operand":{"unit":%s,"value":%r},'
    '"operation_kind":%s,"pack_lemma_id":%s,"step_index":%d,'
    '"target":%s,"target_after":%r,"target_before":%r}'
)


def _steps_json(steps: tuple[SolutionStep, ...], s: Any = _canonical.string) -> str:
    """The canonical JSON of every step, comma-joined (one pass; this is the hot loop)."""
    plain = _STEP_TEMPLATE
    transfer = _TRANSFER_STEP_TEMPLATE
    return ",".join(
        [
            plain
            % (
                s(x.actor),
                x.after_value,
                x.before_value,
                s(x.operand.unit),
                x.operand.value,
                s(x.operation_kind),
                s(x.pack_lemma_id),
                x.step_index,
            )
            if x.target is None
            else transfer
            % (
                s(x.actor),
                x.after_value,
                x.before_value,
                s(x.operand.unit),
                x.operand.value,
                s(x.operation_kind),
                s(x.pack_lemma_id),
                x.step_index,
                s(x.target),
                x.target_after,
                x.target_before,
            )
            for x in steps
        ]
    )


@dataclass(frozen=True, slots=True)
class SolutionTrace:
    """The replayable record of one solve: the steps, the answer, and what they rest on."""

    pack_id: str
    graph_canonical_hash: str
    steps: tuple[SolutionStep, ...]
    answer_value: int | float
    answer_unit: str
    answer_entity: str | None
    _canonical: bytes | None = field(default=None, init=False, repr=False, compare=False)

    def as_json(self) -> dict[str, Any]:
        """The trace's JSON object."""
        return {
            "answer_entity": self.answer_entity,
            "answer_unit": self.answer_unit,
            "answer_value": self.answer_value,
            "graph_canonical_hash": self.graph_canonical_hash,
            "pack_id": self.pack_id,
            "steps": [step.as_json() for step in self.steps],
        }

    def canonical_bytes(self) -> bytes:
        """Sorted-keys, compact JSON of ``as_json()`` in UTF-8; computed once per trace."""
        cached = self._canonical
        if cached is not None:
            return cached
        s = _canonical.string
        entity = "null" if self.answer_entity is None else s(self.answer_entity)
        text = (
            '{"answer_entity":%s,"answer_unit":%s,"answer_value":%r,"graph_canonical_hash":%s,"pack_id":%s,"steps":[%s]}'
            % (
                entity,
                s(self.answer_unit),
                self.answer_value,
                s(self.graph_canonical_hash),
                s(self.pack_id),
                _steps_json(self.steps),
            )
        )
        data = text.encode("ascii")
        _set_trace_canonical(self, data)
        return data

    @classmethod
    def from_bytes(cls, data: bytes | str) -> SolutionTrace:
        """Read a trace written by ``canonical_bytes`` (or any JSON of the same form)."""
        try:
            obj = json.loads(data)
        except (ValueError, UnicodeDecodeError) as exc:
            raise TraceError("", f"not valid JSON: {exc}") from None
        return cls.from_json(obj)

    @classmethod
    def from_json(cls, obj: object) -> SolutionTrace:
        """Build a trace from its JSON object, refusing missing, unknown or mistyped fields."""
        d = _fields(obj, "", _TRACE_KEYS, _TRACE_KEYS)
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


_TRACE_KEYS: Final = frozenset(
    {"answer_entity", "answer_unit", "answer_value", "graph_canonical_hash", "pack_id", "steps"}
)
_STEP_KEYS: Final = frozenset(
    {
        "actor",
        "after_value",
        "before_value",
        "operand",
        "operation_kind",
        "pack_lemma_id",
        "step_index",
    }
)
_TRANSFER_STEP_KEYS: Final = _STEP_KEYS | {"target", "target_after", "target_before"}


def _fields(
    obj: object, path: str, required: frozenset[str], allowed: frozenset[str]
) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise TraceError(path, f"must be an object, got {type(obj).__name__}")
    missing = sorted(required.difference(obj))
    if missing:
        raise TraceError(path, f"missing key(s) {missing}")
    extra = sorted(map(str, set(obj).difference(allowed)))
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
    keys = _TRANSFER_STEP_KEYS if is_transfer else _STEP_KEYS
    d = _fields(obj, path, keys, keys)
    index = d["step_index"]
    if type(index) is not int:
        raise TraceError(path + ".step_index", f"must be an integer, got {index!r}")
    operand = d["operand"]
    o = _fields(
        operand, path + ".operand", frozenset({"unit", "value"}), frozenset({"unit", "value"})
    )
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


# -- solving ------------------------------------------------------------------

(
    _set_index,
    _set_kind,
    _set_lemma,
    _set_actor,
    _set_operand,
    _set_target,
    _set_before,
    _set_after,
    _set_target_before,
    _set_target_after,
) = slot_setters(SolutionStep, *SolutionStep.__dataclass_fields__)
(
    _set_pack_id,
    _set_hash,
    _set_steps,
    _set_answer_value,
    _set_answer_unit,
    _set_answer_entity,
    _set_trace_canonical,
) = slot_setters(SolutionTrace, *SolutionTrace.__dataclass_fields__)
_new = object.__new__


def _operators() -> OperatorTable:
    try:
        return operator_table(REQUIRED_PACK_ID)
    except PackError as exc:
        raise SolveError(
            "pack_unavailable", f"arithmetic pack {REQUIRED_PACK_ID!r} is unavailable: {exc}"
        ) from exc


def _edge(value: Exact, where: str, index: int | None) -> int | float:
    try:
        return to_edge(value)
    except UnrepresentableError as exc:
        raise SolveError("non_finite", f"{where}: {exc}", index) from None


def _normal(value: Exact) -> Exact:
    """Keep integral values as ``int`` so the all-integer path stays on ints."""
    if type(value) is not int and value.denominator == 1:
        return value.numerator
    return value


def _apply(
    operations: tuple[Operation, ...],
    operators: Mapping[str, Operator],
    state: dict[tuple[str, str], Exact],
    *,
    top: int = MAX_MAGNITUDE,
    new: Any = _new,
    set_index: Any = _set_index,
    set_kind: Any = _set_kind,
    set_lemma: Any = _set_lemma,
    set_actor: Any = _set_actor,
    set_operand: Any = _set_operand,
    set_target: Any = _set_target,
    set_before: Any = _set_before,
    set_after: Any = _set_after,
    set_target_before: Any = _set_target_before,
    set_target_after: Any = _set_target_after,
) -> tuple[SolutionStep, ...]:
    """Apply ``operations`` to ``state`` in source order, one step each.

    This loop is the solver's per-step cost, so the slot setters arrive as
    keyword defaults (local-variable speed, bound once) and each step's slots
    are written directly (see ``generate/_slots.py``).
    """
    steps: list[SolutionStep] = []
    append = steps.append
    for index, op in enumerate(operations):
        operator = operators[op.kind]
        concept = operator.concept
        operand = op.operand
        value = operand.value
        amount: Exact = value if type(value) is int else decimal_fraction(value)
        key = (op.actor, operand.unit)
        before = state.get(key)
        target = None
        target_before_edge = target_after_edge = None
        if concept is ADDITION:
            if before is None:
                before = 0
            after = before + amount
        elif before is None:
            raise SolveError(
                "unasserted_holding",
                f"step {index} ({op.kind}): {op.actor!r} holds no {operand.unit!r}"
                " (never asserted or produced)",
                index,
            )
        elif concept is SUBTRACTION:
            after = before - amount
        elif concept is MULTIPLICATION:
            after = before * amount
        elif concept is DIVISION:
            if amount == 0:
                raise SolveError(
                    "division_by_zero",
                    f"step {index} (divide): {operand.unit!r} of {op.actor!r} divided by zero",
                    index,
                )
            if type(before) is int and type(amount) is int and before % amount == 0:
                after = before // amount
            else:
                after = Fraction(before) / amount
        elif concept is TRANSFER:
            target = op.target
            if target is None:
                raise SolveError(
                    "transfer_without_target", f"step {index} (transfer): no target entity", index
                )
            after = before - amount
            target_key = (target, operand.unit)
            target_before = state.get(target_key, 0)
            target_after = _normal(target_before + amount)
            state[target_key] = target_after
            target_before_edge = (
                target_before
                if type(target_before) is int
                else _edge(target_before, f"step {index}", index)
            )
            target_after_edge = (
                target_after
                if type(target_after) is int and -top <= target_after <= top
                else _edge(target_after, f"step {index} ({target!r})", index)
            )
        else:  # pragma: no cover - CONCEPTS and this chain are kept in step
            raise AssertionError(concept)
        if type(after) is not int:
            after = _normal(after)
        state[key] = after
        before_edge = before if type(before) is int else _edge(before, f"step {index}", index)
        if type(after) is not int or not -top <= after <= top:
            after_edge = _edge(after, f"step {index} ({op.actor!r})", index)
        else:
            after_edge = after
        step = new(SolutionStep)
        set_index(step, index)
        set_kind(step, op.kind)
        set_lemma(step, operator.lemma_id)
        set_actor(step, op.actor)
        set_operand(step, operand)
        set_target(step, target)
        set_before(step, before_edge)
        set_after(step, after_edge)
        set_target_before(step, target_before_edge)
        set_target_after(step, target_after_edge)
        append(step)

    return tuple(steps)


def solve(graph: MathProblemGraph) -> SolutionTrace:
    """Solve ``graph`` exactly, or raise ``SolveError`` with a typed reason.

    ``TypeError`` is raised only for a non-graph argument (a programming
    error, not a refusal).
    """
    if not isinstance(graph, MathProblemGraph):
        raise TypeError(f"solve() expects a MathProblemGraph, got {type(graph).__name__}")
    table = _operators()
    operators = table.by_lemma
    operations = graph.operations
    for op in operations:
        if op.kind not in operators:
            raise SolveError("lemma_missing", table.why_missing(op.kind))

    state: dict[tuple[str, str], Exact] = {}
    for possession in graph.initial_state:
        held = possession.quantity.value
        state[(possession.entity, possession.quantity.unit)] = (
            held if type(held) is int else decimal_fraction(held)
        )

    steps = _apply(operations, operators, state)
    unknown = graph.unknown
    unit = unknown.unit
    if unknown.entity is None:
        answer: Exact | None = None
        for (_, held_unit), holding in state.items():
            if held_unit == unit:
                answer = holding if answer is None else answer + holding
        if answer is None:
            raise SolveError(
                "unknown_unresolved", f"nobody holds any {unit!r}: the total is not defined"
            )
    else:
        found = state.get((unknown.entity, unit))
        if found is None:
            raise SolveError(
                "unknown_unresolved",
                f"{unknown.entity!r} never held {unit!r} (not asserted, not produced)",
            )
        answer = found
    if type(answer) is not int:
        answer = _normal(answer)
    trace = _new(SolutionTrace)
    _set_pack_id(trace, REQUIRED_PACK_ID)
    _set_hash(trace, graph.canonical_hash())
    _set_steps(trace, steps)
    _set_answer_value(
        trace,
        answer
        if type(answer) is int and -MAX_MAGNITUDE <= answer <= MAX_MAGNITUDE
        else _edge(answer, "answer", None),
    )
    _set_answer_unit(trace, unit)
    _set_answer_entity(trace, unknown.entity)
    _set_trace_canonical(trace, None)
    return trace

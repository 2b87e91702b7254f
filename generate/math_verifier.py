"""ADR-0117 rehearsal: check a stored ``SolutionTrace`` against its graph.

``verify`` does not trust the trace. It recomputes the graph hash, re-applies
every operation from the initial state with exact ``int``/``Fraction``
arithmetic, driven by the trace's own steps, and compares each recorded
value, each lemma id (against the pack as loaded now) and the answer. Any
tampered field yields a failing ``Verdict`` naming the first mismatch; the
verifier never raises for a bad trace.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Literal

from generate._exact import MAX_MAGNITUDE as _TOP
from generate._exact import Exact, UnrepresentableError, to_edge, to_exact
from generate.math_operators import (
    ADDITION,
    DIVISION,
    MULTIPLICATION,
    SUBTRACTION,
    TRANSFER,
    operator_table,
)
from generate.math_problem_graph import MathProblemGraph, Operation
from generate.math_trace import REQUIRED_PACK_ID, SolutionStep, SolutionTrace
from packs.compiler import PackError

__all__ = ["QuantityVerdictReason", "Verdict", "VerdictReason", "verify"]

VerdictReason = Literal[
    "graph_hash_mismatch",
    "pack_mismatch",
    "pack_unavailable",
    "step_count_mismatch",
    "step_mismatch",
    "lemma_unresolved",
    "replay_refused",
    "answer_mismatch",
]
"""The ADR-0116/0117 reasons of ``verify``."""

QuantityVerdictReason = Literal[
    "graph_hash_mismatch",
    "pack_mismatch",
    "pack_unavailable",
    "lemma_unresolved",
    "conversion_mismatch",
    "step_mismatch",
    "replay_refused",
    "relation_false",
    "answer_mismatch",
]
"""The ADR-0130 reasons of ``generate.math_quantity_verifier.verify_quantities``.

A separate Literal, so that ``VerdictReason`` stays the v1 set; both
verifiers return a ``Verdict``, whose ``reason`` is one of the two.
"""


@dataclass(frozen=True, slots=True)
class Verdict:
    """``ok``, or the first failure: its reason, the step it concerns, and what differed."""

    ok: bool
    reason: VerdictReason | QuantityVerdictReason | None
    step_index: int | None
    message: str

    def as_json(self) -> dict[str, Any]:
        """JSON object of the verdict (stable keys)."""
        return {
            "message": self.message,
            "ok": self.ok,
            "reason": self.reason,
            "step_index": self.step_index,
        }


class _MismatchError(Exception):
    def __init__(self, reason: VerdictReason, message: str, step_index: int | None = None) -> None:
        super().__init__(message)
        self.reason: VerdictReason = reason
        self.step_index = step_index


def verify(graph: MathProblemGraph, trace: SolutionTrace) -> Verdict:
    """Replay ``trace`` on ``graph``; ``Verdict.ok`` only if every recorded field agrees."""
    if not isinstance(graph, MathProblemGraph) or not isinstance(trace, SolutionTrace):
        raise TypeError("verify() expects a MathProblemGraph and a SolutionTrace")
    try:
        _replay(graph, trace)
    except _MismatchError as failure:
        return Verdict(False, failure.reason, failure.step_index, str(failure))
    return _passed(len(trace._steps))


_PASSED: dict[int, Verdict] = {}


def _passed(steps: int) -> Verdict:
    """The passing verdict for a trace of ``steps`` steps; immutable, so built once per count."""
    verdict = _PASSED.get(steps)
    if verdict is None:
        if len(_PASSED) >= 1024:
            _PASSED.clear()
        verdict = _PASSED[steps] = Verdict(
            True, None, None, f"replayed {steps} step{'s' * (steps != 1)}; answer reproduced"
        )
    return verdict


def _same(recorded: object, replayed: object) -> bool:
    """JSON-level equality: ``8`` and ``8.0`` differ, as their canonical bytes do."""
    return type(recorded) is type(replayed) and recorded == replayed


def _edge(value: Exact, index: int | None) -> int | float:
    try:
        return to_edge(value)
    except UnrepresentableError as exc:
        raise _MismatchError("replay_refused", f"value not representable: {exc}", index) from None


def _records_operation(index: int, step: SolutionStep, op: Operation) -> bool:
    # Private slots (generate/_frozen.py): this runs once per step. A solver-made
    # step shares the graph's operand object, so identity settles most checks.
    operand = step._operand
    return (
        type(step._step_index) is int
        and step._step_index == index
        and step._operation_kind == op._kind
        and step._actor == op._actor
        and (operand is op._operand or operand == op._operand)
        and step._target == op._target
    )


def _step_field_mismatch(index: int, step: SolutionStep, op: Operation) -> _MismatchError:
    """The error naming the first recorded field that differs from graph operation ``index``."""
    fields = (
        ("step_index", step.step_index, index),
        ("operation_kind", step.operation_kind, op.kind),
        ("actor", step.actor, op.actor),
        ("operand", step.operand, op.operand),
        ("target", step.target, op.target),
    )
    name, recorded, expected = next(
        field for field in fields if field[1] != field[2] or type(field[1]) is not type(field[2])
    )
    return _MismatchError(
        "step_mismatch",
        f"Step {index + 1}: {name} is {recorded!r}, graph operation {index + 1} has {expected!r}",
        index,
    )


def _expect(index: int, name: str, seen: int | float | None, value: Exact) -> None:
    """Compare a recorded value with the replayed exact one at the JSON level."""
    if type(value) is int and type(seen) is int and seen == value and -_TOP <= value <= _TOP:
        return  # the common all-integer case
    expected = _edge(value, index)
    if not _same(seen, expected):
        raise _MismatchError(
            "step_mismatch",
            f"Step {index + 1}: {name} is {seen!r}, replay gives {expected!r}",
            index,
        )


def _apply(concept: str, before: Exact, amount: Exact) -> Exact:
    if concept is ADDITION:
        result = before + amount
    elif concept is SUBTRACTION or concept is TRANSFER:
        result = before - amount
    elif concept is MULTIPLICATION:
        result = before * amount
    elif concept is DIVISION:
        result = Fraction(before) / amount
    else:  # pragma: no cover - the operator table only holds known concepts
        raise AssertionError(concept)
    if type(result) is Fraction and result.denominator == 1:
        return result.numerator
    return result


def _replay(graph: MathProblemGraph, trace: SolutionTrace) -> None:
    # Private slots throughout (generate/_frozen.py): replay is on the text
    # pipeline's path, and a property read costs several slot reads.
    digest = graph.canonical_hash()
    recorded = trace._graph_canonical_hash
    if recorded != digest:
        raise _MismatchError(
            "graph_hash_mismatch",
            f"trace is for graph {recorded[:12]}..., this graph is {digest[:12]}...",
        )
    if trace._pack_id != REQUIRED_PACK_ID:
        raise _MismatchError(
            "pack_mismatch", f"trace names pack {trace._pack_id!r}, expected {REQUIRED_PACK_ID!r}"
        )
    try:
        table = operator_table(REQUIRED_PACK_ID)
    except PackError as exc:
        raise _MismatchError(
            "pack_unavailable", f"cannot load {REQUIRED_PACK_ID!r}: {exc}"
        ) from exc
    steps = trace._steps
    operations = graph._operations
    if len(steps) != len(operations):
        raise _MismatchError(
            "step_count_mismatch",
            f"trace has {len(steps)} steps, graph has {len(operations)} operations",
        )

    state: dict[tuple[str, str], Exact] = {}
    for possession in graph._initial_state:
        quantity = possession._quantity
        held = quantity._value
        state[(possession._entity, quantity._unit)] = held if type(held) is int else to_exact(held)
    by_lemma = table.by_lemma
    # The loop reads private slots (generate/_frozen.py): it runs once per step.
    for index, (step, op) in enumerate(zip(steps, operations, strict=True)):
        if not _records_operation(index, step, op):
            raise _step_field_mismatch(index, step, op)
        kind = step._operation_kind
        operator = by_lemma.get(kind)
        if operator is None or step._pack_lemma_id != operator.lemma_id:
            raise _MismatchError(
                "lemma_unresolved",
                f"Step {index + 1}: {step._pack_lemma_id!r} does not resolve to the "
                f"{kind!r} entry of {REQUIRED_PACK_ID!r}",
                index,
            )
        concept = operator.concept
        operand = op._operand
        value = operand._value
        amount = value if type(value) is int else to_exact(value)
        key = (op._actor, operand._unit)
        before = state.get(key)
        if before is None:
            if concept is not ADDITION:
                raise _MismatchError(
                    "replay_refused",
                    f"Step {index + 1}: {key[0]!r} holds no {key[1]!r}"
                    " (never asserted or produced)",
                    index,
                )
            before = 0
        if concept is DIVISION and amount == 0:
            raise _MismatchError("replay_refused", f"Step {index + 1}: division by zero", index)
        after = _apply(concept, before, amount)
        state[key] = after
        _expect(index, "before_value", step._before_value, before)
        _expect(index, "after_value", step._after_value, after)
        if concept is TRANSFER:
            target = op._target
            assert target is not None  # the graph constructor guarantees it
            target_key = (target, key[1])
            target_before = state.get(target_key, 0)
            target_after = _apply(ADDITION, target_before, amount)
            state[target_key] = target_after
            _expect(index, "target_before", step._target_before, target_before)
            _expect(index, "target_after", step._target_after, target_after)
        elif step._target_before is not None or step._target_after is not None:
            raise _MismatchError(
                "step_mismatch", f"Step {index + 1}: target values on a non-transfer step", index
            )

    unknown = graph._unknown
    entity, unit = unknown._entity, unknown._unit
    if trace._answer_unit != unit or trace._answer_entity != entity:
        raise _MismatchError(
            "answer_mismatch",
            f"trace answers {trace._answer_entity!r}/{trace._answer_unit!r}, "
            f"graph asks {entity!r}/{unit!r}",
        )
    if entity is None:
        holdings = [value for (_, held), value in state.items() if held == unit]
        if not holdings:
            raise _MismatchError(
                "replay_refused", f"nobody holds any {unit!r} (never asserted or produced)"
            )
        answer: Exact = sum(holdings)
    else:
        found = state.get((entity, unit))
        if found is None:
            raise _MismatchError(
                "replay_refused", f"{entity!r} holds no {unit!r} (never asserted or produced)"
            )
        answer = found
    if type(answer) is Fraction and answer.denominator == 1:
        answer = answer.numerator
    expected_answer = _edge(answer, None)
    if not _same(trace._answer_value, expected_answer):
        raise _MismatchError(
            "answer_mismatch",
            f"answer_value is {trace._answer_value!r}, replay gives {expected_answer!r}",
        )

"""ADR-0116 acceptance suite: exactly 109 cases (``nox -s solver``).

1 exit-criterion case, 50 determinism cases, 50 replay cases (one per dev-set
ground-truth graph each), and 8 cases for typed refusal, provenance, trace
serialization and the step schema. Broader coverage (every reason code,
exactness, tampering, properties) lives in the other test files; this file
stays the pinned ADR invariant list.
"""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from conftest import DEV_SET

from generate.math_problem_graph import (
    VALID_OPERATION_KINDS,
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    graph_from_dict,
)
from generate.math_solver import (
    REQUIRED_PACK_ID,
    SolutionTrace,
    SolveError,
    solve,
)
from packs.compiler import load_pack_entries

CASES: list[dict[str, Any]] = [
    json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines() if line
]
IDS = [case["id"] for case in CASES]


def _graph(case: dict[str, Any]) -> MathProblemGraph:
    return graph_from_dict(case["ground_truth_graph"])


def _json_number(value: int | float) -> str:
    return json.dumps(value)


# -- exit criterion (1) -------------------------------------------------------------


def test_solver_meets_phase_2_exit_criterion() -> None:
    """adr_0116_solver_meets_phase_2_exit_criterion: >= 0.80 on the 50 dev graphs."""
    correct = 0
    misses = []
    for case in CASES:
        try:
            trace = solve(_graph(case))
        except SolveError as exc:
            misses.append(f"{case['id']}: refused [{exc.reason}]")
            continue
        same_value = Fraction(repr(trace.answer_value)) == Fraction(repr(case["expected_answer"]))
        if same_value and trace.answer_unit == case["expected_unit"]:
            correct += 1
        else:
            misses.append(f"{case['id']}: {trace.answer_value} != {case['expected_answer']}")
    assert len(CASES) == 50
    assert correct / len(CASES) >= 0.80, f"{correct}/50 correct; misses: {misses}"
    # 50/50 is the measured figure; a drop is a regression worth a look even above 0.80.
    assert correct == 50, f"solver correctness {correct}/50: {misses}"


# -- determinism (50) ---------------------------------------------------------------


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_determinism(case: dict[str, Any]) -> None:
    """adr_0116_determinism: two solves of one graph are byte-equal."""
    first = solve(_graph(case)).canonical_bytes()
    second = solve(_graph(case)).canonical_bytes()
    assert first == second


# -- replay (50) --------------------------------------------------------------------


def _replay(graph: MathProblemGraph, trace: SolutionTrace) -> Fraction:
    """Re-apply the trace's steps to the initial state, independently of the solver."""
    state: dict[tuple[str, str], Fraction] = {
        (p.entity, p.quantity.unit): Fraction(repr(p.quantity.value)) for p in graph.initial_state
    }
    for step in trace.steps:
        unit = step.operand.unit
        amount = Fraction(repr(step.operand.value))
        key = (step.actor, unit)
        before = state.get(key, Fraction(0))
        assert _json_number(step.before_value) == _json_number(_to_json(before))
        if step.operation_kind == "add":
            state[key] = before + amount
        elif step.operation_kind in ("subtract", "transfer"):
            state[key] = before - amount
        elif step.operation_kind == "multiply":
            state[key] = before * amount
        elif step.operation_kind == "divide":
            state[key] = before / amount
        if step.operation_kind == "transfer":
            assert step.target is not None
            target_key = (step.target, unit)
            state[target_key] = state.get(target_key, Fraction(0)) + amount
        assert _json_number(step.after_value) == _json_number(_to_json(state[key]))
    unknown = graph.unknown
    if unknown.entity is None:
        return sum((v for (_, u), v in state.items() if u == unknown.unit), Fraction(0))
    return state[(unknown.entity, unknown.unit)]


def _to_json(value: Fraction) -> int | float:
    return value.numerator if value.denominator == 1 else float(value)


@pytest.mark.parametrize("case", CASES, ids=IDS)
def test_trace_replay_reproduces_answer(case: dict[str, Any]) -> None:
    """adr_0116_trace_replay_reproduces_answer: byte-equal answer from the steps alone."""
    graph = _graph(case)
    trace = solve(graph)
    assert len(trace.steps) == len(graph.operations)
    assert _json_number(_to_json(_replay(graph, trace))) == _json_number(trace.answer_value)


# -- refusal, provenance, serialization, schema (8) ---------------------------------


def _single(holding: int, op: Operation | None, unknown: Unknown) -> MathProblemGraph:
    return MathProblemGraph(
        ("Sam",),
        (InitialPossession("Sam", Quantity(holding, "apples")),),
        () if op is None else (op,),
        unknown,
    )


def test_refuses_division_by_zero() -> None:
    graph = _single(6, Operation("Sam", "divide", Quantity(0, "apples")), Unknown("Sam", "apples"))
    with pytest.raises(SolveError) as info:
        solve(graph)
    assert info.value.reason == "division_by_zero"
    assert info.value.step_index == 0


def test_refuses_when_pack_missing(pack_copy: Path) -> None:
    (pack_copy / "lexicon.jsonl").unlink()
    graph = _single(5, Operation("Sam", "add", Quantity(3, "apples")), Unknown("Sam", "apples"))
    with pytest.raises(SolveError) as info:
        solve(graph)
    assert info.value.reason == "pack_unavailable"
    assert REQUIRED_PACK_ID in str(info.value)


def test_refuses_unknown_that_references_nothing() -> None:
    graph = _single(5, None, Unknown("Sam", "pears"))
    with pytest.raises(SolveError) as info:
        solve(graph)
    assert info.value.reason == "unknown_unresolved"
    total = _single(5, None, Unknown(None, "pears"))
    with pytest.raises(SolveError) as info:
        solve(total)
    assert info.value.reason == "unknown_unresolved"


def test_every_lemma_id_resolves_to_a_real_pack_entry() -> None:
    """adr_0116_operation_provenance_via_pack, over every dev-set step."""
    lemmas = {entry.lemma for entry in load_pack_entries(REQUIRED_PACK_ID)}
    seen = set()
    for case in CASES:
        for step in solve(_graph(case)).steps:
            pack_id, _, lemma = step.pack_lemma_id.partition(":")
            assert pack_id == REQUIRED_PACK_ID
            assert lemma in lemmas
            seen.add(step.operation_kind)
    assert seen == VALID_OPERATION_KINDS


def test_every_kind_resolves_through_the_pack() -> None:
    entries = {entry.lemma: entry for entry in load_pack_entries(REQUIRED_PACK_ID)}
    for kind in sorted(VALID_OPERATION_KINDS):
        op = (
            Operation("Sam", kind, Quantity(2, "apples"), "Ben")
            if kind == "transfer"
            else Operation("Sam", kind, Quantity(2, "apples"))
        )
        graph = MathProblemGraph(
            ("Sam", "Ben"),
            (InitialPossession("Sam", Quantity(8, "apples")),),
            (op,),
            Unknown("Sam", "apples"),
        )
        step = solve(graph).steps[0]
        assert step.pack_lemma_id == f"{REQUIRED_PACK_ID}:{kind}"
        assert entries[kind].pos == "VERB"


def test_trace_serialization_is_canonical_and_deterministic() -> None:
    for case in CASES:
        trace = solve(_graph(case))
        data = trace.canonical_bytes()
        assert data == json.dumps(trace.as_json(), sort_keys=True, separators=(",", ":")).encode()
        assert data == solve(_graph(case)).canonical_bytes()


def test_trace_round_trips_through_json() -> None:
    for case in CASES:
        trace = solve(_graph(case))
        again = SolutionTrace.from_bytes(trace.canonical_bytes())
        assert again == trace
        assert again.canonical_bytes() == trace.canonical_bytes()


def test_step_schema_target_fields_only_on_transfer() -> None:
    transfer_keys = {"target", "target_before", "target_after"}
    kinds = set()
    for case in CASES:
        for step in solve(_graph(case)).as_json()["steps"]:
            kinds.add(step["operation_kind"])
            if step["operation_kind"] == "transfer":
                assert transfer_keys <= step.keys()
            else:
                assert not transfer_keys & step.keys()
    assert "transfer" in kinds and len(kinds) > 1

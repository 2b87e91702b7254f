"""The ADR-0116 value types read as the frozen dataclasses the seed describes.

The seed specifies ``SolutionStep`` and ``SolutionTrace`` as frozen
dataclasses, so code written against it (CORE's own tests among them) may
introspect them with ``dataclasses``: the fields, in the seed's order,
``asdict``, ``replace`` through the validating constructor, and the frozen
guard.
"""

from __future__ import annotations

import dataclasses

import pytest
from conftest import dev_cases

from generate.math_problem_graph import Quantity, graph_from_dict
from generate.math_solver import SolutionStep, SolutionTrace, solve

SEED_STEP_FIELDS = [
    "step_index",
    "operation_kind",
    "pack_lemma_id",
    "actor",
    "operand",
    "target",
    "before_value",
    "after_value",
    "target_before",
    "target_after",
]
SEED_TRACE_FIELDS = [
    "pack_id",
    "graph_canonical_hash",
    "steps",
    "answer_value",
    "answer_unit",
    "answer_entity",
]


def _trace() -> SolutionTrace:
    return solve(graph_from_dict(dev_cases()[0]["ground_truth_graph"]))


def test_fields_are_the_seeds_in_order() -> None:
    assert dataclasses.is_dataclass(SolutionStep) and dataclasses.is_dataclass(SolutionTrace)
    assert [f.name for f in dataclasses.fields(SolutionStep)] == SEED_STEP_FIELDS
    assert [f.name for f in dataclasses.fields(SolutionTrace)] == SEED_TRACE_FIELDS
    assert [f.name for f in dataclasses.fields(Quantity)] == ["value", "unit"]


def test_asdict_and_replace_work_as_on_a_dataclass() -> None:
    trace = _trace()
    plain = dataclasses.asdict(trace)
    assert plain["answer_value"] == trace.answer_value
    assert plain["steps"][0]["operand"] == {
        "value": trace.steps[0].operand.value,
        "unit": trace.steps[0].operand.unit,
    }
    moved = dataclasses.replace(trace.steps[0], actor="Zed")
    assert moved.actor == "Zed" and moved != trace.steps[0]
    assert dataclasses.replace(trace.steps[0]) == trace.steps[0]


def test_assignment_is_refused_like_a_frozen_dataclass() -> None:
    step = _trace().steps[0]
    with pytest.raises(dataclasses.FrozenInstanceError):
        step.actor = "Zed"  # type: ignore[misc]

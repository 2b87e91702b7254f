"""The verifier replays a trace and refuses every tampered field; traces read back exactly."""

from __future__ import annotations

import copy
import hashlib
import inspect
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import DEV_SET

from generate.math_problem_graph import MathProblemGraph, Quantity, graph_from_dict
from generate.math_solver import SolutionStep, SolutionTrace, TraceError, solve
from generate.math_verifier import Verdict, verify
from packs.compiler import clear_cache

DEV_CASES = [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines()]
DEV_IDS = [case["id"] for case in DEV_CASES]

TRANSFER_GRAPH = graph_from_dict(
    {
        "entities": ["Sam", "Ann"],
        "initial_state": [
            {"entity": "Sam", "quantity": {"unit": "apples", "value": 20}},
            {"entity": "Ann", "quantity": {"unit": "apples", "value": 3}},
            {"entity": "Sam", "quantity": {"unit": "dollars", "value": 7.5}},
        ],
        "operations": [
            {"actor": "Sam", "kind": "add", "operand": {"unit": "apples", "value": 4}},
            {
                "actor": "Sam",
                "kind": "transfer",
                "operand": {"unit": "apples", "value": 6},
                "target": "Ann",
            },
            {"actor": "Ann", "kind": "multiply", "operand": {"unit": "apples", "value": 2}},
            {
                "actor": "Ann",
                "kind": "transfer",
                "operand": {"unit": "apples", "value": 5},
                "target": "Sam",
            },
            {"actor": "Sam", "kind": "divide", "operand": {"unit": "apples", "value": 2}},
            {"actor": "Sam", "kind": "subtract", "operand": {"unit": "dollars", "value": 2.25}},
        ],
        "unknown": {"entity": "Sam", "unit": "apples"},
    }
)
TOTAL_GRAPH = graph_from_dict(
    {
        "entities": ["Sam", "Ann"],
        "initial_state": [{"entity": "Sam", "quantity": {"unit": "pears", "value": 9}}],
        "operations": [
            {
                "actor": "Sam",
                "kind": "transfer",
                "operand": {"unit": "pears", "value": 4},
                "target": "Ann",
            }
        ],
        "unknown": {"entity": None, "unit": "pears"},
    }
)


@pytest.fixture(autouse=True)
def _fresh_pack_cache() -> Iterator[None]:
    clear_cache()
    yield
    clear_cache()


def _replace(obj: Any, **changes: Any) -> Any:
    """``obj`` rebuilt through its public constructor with ``changes`` (dataclasses.replace)."""
    fields = inspect.signature(type(obj)).parameters
    assert set(changes) <= set(fields), changes
    return type(obj)(**{name: changes.get(name, getattr(obj, name)) for name in fields})


def _ok(graph: MathProblemGraph, trace: SolutionTrace) -> Verdict:
    verdict = verify(graph, trace)
    assert verdict.ok, verdict
    assert verdict.reason is None and verdict.step_index is None
    return verdict


def test_transfer_trace_values() -> None:
    trace = solve(TRANSFER_GRAPH)
    assert [(s.before_value, s.after_value) for s in trace.steps] == [
        (20, 24),
        (24, 18),
        (9, 18),
        (18, 13),
        (23, 11.5),
        (7.5, 5.25),
    ]
    assert [(s.target_before, s.target_after) for s in trace.steps] == [
        (None, None),
        (3, 9),
        (None, None),
        (18, 23),
        (None, None),
        (None, None),
    ]
    assert trace.answer_value == 11.5
    verdict = _ok(TRANSFER_GRAPH, trace)
    assert verdict.message == "replayed 6 steps; answer reproduced"
    assert verdict.as_json() == {
        "message": verdict.message,
        "ok": True,
        "reason": None,
        "step_index": None,
    }


@pytest.mark.parametrize("case", DEV_CASES, ids=DEV_IDS)
def test_every_dev_graph_verifies(case: dict[str, Any]) -> None:
    graph = graph_from_dict(case["ground_truth_graph"])
    trace = solve(graph)
    _ok(graph, trace)
    stored = SolutionTrace.from_bytes(trace.canonical_bytes())
    assert stored == trace
    _ok(graph, stored)


def test_different_graph_is_a_hash_mismatch() -> None:
    trace = solve(TRANSFER_GRAPH)
    for case in DEV_CASES[:5]:
        other = graph_from_dict(case["ground_truth_graph"])
        verdict = verify(other, trace)
        assert not verdict.ok
        assert verdict.reason == "graph_hash_mismatch"
        assert verdict.step_index is None
    one_off = TRANSFER_GRAPH.as_json()
    one_off["initial_state"][2]["quantity"]["value"] = 7.25
    verdict = verify(graph_from_dict(one_off), trace)
    assert verdict.reason == "graph_hash_mismatch"


def test_verify_rejects_non_objects() -> None:
    trace = solve(TRANSFER_GRAPH)
    with pytest.raises(TypeError):
        verify(TRANSFER_GRAPH.as_json(), trace)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        verify(TRANSFER_GRAPH, trace.as_json())  # type: ignore[arg-type]


# ------------------------------------------------------------------ tampering
def _leaves(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _leaves(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _leaves(value, (*path, index))
    else:
        yield path, node


def _objects(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    if isinstance(node, dict):
        yield path
        for key, value in node.items():
            yield from _objects(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _objects(value, (*path, index))


def _get(obj: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        obj = obj[part]
    return obj


def _with(obj: dict[str, Any], path: tuple[Any, ...], value: Any) -> dict[str, Any]:
    clone = copy.deepcopy(obj)
    _get(clone, path[:-1])[path[-1]] = value
    return clone


def _leaf_variants(value: Any) -> list[Any]:
    if type(value) in (int, float):
        variants = [value + 1, value - 1, value + 0.5, -value - 7, str(value), True, None, [value]]
        variants += [float("nan"), float("inf"), 10**400]
        if value:
            variants.append(value * 2)
        return variants
    if type(value) is str:
        return [value + "x", "x" + value, value.upper() + "Z", "", " " + value, 1, None, [value]]
    assert value is None
    return ["Sam", "Ann", "nobody", 0, ""]


def _expected_reason(path: tuple[Any, ...]) -> str:
    if path[0] == "steps":
        return "lemma_unresolved" if path[2] == "pack_lemma_id" else "step_mismatch"
    return {
        "answer_entity": "answer_mismatch",
        "answer_unit": "answer_mismatch",
        "answer_value": "answer_mismatch",
        "graph_canonical_hash": "graph_hash_mismatch",
        "pack_id": "pack_mismatch",
    }[path[0]]


def _tampered_leaves(graph: MathProblemGraph) -> Iterator[tuple[str, dict[str, Any], str, Any]]:
    original = solve(graph).as_json()
    for path, value in _leaves(original):
        for variant in _leaf_variants(value):
            tampered = _with(original, path, variant)
            step = path[1] if path[0] == "steps" else None
            yield f"{path}={variant!r}", tampered, _expected_reason(path), step


def _check(graph: MathProblemGraph, tampered: Any, reason: str, step: int | None) -> str:
    """'unreadable' if the JSON is refused, else the verdict's reason (asserted not ok)."""
    try:
        trace = SolutionTrace.from_json(tampered)
    except TraceError as exc:
        assert exc.reason == "malformed_trace"
        assert str(exc)
        return "unreadable"
    verdict = verify(graph, trace)
    assert not verdict.ok, tampered
    assert verdict.reason == reason, (verdict, tampered)
    assert verdict.step_index == step, (verdict, tampered)
    assert verdict.message
    return verdict.reason


@pytest.mark.parametrize("graph", [TRANSFER_GRAPH, TOTAL_GRAPH], ids=["transfer", "total"])
def test_every_leaf_mutation_is_caught(graph: MathProblemGraph) -> None:
    outcomes: dict[str, int] = {}
    count = 0
    for label, tampered, reason, step in _tampered_leaves(graph):
        try:
            outcome = _check(graph, tampered, reason, step)
        except AssertionError as exc:
            raise AssertionError(f"{label}: {exc}") from None
        outcomes[outcome] = outcomes.get(outcome, 0) + 1
        count += 1
    assert count > 100
    # every field is covered by some mutation that still reads, so the verifier
    # (not only the reader) is exercised for each reason
    expected = {"answer_mismatch", "graph_hash_mismatch", "pack_mismatch", "step_mismatch"}
    expected.add("lemma_unresolved")
    assert expected <= set(outcomes), outcomes
    assert outcomes["unreadable"] > 0


@pytest.mark.parametrize("graph", [TRANSFER_GRAPH, TOTAL_GRAPH], ids=["transfer", "total"])
def test_every_key_drop_or_addition_is_unreadable(graph: MathProblemGraph) -> None:
    original = solve(graph).as_json()
    for path in _objects(original):
        node = _get(original, path)
        for key in list(node):
            tampered = copy.deepcopy(original)
            del _get(tampered, path)[key]
            with pytest.raises(TraceError) as info:
                SolutionTrace.from_json(tampered)
            assert key in str(info.value)
        tampered = copy.deepcopy(original)
        _get(tampered, path)["extra"] = 1
        with pytest.raises(TraceError) as info:
            SolutionTrace.from_json(tampered)
        assert "extra" in str(info.value)


def test_step_list_changes() -> None:
    original = solve(TRANSFER_GRAPH).as_json()
    steps = original["steps"]
    n = len(steps)
    variants: list[tuple[str, list[Any], str, int | None]] = [
        ("empty", [], "step_count_mismatch", None)
    ]
    for i in range(n):
        variants.append((f"drop {i}", steps[:i] + steps[i + 1 :], "step_count_mismatch", None))
        variants.append((f"duplicate {i}", steps[: i + 1] + steps[i:], "step_count_mismatch", None))
    for i in range(n - 1):
        swapped = [*steps[:i], steps[i + 1], steps[i], *steps[i + 2 :]]
        variants.append((f"swap {i}", swapped, "step_mismatch", i))
        renumbered = copy.deepcopy(swapped)
        renumbered[i]["step_index"], renumbered[i + 1]["step_index"] = i, i + 1
        variants.append((f"swap+renumber {i}", renumbered, "step_mismatch", i))
    variants.append(("reverse", steps[::-1], "step_mismatch", 0))
    for label, new_steps, reason, step in variants:
        tampered = dict(original, steps=new_steps)
        trace = SolutionTrace.from_json(tampered)
        verdict = verify(TRANSFER_GRAPH, trace)
        assert not verdict.ok, label
        assert verdict.reason == reason, (label, verdict)
        assert verdict.step_index == step, (label, verdict)


def test_step_indices_all_shifted() -> None:
    original = solve(TRANSFER_GRAPH).as_json()
    for step in original["steps"]:
        step["step_index"] += 1
    verdict = verify(TRANSFER_GRAPH, SolutionTrace.from_json(original))
    assert (verdict.ok, verdict.reason, verdict.step_index) == (False, "step_mismatch", 0)


@pytest.mark.parametrize(
    ("field", "value", "reason"),
    [
        ("operation_kind", "subtract", "step_mismatch"),
        ("actor", "Ann", "step_mismatch"),
        ("operand", Quantity(5, "apples"), "step_mismatch"),
        ("operand", Quantity(4, "pears"), "step_mismatch"),
        # a float where the replay gives an int differs, as its canonical bytes would
        ("before_value", 20.0, "step_mismatch"),
        ("after_value", 24.5, "step_mismatch"),
        ("target", "Ann", "step_mismatch"),
        ("target_before", 0, "step_mismatch"),
        ("target_after", 0, "step_mismatch"),
        ("pack_lemma_id", "en_arithmetic_v1:plus", "lemma_unresolved"),
        ("pack_lemma_id", "other_pack_v1:add", "lemma_unresolved"),
        ("step_index", 1, "step_mismatch"),
        ("before_value", True, "step_mismatch"),
    ],
)
def test_object_level_tampering_of_a_non_transfer_step(field: str, value: Any, reason: str) -> None:
    trace = solve(TRANSFER_GRAPH)
    step = _replace(trace.steps[0], **{field: value})
    tampered = _replace(trace, steps=(step, *trace.steps[1:]))
    verdict = verify(TRANSFER_GRAPH, tampered)
    assert not verdict.ok
    assert verdict.reason == reason
    assert verdict.step_index == 0


def test_answer_type_matters() -> None:
    trace = solve(TOTAL_GRAPH)
    assert trace.answer_value == 9
    verdict = verify(TOTAL_GRAPH, _replace(trace, answer_value=9.0))
    assert verdict.reason == "answer_mismatch"
    verdict = verify(TOTAL_GRAPH, _replace(trace, answer_entity="Sam"))
    assert verdict.reason == "answer_mismatch"


def test_hash_of_the_right_graph_with_a_fabricated_answer() -> None:
    graph = graph_from_dict(
        {
            "entities": ["Sam"],
            "initial_state": [{"entity": "Sam", "quantity": {"unit": "cakes", "value": 6}}],
            "operations": [
                {"actor": "Sam", "kind": "divide", "operand": {"unit": "cakes", "value": 0}}
            ],
            "unknown": {"entity": "Sam", "unit": "cakes"},
        }
    )
    step = SolutionStep(
        step_index=0,
        operation_kind="divide",
        pack_lemma_id="en_arithmetic_v1:divide",
        actor="Sam",
        operand=Quantity(0, "cakes"),
        target=None,
        before_value=6,
        after_value=0,
    )
    fabricated = SolutionTrace(
        pack_id="en_arithmetic_v1",
        graph_canonical_hash=hashlib.sha256(graph.canonical_bytes()).hexdigest(),
        steps=(step,),
        answer_value=0,
        answer_unit="cakes",
        answer_entity="Sam",
    )
    verdict = verify(graph, fabricated)
    assert (verdict.ok, verdict.reason, verdict.step_index) == (False, "replay_refused", 0)


def test_pack_changes_after_solving(pack_copy: Path) -> None:
    clear_cache()
    trace = solve(TRANSFER_GRAPH)
    _ok(TRANSFER_GRAPH, trace)
    lexicon = pack_copy / "lexicon.jsonl"
    rows = [json.loads(line) for line in lexicon.read_text().splitlines()]
    rows[0]["lemma"] = "plus"
    lexicon.write_text("".join(json.dumps(row) + "\n" for row in rows))
    clear_cache()
    verdict = verify(TRANSFER_GRAPH, trace)
    assert (verdict.ok, verdict.reason) == (False, "pack_unavailable")  # checksum now wrong
    manifest = pack_copy / "manifest.json"
    data = json.loads(manifest.read_text())
    data["checksum"] = hashlib.sha256(lexicon.read_bytes()).hexdigest()
    manifest.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")
    clear_cache()
    verdict = verify(TRANSFER_GRAPH, trace)
    assert (verdict.ok, verdict.reason, verdict.step_index) == (False, "lemma_unresolved", 0)


# ------------------------------------------------------------------ reading
class TestReading:
    @pytest.mark.parametrize("graph", [TRANSFER_GRAPH, TOTAL_GRAPH], ids=["transfer", "total"])
    def test_round_trip(self, graph: MathProblemGraph) -> None:
        trace = solve(graph)
        data = trace.canonical_bytes()
        again = SolutionTrace.from_bytes(data)
        assert again == trace
        assert again.canonical_bytes() == data
        assert SolutionTrace.from_bytes(data.decode("ascii")) == trace
        assert SolutionTrace.from_json(json.loads(data)) == trace
        assert data == json.dumps(trace.as_json(), sort_keys=True, separators=(",", ":")).encode()
        pretty = json.dumps(trace.as_json(), indent=2).encode()
        assert SolutionTrace.from_bytes(pretty) == trace

    @pytest.mark.parametrize(
        ("path", "value", "where"),
        [
            (("answer_value",), True, "answer_value"),
            (("answer_value",), False, "answer_value"),
            (("answer_value",), float("nan"), "answer_value"),
            (("answer_value",), float("inf"), "answer_value"),
            (("answer_value",), "11.5", "answer_value"),
            (("answer_value",), None, "answer_value"),
            (("answer_value",), 10**400, "answer_value"),
            (("answer_entity",), 5, "answer_entity"),
            (("answer_entity",), "", "answer_entity"),
            (("answer_unit",), None, "answer_unit"),
            (("pack_id",), True, "pack_id"),
            (("graph_canonical_hash",), None, "graph_canonical_hash"),
            (("steps",), {}, "steps"),
            (("steps",), "[]", "steps"),
            (("steps", 0), [], "steps[0]"),
            (("steps", 0, "step_index"), True, "steps[0].step_index"),
            (("steps", 0, "step_index"), 0.0, "steps[0].step_index"),
            (("steps", 1, "before_value"), False, "steps[1].before_value"),
            (("steps", 1, "target_after"), float("nan"), "steps[1].target_after"),
            (("steps", 1, "target_before"), None, "steps[1].target_before"),
            (("steps", 1, "target"), None, "steps[1].target"),
            (("steps", 2, "after_value"), float("-inf"), "steps[2].after_value"),
            (("steps", 2, "operand"), 2, "steps[2].operand"),
            (("steps", 2, "operand", "value"), True, "steps[2].operand.value"),
            (("steps", 2, "operand", "value"), float("nan"), "steps[2].operand.value"),
            (("steps", 2, "operand", "unit"), "Apples", "steps[2].operand.unit"),
            (("steps", 3, "actor"), "", "steps[3].actor"),
            (("steps", 3, "pack_lemma_id"), 0, "steps[3].pack_lemma_id"),
            (("steps", 0, "operation_kind"), "transfer", "steps[0]"),
            (("steps", 1, "operation_kind"), "add", "steps[1]"),
        ],
    )
    def test_from_json_refuses(self, path: tuple[Any, ...], value: Any, where: str) -> None:
        data = _with(solve(TRANSFER_GRAPH).as_json(), path, value)
        with pytest.raises(TraceError) as info:
            SolutionTrace.from_json(data)
        assert info.value.path == where, str(info.value)

    @pytest.mark.parametrize(
        "key", ["answer_entity", "answer_unit", "answer_value", "graph_canonical_hash", "steps"]
    )
    def test_missing_top_level_key(self, key: str) -> None:
        data = solve(TRANSFER_GRAPH).as_json()
        del data[key]
        with pytest.raises(TraceError) as info:
            SolutionTrace.from_json(data)
        assert info.value.path == ""
        assert key in info.value.detail and "missing" in info.value.detail

    def test_unknown_keys(self) -> None:
        data = solve(TRANSFER_GRAPH).as_json()
        with pytest.raises(TraceError, match="unknown key"):
            SolutionTrace.from_json(dict(data, verdict="ok"))
        data["steps"][0]["target"] = "Ann"  # target on a non-transfer step
        with pytest.raises(TraceError) as info:
            SolutionTrace.from_json(data)
        assert info.value.path == "steps[0]"

    @pytest.mark.parametrize(
        "text",
        [
            b"",
            b"{",
            b"[]",
            b"null",
            b"\xff\xfe",
            b'{"answer_value": NaN}',
        ],
    )
    def test_from_bytes_refuses_garbage(self, text: bytes) -> None:
        with pytest.raises(TraceError):
            SolutionTrace.from_bytes(text)

    @pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity", "1e400"])
    def test_from_bytes_refuses_non_finite_literals(self, literal: str) -> None:
        # refused by the strict JSON reader, located by line and column
        data = solve(TRANSFER_GRAPH).canonical_bytes().decode()
        data = data.replace('"answer_value":11.5', f'"answer_value":{literal}')
        assert literal in data
        with pytest.raises(TraceError) as info:
            SolutionTrace.from_bytes(data)
        assert info.value.path == ""
        column = data.index(literal) + 1
        assert str(info.value).startswith(f"not valid JSON: line 1 column {column}: {literal} ")

    def test_from_bytes_refuses_a_boolean_value_by_field(self) -> None:
        data = solve(TRANSFER_GRAPH).canonical_bytes().decode()
        data = data.replace('"answer_value":11.5', '"answer_value":true')
        with pytest.raises(TraceError) as info:
            SolutionTrace.from_bytes(data)
        assert info.value.path == "answer_value"

    def test_stored_trace_with_an_integral_float_value_still_verifies(self) -> None:
        # 0.5 + 2**53 is exactly 9007199254740992.5; its nearest double is the
        # integral float 9007199254740992.0, which the solver records as a float.
        graph = graph_from_dict(
            {
                "entities": ["Sam"],
                "initial_state": [{"entity": "Sam", "quantity": {"unit": "dollars", "value": 0.5}}],
                "operations": [
                    {"actor": "Sam", "kind": "add", "operand": {"unit": "dollars", "value": 2**53}}
                ],
                "unknown": {"entity": "Sam", "unit": "dollars"},
            }
        )
        trace = solve(graph)
        _ok(graph, trace)
        stored = SolutionTrace.from_bytes(trace.canonical_bytes())
        assert stored.canonical_bytes() == trace.canonical_bytes()
        _ok(graph, stored)

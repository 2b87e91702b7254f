"""Every SolveError reason from a real input, exact arithmetic, and pack provenance."""

from __future__ import annotations

import dataclasses
import json
import math
import subprocess
import sys
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from conftest import DEV_SET

from generate.math_problem_graph import (
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
    graph_from_dict,
)
from generate.math_solver import (
    REQUIRED_PACK_ID,
    SOLVE_REASONS,
    SolutionTrace,
    SolveError,
    solve,
)
from packs.compiler import clear_cache

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SHIPPED_LEXICON = PROJECT_ROOT / "packs" / "data" / REQUIRED_PACK_ID / "lexicon.jsonl"
DEV_CASES = [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines()]


@pytest.fixture(autouse=True)
def _fresh_pack_cache() -> Iterator[None]:
    clear_cache()
    yield
    clear_cache()


def _graph(
    entities: list[str],
    initial: list[tuple[str, str, int | float]],
    operations: list[tuple[Any, ...]],
    unknown: tuple[str | None, str],
) -> MathProblemGraph:
    """Build a graph through its JSON form: initial (entity, unit, value), ops (actor, kind,
    unit, value[, target])."""
    ops = []
    for actor, kind, unit, value, *target in operations:
        op: dict[str, Any] = {
            "actor": actor,
            "kind": kind,
            "operand": {"unit": unit, "value": value},
        }
        if target:
            op["target"] = target[0]
        ops.append(op)
    return graph_from_dict(
        {
            "entities": entities,
            "initial_state": [
                {"entity": e, "quantity": {"unit": u, "value": v}} for e, u, v in initial
            ],
            "operations": ops,
            "unknown": {"entity": unknown[0], "unit": unknown[1]},
        }
    )


def _refusal(graph: MathProblemGraph) -> SolveError:
    with pytest.raises(SolveError) as info:
        solve(graph)
    assert info.value.reason in SOLVE_REASONS
    return info.value


def _lexicon(pack: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in (pack / "lexicon.jsonl").read_text().splitlines()]


def _write_jsonl(path: Path, rows: list[dict[str, Any]]) -> None:
    path.write_text(
        "".join(json.dumps(row, sort_keys=True, separators=(",", ":")) + "\n" for row in rows),
        encoding="utf-8",
    )


def _reseal(pack: Path) -> None:
    """Rewrite the manifest checksums with the project's own tool, as a maintainer would."""
    result = subprocess.run(
        [
            sys.executable,
            str(PROJECT_ROOT / "tools" / "pack_checksums.py"),
            "write",
            "--root",
            str(pack.parent),
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "updated en_arithmetic_v1" in result.stdout
    clear_cache()


def _rename_lemma(pack: Path, old: str, new: str) -> None:
    rows = _lexicon(pack)
    hits = [row for row in rows if row["lemma"] == old]
    assert len(hits) == 1
    hits[0]["lemma"] = new
    hits[0]["surface"] = new
    _write_jsonl(pack / "lexicon.jsonl", rows)
    _reseal(pack)


ALL_KINDS = _graph(
    ["Sam", "Ann"],
    [("Sam", "apples", 20)],
    [
        ("Sam", "add", "apples", 4),
        ("Sam", "subtract", "apples", 2),
        ("Sam", "multiply", "apples", 3),
        ("Sam", "divide", "apples", 6),
        ("Sam", "transfer", "apples", 5, "Ann"),
    ],
    ("Sam", "apples"),
)
ADD_ONLY = _graph(["Sam"], [("Sam", "apples", 5)], [("Sam", "add", "apples", 3)], ("Sam", "apples"))
NO_DIVIDE = _graph(
    ["Sam", "Ann"],
    [("Sam", "apples", 5)],
    [
        ("Sam", "add", "apples", 3),
        ("Sam", "subtract", "apples", 1),
        ("Sam", "multiply", "apples", 2),
        ("Sam", "transfer", "apples", 4, "Ann"),
    ],
    ("Ann", "apples"),
)
WITH_DIVIDE = _graph(
    ["Sam"],
    [("Sam", "apples", 8)],
    [("Sam", "add", "apples", 2), ("Sam", "divide", "apples", 2)],
    ("Sam", "apples"),
)


def test_solve_reasons_are_the_documented_set() -> None:
    assert set(SOLVE_REASONS) == {
        "pack_unavailable",
        "lemma_missing",
        "division_by_zero",
        "unknown_unresolved",
        "transfer_without_target",
        "unasserted_holding",
        "non_finite",
    }


def test_all_kinds_graph_solves_with_the_shipped_pack() -> None:
    trace = solve(ALL_KINDS)
    # 20 + 4 - 2 = 22; * 3 = 66; / 6 = 11; give 5 -> 6
    assert [s.after_value for s in trace.steps] == [24, 22, 66, 11, 6]
    assert trace.answer_value == 6


# ---------------------------------------------------------------- pack_unavailable
class TestPackUnavailable:
    def test_lexicon_deleted(self, pack_copy: Path) -> None:
        (pack_copy / "lexicon.jsonl").unlink()
        clear_cache()
        error = _refusal(ADD_ONLY)
        assert error.reason == "pack_unavailable"
        assert error.step_index is None
        assert REQUIRED_PACK_ID in str(error)
        assert "lexicon.jsonl" in str(error)

    @pytest.mark.parametrize("offset", [0, 40, -2])
    def test_lexicon_byte_edited(self, pack_copy: Path, offset: int) -> None:
        path = pack_copy / "lexicon.jsonl"
        data = bytearray(path.read_bytes())
        data[offset] = ord("X") if data[offset] != ord("X") else ord("Y")
        path.write_bytes(bytes(data))
        clear_cache()
        error = _refusal(ADD_ONLY)
        assert error.reason == "pack_unavailable"
        assert error.step_index is None
        assert "checksum" in str(error)

    def test_manifest_deleted(self, pack_copy: Path) -> None:
        (pack_copy / "manifest.json").unlink()
        clear_cache()
        assert _refusal(NO_DIVIDE).reason == "pack_unavailable"

    def test_every_graph_refuses_even_without_operations(self, pack_copy: Path) -> None:
        (pack_copy / "lexicon.jsonl").unlink()
        clear_cache()
        sum_case = graph_from_dict(DEV_CASES[-1]["ground_truth_graph"])
        assert sum_case.operations == ()
        assert _refusal(sum_case).reason == "pack_unavailable"

    def test_intact_copy_solves(self, pack_copy: Path) -> None:
        assert solve(ALL_KINDS).answer_value == 6
        assert solve(ALL_KINDS).canonical_bytes() == solve(ALL_KINDS).canonical_bytes()


# ---------------------------------------------------------------- lemma_missing
class TestLemmaMissing:
    def test_renamed_divide_lemma(self, pack_copy: Path) -> None:
        _rename_lemma(pack_copy, "divide", "split")
        error = _refusal(WITH_DIVIDE)
        assert error.reason == "lemma_missing"
        assert error.step_index is None
        assert "'divide'" in str(error)
        trace = solve(NO_DIVIDE)
        assert trace.answer_value == 4
        assert all(not s.pack_lemma_id.endswith(":split") for s in trace.steps)

    def test_removed_divide_entry(self, pack_copy: Path) -> None:
        rows = [row for row in _lexicon(pack_copy) if row["lemma"] != "divide"]
        assert len(rows) == 4
        _write_jsonl(pack_copy / "lexicon.jsonl", rows)
        glosses_path = pack_copy / "glosses.jsonl"
        glosses = [json.loads(line) for line in glosses_path.read_text().splitlines()]
        kept = [g for g in glosses if g["entry_id"] != "en-arith-004"]
        assert len(kept) == len(glosses) - 1  # otherwise the loader refuses an orphan gloss
        _write_jsonl(glosses_path, kept)
        _reseal(pack_copy)
        error = _refusal(WITH_DIVIDE)
        assert error.reason == "lemma_missing"
        assert "'divide'" in str(error)
        assert solve(NO_DIVIDE).answer_value == 4

    def test_renamed_addition_lemma(self, pack_copy: Path) -> None:
        _rename_lemma(pack_copy, "add", "plus")
        error = _refusal(ADD_ONLY)
        assert error.reason == "lemma_missing"
        assert "'add'" in str(error)
        assert _refusal(ALL_KINDS).reason == "lemma_missing"
        # a graph without an add still solves, and a transfer never needs the add lemma
        no_add = _graph(
            ["Sam", "Ann"],
            [("Sam", "apples", 5)],
            [("Sam", "transfer", "apples", 2, "Ann")],
            ("Ann", "apples"),
        )
        trace = solve(no_add)
        assert trace.answer_value == 2
        assert trace.steps[0].pack_lemma_id == f"{REQUIRED_PACK_ID}:transfer"

    def test_renamed_lemma_still_binds_by_semantic_domain(self, pack_copy: Path) -> None:
        # the graph kind is looked up as a lemma, so a graph using the new lemma
        # name would solve only if the schema allowed it; the old kind refuses.
        _rename_lemma(pack_copy, "subtract", "minus")
        graph = _graph(
            ["Sam"], [("Sam", "apples", 5)], [("Sam", "subtract", "apples", 2)], ("Sam", "apples")
        )
        assert _refusal(graph).reason == "lemma_missing"

    def test_lemma_bound_twice_is_unusable(self, pack_copy: Path) -> None:
        rows = _lexicon(pack_copy)
        twin = dict(rows[3], entry_id="en-arith-099")
        _write_jsonl(pack_copy / "lexicon.jsonl", [*rows, twin])
        _reseal(pack_copy)
        error = _refusal(WITH_DIVIDE)
        assert error.reason == "lemma_missing"
        assert "more than one entry" in str(error)


# ---------------------------------------------------------------- division_by_zero
class TestDivisionByZero:
    @pytest.mark.parametrize("zero", [0, 0.0, -0.0])
    def test_divide_by_zero(self, zero: float) -> None:
        graph = _graph(
            ["Sam"],
            [("Sam", "apples", 6)],
            [("Sam", "add", "apples", 1), ("Sam", "divide", "apples", zero)],
            ("Sam", "apples"),
        )
        error = _refusal(graph)
        assert error.reason == "division_by_zero"
        assert error.step_index == 1
        assert "Step 2" in str(error)

    def test_zero_holding_divided_is_fine(self) -> None:
        graph = _graph(
            ["Sam"],
            [("Sam", "apples", 0)],
            [("Sam", "divide", "apples", 4)],
            ("Sam", "apples"),
        )
        assert solve(graph).answer_value == 0


# ---------------------------------------------------------------- unknown_unresolved
class TestUnknownUnresolved:
    def test_entity_never_held_the_unit(self) -> None:
        graph = _graph(
            ["Sam", "Ann"],
            [("Sam", "apples", 5), ("Ann", "pears", 2)],
            [("Sam", "add", "apples", 1)],
            ("Ann", "apples"),
        )
        error = _refusal(graph)
        assert error.reason == "unknown_unresolved"
        assert error.step_index is None
        assert "'Ann'" in str(error) and "'apples'" in str(error)

    def test_total_nobody_holds_must_not_answer_zero(self) -> None:
        graph = _graph(
            ["Sam", "Ann"],
            [("Sam", "apples", 5), ("Ann", "pears", 2)],
            [("Ann", "subtract", "pears", 2)],
            (None, "plums"),
        )
        error = _refusal(graph)
        assert error.reason == "unknown_unresolved"
        assert error.step_index is None
        assert "'plums'" in str(error)

    def test_total_of_emptied_holdings_is_a_real_zero(self) -> None:
        graph = _graph(
            ["Sam", "Ann"],
            [("Sam", "apples", 5), ("Ann", "apples", 2)],
            [("Sam", "subtract", "apples", 5), ("Ann", "subtract", "apples", 2)],
            (None, "apples"),
        )
        trace = solve(graph)
        assert trace.answer_value == 0
        assert type(trace.answer_value) is int

    def test_total_with_only_produced_holdings(self) -> None:
        graph = _graph(
            ["Sam", "Ann"],
            [],
            [("Sam", "add", "apples", 2), ("Sam", "transfer", "apples", 1, "Ann")],
            (None, "apples"),
        )
        assert solve(graph).answer_value == 2


# ---------------------------------------------------------------- transfer_without_target
def test_transfer_without_target() -> None:
    # Operation's constructor refuses a transfer with no target, and
    # graph_from_dict goes through it, so no real input reaches this refusal.
    # The solver keeps the check anyway (ADR-0116: "belt-and-suspenders" against
    # objects corrupted after construction), so the only way to exercise it is to
    # build a valid transfer and then overwrite its private slot, which the
    # immutable-by-convention value types (generate/_frozen.py) cannot prevent.
    op = Operation("Sam", "transfer", Quantity(2, "apples"), "Ann")
    graph = MathProblemGraph(
        ["Sam", "Ann"],
        [InitialPossession("Sam", Quantity(5, "apples"))],
        [Operation("Sam", "add", Quantity(1, "apples")), op],
        Unknown("Sam", "apples"),
    )
    assert solve(graph).answer_value == 4
    with pytest.raises(dataclasses.FrozenInstanceError):
        object.__setattr__(op, "target", None)  # the public field refuses even this
    op._target = None
    assert graph.operations[1].target is None
    error = _refusal(graph)
    assert error.reason == "transfer_without_target"
    assert error.step_index == 1
    assert "Step 2" in str(error)


# ---------------------------------------------------------------- unasserted_holding
class TestUnassertedHolding:
    @pytest.mark.parametrize("kind", ["subtract", "multiply", "divide"])
    def test_scaling_or_removing_a_never_held_holding(self, kind: str) -> None:
        graph = _graph(
            ["Sam"],
            [("Sam", "apples", 5)],
            [("Sam", "add", "apples", 1), (("Sam", kind, "pears", 2))],
            ("Sam", "apples"),
        )
        error = _refusal(graph)
        assert error.reason == "unasserted_holding"
        assert error.step_index == 1
        assert "Step 2" in str(error) and kind in str(error)
        assert "'pears'" in str(error)

    def test_giving_side_of_transfer(self) -> None:
        graph = _graph(
            ["Sam", "Ann"],
            [("Ann", "apples", 5)],
            [("Sam", "transfer", "apples", 2, "Ann")],
            ("Ann", "apples"),
        )
        error = _refusal(graph)
        assert error.reason == "unasserted_holding"
        assert error.step_index == 0
        assert "Step 1" in str(error) and "'Sam'" in str(error)

    def test_other_entity_holding_does_not_count(self) -> None:
        graph = _graph(
            ["Sam", "Ann"],
            [("Ann", "apples", 5)],
            [("Sam", "subtract", "apples", 1)],
            ("Ann", "apples"),
        )
        assert _refusal(graph).reason == "unasserted_holding"

    def test_add_starts_at_zero(self) -> None:
        graph = _graph(["Sam"], [], [("Sam", "add", "shells", 14)], ("Sam", "shells"))
        trace = solve(graph)
        assert trace.steps[0].before_value == 0
        assert trace.steps[0].after_value == 14
        assert trace.answer_value == 14

    def test_receiving_side_starts_at_zero(self) -> None:
        graph = _graph(
            ["Sam", "Ann"],
            [("Sam", "apples", 5)],
            [("Sam", "transfer", "apples", 2, "Ann"), ("Ann", "multiply", "apples", 3)],
            ("Ann", "apples"),
        )
        trace = solve(graph)
        first = trace.steps[0]
        assert (first.before_value, first.after_value) == (5, 3)
        assert (first.target_before, first.target_after) == (0, 2)
        assert trace.answer_value == 6

    def test_produced_holding_may_then_be_scaled(self) -> None:
        graph = _graph(
            ["Sam"],
            [],
            [("Sam", "add", "pears", 3), ("Sam", "multiply", "pears", 2)],
            ("Sam", "pears"),
        )
        assert solve(graph).answer_value == 6


# ---------------------------------------------------------------- non_finite
class TestNonFinite:
    def test_repeated_multiply_overflows(self) -> None:
        graph = _graph(
            ["Sam"],
            [("Sam", "atoms", 10)],
            [("Sam", "multiply", "atoms", 1e300), ("Sam", "multiply", "atoms", 1e300)],
            ("Sam", "atoms"),
        )
        error = _refusal(graph)
        assert error.reason == "non_finite"
        assert error.step_index == 1
        assert "Step 2" in str(error)

    def test_divide_underflows_to_zero(self) -> None:
        graph = _graph(
            ["Sam"],
            [("Sam", "atoms", 1e-300)],
            [("Sam", "add", "atoms", 1e-300), ("Sam", "divide", "atoms", 1e300)],
            ("Sam", "atoms"),
        )
        error = _refusal(graph)
        assert error.reason == "non_finite"
        assert error.step_index == 1
        assert "Step 2" in str(error)

    def test_transfer_receiver_overflows(self) -> None:
        big = int(sys.float_info.max)
        graph = _graph(
            ["Sam", "Ann"],
            [("Sam", "atoms", big), ("Ann", "atoms", big)],
            [("Sam", "transfer", "atoms", big, "Ann")],
            ("Sam", "atoms"),
        )
        error = _refusal(graph)
        assert error.reason == "non_finite"
        assert error.step_index == 0

    def test_total_overflows_without_a_step(self) -> None:
        big = int(sys.float_info.max)
        graph = _graph(
            ["Sam", "Ann"],
            [("Sam", "atoms", big), ("Ann", "atoms", big)],
            [],
            (None, "atoms"),
        )
        error = _refusal(graph)
        assert error.reason == "non_finite"
        assert error.step_index is None
        assert "answer" in str(error)

    def test_largest_value_itself_is_fine(self) -> None:
        big = int(sys.float_info.max)
        graph = _graph(
            ["Sam"], [("Sam", "atoms", big)], [("Sam", "multiply", "atoms", 1)], ("Sam", "atoms")
        )
        trace = solve(graph)
        assert trace.answer_value == big
        assert type(trace.answer_value) is int


# ---------------------------------------------------------------- exactness
def _all_int_inputs(graph: dict[str, Any]) -> bool:
    values = [p["quantity"]["value"] for p in graph["initial_state"]]
    values += [op["operand"]["value"] for op in graph["operations"]]
    return all(type(v) is int for v in values)


INT_ONLY_CASES = [c for c in DEV_CASES if _all_int_inputs(c["ground_truth_graph"])]


def _answer(
    initial: list[tuple[str, str, int | float]], ops: list[tuple[Any, ...]]
) -> SolutionTrace:
    return solve(_graph(["Sam", "Ann"], initial, ops, ("Sam", initial[0][1])))


class TestExactness:
    def test_point_one_plus_point_two(self) -> None:
        trace = _answer([("Sam", "dollars", 0.1)], [("Sam", "add", "dollars", 0.2)])
        assert trace.answer_value == 0.3
        assert type(trace.answer_value) is float
        assert trace.steps[0].after_value == 0.3
        assert b'"answer_value":0.3,' in trace.canonical_bytes()
        assert b"0.30000000000000004" not in trace.canonical_bytes()

    def test_seven_halved_then_doubled(self) -> None:
        trace = _answer(
            [("Sam", "cakes", 7)],
            [("Sam", "divide", "cakes", 2), ("Sam", "multiply", "cakes", 2)],
        )
        assert trace.steps[0].after_value == 3.5
        assert trace.answer_value == 7
        assert type(trace.answer_value) is int
        assert type(trace.steps[1].after_value) is int
        assert b'"answer_value":7,' in trace.canonical_bytes()

    def test_ten_thirds(self) -> None:
        trace = _answer(
            [("Sam", "cakes", 10)],
            [("Sam", "divide", "cakes", 3), ("Sam", "multiply", "cakes", 3)],
        )
        third = trace.steps[0].after_value
        assert type(third) is float
        exact = Fraction(10, 3)
        error = abs(Fraction(third) - exact)
        assert error < abs(Fraction(math.nextafter(third, 0)) - exact)
        assert error < abs(Fraction(math.nextafter(third, 4)) - exact)
        assert trace.steps[1].before_value == third
        assert trace.answer_value == 10
        assert type(trace.answer_value) is int

    def test_dollars_and_cents(self) -> None:
        trace = _answer([("Sam", "dollars", 3.5)], [("Sam", "subtract", "dollars", 1.25)])
        assert trace.answer_value == 2.25
        assert trace.steps[0].before_value == 3.5

    def test_repeated_tenths(self) -> None:
        ops = [("Sam", "add", "dollars", 0.1)] * 10
        trace = _answer([("Sam", "dollars", 0)], ops)
        assert trace.answer_value == 1
        assert type(trace.answer_value) is int

    def test_decimal_transfer_to_other(self) -> None:
        trace = solve(
            _graph(
                ["Sam", "Ann"],
                [("Sam", "liters", 2.5), ("Ann", "liters", 0.7)],
                [("Sam", "transfer", "liters", 0.1, "Ann")],
                (None, "liters"),
            )
        )
        assert trace.steps[0].after_value == 2.4
        assert trace.steps[0].target_after == 0.8
        assert trace.answer_value == 3.2

    def test_large_ints_stay_exact(self) -> None:
        big = 2**80 + 1
        trace = _answer(
            [("Sam", "grains", big)],
            [
                ("Sam", "add", "grains", 1),
                ("Sam", "multiply", "grains", 10**20),
                ("Sam", "divide", "grains", 10**20),
                ("Sam", "subtract", "grains", 2),
            ],
        )
        assert trace.steps[1].after_value == (big + 1) * 10**20
        assert trace.answer_value == big - 1
        assert type(trace.answer_value) is int
        assert str(big - 1).encode() in trace.canonical_bytes()

    @pytest.mark.parametrize("case", INT_ONLY_CASES, ids=lambda c: c["id"])
    def test_all_integer_dev_graphs_yield_ints_everywhere(self, case: dict[str, Any]) -> None:
        graph = graph_from_dict(case["ground_truth_graph"])
        trace = solve(graph)
        for step in trace.steps:
            values = [step.before_value, step.after_value]
            if step.target is not None:
                values += [step.target_before, step.target_after]
            else:
                assert step.target_before is None and step.target_after is None
            # an integral value is always an int; only a division may leave the integers
            assert all(type(v) is int or not v.is_integer() for v in values), step
            if step.operation_kind != "divide" and type(step.before_value) is int:
                assert type(step.after_value) is int, step
        if not any(op.kind == "divide" for op in graph.operations):
            assert all(type(s.after_value) is int for s in trace.steps)
        assert type(trace.answer_value) is type(case["expected_answer"])

    def test_all_integer_graph_with_divisions(self) -> None:
        trace = _answer(
            [("Sam", "cakes", 12), ("Ann", "cakes", 1)],
            [
                ("Sam", "divide", "cakes", 4),
                ("Sam", "transfer", "cakes", 1, "Ann"),
                ("Sam", "divide", "cakes", -2),
            ],
        )
        assert [s.after_value for s in trace.steps] == [3, 2, -1]
        assert all(type(s.after_value) is int for s in trace.steps)
        assert type(trace.steps[1].target_after) is int


# ---------------------------------------------------------------- provenance
class TestProvenance:
    def test_every_step_lemma_resolves_to_a_real_entry(self) -> None:
        lexicon = [json.loads(line) for line in SHIPPED_LEXICON.read_text().splitlines()]
        by_lemma = {row["lemma"]: row for row in lexicon}
        domain = {
            "add": "arithmetic.operation.addition",
            "subtract": "arithmetic.operation.subtraction",
            "multiply": "arithmetic.operation.multiplication",
            "divide": "arithmetic.operation.division",
            "transfer": "arithmetic.operation.transfer",
        }
        seen = set()
        graphs = [graph_from_dict(c["ground_truth_graph"]) for c in DEV_CASES] + [ALL_KINDS]
        for graph in graphs:
            trace = solve(graph)
            assert trace.pack_id == REQUIRED_PACK_ID
            for step, op in zip(trace.steps, graph.operations, strict=True):
                pack_id, _, lemma = step.pack_lemma_id.partition(":")
                assert pack_id == REQUIRED_PACK_ID
                assert step.pack_lemma_id == f"en_arithmetic_v1:{op.kind}"
                entry = by_lemma[lemma]
                assert entry["pos"] == "VERB"
                assert entry["semantic_domains"] == [domain[op.kind]]
                seen.add(lemma)
        assert seen == set(domain)

    def test_lemma_ids_come_from_lemmas_not_surfaces(self, pack_copy: Path) -> None:
        # The trace stamps <pack_id>:<lemma>; changing only the surface forms of a
        # resealed pack copy leaves every lemma id as it was.
        rows = _lexicon(pack_copy)
        for row in rows:
            row["surface"] = row["surface"].upper()
        _write_jsonl(pack_copy / "lexicon.jsonl", rows)
        _reseal(pack_copy)
        trace = solve(ALL_KINDS)
        assert len(INT_ONLY_CASES) >= 40
        assert [s.pack_lemma_id.split(":")[1] for s in trace.steps] == [
            "add",
            "subtract",
            "multiply",
            "divide",
            "transfer",
        ]

    def test_renamed_addition_refuses_add_graphs(self, pack_copy: Path) -> None:
        _rename_lemma(pack_copy, "add", "plus")
        for case in DEV_CASES:
            graph = graph_from_dict(case["ground_truth_graph"])
            kinds = {op.kind for op in graph.operations}
            if "add" in kinds:
                error = _refusal(graph)
                assert error.reason == "lemma_missing", case["id"]
            else:
                trace = solve(graph)
                assert trace.answer_value == case["expected_answer"], case["id"]
                assert all(s.pack_lemma_id != "en_arithmetic_v1:plus" for s in trace.steps)

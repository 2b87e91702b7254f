"""The word-problem domain layer (negative holdings, fractional counts) and the text pipeline."""

from __future__ import annotations

import subprocess
import sys

import pytest

from generate.math_domain import DomainError, check_trace, is_measure
from generate.math_lowering import lower
from generate.math_parser import ParseError, parse_problem, parse_with_provenance
from generate.math_pipeline import answer_graph, answer_problem
from generate.math_problem_graph import (
    InitialPossession,
    MathProblemGraph,
    Operation,
    Quantity,
    Unknown,
)
from generate.math_solver import solve


def _graph(value: int | float, unit: str, *ops: Operation) -> MathProblemGraph:
    return MathProblemGraph(
        ("Ivo", "Pia"),
        (InitialPossession("Ivo", Quantity(value, unit)),),
        ops,
        Unknown("Ivo", unit),
    )


def test_negative_holding_is_refused_at_its_step() -> None:
    trace = solve(_graph(7, "plums", Operation("Ivo", "subtract", Quantity(10, "plums"))))
    assert trace.answer_value == -3  # the base solver's arithmetic is exact ...
    with pytest.raises(DomainError) as info:
        check_trace(trace)  # ... and the domain layer refuses it
    assert info.value.reason == "negative_holding"
    assert info.value.step_index == 0
    assert "Step 1" in str(info.value)


def test_negative_giver_in_a_transfer_is_refused() -> None:
    trace = solve(_graph(2, "plums", Operation("Ivo", "transfer", Quantity(5, "plums"), "Pia")))
    with pytest.raises(DomainError) as info:
        check_trace(trace)
    assert info.value.reason == "negative_holding"


def test_fractional_count_is_refused_but_measures_may_be_fractional() -> None:
    split = Operation("Ivo", "divide", Quantity(4, "plums"))
    with pytest.raises(DomainError) as info:
        check_trace(solve(_graph(17, "plums", split)))
    assert info.value.reason == "fractional_count"
    for unit in ("dollars", "liters", "cups", "hours"):
        check_trace(solve(_graph(17, unit, Operation("Ivo", "divide", Quantity(4, unit)))))


def test_fractional_count_in_an_untouched_answer_is_refused() -> None:
    with pytest.raises(DomainError) as info:
        check_trace(solve(_graph(2.5, "plums")))
    assert info.value.reason == "fractional_count"
    assert info.value.step_index is None


def test_whole_results_pass_and_units_are_judged_by_their_head_noun() -> None:
    check_trace(solve(_graph(17, "plums", Operation("Ivo", "subtract", Quantity(17, "plums")))))
    assert is_measure("dollars") and is_measure("fluid ounces")
    assert not is_measure("baseball cards") and not is_measure("dollar bills")


def test_answer_problem_runs_every_stage() -> None:
    answer = answer_problem("Ivo has 9 plums. He eats 2. How many plums does Ivo have?")
    assert answer.value == 7
    assert answer.verdict.ok
    assert answer.source == "parser"
    assert answer.parsed is not None
    assert answer.parsed.graph.operations[0].kind == "subtract"


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        (
            "Ivo has 7 plums. He gives away 10 plums. How many plums does Ivo have?",
            "negative_holding",
        ),
        (
            "Ivo has 17 plums. He splits them equally into 4 piles and keeps one pile. "
            "How many plums does Ivo have?",
            "fractional_count",
        ),
    ],
)
def test_answer_problem_refuses_nonsense_results(text: str, reason: str) -> None:
    with pytest.raises(DomainError) as info:
        answer_problem(text)
    assert info.value.reason == reason


def test_the_parser_path_is_the_lowered_graph_answered() -> None:
    text = "Pia has $4.50. She earns $2.25. How much money does Pia have?"
    parsed = parse_with_provenance(text)
    assert answer_graph(lower(parsed.graph), "parser", parsed=parsed) == answer_problem(text)
    assert answer_problem(text).value == 6.75


def test_cli_reports_domain_refusals_typed() -> None:
    run = subprocess.run(
        [
            sys.executable,
            "-m",
            "generate.cli",
            "solve",
            "Ivo has 7 plums. He gives away 10 plums. How many plums does Ivo have?",
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2
    assert run.stderr.startswith("error[negative_holding]: Step 1")
    assert "Traceback" not in run.stderr


def test_ones_is_a_pro_form_not_a_unit() -> None:
    graph = parse_problem(
        "Ivo had 7 plums. He lost one and then got three new ones. How many plums does Ivo have?"
    )
    assert [op.operand.unit for op in graph.operations] == ["plums", "plums"]
    assert solve(graph).answer_value == 9
    with pytest.raises(ParseError) as info:
        parse_problem(
            "Ivo has 5 red plums and 3 green plums. He buys 2 green ones. "
            "How many green plums does Ivo have?"
        )
    assert info.value.reason == "ambiguous_unit"

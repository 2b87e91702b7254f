"""ADR-0115 Phase 1.3 exit criterion on the 50-case dev set, and end-to-end answers."""

from __future__ import annotations

import json
from typing import Any

from conftest import DEV_SET

from generate.math_parser import ParseError, parse_problem
from generate.math_problem_graph import graph_from_dict
from generate.math_solver import SolveError, solve


def _cases() -> list[dict[str, Any]]:
    with DEV_SET.open(encoding="utf-8") as handle:
        return [json.loads(line) for line in handle]


def test_dev_set_exact_parse_count_meets_exit_criterion() -> None:
    cases = _cases()
    assert len(cases) == 50
    exact: list[str] = []
    misses: list[str] = []
    for case in cases:
        expected = graph_from_dict(case["ground_truth_graph"]).canonical_bytes()
        try:
            got = parse_problem(case["problem"]).canonical_bytes()
        except ParseError as exc:
            misses.append(f"{case['id']}: refused ({exc.reason})")
            continue
        (exact if got == expected else misses).append(case["id"])
    assert len(exact) >= 45, f"{len(exact)}/50 exact parses; misses: {misses}"


def test_dev_set_answered_end_to_end() -> None:
    wrong: list[str] = []
    for case in _cases():
        try:
            trace = solve(parse_problem(case["problem"]))
        except (ParseError, SolveError) as exc:
            wrong.append(f"{case['id']}: refused ({exc.reason})")
            continue
        if (
            trace.answer_value != case["expected_answer"]
            or trace.answer_unit != case["expected_unit"]
        ):
            wrong.append(f"{case['id']}: {trace.answer_value} {trace.answer_unit}")
    assert not wrong, f"{50 - len(wrong)}/50 answered correctly; wrong: {wrong}"

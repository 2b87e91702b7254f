"""``core-math`` text mode and successful ``eval`` runs: these need ``generate.math_parser``.

Kept apart from tests/test_cli.py so that file runs before the parser lands.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import tracemalloc
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from generate.cli import main
from generate.math_problem_graph import graph_from_dict
from generate.math_solver import solve

PROJECT_ROOT = Path(__file__).resolve().parent.parent
DEV_SET = PROJECT_ROOT / "tests" / "data" / "gsm8k_parser_dev" / "cases.jsonl"
DEV_CASES = [json.loads(line) for line in DEV_SET.read_text(encoding="utf-8").splitlines()]
PROBLEM = "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"
PROBLEM_GRAPH: dict[str, Any] = {
    "entities": ["Sam"],
    "initial_state": [{"entity": "Sam", "quantity": {"unit": "apples", "value": 5}}],
    "operations": [{"actor": "Sam", "kind": "add", "operand": {"unit": "apples", "value": 3}}],
    "unknown": {"entity": "Sam", "unit": "apples"},
}
OUT_OF_SCOPE = "Each apple costs $2. Sam buys 3 apples. How much money does Sam spend?"
TOTALS_KEYS = {
    "answered_correctly",
    "answered_wrongly",
    "cases",
    "in_scope",
    "must_refuse",
    "parsed_exactly",
    "refused",
    "refused_as_expected",
    "refused_by_reason",
    "with_ground_truth",
}


def _run(
    cwd: Path, *args: str | Path, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "CORE_PACK_PATH"}
    return subprocess.run(
        [sys.executable, "-m", "generate.cli", *map(str, args)],
        capture_output=True,
        text=True,
        input=stdin,
        cwd=cwd,
        env=env,
        check=False,
        timeout=300,
    )


def _clean(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stderr
    assert "error[internal]" not in result.stderr


def _jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


# ------------------------------------------------------------------- solve TEXT
def test_solve_text_explains_each_step(tmp_path: Path) -> None:
    result = _run(tmp_path, "solve", PROBLEM)
    _clean(result)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    step_lines = [line for line in lines if line.lstrip().lower().startswith("step")]
    assert step_lines, result.stdout
    assert any("buys" in line for line in step_lines), result.stdout
    answer_lines = [line for line in lines if "answer" in line.lower()]
    assert any(re.search(r"(?<![\d.])8(?![\d.])", line) for line in answer_lines), result.stdout
    assert lines[-1].startswith("verdict: ok")


def test_solve_text_from_stdin_matches_argument(tmp_path: Path) -> None:
    from_argument = _run(tmp_path, "solve", PROBLEM)
    from_stdin = _run(tmp_path, "solve", "-", stdin=PROBLEM)
    _clean(from_stdin)
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_argument.stdout


def test_solve_text_json_report(tmp_path: Path) -> None:
    result = _run(tmp_path, "solve", PROBLEM, "--json")
    _clean(result)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert set(report) == {"explanation", "graph", "problem", "provenance", "trace", "verdict"}
    assert result.stdout == json.dumps(report, sort_keys=True, separators=(",", ":")) + "\n"
    assert report["problem"] == PROBLEM
    assert report["graph"] == PROBLEM_GRAPH
    assert report["trace"] == solve(graph_from_dict(PROBLEM_GRAPH)).as_json()
    assert report["trace"]["answer_value"] == 8
    assert report["verdict"]["ok"] is True
    assert isinstance(report["explanation"], list)
    assert report["explanation"] and all(isinstance(x, str) for x in report["explanation"])
    assert any("buys" in line for line in report["explanation"])


def test_solve_text_is_deterministic(tmp_path: Path) -> None:
    first = _run(tmp_path, "solve", PROBLEM, "--json")
    second = _run(tmp_path, "solve", PROBLEM, "--json")
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout


def test_out_of_scope_problem_is_refused(tmp_path: Path) -> None:
    result = _run(tmp_path, "solve", OUT_OF_SCOPE)
    _clean(result)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stdout == ""
    assert re.match(r"error\[[a-z_:]+\]: ", result.stderr), result.stderr
    again = _run(tmp_path, "solve", OUT_OF_SCOPE, "--json")
    assert again.returncode == 2
    assert again.stderr == result.stderr


# ------------------------------------------------------------------- eval
def test_eval_dev_set_totals(tmp_path: Path) -> None:
    result = _run(tmp_path, "eval", DEV_SET, "--json")
    _clean(result)
    totals = json.loads(result.stdout)
    assert set(totals) == TOTALS_KEYS
    assert totals["cases"] == 50
    assert totals["in_scope"] == 50 and totals["must_refuse"] == 0
    assert totals["with_ground_truth"] == 50
    assert totals["parsed_exactly"] >= 45  # ADR-0115 parser exit criterion
    # an exactly parsed graph is the ground truth, which solves to the expected answer
    assert totals["answered_correctly"] >= totals["parsed_exactly"]
    assert (
        totals["answered_correctly"] + totals["answered_wrongly"] + totals["refused"]
        == totals["cases"]
    )
    assert sum(totals["refused_by_reason"].values()) == totals["refused"]
    assert result.returncode == (1 if totals["answered_wrongly"] else 0)


def test_eval_cases_lines(tmp_path: Path) -> None:
    result = _run(tmp_path, "eval", DEV_SET, "--cases")
    _clean(result)
    lines = result.stdout.splitlines()
    case_lines = [line for line in lines if line.startswith("gpd-")]
    assert [line.split(":")[0] for line in case_lines] == [c["id"] for c in DEV_CASES]
    assert any(line.startswith("cases: 50 ") for line in lines)


def test_eval_wrong_expected_answer_exits_1(tmp_path: Path) -> None:
    first = DEV_CASES[0]
    wrong = dict(first, id="wrong-1", expected_answer=first["expected_answer"] + 1)
    path = _jsonl(tmp_path / "wrong.jsonl", [first, wrong])
    result = _run(tmp_path, "eval", path, "--cases")
    _clean(result)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"{first['id']}: correct" in result.stdout
    assert "wrong-1: WRONG" in result.stdout
    as_json = _run(tmp_path, "eval", path, "--json")
    assert as_json.returncode == 1
    totals = json.loads(as_json.stdout)
    assert totals["answered_correctly"] == 1 and totals["answered_wrongly"] == 1


def test_eval_expected_refusal(tmp_path: Path) -> None:
    path = _jsonl(
        tmp_path / "refuse.jsonl",
        [{"id": "oos-1", "problem": OUT_OF_SCOPE, "expected_answer": None}],
    )
    result = _run(tmp_path, "eval", path, "--json")
    _clean(result)
    assert result.returncode == 0, result.stderr
    totals = json.loads(result.stdout)
    assert totals["must_refuse"] == 1
    assert totals["refused"] == 1 and totals["refused_as_expected"] == 1
    assert totals["answered_wrongly"] == 0


def test_eval_reports_the_line_of_a_bad_case_after_good_ones(tmp_path: Path) -> None:
    path = tmp_path / "mixed.jsonl"
    good = json.dumps(DEV_CASES[0])
    path.write_text(f'{good}\n{good}\n{{"id": "no-problem", "expected_answer": 1}}\n')
    result = _run(tmp_path, "eval", path)
    _clean(result)
    assert result.returncode == 2
    assert result.stderr.startswith(f"error[invalid_case]: {path}:3:")


def test_eval_from_stdin(tmp_path: Path) -> None:
    result = _run(tmp_path, "eval", "-", "--json", stdin=json.dumps(DEV_CASES[0]) + "\n")
    _clean(result)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["answered_correctly"] == 1


def test_eval_streams_in_constant_memory(tmp_path: Path) -> None:
    """Peak memory of ``eval`` does not grow with the number of lines (it keeps counters only)."""
    row = {"problem": "Ann has 4 pens. She buys 3 more. How many pens does Ann have?"}
    peaks = []
    for lines in (200, 4000):
        path = _jsonl(tmp_path / f"{lines}.jsonl", [{**row, "expected_answer": 7}] * lines)
        main(["eval", str(path)])  # warm the parser's caches outside the measurement
        tracemalloc.start()
        with redirect_stdout(io.StringIO()) as out:
            assert main(["eval", str(path)]) == 0
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert f"answered correctly: {lines}/{lines}" in out.getvalue()
    assert peaks[1] < peaks[0] * 1.5 + 64 * 1024, peaks

"""``core-math`` text mode and successful ``eval`` runs: these need ``generate.math_parser``.

Kept apart from tests/test_cli.py so that file runs before the parser lands.
"""

from __future__ import annotations

import fcntl
import io
import json
import os
import pty
import re
import select
import signal
import struct
import subprocess
import termios
import tracemalloc
from concurrent.futures.process import BrokenProcessPool
from contextlib import redirect_stdout
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from conftest import DEV_SET, core_math_command, dev_cases, graph, op, run_cli, write_jsonl

from generate import _eval
from generate._eval import _matches
from generate.cli import main
from generate.math_lowering import lower
from generate.math_problem_graph import graph_from_dict
from generate.math_quantity_solver import solve_quantities

DEV_CASES = dev_cases()
PROBLEM = "Sam has 5 apples. He buys 3 more. How many apples does Sam have?"
PROBLEM_GRAPH: dict[str, Any] = graph(
    {"Sam": (5, "apples")}, op("Sam", "add", 3, "apples"), unknown=("Sam", "apples")
)
OUT_OF_SCOPE = "Sam might buy some apples. How many apples does Sam have?"
"""Neither reader answers this: what might happen leaves the count open."""
THIRDS = (
    "Ann has 2 liters of water. She splits them equally into 3 piles and keeps one pile. "
    "How many liters of water does Ann have?"
)
TOTALS_KEYS = {
    "answered_correctly",
    "answered_wrongly",
    "by_depth",
    "cases",
    "coverage",
    "in_scope",
    "invalid",
    "must_refuse",
    "parsed_exactly",
    "precision",
    "refused",
    "refused_as_expected",
    "refused_by_reason",
    "with_ground_truth",
}


def _clean(result: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in result.stderr
    assert "error[internal]" not in result.stderr


# ------------------------------------------------------------------- solve TEXT
def test_solve_text_explains_each_step(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "solve", PROBLEM)
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
    from_argument = run_cli(tmp_path, "solve", PROBLEM)
    from_stdin = run_cli(tmp_path, "solve", "-", stdin=PROBLEM)
    _clean(from_stdin)
    assert from_stdin.returncode == 0, from_stdin.stderr
    assert from_stdin.stdout == from_argument.stdout


def test_solve_text_json_report(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "solve", PROBLEM, "--json")
    _clean(result)
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert set(report) == {
        "explanation",
        "graph",
        "problem",
        "provenance",
        "reader",
        "trace",
        "verdict",
    }
    assert result.stdout == json.dumps(report, sort_keys=True, separators=(",", ":")) + "\n"
    assert report["problem"] == PROBLEM
    assert report["reader"] == "parser"
    assert report["provenance"]["graph"] == PROBLEM_GRAPH
    lowered = lower(graph_from_dict(PROBLEM_GRAPH))
    assert report["graph"] == lowered.as_json()
    assert report["trace"] == solve_quantities(lowered).as_json()
    assert report["trace"]["answer"]["value"] == 8
    assert report["verdict"]["ok"] is True
    assert isinstance(report["explanation"], list)
    assert report["explanation"] and all(isinstance(x, str) for x in report["explanation"])
    assert any("buys" in line for line in report["explanation"])


def test_solve_text_is_deterministic(tmp_path: Path) -> None:
    first = run_cli(tmp_path, "solve", PROBLEM, "--json")
    second = run_cli(tmp_path, "solve", PROBLEM, "--json")
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout


def test_out_of_scope_problem_is_refused(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "solve", OUT_OF_SCOPE)
    _clean(result)
    assert result.returncode == 2, result.stdout + result.stderr
    assert result.stdout == ""
    assert re.match(r"error\[[a-z_:]+\]: ", result.stderr), result.stderr
    again = run_cli(tmp_path, "solve", OUT_OF_SCOPE, "--json")
    assert again.returncode == 2
    assert again.stderr == result.stderr


# ------------------------------------------------------------------- eval
def test_eval_dev_set_totals(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "eval", DEV_SET, "--json")
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
    answered = totals["answered_correctly"] + totals["answered_wrongly"]
    assert totals["precision"] == round(totals["answered_correctly"] / answered, 6)
    assert totals["coverage"] == round(totals["answered_correctly"] / 50, 6)
    depths = totals["by_depth"]
    assert [d["steps"] for d in depths] == sorted({d["steps"] for d in depths})
    assert sum(d["correct"] for d in depths) == totals["answered_correctly"]
    assert sum(d["wrong"] for d in depths) == totals["answered_wrongly"]
    truth_steps = sorted(
        len(solve_quantities(lower(graph_from_dict(c["ground_truth_graph"]))).steps)
        for c in DEV_CASES
    )
    if totals["answered_correctly"] == 50:  # every step count is then the graph's
        assert [d["correct"] for d in depths] == [truth_steps.count(d["steps"]) for d in depths]


def test_eval_cases_lines(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "eval", DEV_SET, "--cases")
    _clean(result)
    lines = result.stdout.splitlines()
    case_lines = [line for line in lines if line.startswith("gpd-")]
    assert [line.split(":")[0] for line in case_lines] == [c["id"] for c in DEV_CASES]
    assert any(line.startswith("cases: 50 ") for line in lines)


def test_eval_wrong_expected_answer_exits_1(tmp_path: Path) -> None:
    first = DEV_CASES[0]
    wrong = dict(first, id="wrong-1", expected_answer=first["expected_answer"] + 1)
    path = write_jsonl(tmp_path / "wrong.jsonl", [first, wrong])
    result = run_cli(tmp_path, "eval", path, "--cases")
    _clean(result)
    assert result.returncode == 1, result.stdout + result.stderr
    assert f"{first['id']}: correct" in result.stdout
    assert f"wrong-1: WRONG (answered {first['expected_answer']} " in result.stdout
    assert f"expected {first['expected_answer'] + 1})" in result.stdout
    as_json = run_cli(tmp_path, "eval", path, "--json")
    assert as_json.returncode == 1
    totals = json.loads(as_json.stdout)
    assert totals["answered_correctly"] == 1 and totals["answered_wrongly"] == 1


def test_eval_expected_refusal(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "refuse.jsonl",
        [{"id": "oos-1", "problem": OUT_OF_SCOPE, "expected_answer": None}],
    )
    result = run_cli(tmp_path, "eval", path, "--json")
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
    result = run_cli(tmp_path, "eval", path)
    _clean(result)
    assert result.returncode == 2
    assert result.stderr.startswith(f"error[invalid_case]: {path}:3:")


def test_eval_from_stdin(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "eval", "-", "--json", stdin=json.dumps(DEV_CASES[0]) + "\n")
    _clean(result)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["answered_correctly"] == 1


def test_eval_streams_in_constant_memory(tmp_path: Path) -> None:
    """Peak memory of ``eval`` does not grow with the number of lines (it keeps counters only)."""
    row = {"problem": "Ann has 4 pens. She buys 3 more. How many pens does Ann have?"}
    peaks = []
    for lines in (200, 4000):
        path = write_jsonl(tmp_path / f"{lines}.jsonl", [{**row, "expected_answer": 7}] * lines)
        main(["eval", str(path)])  # warm the parser's caches outside the measurement
        tracemalloc.start()
        with redirect_stdout(io.StringIO()) as out:
            assert main(["eval", str(path)]) == 0
        peaks.append(tracemalloc.get_traced_memory()[1])
        tracemalloc.stop()
        assert f"answered correctly: {lines}/{lines}" in out.getvalue()
    assert peaks[1] < peaks[0] * 1.5 + 64 * 1024, peaks


# ------------------------------------------------------------------- eval: the lane
def _totals(result: subprocess.CompletedProcess[str]) -> dict[str, Any]:
    _clean(result)
    last = result.stdout.splitlines()[-1]
    totals: dict[str, Any] = json.loads(last)
    assert set(totals) == TOTALS_KEYS
    return totals


def _gsm8k(case: dict[str, Any], answer: str | None = None) -> dict[str, Any]:
    final = case["expected_answer"] if answer is None else answer
    return {"question": case["problem"], "answer": f"Some reasoning <<1+1=2>>.\n#### {final}"}


def test_eval_reads_gsm8k_jsonl(tmp_path: Path) -> None:
    rows = [_gsm8k(case) for case in DEV_CASES[:10]]
    rows.append(
        {
            "question": "Ann has 1,200 pens. She buys 300 more. How many pens does Ann have?",
            "answer": "Ann has 1200 + 300 = 1500 pens.\n#### 1,500",
        }
    )
    rows.append(_gsm8k(DEV_CASES[0], answer=str(DEV_CASES[0]["expected_answer"] + 1)))
    path = write_jsonl(tmp_path / "gsm8k.jsonl", rows)
    result = run_cli(tmp_path, "eval", path, "--cases", "--json")
    totals = _totals(result)
    assert result.returncode == 1
    assert totals["cases"] == 12 and totals["answered_wrongly"] == 1
    assert totals["answered_correctly"] + totals["refused"] == 11
    cases = [json.loads(line) for line in result.stdout.splitlines()[:-1]]
    assert [case["id"] for case in cases] == [f"line {n}" for n in range(1, 13)]
    assert cases[10]["outcome"] == "correct" and cases[10]["expected"] == "#### 1,500"
    assert cases[11]["outcome"] == "wrong"
    assert cases[11]["problem"] == DEV_CASES[0]["problem"]


def test_eval_reads_a_json_array_with_field_names(tmp_path: Path) -> None:
    rows = [{"q": case["problem"], "gold": case["expected_answer"]} for case in DEV_CASES[:8]]
    path = tmp_path / "set.json"
    path.write_text(json.dumps(rows, indent=2), encoding="utf-8")
    result = run_cli(
        tmp_path, "eval", path, "--problem-field", "q", "--answer-field", "gold", "--json"
    )
    totals = _totals(result)
    jsonl = write_jsonl(tmp_path / "same.jsonl", DEV_CASES[:8])
    reference = _totals(run_cli(tmp_path, "eval", jsonl, "--json"))
    for key in ("answered_correctly", "answered_wrongly", "refused", "cases", "by_depth"):
        assert totals[key] == reference[key], key
    cases = run_cli(
        tmp_path, "eval", path, "--problem-field", "q", "--answer-field", "gold", "--cases"
    )
    assert cases.stdout.splitlines()[0].startswith("item 1: ")


@pytest.mark.parametrize(
    ("gold", "outcome"),
    [
        (0.6666666666666666, "correct"),  # the nearest double of 2/3
        ('"#### 0.6666666666666666"', "correct"),
        (0.6666666666666667, "wrong"),
        (0.6667, "wrong"),
        (1, "wrong"),
    ],
)
def test_eval_float_gold_matches_the_rational_whose_nearest_double_it_is(
    tmp_path: Path, gold: object, outcome: str
) -> None:
    path = tmp_path / "thirds.jsonl"
    value = gold if isinstance(gold, str) else json.dumps(gold)
    path.write_text(
        json.dumps({"id": "t", "problem": THIRDS})[:-1] + f', "expected_answer": {value}}}\n'
    )
    result = run_cli(tmp_path, "eval", path, "--cases")
    _clean(result)
    assert result.stdout.splitlines()[0].startswith(
        f"t: {outcome.upper() if outcome == 'wrong' else outcome}"
    )


def test_eval_integer_gold_matches_exactly(tmp_path: Path) -> None:
    pens = "Ann has 3 pens. She buys 4 more. How many pens does Ann have?"
    rows = [
        {"id": "exact", "problem": pens, "expected_answer": 7},
        {"id": "float7", "problem": pens, "expected_answer": 7.0},
        {"id": "gsm8k", "problem": pens, "expected_answer": "#### 7"},
        {"id": "decimal", "problem": pens, "expected_answer": "#### 7.000"},
    ]
    result = run_cli(tmp_path, "eval", write_jsonl(tmp_path / "i.jsonl", rows), "--cases")
    _clean(result)
    assert result.stdout.splitlines()[:4] == [
        "exact: correct",
        "float7: correct",
        "gsm8k: correct",
        "decimal: correct",
    ]


@pytest.mark.parametrize(
    ("gold", "answer", "same"),
    [
        (2**60 + 1, 2**60, False),  # integers compare exactly, never through doubles
        (2**60, 2**60, True),
        (float(2**60), 2**60 + 1, True),  # a float gold: the answer's nearest double
        (Fraction(2, 3), 0.6666666666666666, True),  # exact decimal vs a recorded double
        (Fraction(1, 2), 1, False),
        (3, 3.0000000000000004, False),  # an integer gold never matches a non-integer
    ],
)
def test_answer_matching_rule(
    gold: int | float | Fraction, answer: int | float, same: bool
) -> None:
    assert _matches(gold, answer) is same


def test_eval_expected_unit_must_match(tmp_path: Path) -> None:
    rows = [
        {"id": "same", "problem": PROBLEM, "expected_answer": 8, "expected_unit": "apples"},
        {"id": "other", "problem": PROBLEM, "expected_answer": 8, "expected_unit": "pears"},
        {"id": "absent", "problem": PROBLEM, "expected_answer": 8},
    ]
    result = run_cli(tmp_path, "eval", write_jsonl(tmp_path / "u.jsonl", rows), "--cases")
    _clean(result)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert lines[0] == "same: correct"
    assert lines[1] == (
        "other: WRONG (answered 8 apples, expected unit 'pears', answered in 'apples')"
    )
    assert lines[2] == "absent: correct"
    invalid = write_jsonl(tmp_path / "bad.jsonl", [dict(rows[0], expected_unit=3)])
    bad = run_cli(tmp_path, "eval", invalid, "--cases")
    assert bad.returncode == 2
    assert "'expected_unit' must be a non-empty string or null" in bad.stdout


def test_eval_wrong_shows_problem_and_both_values(tmp_path: Path) -> None:
    first = DEV_CASES[0]
    rows = [first, dict(first, id="bad-gold", expected_answer=first["expected_answer"] + 5)]
    path = write_jsonl(tmp_path / "w.jsonl", rows)
    result = run_cli(tmp_path, "eval", path, "--wrong")
    _clean(result)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    answer = first["expected_answer"]
    assert lines[:3] == [
        f"bad-gold: WRONG (answered {answer} {first['expected_unit']}, expected {answer + 5})",
        f"  at: {path}:2",
        f"  problem: {first['problem']}",
    ]
    assert lines[3].startswith("cases: 2 ")
    as_json = run_cli(tmp_path, "eval", path, "--wrong", "--json")
    objects = [json.loads(line) for line in as_json.stdout.splitlines()]
    assert len(objects) == 2
    assert objects[0]["id"] == "bad-gold" and objects[0]["outcome"] == "wrong"
    assert (objects[0]["answer"], objects[0]["expected"]) == (answer, answer + 5)
    assert objects[0]["problem"] == first["problem"]
    assert set(objects[1]) == TOTALS_KEYS


def test_eval_cases_json_is_json_lines_only(tmp_path: Path) -> None:
    rows = [
        DEV_CASES[0],
        {"id": "oos", "problem": OUT_OF_SCOPE, "expected_answer": None},
        {"id": "oos-gold", "problem": OUT_OF_SCOPE, "expected_answer": 6},
        {"id": "nan", "problem": PROBLEM, "expected_answer": 1},
    ]
    path = tmp_path / "mixed.jsonl"
    text = "".join(json.dumps(row) + "\n" for row in rows).replace(
        '"expected_answer": 1}', '"expected_answer": NaN}'
    )
    path.write_text(text, encoding="utf-8")
    result = run_cli(tmp_path, "eval", path, "--cases", "--json")
    _clean(result)
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o.get("outcome") for o in objects[:4]] == [
        "correct",
        "refused_as_expected",
        "refused",
        "invalid",
    ]
    assert objects[1]["reason"].startswith("read:")
    assert objects[3]["id"] == "line 4" and "NaN" in objects[3]["message"]
    totals = objects[4]
    assert set(totals) == TOTALS_KEYS
    assert (totals["cases"], totals["invalid"], totals["must_refuse"]) == (4, 1, 1)
    assert totals["refused_by_reason"] == {objects[1]["reason"]: 2}
    assert totals["precision"] == 1.0 and totals["coverage"] == 0.5
    assert result.returncode == 2  # nothing wrong, one case could not be scored


def test_eval_jobs_output_is_byte_identical_and_in_order(tmp_path: Path) -> None:
    first = DEV_CASES[0]
    rows = [
        *DEV_CASES,
        {"id": "oos", "problem": OUT_OF_SCOPE, "expected_answer": None},
        dict(first, id="wrong", expected_answer=first["expected_answer"] + 1),
        *DEV_CASES,
    ] * 3
    path = write_jsonl(tmp_path / "many.jsonl", rows)  # 309 cases: several chunks
    for args in (["--cases"], ["--cases", "--json"], ["--wrong"]):
        one = run_cli(tmp_path, "eval", path, *args)
        two = run_cli(tmp_path, "eval", path, *args, "--jobs", "2")
        _clean(two)
        assert one.returncode == two.returncode == 1
        assert two.stdout == one.stdout
        assert two.stderr == one.stderr == ""
        if args == ["--cases"]:
            ids = [line.split(": ")[0] for line in one.stdout.splitlines()[: len(rows)]]
            assert ids == [row["id"] for row in rows]
    auto = run_cli(tmp_path, "eval", path, "--json", "--jobs", "auto")
    assert auto.stdout == run_cli(tmp_path, "eval", path, "--json").stdout


def test_eval_jobs_stops_at_the_same_bad_line(tmp_path: Path) -> None:
    rows = [json.dumps(case) for case in DEV_CASES] * 6
    rows[200] = '{"id": "broken", "expected_answer": 1}'
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    one = run_cli(tmp_path, "eval", path, "--cases")
    two = run_cli(tmp_path, "eval", path, "--cases", "--jobs", "2")
    assert one.returncode == two.returncode == 2
    assert (
        one.stderr
        == two.stderr
        == (
            f"error[invalid_case]: {path}:201: each case needs a string 'problem' "
            "(or GSM8K's 'question')\n"
        )
    )
    assert one.stdout == two.stdout
    assert len(one.stdout.splitlines()) == 200


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_eval_broken_installation_exits_3(
    tmp_path: Path, broken_pack_root: Path, jobs: str
) -> None:
    path = write_jsonl(tmp_path / "dev.jsonl", DEV_CASES)
    env = {"CORE_PACK_PATH": str(broken_pack_root)}
    result = run_cli(tmp_path, "eval", path, "--jobs", jobs, **env)
    assert result.returncode == 3, result.stdout + result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1
    assert lines[0].startswith(
        f"error[pack_unavailable]: broken installation, evaluation stopped at {path}:1: "
    )
    assert "lexicon.jsonl" in lines[0]
    as_json = run_cli(tmp_path, "eval", path, "--json", "--cases", "--jobs", jobs, **env)
    assert as_json.returncode == 3
    assert json.loads(as_json.stdout)["reason"] == "pack_unavailable"


def test_eval_case_ids_cannot_forge_lines(tmp_path: Path) -> None:
    evil = "x: correct\n\x1b[2Jcases: 999"
    rows = [dict(DEV_CASES[0], id=evil)]
    result = run_cli(tmp_path, "eval", write_jsonl(tmp_path / "e.jsonl", rows), "--cases")
    _clean(result)
    assert "\x1b" not in result.stdout
    lines = result.stdout.splitlines()
    assert lines[0] == "x: correct\\n\\x1b[2Jcases: 999: correct"
    assert sum(line.startswith("cases: ") for line in lines) == 1


def test_eval_accepts_a_bom(tmp_path: Path) -> None:
    path = tmp_path / "bom.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + (json.dumps(DEV_CASES[0]) + "\n").encode())
    result = run_cli(tmp_path, "eval", path, "--json")
    assert _totals(result)["answered_correctly"] == 1
    array = tmp_path / "bom.json"
    array.write_bytes(b"\xef\xbb\xbf" + json.dumps([DEV_CASES[0]]).encode())
    assert _totals(run_cli(tmp_path, "eval", array, "--json"))["answered_correctly"] == 1


def _eval_on_a_terminal(path: Path) -> str:
    """Run eval with stderr on a pseudo-terminal; returns what the terminal received."""
    controller, terminal = pty.openpty()
    fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 100, 0, 0))
    process = subprocess.Popen(
        [*core_math_command(), "eval", str(path)],
        stdout=subprocess.DEVNULL,
        stderr=terminal,
        env={k: v for k, v in os.environ.items() if k != "CORE_PACK_PATH"},
    )
    os.close(terminal)
    received = b""
    while True:
        ready, _, _ = select.select([controller], [], [], 120)
        if not ready:
            break
        try:
            chunk = os.read(controller, 65536)
        except OSError:  # the terminal closed with the process
            break
        if not chunk:
            break
        received += chunk
    os.close(controller)
    assert process.wait(timeout=120) == 0
    return received.decode("utf-8", "replace")


def test_eval_progress_bar_only_on_a_terminal_for_long_inputs(tmp_path: Path) -> None:
    row = {
        "problem": "Ann has 4 pens. She buys 3 more. How many pens does Ann have?",
        "expected_answer": 7,
    }
    long = write_jsonl(tmp_path / "long.jsonl", [row] * 1000)
    short = write_jsonl(tmp_path / "short.jsonl", [row] * 100)
    assert "/1000 [" in _eval_on_a_terminal(long)
    assert _eval_on_a_terminal(short) == ""
    piped = run_cli(tmp_path, "eval", long)
    assert piped.stderr == ""


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_eval_ctrl_c_prints_the_finished_totals(tmp_path: Path, jobs: str) -> None:
    row = json.dumps({"problem": PROBLEM, "expected_answer": 8})
    path = tmp_path / "huge.jsonl"
    path.write_text((row + "\n") * 200_000, encoding="utf-8")
    process = subprocess.Popen(
        [*core_math_command(), "eval", str(path), "--jobs", jobs, "--cases"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        bufsize=0,  # unbuffered: communicate() must see every byte readline() did not take
    )
    assert process.stdout is not None
    first = process.stdout.readline()  # cases are being answered
    assert first == b"line 1: correct\n"
    process.send_signal(signal.SIGINT)
    rest, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    assert b"Traceback" not in err
    lines = (first + rest).decode().splitlines()
    cases = [line for line in lines if line.startswith("line ")]
    assert cases == [f"line {n}: correct" for n in range(1, len(cases) + 1)]
    assert len(cases) < 200_000
    assert f"cases: {len(cases)} (in scope {len(cases)}, " in lines[len(cases)]
    assert f"answered correctly: {len(cases)}/{len(cases)}" in lines
    assert err.decode() == f"interrupted: totals of the {len(cases)} finished cases\n"


def test_eval_closed_pipe_is_quiet(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "many.jsonl", DEV_CASES * 20)
    process = subprocess.Popen(
        [*core_math_command(), "eval", str(path), "--cases"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None
    process.stdout.readline()
    process.stdout.close()
    err = process.stderr.read() if process.stderr else b""
    process.wait(timeout=120)
    assert b"Traceback" not in err
    assert b"Exception ignored" not in err


def test_eval_pool_broken_before_a_chunk_is_queued_is_the_same_internal_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # a worker may die while the next chunk is being queued: the pool then refuses the submit
    path = write_jsonl(tmp_path / "dev.jsonl", DEV_CASES * 4)

    def broken(*_args: object, **_kwargs: object) -> None:
        raise BrokenProcessPool("a child process terminated abruptly")

    monkeypatch.setattr(_eval.ProcessPoolExecutor, "submit", broken)
    assert main(["eval", str(path), "--jobs", "2"]) == 3
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "error[internal]: a worker process died (a bug in core-math; please report it)\n"


def test_eval_worker_that_dies_is_an_internal_error_not_a_hang(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write_jsonl(tmp_path / "dev.jsonl", DEV_CASES * 4)
    monkeypatch.setattr(_eval, "_evaluate_raw", lambda *_args: os._exit(9))  # in forked workers
    assert main(["eval", str(path), "--jobs", "2"]) == 3
    out, err = capsys.readouterr()
    assert out == ""
    assert err == "error[internal]: a worker process died (a bug in core-math; please report it)\n"

"""``core-math`` as a user runs it: subprocesses, real files, exit codes 0/1/2."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import generate.math_pipeline as pipeline
from generate import cli
from generate.math_problem_graph import graph_from_dict
from generate.math_solver import solve
from generate.math_verifier import Verdict, verify

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SHIPPED_PACK = PROJECT_ROOT / "packs" / "data" / "en_arithmetic_v1"

TRANSFER: dict[str, Any] = {
    "entities": ["Sam", "Ann"],
    "initial_state": [
        {"entity": "Sam", "quantity": {"unit": "apples", "value": 20}},
        {"entity": "Ann", "quantity": {"unit": "apples", "value": 3}},
    ],
    "operations": [
        {"actor": "Sam", "kind": "add", "operand": {"unit": "apples", "value": 4}},
        {
            "actor": "Sam",
            "kind": "transfer",
            "operand": {"unit": "apples", "value": 6},
            "target": "Ann",
        },
        {"actor": "Sam", "kind": "divide", "operand": {"unit": "apples", "value": 4}},
    ],
    "unknown": {"entity": "Sam", "unit": "apples"},
}
TOTAL: dict[str, Any] = {
    "entities": ["Sam", "Ann"],
    "initial_state": [
        {"entity": "Sam", "quantity": {"unit": "dollars", "value": 3.5}},
        {"entity": "Ann", "quantity": {"unit": "dollars", "value": 1.25}},
    ],
    "operations": [],
    "unknown": {"entity": None, "unit": "dollars"},
}
DIVIDE_BY_ZERO: dict[str, Any] = {
    "entities": ["Sam"],
    "initial_state": [{"entity": "Sam", "quantity": {"unit": "cakes", "value": 6}}],
    "operations": [
        {"actor": "Sam", "kind": "add", "operand": {"unit": "cakes", "value": 1}},
        {"actor": "Sam", "kind": "divide", "operand": {"unit": "cakes", "value": 0}},
    ],
    "unknown": {"entity": "Sam", "unit": "cakes"},
}


def _env(**extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "CORE_PACK_PATH"}
    env.update(extra)
    return env


def _run(
    cwd: Path, *args: str | Path, stdin: str | None = None, **env: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "generate.cli", *map(str, args)],
        capture_output=True,
        text=True,
        input=stdin,
        cwd=cwd,
        env=_env(**env),
        check=False,
        timeout=120,
    )


def _write(path: Path, obj: object) -> Path:
    path.write_text(json.dumps(obj, indent=2), encoding="utf-8")
    return path


def _refused(result: subprocess.CompletedProcess[str], reason: str) -> str:
    """Assert a clean exit-2 refusal with ``error[reason]`` and return the message."""
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    prefix = f"error[{reason}]: "
    assert lines[0].startswith(prefix), result.stderr
    return lines[0][len(prefix) :]


# ------------------------------------------------------------------- solve
class TestSolveGraph:
    def test_text_output(self, tmp_path: Path) -> None:
        path = _write(tmp_path / "graph.json", TRANSFER)
        result = _run(tmp_path, "solve", "--graph", path)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        lines = result.stdout.splitlines()
        trace = solve(graph_from_dict(TRANSFER))
        assert lines[0] == f"graph {trace.graph_canonical_hash[:16]}  pack en_arithmetic_v1"
        step_lines = [line for line in lines if line.startswith("step ")]
        assert len(step_lines) == 3
        for index, (line, step) in enumerate(zip(step_lines, trace.steps, strict=True)):
            assert line.startswith(f"step {index}  {step.operation_kind}")
            assert step.pack_lemma_id in line
            assert f"{step.before_value} -> {step.after_value}" in line
        assert "to Ann: 3 -> 9" in step_lines[1]
        assert "to " not in step_lines[0]
        assert lines[-2] == "answer: 4.5 apples (Sam)"
        assert lines[-1].startswith("verdict: ok (")
        assert len(lines) == 1 + 3 + 2

    def test_total_answer_line(self, tmp_path: Path) -> None:
        path = _write(tmp_path / "total.json", TOTAL)
        result = _run(tmp_path, "solve", "--graph", path)
        assert result.returncode == 0, result.stderr
        lines = result.stdout.splitlines()
        assert lines[-2] == "answer: 4.75 dollars in total"
        assert not any(line.startswith("step ") for line in lines)
        assert lines[-1] == "verdict: ok (replayed 0 steps; answer reproduced)"

    def test_stdin_matches_file(self, tmp_path: Path) -> None:
        path = _write(tmp_path / "graph.json", TRANSFER)
        from_file = _run(tmp_path, "solve", "--graph", path)
        from_stdin = _run(tmp_path, "solve", "--graph", "-", stdin=json.dumps(TRANSFER))
        assert from_stdin.returncode == 0, from_stdin.stderr
        assert from_stdin.stdout == from_file.stdout

    @pytest.mark.parametrize("graph", [TRANSFER, TOTAL], ids=["transfer", "total"])
    def test_json_is_the_canonical_trace(self, tmp_path: Path, graph: dict[str, Any]) -> None:
        path = _write(tmp_path / "graph.json", graph)
        result = _run(tmp_path, "solve", "--graph", path, "--json")
        assert result.returncode == 0, result.stderr
        expected = solve(graph_from_dict(graph)).canonical_bytes()
        assert result.stdout.encode() == expected + b"\n"
        again = _run(tmp_path, "solve", "--json", "--graph", "-", stdin=path.read_text())
        assert again.stdout == result.stdout

    def test_text_and_graph_together_is_usage_error(self, tmp_path: Path) -> None:
        path = _write(tmp_path / "graph.json", TRANSFER)
        message = _refused(_run(tmp_path, "solve", "Sam has 5 apples.", "--graph", path), "usage")
        assert "not both" in message

    def test_neither_text_nor_graph_is_usage_error(self, tmp_path: Path) -> None:
        _refused(_run(tmp_path, "solve"), "usage")


class TestSolveRefusals:
    def test_malformed_json(self, tmp_path: Path) -> None:
        path = tmp_path / "bad.json"
        path.write_text('{"entities": ["Sam"],', encoding="utf-8")
        message = _refused(_run(tmp_path, "solve", "--graph", path), "invalid_json")
        assert str(path) in message

    def test_malformed_json_on_stdin(self, tmp_path: Path) -> None:
        message = _refused(_run(tmp_path, "solve", "--graph", "-", stdin="nope"), "invalid_json")
        assert message.startswith("stdin:")

    def test_missing_file(self, tmp_path: Path) -> None:
        path = tmp_path / "absent.json"
        message = _refused(_run(tmp_path, "solve", "--graph", path), "input_unreadable")
        assert str(path) in message

    def test_directory_instead_of_file(self, tmp_path: Path) -> None:
        _refused(_run(tmp_path, "solve", "--graph", tmp_path), "input_unreadable")

    def test_not_utf8(self, tmp_path: Path) -> None:
        path = tmp_path / "latin1.json"
        path.write_bytes(b'{"entities": ["Ren\xe9"]}')
        _refused(_run(tmp_path, "solve", "--graph", path), "input_unreadable")

    @pytest.mark.parametrize(
        ("mutate", "where"),
        [
            (lambda g: g["operations"][1].pop("target"), "operations[1].target"),
            (lambda g: g["operations"][2]["operand"].update(value=True), "operations[2].operand"),
            (lambda g: g.update(entities=[]), "entities"),
            (lambda g: g["unknown"].update(unit="Apples"), "unknown.unit"),
        ],
    )
    def test_invalid_graph(self, tmp_path: Path, mutate: Any, where: str) -> None:
        graph = json.loads(json.dumps(TRANSFER))
        mutate(graph)
        path = _write(tmp_path / "graph.json", graph)
        message = _refused(_run(tmp_path, "solve", "--graph", path), "invalid_graph")
        assert where in message

    def test_nan_in_graph_file(self, tmp_path: Path) -> None:
        path = tmp_path / "nan.json"
        path.write_text(json.dumps(TRANSFER).replace('"value": 4}', '"value": NaN}'))
        message = _refused(_run(tmp_path, "solve", "--graph", path), "invalid_graph")
        assert "operations[0].operand.value" in message

    def test_division_by_zero(self, tmp_path: Path) -> None:
        path = _write(tmp_path / "zero.json", DIVIDE_BY_ZERO)
        message = _refused(_run(tmp_path, "solve", "--graph", path), "division_by_zero")
        assert "step 1" in message
        _refused(_run(tmp_path, "solve", "--graph", path, "--json"), "division_by_zero")

    def test_unknown_unresolved(self, tmp_path: Path) -> None:
        graph = dict(TOTAL, unknown={"entity": None, "unit": "euros"})
        path = _write(tmp_path / "euros.json", graph)
        _refused(_run(tmp_path, "solve", "--graph", path), "unknown_unresolved")

    def test_unasserted_holding(self, tmp_path: Path) -> None:
        graph = json.loads(json.dumps(TRANSFER))
        graph["operations"][0]["kind"] = "subtract"
        graph["operations"][0]["operand"]["unit"] = "pears"
        path = _write(tmp_path / "pears.json", graph)
        message = _refused(_run(tmp_path, "solve", "--graph", path), "unasserted_holding")
        assert "step 0" in message

    def test_pack_unavailable(self, tmp_path: Path) -> None:
        root = tmp_path / "packs"
        shutil.copytree(SHIPPED_PACK, root / SHIPPED_PACK.name)
        (root / SHIPPED_PACK.name / "lexicon.jsonl").unlink()
        path = _write(tmp_path / "graph.json", TRANSFER)
        result = _run(tmp_path, "solve", "--graph", path, CORE_PACK_PATH=str(root))
        message = _refused(result, "pack_unavailable")
        assert "en_arithmetic_v1" in message


# ------------------------------------------------------------------- verify
class TestVerify:
    def _trace_file(self, tmp_path: Path) -> tuple[Path, Path]:
        graph = _write(tmp_path / "graph.json", TRANSFER)
        solved = _run(tmp_path, "solve", "--graph", graph, "--json")
        assert solved.returncode == 0, solved.stderr
        trace = tmp_path / "trace.json"
        trace.write_text(solved.stdout, encoding="utf-8")
        return graph, trace

    def test_ok(self, tmp_path: Path) -> None:
        graph, trace = self._trace_file(tmp_path)
        result = _run(tmp_path, "verify", "--graph", graph, "--trace", trace)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        assert result.stdout == "verdict: ok (replayed 3 steps; answer reproduced)\n"

    def test_ok_json(self, tmp_path: Path) -> None:
        graph, trace = self._trace_file(tmp_path)
        result = _run(tmp_path, "verify", "--graph", graph, "--trace", trace, "--json")
        assert result.returncode == 0, result.stderr
        in_process = verify(graph_from_dict(TRANSFER), solve(graph_from_dict(TRANSFER)))
        expected = json.dumps(in_process.as_json(), sort_keys=True, separators=(",", ":"))
        assert result.stdout == expected + "\n"

    @pytest.mark.parametrize(
        ("field", "value", "reason"),
        [
            ("after_value", 99, "step_mismatch"),
            ("pack_lemma_id", "en_arithmetic_v1:plus", "lemma_unresolved"),
            ("answer_value", 5, "answer_mismatch"),
            ("graph_canonical_hash", "0" * 64, "graph_hash_mismatch"),
        ],
    )
    def test_tampered_trace(self, tmp_path: Path, field: str, value: object, reason: str) -> None:
        graph, trace = self._trace_file(tmp_path)
        data = json.loads(trace.read_text())
        if field in data:
            data[field] = value
        else:
            data["steps"][0][field] = value
        trace.write_text(json.dumps(data))
        result = _run(tmp_path, "verify", "--graph", graph, "--trace", trace)
        assert result.returncode == 1, result.stdout + result.stderr
        assert "Traceback" not in result.stderr
        assert result.stdout.startswith(f"verdict: FAILED [{reason}] ")
        as_json = _run(tmp_path, "verify", "--graph", graph, "--trace", trace, "--json")
        assert as_json.returncode == 1
        verdict = json.loads(as_json.stdout)
        assert verdict["ok"] is False and verdict["reason"] == reason

    def test_solve_json_output_verifies(self, tmp_path: Path) -> None:
        # The trace core-math itself wrote must pass core-math verify, whatever
        # the values; here the answer's nearest double is integral (2**53).
        graph = _write(
            tmp_path / "big.json",
            {
                "entities": ["Sam"],
                "initial_state": [{"entity": "Sam", "quantity": {"unit": "dollars", "value": 0.5}}],
                "operations": [
                    {"actor": "Sam", "kind": "add", "operand": {"unit": "dollars", "value": 2**53}}
                ],
                "unknown": {"entity": "Sam", "unit": "dollars"},
            },
        )
        solved = _run(tmp_path, "solve", "--graph", graph, "--json")
        assert solved.returncode == 0, solved.stderr
        trace = tmp_path / "big-trace.json"
        trace.write_text(solved.stdout, encoding="utf-8")
        result = _run(tmp_path, "verify", "--graph", graph, "--trace", trace)
        assert result.returncode == 0, result.stdout + result.stderr
        assert result.stdout.startswith("verdict: ok")

    def test_trace_against_another_graph(self, tmp_path: Path) -> None:
        _, trace = self._trace_file(tmp_path)
        other = _write(tmp_path / "other.json", TOTAL)
        result = _run(tmp_path, "verify", "--graph", other, "--trace", trace)
        assert result.returncode == 1
        assert "[graph_hash_mismatch]" in result.stdout

    def test_malformed_trace(self, tmp_path: Path) -> None:
        graph, trace = self._trace_file(tmp_path)
        data = json.loads(trace.read_text())
        data["answer_value"] = True
        trace.write_text(json.dumps(data))
        message = _refused(
            _run(tmp_path, "verify", "--graph", graph, "--trace", trace), "malformed_trace"
        )
        assert "answer_value" in message
        trace.write_text("{not json")
        _refused(_run(tmp_path, "verify", "--graph", graph, "--trace", trace), "invalid_json")
        _refused(
            _run(tmp_path, "verify", "--graph", graph, "--trace", tmp_path / "none.json"),
            "input_unreadable",
        )

    def test_invalid_graph(self, tmp_path: Path) -> None:
        _, trace = self._trace_file(tmp_path)
        bad = _write(tmp_path / "bad.json", dict(TRANSFER, entities=["Sam"]))
        _refused(_run(tmp_path, "verify", "--graph", bad, "--trace", trace), "invalid_graph")


# ------------------------------------------------------------------- usage
def test_no_arguments_prints_usage(tmp_path: Path) -> None:
    result = _run(tmp_path)
    assert result.returncode == 0
    assert result.stdout.startswith("usage: core-math")
    assert "Traceback" not in result.stderr


def test_help_lists_subcommands(tmp_path: Path) -> None:
    result = _run(tmp_path, "--help")
    assert result.returncode == 0
    for command in ("solve", "verify", "eval"):
        assert command in result.stdout


# ------------------------------------------------------------------- eval errors
class TestEvalErrors:
    """Failures found while reading the dataset, before any case reaches the parser."""

    def test_missing_file(self, tmp_path: Path) -> None:
        path = tmp_path / "absent.jsonl"
        message = _refused(_run(tmp_path, "eval", path), "input_unreadable")
        assert str(path) in message

    def test_line_not_json(self, tmp_path: Path) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text("this is not json\n", encoding="utf-8")
        message = _refused(_run(tmp_path, "eval", path), "invalid_json")
        assert message.startswith(f"{path}:1:")

    def test_line_not_json_after_blank_line(self, tmp_path: Path) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text("\n{oops\n", encoding="utf-8")
        message = _refused(_run(tmp_path, "eval", path), "invalid_json")
        assert message.startswith(f"{path}:2:")

    @pytest.mark.parametrize(
        "line",
        [
            '{"id": "x", "expected_answer": 3}',
            '{"problem": 5, "expected_answer": 3}',
            '{"problem": null, "expected_answer": 3}',
            '["Sam has 5 apples."]',
            '"Sam has 5 apples."',
        ],
    )
    def test_line_without_problem(self, tmp_path: Path, line: str) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text(line + "\n", encoding="utf-8")
        message = _refused(_run(tmp_path, "eval", path), "invalid_case")
        assert message.startswith(f"{path}:1:")
        assert "problem" in message

    def test_line_number_counts_blank_lines(self, tmp_path: Path) -> None:
        # The bad case is on line 3 of the file; a user opens the file at the
        # line the message names.
        path = tmp_path / "cases.jsonl"
        path.write_text('\n\n{"id": "x", "expected_answer": 3}\n', encoding="utf-8")
        message = _refused(_run(tmp_path, "eval", path), "invalid_case")
        assert message.startswith(f"{path}:3:"), message

    @pytest.mark.parametrize(
        ("line", "detail"),
        [
            ('{"problem": "Sam has 5 apples."}', "missing 'expected_answer'"),
            ('{"problem": "Sam has 5 apples.", "expected_answer": "5"}', "must be a number"),
            ('{"problem": "Sam has 5 apples.", "expected_answer": true}', "must be a number"),
        ],
    )
    def test_bad_expected_answer(self, tmp_path: Path, line: str, detail: str) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text(line + "\n", encoding="utf-8")
        message = _refused(_run(tmp_path, "eval", path), "invalid_case")
        assert message.startswith(f"{path}:1:")
        assert detail in message

    def test_stdin_not_json(self, tmp_path: Path) -> None:
        _refused(_run(tmp_path, "eval", "-", stdin="[1,\n"), "invalid_json")

    def test_empty_dataset(self, tmp_path: Path) -> None:
        path = tmp_path / "empty.jsonl"
        path.write_text("", encoding="utf-8")
        result = _run(tmp_path, "eval", path, "--json")
        assert result.returncode == 0, result.stderr
        totals = json.loads(result.stdout)
        assert totals["cases"] == 0
        assert totals["answered_wrongly"] == 0


class TestUnverifiedTraceIsNeverAnAnswer:
    """Should replay ever reject the solver's own trace (a bug), no answer is printed."""

    FAILED = Verdict(False, "step_mismatch", 0, "forced failure")

    def test_graph_mode(
        self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        path = tmp_path / "g.json"
        path.write_text(json.dumps(TRANSFER), encoding="utf-8")
        monkeypatch.setattr(cli, "verify", lambda graph, trace: self.FAILED)
        assert cli.main(["solve", "--graph", str(path)]) == 3
        out, err = capsys.readouterr()
        assert out == ""
        assert err.startswith("error[internal]: the trace failed verification [step_mismatch]")

    def test_text_mode(
        self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        monkeypatch.setattr(pipeline, "verify", lambda graph, trace: self.FAILED)
        text = "Ann has 4 pens. She buys 3 more. How many pens does Ann have?"
        assert cli.main(["solve", text]) == 3
        out, err = capsys.readouterr()
        assert "Answer" not in out
        assert "failed verification" in err

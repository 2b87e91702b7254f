"""``core-math`` as a user runs it: the installed script in subprocesses, real files, exit codes."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import time
from importlib.metadata import version
from pathlib import Path
from typing import Any

import pytest
from conftest import SHIPPED_PACK, core_math_command, graph, op, refused, run_cli, write_json

import generate.math_pipeline as pipeline
from generate import cli, math_verifier
from generate.math_problem_graph import graph_from_dict
from generate.math_solver import solve
from generate.math_verifier import Verdict, verify
from packs.compiler import file_sha256

TRANSFER: dict[str, Any] = graph(
    {"Sam": (20, "apples"), "Ann": (3, "apples")},
    op("Sam", "add", 4, "apples"),
    op("Sam", "transfer", 6, "apples", "Ann"),
    op("Sam", "divide", 4, "apples"),
    unknown=("Sam", "apples"),
)
TOTAL: dict[str, Any] = graph(
    {"Sam": (3.5, "dollars"), "Ann": (1.25, "dollars")}, unknown=(None, "dollars")
)
DIVIDE_BY_ZERO: dict[str, Any] = graph(
    {"Sam": (6, "cakes")},
    op("Sam", "add", 1, "cakes"),
    op("Sam", "divide", 0, "cakes"),
    unknown=("Sam", "cakes"),
)
NEGATIVE: dict[str, Any] = graph(
    {"Sam": (2, "apples")}, op("Sam", "subtract", 5, "apples"), unknown=("Sam", "apples")
)


# ------------------------------------------------------------------- solve
class TestSolveGraph:
    def test_text_output(self, tmp_path: Path) -> None:
        path = write_json(tmp_path / "graph.json", TRANSFER)
        result = run_cli(tmp_path, "solve", "--graph", path)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        lines = result.stdout.splitlines()
        trace = solve(graph_from_dict(TRANSFER))
        assert lines[0] == f"graph {trace.graph_canonical_hash[:16]}  pack en_arithmetic_v1"
        step_lines = [line for line in lines if line.startswith("step ")]
        assert len(step_lines) == 3
        for index, (line, step) in enumerate(zip(step_lines, trace.steps, strict=True)):
            # numbered from 1, as the explanation of a text answer numbers its steps
            assert line.startswith(f"step {index + 1}  {step.operation_kind}")
            assert step.pack_lemma_id in line
            assert f"{step.before_value} -> {step.after_value}" in line
        assert "to Ann: 3 -> 9" in step_lines[1]
        assert "to " not in step_lines[0]
        assert lines[-2] == "answer: 4.5 apples (Sam)"
        assert lines[-1].startswith("verdict: ok (")
        assert len(lines) == 1 + 3 + 2

    def test_total_answer_line(self, tmp_path: Path) -> None:
        path = write_json(tmp_path / "total.json", TOTAL)
        result = run_cli(tmp_path, "solve", "--graph", path)
        assert result.returncode == 0, result.stderr
        lines = result.stdout.splitlines()
        assert lines[-2] == "answer: 4.75 dollars in total"
        assert not any(line.startswith("step ") for line in lines)
        assert lines[-1] == "verdict: ok (replayed 0 steps; answer reproduced)"

    def test_stdin_matches_file(self, tmp_path: Path) -> None:
        path = write_json(tmp_path / "graph.json", TRANSFER)
        from_file = run_cli(tmp_path, "solve", "--graph", path)
        from_stdin = run_cli(tmp_path, "solve", "--graph", "-", stdin=json.dumps(TRANSFER))
        assert from_stdin.returncode == 0, from_stdin.stderr
        assert from_stdin.stdout == from_file.stdout

    @pytest.mark.parametrize("graph", [TRANSFER, TOTAL], ids=["transfer", "total"])
    def test_json_is_the_canonical_trace(self, tmp_path: Path, graph: dict[str, Any]) -> None:
        path = write_json(tmp_path / "graph.json", graph)
        result = run_cli(tmp_path, "solve", "--graph", path, "--json")
        assert result.returncode == 0, result.stderr
        expected = solve(graph_from_dict(graph)).canonical_bytes()
        assert result.stdout.encode() == expected + b"\n"
        again = run_cli(tmp_path, "solve", "--json", "--graph", "-", stdin=path.read_text())
        assert again.stdout == result.stdout

    def test_text_and_graph_together_is_usage_error(self, tmp_path: Path) -> None:
        path = write_json(tmp_path / "graph.json", TRANSFER)
        message = refused(run_cli(tmp_path, "solve", "Sam has 5 apples.", "--graph", path), "usage")
        assert "not both" in message

    def test_neither_text_nor_graph_is_usage_error(self, tmp_path: Path) -> None:
        refused(run_cli(tmp_path, "solve"), "usage")


class TestSolveRefusals:
    def test_malformed_json(self, tmp_path: Path) -> None:
        path = tmp_path / "bad.json"
        path.write_text('{"entities": ["Sam"],', encoding="utf-8")
        message = refused(run_cli(tmp_path, "solve", "--graph", path), "invalid_json")
        assert str(path) in message

    def test_malformed_json_on_stdin(self, tmp_path: Path) -> None:
        message = refused(run_cli(tmp_path, "solve", "--graph", "-", stdin="nope"), "invalid_json")
        assert message.startswith("stdin:")

    def test_missing_file(self, tmp_path: Path) -> None:
        path = tmp_path / "absent.json"
        message = refused(run_cli(tmp_path, "solve", "--graph", path), "input_unreadable")
        assert str(path) in message

    def test_directory_instead_of_file(self, tmp_path: Path) -> None:
        refused(run_cli(tmp_path, "solve", "--graph", tmp_path), "input_unreadable")

    def test_not_utf8(self, tmp_path: Path) -> None:
        path = tmp_path / "latin1.json"
        path.write_bytes(b'{"entities": ["Ren\xe9"]}')
        refused(run_cli(tmp_path, "solve", "--graph", path), "input_unreadable")

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
        path = write_json(tmp_path / "graph.json", graph)
        message = refused(run_cli(tmp_path, "solve", "--graph", path), "invalid_graph")
        assert where in message

    @pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity", "1e400"])
    def test_non_finite_number_in_graph_file(self, tmp_path: Path, constant: str) -> None:
        path = tmp_path / "nan.json"
        text = json.dumps(TRANSFER).replace('"value": 4}', f'"value": {constant}}}')
        path.write_text(text)
        message = refused(run_cli(tmp_path, "solve", "--graph", path), "invalid_json")
        column = text.index(constant) + 1
        assert message.startswith(f"{path}: not valid JSON: line 1 column {column}: {constant} ")

    def test_duplicate_key_in_graph_file(self, tmp_path: Path) -> None:
        path = tmp_path / "dup.json"
        path.write_text(
            '{"unknown": {"entity": "Sam", "unit": "apples"},' + json.dumps(TRANSFER)[1:]
        )
        message = refused(run_cli(tmp_path, "solve", "--graph", path), "invalid_json")
        assert "duplicate key 'unknown'" in message

    @pytest.mark.parametrize("depth", [100, 100_000])
    def test_deeply_nested_graph_is_invalid_json(self, tmp_path: Path, depth: int) -> None:
        path = tmp_path / "deep.json"
        path.write_text('{"entities": ' + "[" * depth + "]" * depth + "}")
        message = refused(run_cli(tmp_path, "solve", "--graph", path), "invalid_json")
        assert "deeper than 64 levels" in message
        stdin = path.read_text()
        refused(run_cli(tmp_path, "solve", "--graph", "-", stdin=stdin), "invalid_json")

    def test_bom_is_accepted_in_file_and_stdin(self, tmp_path: Path) -> None:
        plain = run_cli(tmp_path, "solve", "--graph", write_json(tmp_path / "g.json", TRANSFER))
        path = tmp_path / "bom.json"
        path.write_bytes(b"\xef\xbb\xbf" + json.dumps(TRANSFER).encode())
        from_file = run_cli(tmp_path, "solve", "--graph", path)
        from_stdin = run_cli(tmp_path, "solve", "--graph", "-", stdin=path.read_bytes())
        assert plain.returncode == from_file.returncode == from_stdin.returncode == 0
        assert plain.stdout == from_file.stdout == from_stdin.stdout

    def test_not_utf8_on_stdin(self, tmp_path: Path) -> None:
        message = refused(
            run_cli(tmp_path, "solve", "--graph", "-", stdin=b'{"entities": ["Ren\xe9"]}'),
            "input_unreadable",
        )
        assert message.startswith("stdin: not UTF-8")

    def test_division_by_zero(self, tmp_path: Path) -> None:
        path = write_json(tmp_path / "zero.json", DIVIDE_BY_ZERO)
        message = refused(run_cli(tmp_path, "solve", "--graph", path), "division_by_zero")
        assert "Step 2" in message
        as_json = run_cli(tmp_path, "solve", "--graph", path, "--json")
        assert as_json.returncode == 2
        assert json.loads(as_json.stdout) == {"message": message, "reason": "division_by_zero"}

    def test_unknown_unresolved(self, tmp_path: Path) -> None:
        graph = dict(TOTAL, unknown={"entity": None, "unit": "euros"})
        path = write_json(tmp_path / "euros.json", graph)
        refused(run_cli(tmp_path, "solve", "--graph", path), "unknown_unresolved")

    def test_unasserted_holding(self, tmp_path: Path) -> None:
        graph = json.loads(json.dumps(TRANSFER))
        graph["operations"][0]["kind"] = "subtract"
        graph["operations"][0]["operand"]["unit"] = "pears"
        path = write_json(tmp_path / "pears.json", graph)
        message = refused(run_cli(tmp_path, "solve", "--graph", path), "unasserted_holding")
        assert "Step 1" in message

    def test_pack_unavailable_is_a_broken_installation(
        self, tmp_path: Path, broken_pack_root: Path
    ) -> None:
        path = write_json(tmp_path / "graph.json", TRANSFER)
        result = run_cli(tmp_path, "solve", "--graph", path, CORE_PACK_PATH=str(broken_pack_root))
        message = refused(result, "pack_unavailable", code=3)
        assert message.startswith("broken installation: ")
        assert "en_arithmetic_v1" in message and "lexicon.jsonl" in message

    def test_lemma_missing_is_a_broken_installation(self, tmp_path: Path) -> None:
        root = _pack_without(tmp_path, "transfer")
        path = write_json(tmp_path / "graph.json", TRANSFER)
        result = run_cli(tmp_path, "solve", "--graph", path, CORE_PACK_PATH=str(root))
        message = refused(result, "lemma_missing", code=3)
        assert "transfer" in message

    def test_control_characters_in_names_are_escaped(self, tmp_path: Path) -> None:
        evil = "Sam\nanswer: 999 apples (Sam)\x1b[2J"
        data = json.loads(json.dumps(TRANSFER).replace('"Sam"', json.dumps(evil)))
        result = run_cli(tmp_path, "solve", "--graph", write_json(tmp_path / "g.json", data))
        assert result.returncode == 0, result.stderr
        assert "\x1b" not in result.stdout
        lines = result.stdout.splitlines()
        assert len(lines) == 1 + 3 + 2
        assert lines[-2] == "answer: 4.5 apples (Sam\\nanswer: 999 apples (Sam)\\x1b[2J)"
        assert not any(line.startswith("answer: 999") for line in lines)


def _pack_without(tmp_path: Path, lemma: str) -> Path:
    """A pack root whose en_arithmetic_v1 verifies but has no entry for ``lemma``."""
    root = tmp_path / "lemma-packs"
    pack = root / SHIPPED_PACK.name
    shutil.copytree(SHIPPED_PACK, pack)
    lexicon = pack / "lexicon.jsonl"
    kept = [
        line for line in lexicon.read_text("utf-8").splitlines() if f'"lemma":"{lemma}"' not in line
    ]
    lexicon.write_text("\n".join(kept) + "\n", encoding="utf-8")
    glosses = pack / "glosses.jsonl"
    ids = {json.loads(line)["entry_id"] for line in kept}
    glosses.write_text(
        "".join(
            line + "\n"
            for line in glosses.read_text("utf-8").splitlines()
            if json.loads(line)["entry_id"] in ids
        ),
        encoding="utf-8",
    )
    manifest = json.loads((pack / "manifest.json").read_text("utf-8"))
    manifest.update(checksum=file_sha256(lexicon), glosses_checksum=file_sha256(glosses))
    (pack / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    return root


class TestSolveGraphDomain:
    """``solve --graph`` is the plain ADR-0116 solver; ``--domain`` adds the text checks."""

    def test_plain_semantics_allow_a_negative_result(self, tmp_path: Path) -> None:
        path = write_json(tmp_path / "neg.json", NEGATIVE)
        result = run_cli(tmp_path, "solve", "--graph", path)
        assert result.returncode == 0, result.stderr
        assert result.stdout.splitlines()[-2] == "answer: -3 apples (Sam)"

    def test_domain_flag_refuses_a_negative_holding(self, tmp_path: Path) -> None:
        path = write_json(tmp_path / "neg.json", NEGATIVE)
        refused(run_cli(tmp_path, "solve", "--graph", path, "--domain"), "negative_holding")
        ok = run_cli(
            tmp_path, "solve", "--graph", write_json(tmp_path / "t.json", TOTAL), "--domain"
        )
        assert ok.returncode == 0, ok.stderr

    def test_domain_without_graph_is_a_usage_error(self, tmp_path: Path) -> None:
        refused(
            run_cli(tmp_path, "solve", "Ann has 3 pens. How many pens does Ann have?", "--domain"),
            "usage",
        )

    def test_help_says_which_semantics(self, tmp_path: Path) -> None:
        text = " ".join(run_cli(tmp_path, "solve", "--help").stdout.split())
        assert "plain ADR-0116 semantics" in text
        assert "--domain" in text


# ------------------------------------------------------------------- verify
class TestVerify:
    def _trace_file(self, tmp_path: Path) -> tuple[Path, Path]:
        graph = write_json(tmp_path / "graph.json", TRANSFER)
        solved = run_cli(tmp_path, "solve", "--graph", graph, "--json")
        assert solved.returncode == 0, solved.stderr
        trace = tmp_path / "trace.json"
        trace.write_text(solved.stdout, encoding="utf-8")
        return graph, trace

    def test_ok(self, tmp_path: Path) -> None:
        graph, trace = self._trace_file(tmp_path)
        result = run_cli(tmp_path, "verify", "--graph", graph, "--trace", trace)
        assert result.returncode == 0, result.stderr
        assert result.stderr == ""
        assert result.stdout == "verdict: ok (replayed 3 steps; answer reproduced)\n"

    def test_ok_json(self, tmp_path: Path) -> None:
        graph, trace = self._trace_file(tmp_path)
        result = run_cli(tmp_path, "verify", "--graph", graph, "--trace", trace, "--json")
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
        result = run_cli(tmp_path, "verify", "--graph", graph, "--trace", trace)
        assert result.returncode == 1, result.stdout + result.stderr
        assert "Traceback" not in result.stderr
        assert result.stdout.startswith(f"verdict: FAILED [{reason}] ")
        as_json = run_cli(tmp_path, "verify", "--graph", graph, "--trace", trace, "--json")
        assert as_json.returncode == 1
        verdict = json.loads(as_json.stdout)
        assert verdict["ok"] is False and verdict["reason"] == reason

    def test_solve_json_output_verifies(self, tmp_path: Path) -> None:
        # The trace core-math itself wrote must pass core-math verify, whatever
        # the values; here the answer's nearest double is integral (2**53).
        graph = write_json(
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
        solved = run_cli(tmp_path, "solve", "--graph", graph, "--json")
        assert solved.returncode == 0, solved.stderr
        trace = tmp_path / "big-trace.json"
        trace.write_text(solved.stdout, encoding="utf-8")
        result = run_cli(tmp_path, "verify", "--graph", graph, "--trace", trace)
        assert result.returncode == 0, result.stdout + result.stderr
        assert result.stdout.startswith("verdict: ok")

    def test_trace_against_another_graph(self, tmp_path: Path) -> None:
        _, trace = self._trace_file(tmp_path)
        other = write_json(tmp_path / "other.json", TOTAL)
        result = run_cli(tmp_path, "verify", "--graph", other, "--trace", trace)
        assert result.returncode == 1
        assert "[graph_hash_mismatch]" in result.stdout

    def test_malformed_trace(self, tmp_path: Path) -> None:
        graph, trace = self._trace_file(tmp_path)
        data = json.loads(trace.read_text())
        data["answer_value"] = True
        trace.write_text(json.dumps(data))
        message = refused(
            run_cli(tmp_path, "verify", "--graph", graph, "--trace", trace), "malformed_trace"
        )
        assert "answer_value" in message
        trace.write_text("{not json")
        refused(run_cli(tmp_path, "verify", "--graph", graph, "--trace", trace), "invalid_json")
        refused(
            run_cli(tmp_path, "verify", "--graph", graph, "--trace", tmp_path / "none.json"),
            "input_unreadable",
        )

    def test_invalid_graph(self, tmp_path: Path) -> None:
        _, trace = self._trace_file(tmp_path)
        bad = write_json(tmp_path / "bad.json", dict(TRANSFER, entities=["Sam"]))
        refused(run_cli(tmp_path, "verify", "--graph", bad, "--trace", trace), "invalid_graph")

    def test_trace_with_a_duplicate_answer_value_does_not_verify(self, tmp_path: Path) -> None:
        graph_file, trace = self._trace_file(tmp_path)
        text = trace.read_text().strip()
        answer = json.loads(text)["answer_value"]
        trace.write_text(text[:-1] + f',"answer_value":{answer + 1}}}')
        message = refused(
            run_cli(tmp_path, "verify", "--graph", graph_file, "--trace", trace), "invalid_json"
        )
        assert "duplicate key 'answer_value'" in message
        trace.write_text(text.replace('"answer_value"', '"answer_value":0,"answer_value"', 1))
        refused(
            run_cli(tmp_path, "verify", "--graph", graph_file, "--trace", trace), "invalid_json"
        )

    def test_deeply_nested_trace_is_invalid_json(self, tmp_path: Path) -> None:
        graph_file, trace = self._trace_file(tmp_path)
        trace.write_text('{"steps": ' + "[" * 50_000 + "]" * 50_000 + "}")
        refused(
            run_cli(tmp_path, "verify", "--graph", graph_file, "--trace", trace), "invalid_json"
        )

    def test_bom_is_accepted_in_the_trace(self, tmp_path: Path) -> None:
        graph_file, trace = self._trace_file(tmp_path)
        trace.write_bytes(b"\xef\xbb\xbf" + trace.read_bytes())
        result = run_cli(tmp_path, "verify", "--graph", graph_file, "--trace", trace)
        assert result.returncode == 0, result.stderr

    def test_pack_unavailable_exits_3_not_1(self, tmp_path: Path, broken_pack_root: Path) -> None:
        graph_file, trace = self._trace_file(tmp_path)
        args = ("verify", "--graph", graph_file, "--trace", trace)
        result = run_cli(tmp_path, *args, CORE_PACK_PATH=str(broken_pack_root))
        message = refused(result, "pack_unavailable", code=3)
        assert message.startswith("broken installation: cannot check the trace")
        as_json = run_cli(tmp_path, *args, "--json", CORE_PACK_PATH=str(broken_pack_root))
        assert as_json.returncode == 3
        assert json.loads(as_json.stdout)["reason"] == "pack_unavailable"

    def test_pack_without_an_operator_exits_3(self, tmp_path: Path) -> None:
        graph_file, trace = self._trace_file(tmp_path)
        root = _pack_without(tmp_path, "divide")
        result = run_cli(
            tmp_path, "verify", "--graph", graph_file, "--trace", trace, CORE_PACK_PATH=str(root)
        )
        message = refused(result, "pack_unavailable", code=3)
        assert "divide" in message

    def test_stdin_for_one_file(self, tmp_path: Path) -> None:
        graph_file, trace = self._trace_file(tmp_path)
        result = run_cli(
            tmp_path, "verify", "--graph", "-", "--trace", trace, stdin=graph_file.read_text()
        )
        assert result.returncode == 0, result.stderr


# ------------------------------------------------------------------- usage
def test_no_arguments_prints_usage_and_exits_2(tmp_path: Path) -> None:
    result = run_cli(tmp_path)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("usage: core-math")
    assert "Traceback" not in result.stderr


def test_help_lists_subcommands(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "--help")
    assert result.returncode == 0
    for command in ("solve", "verify", "eval"):
        assert command in result.stdout


def test_version(tmp_path: Path) -> None:
    result = run_cli(tmp_path, "--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"core-math {version('core-math-solver')}\n"


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("solve", ["--graph", "--domain", "--json", "TEXT"]),
        ("verify", ["--graph", "--trace", "--json"]),
        (
            "eval",
            ["--cases", "--wrong", "--json", "--problem-field", "--answer-field", "--jobs"],
        ),
    ],
)
def test_each_command_help_documents_options_and_exit_codes(
    tmp_path: Path, command: str, options: list[str]
) -> None:
    result = run_cli(tmp_path, command, "--help")
    assert result.returncode == 0, result.stderr
    for option in options:
        assert option in result.stdout, option
    exits = result.stdout.split("exit codes:", 1)[1]
    for code in ("0", "2", "3"):
        assert f"\n  {code} " in exits, (code, exits)


@pytest.mark.parametrize(
    "args",
    [
        ["frobnicate"],
        ["solve", "--nope"],
        ["eval", "--jobs", "0", "x.jsonl"],
        ["eval", "--jobs", "many", "x.jsonl"],
        ["verify", "--graph", "g.json"],
    ],
)
def test_usage_errors_are_typed_refusals(tmp_path: Path, args: list[str]) -> None:
    message = refused(run_cli(tmp_path, *args), "usage")
    assert "core-math" in message and "--help" in message


def test_argument_that_is_not_utf8_is_unreadable(tmp_path: Path) -> None:
    result = subprocess.run(
        [*core_math_command(), "solve", os.fsdecode(b"Sam has 5 \xff apples.")],
        capture_output=True,
        cwd=tmp_path,
        check=False,
        env={**os.environ, "LC_ALL": "C.UTF-8"},
    )
    assert result.returncode == 2
    assert result.stdout == b""
    assert result.stderr == b"error[input_unreadable]: argument 2 is not valid UTF-8\n"


@pytest.mark.parametrize(
    "args",
    [
        ["solve", "--graph", "missing.json"],
        ["solve", "--json", "--graph", "missing.json"],
        ["verify", "--graph", "missing.json", "--trace", "missing.json", "--json"],
        ["eval", "missing.jsonl", "--json"],
        ["eval", "--json", "--jobs", "zero", "x"],
    ],
)
def test_json_mode_prints_refusals_as_json(tmp_path: Path, args: list[str]) -> None:
    result = run_cli(tmp_path, *args)
    assert result.returncode == 2
    assert result.stderr.startswith("error[")
    if "--json" not in args:
        assert result.stdout == ""
        return
    error = json.loads(result.stdout)
    assert set(error) == {"message", "reason"}
    assert result.stderr == f"error[{error['reason']}]: {error['message']}\n"
    assert result.stdout == json.dumps(error, sort_keys=True, separators=(",", ":")) + "\n"


def _wait_until_reading_a_pipe(pid: int, timeout: float = 60) -> None:
    """Block until the process sleeps in a pipe read (its stdin), so main() is running."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if "pipe_read" in Path(f"/proc/{pid}/wchan").read_text():
            return
        time.sleep(0.02)
    raise AssertionError(f"process {pid} never blocked reading stdin")


def test_ctrl_c_while_reading_stdin_exits_130_without_traceback(tmp_path: Path) -> None:
    for args in (["solve", "-"], ["solve", "--graph", "-"], ["eval", "-"]):
        process = subprocess.Popen(
            [*core_math_command(), *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=tmp_path,
        )
        _wait_until_reading_a_pipe(process.pid)
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=60)
        assert process.returncode == 130, (args, out, err)
        assert b"Traceback" not in err
        assert b"interrupted" in err
        if args[0] == "eval":
            assert out.startswith(b"cases: 0 ")


# ------------------------------------------------------------------- eval errors
class TestEvalErrors:
    """Failures found while reading the dataset, before any case reaches the parser."""

    def test_missing_file(self, tmp_path: Path) -> None:
        path = tmp_path / "absent.jsonl"
        message = refused(run_cli(tmp_path, "eval", path), "input_unreadable")
        assert str(path) in message

    def test_line_not_json(self, tmp_path: Path) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text("this is not json\n", encoding="utf-8")
        message = refused(run_cli(tmp_path, "eval", path), "invalid_json")
        assert message.startswith(f"{path}:1:")

    def test_line_not_json_after_blank_line(self, tmp_path: Path) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text("\n{oops\n", encoding="utf-8")
        message = refused(run_cli(tmp_path, "eval", path), "invalid_json")
        assert message.startswith(f"{path}:2:")

    @pytest.mark.parametrize(
        ("line", "where"),
        [
            ('{"id": "x", "expected_answer": 3}', ":1:"),
            ('{"problem": 5, "expected_answer": 3}', ":1:"),
            ('{"problem": null, "expected_answer": 3}', ":1:"),
            ('"Sam has 5 apples."', ":1:"),
            ('["Sam has 5 apples."]', ": item 1:"),  # a one-line JSON array
        ],
    )
    def test_line_without_problem(self, tmp_path: Path, line: str, where: str) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text(line + "\n", encoding="utf-8")
        message = refused(run_cli(tmp_path, "eval", path), "invalid_case")
        assert message.startswith(f"{path}{where}")
        assert "problem" in message

    def test_explicit_problem_field_is_required(self, tmp_path: Path) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text('{"problem": "Ann has 3 pens.", "expected_answer": 3}\n')
        message = refused(
            run_cli(tmp_path, "eval", path, "--problem-field", "text"), "invalid_case"
        )
        assert message == f"{path}:1: each case needs a string 'text'"
        message = refused(run_cli(tmp_path, "eval", path, "--answer-field", "gold"), "invalid_case")
        assert message == f"{path}:1: missing 'gold'"

    @pytest.mark.parametrize(
        "line",
        [
            '{"problem": "x", "expected_answer": 1, "expected_answer": 2}',
            "[" * 10_000 + "]" * 10_000,
            '{"problem": "x", "expected_answer": 1, "ground_truth_graph": '
            + '{"a":' * 5000
            + "1"
            + "}" * 5000
            + "}",
        ],
        ids=["duplicate-key", "deep-array", "deep-object"],
    )
    def test_strictly_invalid_line_is_invalid_json(self, tmp_path: Path, line: str) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text('{"problem": "x", "expected_answer": 1}\n' + line + "\n")
        message = refused(run_cli(tmp_path, "eval", path), "invalid_json")
        assert message.startswith(f"{path}:2: not valid JSON: ")

    def test_not_utf8_line_names_the_line(self, tmp_path: Path) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_bytes(b'{"problem": "x", "expected_answer": 1}\n{"problem": "Ren\xe9"}\n')
        message = refused(run_cli(tmp_path, "eval", path), "input_unreadable")
        assert message.startswith(f"{path}:2: not UTF-8: line 1 column 17")
        message = refused(
            run_cli(tmp_path, "eval", "-", stdin=path.read_bytes()), "input_unreadable"
        )
        assert message.startswith("stdin:2: not UTF-8")

    def test_json_array_that_is_not_json(self, tmp_path: Path) -> None:
        path = tmp_path / "cases.json"
        path.write_text('[{"problem": "x",\n "expected_answer": 1}\n')
        message = refused(run_cli(tmp_path, "eval", path), "invalid_json")
        expected = "not a valid JSON array: line 3 column 1: Expecting ',' delimiter"
        assert message == f"{path}: {expected}"

    def test_line_number_counts_blank_lines(self, tmp_path: Path) -> None:
        # The bad case is on line 3 of the file; a user opens the file at the
        # line the message names.
        path = tmp_path / "cases.jsonl"
        path.write_text('\n\n{"id": "x", "expected_answer": 3}\n', encoding="utf-8")
        message = refused(run_cli(tmp_path, "eval", path), "invalid_case")
        assert message.startswith(f"{path}:3:"), message

    def test_missing_expected_answer(self, tmp_path: Path) -> None:
        path = tmp_path / "cases.jsonl"
        path.write_text('{"problem": "Sam has 5 apples."}\n', encoding="utf-8")
        message = refused(run_cli(tmp_path, "eval", path), "invalid_case")
        assert message.startswith(f"{path}:1:")
        assert "missing 'expected_answer'" in message

    @pytest.mark.parametrize(
        ("answer", "detail"),
        [
            ('"5"', "must be a number, null or a string ending in a '#### N' line, got '5'"),
            ("true", "must be a number, null or a '#### N' string, got true"),
            ("[5]", "must be a number, null or a '#### N' string, got list"),
            ("NaN", "NaN is not a finite number"),
            ("Infinity", "Infinity is not a finite number"),
            ("-Infinity", "-Infinity is not a finite number"),
            ("1e400", "1e400 is beyond the range of a double"),
            ("7" * 5000, "an integer literal is too long to read (5000 digits)"),
            ("7" * 400, "beyond the largest answer a trace can hold"),
            ('"#### 1,2,3"', "cannot read '1,2,3' after '####' as a number"),
        ],
        ids=[
            "string",
            "bool",
            "list",
            "nan",
            "inf",
            "-inf",
            "1e400",
            "5000-digits",
            "400-digits",
            "bad-commas",
        ],
    )
    def test_unusable_gold_answer_is_an_invalid_case_and_the_run_goes_on(
        self, tmp_path: Path, answer: str, detail: str
    ) -> None:
        path = tmp_path / "cases.jsonl"
        refuse = '{"id": "r", "problem": "Each pen costs 2 dollars.", "expected_answer": null}'
        bad = '{"id": "bad", "problem": "Sam has 5 apples.", "expected_answer": ' + answer + "}"
        path.write_text(f"{refuse}\n{bad}\n{refuse}\n", encoding="utf-8")
        result = run_cli(tmp_path, "eval", path, "--cases")
        assert result.returncode == 2, result.stdout + result.stderr
        assert result.stderr == ""
        lines = result.stdout.splitlines()
        assert lines[0].startswith("r: refused as expected (")
        label = "bad" if detail.startswith(("must", "cannot", "beyond")) else "line 2"
        assert lines[1].startswith(f"{label}: invalid ({path}:2: ")
        assert detail in lines[1]
        assert lines[2].startswith("r: refused as expected (")
        assert "cases: 3 (in scope 0, must refuse 2, invalid 1)" in lines
        totals = json.loads(run_cli(tmp_path, "eval", path, "--json").stdout)
        assert (totals["cases"], totals["invalid"], totals["refused_as_expected"]) == (3, 1, 2)

    def test_stdin_not_json(self, tmp_path: Path) -> None:
        refused(run_cli(tmp_path, "eval", "-", stdin="[1,\n"), "invalid_json")

    def test_empty_dataset(self, tmp_path: Path) -> None:
        path = tmp_path / "empty.jsonl"
        path.write_text("", encoding="utf-8")
        result = run_cli(tmp_path, "eval", path, "--json")
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
        monkeypatch.setattr(math_verifier, "verify", lambda graph, trace: self.FAILED)
        assert cli.main(["solve", "--graph", str(path)]) == 3
        out, err = capsys.readouterr()
        assert out == ""
        assert err.startswith("error[internal]: the trace failed verification [step_mismatch]")

    def test_text_mode(
        self, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
    ) -> None:
        monkeypatch.setattr(pipeline, "verify_quantities", lambda graph, trace: self.FAILED)
        text = "Ann has 4 pens. She buys 3 more. How many pens does Ann have?"
        assert cli.main(["solve", text]) == 3
        out, err = capsys.readouterr()
        assert "Answer" not in out
        assert "failed verification" in err

"""``tools/corpus.py``: the fixed split, the figures, and a clean skip without a corpus.

The corpus itself is never copied into the project; these tests write a tiny
corpus of their own in the same form (``question``, ``answer`` ending ``#### N``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from conftest import PROJECT_ROOT

TOOL = PROJECT_ROOT / "tools" / "corpus.py"
PROBLEMS = [
    ("Sam has 5 apples. He buys 3 more. How many apples does Sam have?", "8"),
    ("Ana has 6 boxes. Each box holds 8 crayons. How many crayons does Ana have?", "48"),
    ("Ana has 5 apples. Maria has 3 apples. She buys 2 more. How many apples does Ana have?", "7"),
    ("Ben has 12 shells. He gives 2 to Ann. How many shells does Ben have?", "1,000"),
    ("Kofi has $20. He buys 3 pens at $2 each. How much money does Kofi have left?", "14"),
    ("Ravi reads 20 pages a day for 5 days. How many pages does Ravi read?", "100"),
]


def _corpus(tmp_path: Path) -> Path:
    path = tmp_path / "corpus.jsonl"
    lines = [
        json.dumps({"question": q, "answer": f"worked solution\n#### {a}"}) for q, a in PROBLEMS
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOL), *args], capture_output=True, text=True, check=False
    )


def test_validation_slice_is_every_fifth_line_from_the_first(tmp_path: Path) -> None:
    run = _run("--path", str(_corpus(tmp_path)), "--slice", "validation", "--json", "--jobs", "1")
    figures = json.loads(run.stdout)
    assert figures["problems"] == 2  # lines 0 and 5
    assert figures["correct"] == 2 and figures["wrong"] == 0
    assert run.returncode == 0, run.stderr


def test_tuning_slice_counts_a_wrong_answer_and_exits_1(tmp_path: Path) -> None:
    run = _run("--path", str(_corpus(tmp_path)), "--slice", "tuning", "--json", "--jobs", "2")
    figures = json.loads(run.stdout)
    assert figures["problems"] == 4  # lines 1 to 4
    assert figures["wrong"] == 1 and figures["wrong_lines"] == [3]  # gold 1,000 is not 10
    assert figures["refused"] == 1  # the ambiguous "she"
    assert any("pronoun.unresolved" in reason for reason in figures["refusals_by_reason"])
    assert run.returncode == 1


def test_a_missing_corpus_is_skipped_not_failed(tmp_path: Path) -> None:
    run = _run("--path", str(tmp_path / "absent.jsonl"))
    assert run.returncode == 0
    assert "corpus not found" in run.stdout and "skipped" in run.stdout

"""Fast end-to-end checks of the installed package (run by ``nox -s smoke``).

Self-contained on purpose: the smoke session installs the distribution
non-editably and runs this file alone, so nothing here may import from the
tests folder or read the source tree.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from importlib.metadata import Distribution, distributions
from pathlib import Path

import pytest

import generate
import packs
import packs.compiler
import packs.ledger
from packs.compiler import clear_cache, load_pack_entries

pytestmark = pytest.mark.smoke


def _clean_env() -> dict[str, str]:
    """The caller's environment minus any pack-path override."""
    env = dict(os.environ)
    env.pop("CORE_PACK_PATH", None)
    return env


def test_packages_import() -> None:
    assert generate.__doc__ and packs.__doc__
    assert callable(packs.compiler.load_pack_entries)
    assert callable(packs.ledger.build_ledger)


def test_arithmetic_pack_loads(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CORE_PACK_PATH", raising=False)
    clear_cache()
    try:
        entries = load_pack_entries("en_arithmetic_v1")
        assert [entry.lemma for entry in entries] == [
            "add",
            "subtract",
            "multiply",
            "divide",
            "transfer",
        ]
        assert load_pack_entries("en_arithmetic_v1") is entries
    finally:
        clear_cache()


def test_ledger_runs_outside_the_source_tree(tmp_path: Path) -> None:
    for args in ((), ("--json",)):
        result = subprocess.run(
            [sys.executable, "-m", "packs.ledger", *args],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            env=_clean_env(),
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr
        assert "en_arithmetic_v1" in result.stdout
    rows = json.loads(result.stdout)["packs"]
    assert any(row["pack_id"] == "en_arithmetic_v1" and row["status"] == "verified" for row in rows)


def test_core_math_prints_usage(tmp_path: Path) -> None:
    script = shutil.which("core-math")
    command = [script] if script else [sys.executable, "-m", "generate.cli"]
    result = subprocess.run(
        command, capture_output=True, text=True, cwd=tmp_path, env=_clean_env(), check=False
    )
    assert "usage" in (result.stdout + result.stderr).lower()


def _core_math(
    tmp_path: Path, *args: str, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    script = shutil.which("core-math")
    command = [script] if script else [sys.executable, "-m", "generate.cli"]
    return subprocess.run(
        [*command, *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=_clean_env(),
        check=False,
    )


def test_core_math_solves_text_end_to_end(tmp_path: Path) -> None:
    result = _core_math(
        tmp_path, "solve", "Ann has 4 pens. She buys 3 more. How many pens does Ann have?"
    )
    assert result.returncode == 0, result.stderr
    assert "en_arithmetic_v1:add" in result.stdout
    assert "verdict: ok" in result.stdout
    assert "7" in result.stdout.splitlines()[-2]


def test_core_math_solves_a_graph_and_refuses_typed(tmp_path: Path) -> None:
    graph = {
        "entities": ["Ann"],
        "initial_state": [{"entity": "Ann", "quantity": {"unit": "pens", "value": 4}}],
        "operations": [{"actor": "Ann", "kind": "divide", "operand": {"unit": "pens", "value": 0}}],
        "unknown": {"entity": "Ann", "unit": "pens"},
    }
    result = _core_math(tmp_path, "solve", "--graph", "-", stdin=json.dumps(graph))
    assert result.returncode == 2
    assert result.stderr.startswith("error[division_by_zero]")
    assert "Traceback" not in result.stderr


def _installed() -> Distribution:
    """The installed distribution (it has a RECORD), not a build's egg-info in the checkout."""
    found = [d for d in distributions(name="core-math-solver") if d.read_text("RECORD")]
    assert found, "core-math-solver is not installed"
    return found[0]


def test_license_file_is_shipped_with_the_metadata() -> None:
    dist = _installed()
    assert dist.metadata["License-Expression"] == "Apache-2.0"
    shipped = {file.name: file for file in dist.files or [] if "licenses" in file.parts}
    assert set(shipped) == {"LICENSE", "THIRD_PARTY_NOTICES.txt"}
    text = Path(str(shipped["LICENSE"].locate())).read_text(encoding="utf-8")
    assert "Apache License" in text and "Version 2.0, January 2004" in text
    assert "END OF TERMS AND CONDITIONS" in text


def test_runtime_requirements_are_what_the_code_imports() -> None:
    required = {
        requirement.split(";")[0].split("=")[0].split("<")[0].split(">")[0].strip()
        for requirement in _installed().requires or []
        if "extra ==" not in requirement
    }
    assert required == {"lemminflect", "text2num", "tqdm"}


def test_core_math_version_and_eval(tmp_path: Path) -> None:
    version = _core_math(tmp_path, "--version")
    assert version.returncode == 0
    assert version.stdout == f"core-math {_installed().version}\n"
    cases = tmp_path / "cases.jsonl"
    cases.write_text(
        json.dumps(
            {
                "problem": "Ann has 4 pens. She buys 3 more. How many pens does Ann have?",
                "expected_answer": 7,
            }
        )
        + "\n",
        encoding="utf-8",
    )
    result = _core_math(tmp_path, "eval", str(cases), "--json")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["answered_correctly"] == 1

"""Shared test support: the data paths from ``[tool.core]``, graph builders, the CLI runner.

One place for what several test files need, so a moved data set or a new
CLI invocation rule is one edit. Module-level names (``DEV_SET``,
``dev_cases()``, ``run_cli``, ``graph``) serve collection-time
parametrization (``from conftest import DEV_SET``); the fixtures of the same
names serve test functions.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings

from packs.compiler import clear_cache

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - only on 3.10
    import tomli as tomllib

PROJECT_ROOT = Path(__file__).resolve().parent.parent
CORE: dict[str, Any] = tomllib.loads((PROJECT_ROOT / "pyproject.toml").read_text("utf-8"))["tool"][
    "core"
]
DEV_SET = PROJECT_ROOT / CORE["dev_set"]
"""The ADR-0115 dev set, as ``[tool.core].dev_set`` names it."""
SHIPPED_PACK = PROJECT_ROOT / "packs" / "data" / "en_arithmetic_v1"


@cache
def _cases(path: Path) -> tuple[dict[str, Any], ...]:
    return tuple(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line)


def dev_cases() -> list[dict[str, Any]]:
    """The dev set's cases in file order (a fresh list; the parsed lines are read once)."""
    return list(_cases(DEV_SET))


@pytest.fixture(name="dev_set")
def _dev_set_fixture() -> Path:
    """The dev set's path from ``[tool.core].dev_set``."""
    return DEV_SET


# ------------------------------------------------------------------- graph builders
def quantity(value: int | float, unit: str) -> dict[str, Any]:
    """A quantity in the graph's JSON form."""
    return {"unit": unit, "value": value}


def op(
    actor: str, kind: str, value: int | float, unit: str, target: str | None = None
) -> dict[str, Any]:
    """An operation in the graph's JSON form; ``target`` only for transfers."""
    operation: dict[str, Any] = {"actor": actor, "kind": kind, "operand": quantity(value, unit)}
    if target is not None:
        operation["target"] = target
    return operation


def graph(
    holdings: dict[str, tuple[int | float, str]],
    *operations: dict[str, Any],
    unknown: tuple[str | None, str],
    entities: list[str] | None = None,
) -> dict[str, Any]:
    """A graph in its JSON form: ``{"Sam": (5, "apples")}`` holdings, operations, the unknown.

    ``entities`` defaults to the holders, then any other actor or target in
    order of appearance.
    """
    names = list(holdings)
    for operation in operations:
        for name in (operation["actor"], operation.get("target")):
            if name is not None and name not in names:
                names.append(name)
    return {
        "entities": names if entities is None else entities,
        "initial_state": [
            {"entity": name, "quantity": quantity(value, unit)}
            for name, (value, unit) in holdings.items()
        ],
        "operations": list(operations),
        "unknown": {"entity": unknown[0], "unit": unknown[1]},
    }


# ------------------------------------------------------------------- the CLI
def core_math_command() -> list[str]:
    """The installed ``core-math`` script of this interpreter's environment, as users run it."""
    script = Path(sys.executable).with_name("core-math")
    found = str(script) if script.exists() else shutil.which("core-math")
    if found is None:
        raise RuntimeError("the core-math script is not installed; run pip install -e '.[dev]'")
    return [found]


def run_cli(
    cwd: Path,
    *args: str | Path,
    stdin: str | bytes | None = None,
    timeout: float = 300,
    **env: str,
) -> subprocess.CompletedProcess[str]:
    """Run ``core-math`` in a subprocess without ``CORE_PACK_PATH`` unless given in ``env``.

    Output is decoded as strict UTF-8: output that is not UTF-8 fails the test.
    """
    environment = {k: v for k, v in os.environ.items() if k != "CORE_PACK_PATH"}
    environment.update(env)
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    result = subprocess.run(
        [*core_math_command(), *map(os.fsdecode, args)],
        capture_output=True,
        input=data,
        cwd=cwd,
        env=environment,
        check=False,
        timeout=timeout,
    )
    return subprocess.CompletedProcess(
        result.args, result.returncode, result.stdout.decode("utf-8"), result.stderr.decode("utf-8")
    )


def refused(result: subprocess.CompletedProcess[str], reason: str, code: int = 2) -> str:
    """Assert a clean refusal: exit ``code``, one ``error[reason]`` line, no stdout; the message."""
    assert result.returncode == code, result.stdout + result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1, result.stderr
    prefix = f"error[{reason}]: "
    assert lines[0].startswith(prefix), result.stderr
    return lines[0][len(prefix) :]


def write_json(path: Path, obj: object) -> Path:
    path.write_text(json.dumps(obj, indent=2), encoding="utf-8")
    return path


def write_jsonl(path: Path, rows: list[dict[str, Any]]) -> Path:
    path.write_text("".join(json.dumps(row) + "\n" for row in rows), encoding="utf-8")
    return path


# ------------------------------------------------------------------- packs
@pytest.fixture
def pack_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A private copy of en_arithmetic_v1 that shadows the shipped one.

    Yields the copied pack folder; its parent is the only ``CORE_PACK_PATH``
    root. The loader cache is cleared on both sides so no test sees another
    test's packs.
    """
    root = tmp_path / "root"
    target = root / SHIPPED_PACK.name
    shutil.copytree(SHIPPED_PACK, target, ignore=shutil.ignore_patterns("__pycache__"))
    monkeypatch.setenv("CORE_PACK_PATH", str(root))
    clear_cache()
    yield target.resolve()
    clear_cache()


@pytest.fixture
def broken_pack_root(tmp_path: Path) -> Path:
    """A ``CORE_PACK_PATH`` root whose en_arithmetic_v1 has lost its lexicon (for subprocesses)."""
    root = tmp_path / "broken-packs"
    shutil.copytree(SHIPPED_PACK, root / SHIPPED_PACK.name)
    (root / SHIPPED_PACK.name / "lexicon.jsonl").unlink()
    return root


# CI runs (CI=true) explore a fixed, reproducible set of examples so a landing
# never depends on the draw; local runs keep exploring new ones.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

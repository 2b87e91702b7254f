"""The README's worked examples are real: each command prints exactly what the README shows."""

from __future__ import annotations

import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"
CONSOLE = re.compile(r"```console\n(.*?)```", re.DOTALL)


def _examples() -> list[tuple[str, str]]:
    """(command, expected output) for each ``$ core-math ...`` line of a console block."""
    pairs = []
    for block in CONSOLE.findall(README.read_text(encoding="utf-8")):
        lines = block.splitlines()
        for i, line in enumerate(lines):
            if not line.startswith("$ core-math "):
                continue
            output = []
            for follow in lines[i + 1 :]:
                if follow.startswith("$ "):
                    break
                output.append(follow)
            pairs.append((line[2:], "\n".join(output)))
    return pairs


EXAMPLES = _examples()


def test_readme_has_a_solve_example_and_a_refusal() -> None:
    commands = [command for command, _ in EXAMPLES]
    assert any(command.startswith("core-math solve ") for command in commands)
    assert any(output.startswith("error[") for _, output in EXAMPLES)


@pytest.mark.parametrize(("command", "expected"), EXAMPLES, ids=[c[:40] for c, _ in EXAMPLES])
def test_readme_example_output_is_current(command: str, expected: str) -> None:
    argv = shlex.split(command)[1:]
    run = subprocess.run(
        [sys.executable, "-m", "generate.cli", *argv],
        capture_output=True,
        text=True,
        check=False,
    )
    printed = (run.stdout + run.stderr).rstrip("\n")
    assert printed == expected
    assert run.returncode == (2 if expected.startswith("error[") else 0)

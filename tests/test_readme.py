"""The README's worked examples are real: each command prints exactly what the README shows."""

from __future__ import annotations

import re
import shlex
import subprocess

import pytest
from conftest import PROJECT_ROOT, core_math_command

README = PROJECT_ROOT / "README.md"
DATA = PROJECT_ROOT / "tests" / "data"
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
        [*core_math_command(), *argv],
        capture_output=True,
        text=True,
        check=False,
        cwd=PROJECT_ROOT,
    )
    printed = (run.stdout + run.stderr).rstrip("\n")
    assert printed == expected
    assert run.returncode == (2 if expected.startswith("error[") else 0)


def test_readme_lists_every_data_set() -> None:
    text = README.read_text(encoding="utf-8")
    folders = sorted(path.name for path in DATA.iterdir() if path.is_dir())
    assert "gsm8k_parser_dev" in folders
    missing = [name for name in folders if f"`{name}/`" not in text]
    assert missing == []


def test_readme_states_every_exit_code_and_the_graph_semantics() -> None:
    text = " ".join(README.read_text(encoding="utf-8").split())
    for phrase in (
        "0 success",
        "1 a definite negative result",
        "2 a refusal or unusable input",
        "3 an internal error or a broken installation",
        "130 interrupted",
        "plain ADR-0116 semantics",
        "`--domain`",
    ):
        assert phrase in text, phrase

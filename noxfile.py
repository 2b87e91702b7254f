"""CI sessions for core-math-solver.

Plain ``nox`` runs every session but ``bench`` and ``corpus``; CI runs exactly that.
Paths come from ``[tool.core]`` in pyproject.toml so the tools, the tests and
these sessions agree on one source of truth.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nox

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised only on 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent
CORE = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["core"]

nox.options.error_on_missing_interpreters = True
nox.options.reuse_existing_virtualenvs = False

DEV = ".[dev]"


@nox.session
def tests(session: nox.Session) -> None:
    """The whole suite, in parallel."""
    session.install("-e", DEV)
    session.run("pytest", "-n", "auto", "-q", *session.posargs)


@nox.session
def solver(session: nox.Session) -> None:
    """The ADR-0116 109-case solver suite alone."""
    session.install("-e", DEV)
    session.run("pytest", "-q", "-p", "no:randomly", "tests/test_math_solver.py", *session.posargs)


@nox.session
def smoke(session: nox.Session) -> None:
    """Fast end-to-end checks of the installed (non-editable) package."""
    session.install(".", "pytest")
    # --noconftest: the smoke file is self-contained and must not need the dev extras.
    session.run(
        "pytest", "-q", "--noconftest", "-m", "smoke", "tests/test_smoke.py", *session.posargs
    )


@nox.session
def ledger(session: nox.Session) -> None:
    """Install non-editable and load the ledger from outside the source tree.

    Running from a temporary directory proves the pack is found through the
    installed distribution's ``core.packs`` entry point, not through the
    checkout on ``sys.path``.
    """
    session.install(".")
    tmp = session.create_tmp()
    session.chdir(tmp)
    where = "import packs; assert 'site-packages' in packs.__file__, packs.__file__"
    session.run("python", "-c", where)
    session.run("python", "-m", "packs.ledger")
    session.run("python", "-m", "packs.ledger", "--json")


@nox.session
def checksums(session: nox.Session) -> None:
    """Verify every pack's recorded SHA-256 against its files."""
    session.install(".")
    roots = [arg for root in CORE["pack_roots"] for arg in ("--root", root)]
    session.run("python", "tools/pack_checksums.py", "verify", *roots)


@nox.session
def adr_index(session: nox.Session) -> None:
    """Fail when docs/adr/README.md's generated index is stale."""
    session.install(".")
    session.run("python", "tools/adr_index.py", "--check", "--adr-dir", CORE["adr_dir"])


@nox.session
def lint(session: nox.Session) -> None:
    """ruff and mypy --strict over the shipped code and the tools."""
    session.install("-e", DEV)
    session.run("ruff", "check", "generate", "packs", "tools", "tests", "bench", "noxfile.py")
    session.run("ruff", "format", "--check", "generate", "packs", "tools", "bench")
    session.run("mypy", "--strict", "generate", "packs", "tools")


@nox.session(default=False)
def corpus(session: nox.Session) -> None:
    """The pipeline on the GSM8K corpus's validation slice; skips when the corpus is absent.

    ``nox -s corpus -- --slice tuning`` measures the tuning slice instead.
    """
    session.install("-e", ".")
    session.run("python", "tools/corpus.py", *session.posargs)


@nox.session(default=False)
def bench(session: nox.Session) -> None:
    """Benchmarks; numbers only, never a pass/fail timing assert."""
    session.install("-e", ".")
    session.run("python", "bench/run.py", *session.posargs)

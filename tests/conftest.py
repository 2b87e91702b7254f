"""Shared fixtures: isolated copies of the shipped pack on ``CORE_PACK_PATH``."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import settings

from packs.compiler import clear_cache

PROJECT_ROOT = Path(__file__).resolve().parent.parent
SHIPPED_PACK = PROJECT_ROOT / "packs" / "data" / "en_arithmetic_v1"


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


# CI runs (CI=true) explore a fixed, reproducible set of examples so a landing
# never depends on the draw; local runs keep exploring new ones.
settings.register_profile("ci", derandomize=True, print_blob=True)
if os.environ.get("CI"):
    settings.load_profile("ci")

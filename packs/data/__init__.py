"""Bundled CORE packs; one attribute per pack, registered as a ``core.packs`` entry point.

Each attribute is the pack's folder, so a host ledger that only knows the
installed distribution (not this source tree) can still find the pack.
"""

from pathlib import Path

en_arithmetic_v1: Path = Path(__file__).resolve().parent / "en_arithmetic_v1"
en_units_v1: Path = Path(__file__).resolve().parent / "en_units_v1"

"""The ``en_units_v1`` pack: checksums, ledger row, entry point, exact factors, facts.

The facts below are the ones a reader knows without the pack (1 mile = 5280
feet, 1 gallon = 128 fluid ounces, 1 week = 168 hours, ...); the pack and
``generate.math_units`` must reproduce every one of them exactly, and refuse
what has no exact answer (days in a month).
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from fractions import Fraction
from importlib.metadata import entry_points
from pathlib import Path
from typing import Any

import pytest
from quantity_support import PACKS, PROJECT_ROOT, UNITS, copy_pack, edit_lexicon, read_jsonl

from generate._nouns import noun_key, plural
from generate.math_units import COUNT, ConversionError, unit_table
from packs.compiler import clear_cache, load_pack

PACK = PACKS / UNITS
LEXICON = read_jsonl(PACK / "lexicon.jsonl")
GLOSSES = read_jsonl(PACK / "glosses.jsonl")
MANIFEST: dict[str, Any] = json.loads((PACK / "manifest.json").read_text(encoding="utf-8"))
DIMENSIONS = {"money", "time", "calendar", "length", "mass", "volume", "count"}
FACTOR = re.compile(r"[1-9][0-9]*(/[1-9][0-9]*)?")
FORM_TAGS = ("plural:", "abbreviation:", "variant:")


@pytest.fixture(autouse=True)
def _fresh_pack_cache() -> Iterator[None]:
    clear_cache()
    yield
    clear_cache()


def _run(*args: str, cwd: Path = PROJECT_ROOT) -> subprocess.CompletedProcess[str]:
    """This interpreter in a subprocess, with the environment minus ``CORE_PACK_PATH``."""
    env = {k: v for k, v in os.environ.items() if k != "CORE_PACK_PATH"}
    return subprocess.run(
        [sys.executable, *args], cwd=cwd, env=env, capture_output=True, text=True, check=False
    )


def _factor(entry: dict[str, Any]) -> Fraction:
    (text,) = [
        d.split(":", 1)[1] for d in entry["semantic_domains"] if d.startswith("measure.factor:")
    ]
    return Fraction(text)


def _dimension(entry: dict[str, Any]) -> str:
    dimension: str
    (dimension,) = [
        d.split(".", 1)[1]
        for d in entry["semantic_domains"]
        if d.startswith("measure.") and not d.startswith("measure.factor:")
    ]
    return dimension


def _forms(entry: dict[str, Any]) -> list[str]:
    forms = [entry["surface"]]
    for tag in entry["morphology_tags"]:
        for prefix in FORM_TAGS:
            if tag.startswith(prefix):
                forms.append(tag[len(prefix) :])
    return forms


# ------------------------------------------------------------------ integrity


def test_checksums_verify_with_the_project_tool() -> None:
    result = _run(str(PROJECT_ROOT / "tools" / "pack_checksums.py"), "verify")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "ok" in result.stdout


def test_checksums_are_the_sha256_of_the_files() -> None:
    lexicon = hashlib.sha256((PACK / "lexicon.jsonl").read_bytes()).hexdigest()
    glosses = hashlib.sha256((PACK / "glosses.jsonl").read_bytes()).hexdigest()
    assert MANIFEST["checksum"] == lexicon
    assert MANIFEST["glosses_checksum"] == glosses
    assert MANIFEST["pack_id"] == UNITS
    assert MANIFEST["language"] == "en"
    assert load_pack(UNITS).manifest.checksum == lexicon


def test_the_tool_finds_a_broken_copy(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    root = copy_pack(tmp_path, monkeypatch, UNITS)
    path = root / UNITS / "lexicon.jsonl"
    path.write_bytes(path.read_bytes().replace(b"measure.factor:60", b"measure.factor:61"))
    result = _run(str(PROJECT_ROOT / "tools" / "pack_checksums.py"), "verify", "--root", str(root))
    assert result.returncode == 1, result.stdout + result.stderr
    assert UNITS in result.stdout + result.stderr


def test_the_ledger_shows_a_verified_row() -> None:
    result = _run("-m", "packs.ledger", "--json")
    assert result.returncode == 0, result.stdout + result.stderr
    rows = {row["pack_id"]: row for row in json.loads(result.stdout)["packs"]}
    row = rows[UNITS]
    assert row["status"] == "verified"
    assert row["reason"] is None
    assert row["checksum"] == MANIFEST["checksum"]
    assert row["entry_count"] == len(LEXICON)
    assert Path(row["directory"]).resolve() == PACK.resolve()
    assert row["provenance"] == MANIFEST["provenance"]
    assert row["shadows"] == []


def test_registered_as_a_core_packs_entry_point() -> None:
    found = {ep.name: ep for ep in entry_points(group="core.packs")}
    assert UNITS in found
    ep = found[UNITS]
    assert ep.value == "packs.data:en_units_v1"
    assert Path(str(ep.load())).resolve() == PACK.resolve()


def test_every_entry_has_one_gloss_and_provenance() -> None:
    ids = [e["entry_id"] for e in LEXICON]
    assert len(ids) == len(set(ids))
    assert sorted(g["entry_id"] for g in GLOSSES) == sorted(ids)
    for entry in LEXICON:
        assert entry["pos"] == "NOUN"
        assert entry["lemma"] == entry["surface"]
        assert entry["provenance_ids"], entry["entry_id"]
        assert all(isinstance(p, str) and p for p in entry["provenance_ids"])


# ------------------------------------------------------------------ exact factors


@pytest.mark.parametrize("entry", LEXICON, ids=[e["lemma"] for e in LEXICON])
def test_every_factor_is_an_exact_positive_rational(entry: dict[str, Any]) -> None:
    factors = [d for d in entry["semantic_domains"] if d.startswith("measure.factor:")]
    assert len(factors) == 1
    text = factors[0].split(":", 1)[1]
    assert FACTOR.fullmatch(text), text  # digits and one '/', never a decimal point
    assert _factor(entry) > 0
    assert _dimension(entry) in DIMENSIONS
    assert len([t for t in entry["morphology_tags"] if t.startswith("plural:")]) == 1
    unit = unit_table().lookup(entry["surface"])
    assert unit is not None
    assert (unit.entry_id, unit.factor, unit.dimension) == (
        entry["entry_id"],
        _factor(entry),
        _dimension(entry),
    )
    assert unit.provenance == tuple(entry["provenance_ids"])


def test_each_measured_dimension_has_one_base_unit() -> None:
    for dimension in DIMENSIONS - {COUNT}:
        bases = [e["lemma"] for e in LEXICON if _dimension(e) == dimension and _factor(e) == 1]
        assert len(bases) == 1, (dimension, bases)
    assert {_dimension(e) for e in LEXICON} == DIMENSIONS


def test_every_surface_form_names_one_entry() -> None:
    owner: dict[str, str] = {}
    table = unit_table()
    for entry in LEXICON:
        for form in _forms(entry):
            assert owner.setdefault(form, entry["entry_id"]) == entry["entry_id"], form
            found = table.lookup(form)
            assert found is not None and found.entry_id == entry["entry_id"], form
    assert {"min", "hr", "lb", "ft", "$", "¢"} <= set(owner)


def test_singular_and_plural_are_one_noun() -> None:
    for entry in LEXICON:
        (form,) = [t[len("plural:") :] for t in entry["morphology_tags"] if t.startswith("plural:")]
        assert noun_key(form) == noun_key(entry["surface"]) == entry["surface"], form
        assert plural(entry["surface"]) == form


def test_count_nouns_are_not_pack_units() -> None:
    table = unit_table()
    for noun in ["apples", "boxes", "crayons", "eggs", "people", "stickers"]:
        assert table.lookup(noun) is None, noun


# ------------------------------------------------------------------ facts


def _per(to: str, per: str) -> Fraction:
    return unit_table().conversion(to, per).factor


@pytest.mark.parametrize(
    ("to", "per", "count"),
    [
        ("feet", "mile", 5280),
        ("yards", "mile", 1760),
        ("feet", "yard", 3),
        ("inches", "yard", 36),
        ("inches", "foot", 12),
        ("centimeters", "inch", Fraction(254, 100)),
        ("meters", "foot", Fraction(3048, 10000)),
        ("kilometers", "mile", Fraction(1609344, 1000000)),
        ("millimeters", "meter", 1000),
        ("meters", "kilometer", 1000),
        ("quarts", "gallon", 4),
        ("pints", "gallon", 8),
        ("cups", "gallon", 16),
        ("fluid ounces", "gallon", 128),
        ("pints", "quart", 2),
        ("cups", "pint", 2),
        ("fluid ounces", "cup", 8),
        ("tablespoons", "fluid ounce", 2),
        ("teaspoons", "tablespoon", 3),
        ("liters", "gallon", Fraction(3785411784, 10**9)),
        ("milliliters", "liter", 1000),
        ("ounces", "pound", 16),
        ("pounds", "ton", 2000),
        ("grams", "kilogram", 1000),
        ("milligrams", "gram", 1000),
        ("kilograms", "pound", Fraction(45359237, 10**8)),
        ("cents", "dollar", 100),
        ("quarters", "dollar", 4),
        ("dimes", "dollar", 10),
        ("nickels", "dollar", 20),
        ("cents", "quarter", 25),
        ("days", "week", 7),
        ("hours", "week", 168),
        ("hours", "day", 24),
        ("minutes", "hour", 60),
        ("seconds", "minute", 60),
        ("seconds", "day", 86400),
        ("months", "year", 12),
        ("years", "decade", 10),
        ("years", "century", 100),
        ("eggs", "dozen", 12),
        ("pencils", "gross", 144),
        ("socks", "pair", 2),
        ("years", "score", None),  # a score of years is a count of 20, not a calendar unit
    ],
)
def test_conversions_agree_with_known_facts(
    to: str, per: str, count: int | Fraction | None
) -> None:
    if count is None:
        with pytest.raises(ConversionError) as info:
            _per(to, per)
        assert info.value.reason == "unit_mismatch"
        return
    assert _per(to, per) == count
    if unit_table().lookup(to) is not None:  # an open-class count noun has no reverse
        assert _per(per, to) == 1 / Fraction(count)


def test_dozens_convert_among_count_units() -> None:
    assert _per("dozens", "gross") == 12
    assert _per("pairs", "dozen") == 6


def test_surface_forms_convert_like_their_units() -> None:
    assert _per("min", "hr") == _per("minutes", "hours") == 60
    assert _per("¢", "$") == 100
    assert _per("ft", "mi") == 5280
    assert _per("oz", "lb") == 16
    assert _per("metres", "km") == 1000


def test_conversion_entries_name_the_units_numerator_first() -> None:
    conversion = unit_table().conversion("minutes", "hour")
    assert conversion.entries == (f"{UNITS}:en-unit-007", f"{UNITS}:en-unit-008")
    assert unit_table().conversion("eggs", "dozen").entries == (f"{UNITS}:en-unit-039",)


@pytest.mark.parametrize(
    ("to", "per"),
    [
        ("days", "month"),
        ("months", "day"),
        ("days", "year"),
        ("weeks", "month"),
        ("hours", "year"),
        ("seconds", "century"),
        ("months", "week"),
    ],
)
def test_calendar_lengths_in_days_are_refused_as_inexact(to: str, per: str) -> None:
    with pytest.raises(ConversionError) as info:
        _per(to, per)
    assert info.value.reason == "inexact_conversion"
    assert "calendar" in str(info.value)


@pytest.mark.parametrize(
    ("to", "per"),
    [
        ("miles", "hour"),
        ("dollars", "pound"),
        ("cups", "gram"),
        ("apples", "hour"),  # a count noun per a measure unit
        ("minutes", "dozen"),  # a measure unit per a count unit
        ("eggs", "box"),  # box is no pack unit
        ("meters", "apple"),
    ],
)
def test_other_dimensions_do_not_convert(to: str, per: str) -> None:
    with pytest.raises(ConversionError) as info:
        _per(to, per)
    assert info.value.reason == "unit_mismatch"


def test_factors_are_reciprocal_and_transitive() -> None:
    table = unit_table()
    by_dimension: dict[str, list[str]] = {}
    for entry in LEXICON:
        by_dimension.setdefault(_dimension(entry), []).append(entry["lemma"])
    for dimension, lemmas in by_dimension.items():
        for a in lemmas:
            for b in lemmas:
                ab = table.conversion(a, b).factor
                assert ab * table.conversion(b, a).factor == 1, (dimension, a, b)
                for c in lemmas:
                    assert ab * table.conversion(b, c).factor == table.conversion(a, c).factor


# ------------------------------------------------------------------ broken copies


@pytest.mark.parametrize(
    ("edit", "needle"),
    [
        ("decimal factor", "en-unit-019"),
        ("zero factor", "en-unit-007"),
        ("two dimensions", "en-unit-008"),
        ("no plural", "en-unit-009"),
        ("shared form", "'hr'"),
    ],
)
def test_a_bad_entry_makes_the_pack_unavailable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, edit: str, needle: str
) -> None:
    root = copy_pack(tmp_path, monkeypatch, UNITS)

    def change(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        by_id = {row["entry_id"]: row for row in rows}
        if edit == "decimal factor":
            by_id["en-unit-019"]["semantic_domains"] = ["measure.length", "measure.factor:25.4"]
        elif edit == "zero factor":
            by_id["en-unit-007"]["semantic_domains"] = ["measure.time", "measure.factor:0"]
        elif edit == "two dimensions":
            by_id["en-unit-008"]["semantic_domains"].append("measure.length")
        elif edit == "no plural":
            by_id["en-unit-009"]["morphology_tags"] = ["noun", "unit"]
        else:
            by_id["en-unit-017"]["morphology_tags"].append("abbreviation:hr")
        return rows

    edit_lexicon(root / UNITS, change)
    assert load_pack(UNITS).manifest.checksum != MANIFEST["checksum"]  # resealed: it loads
    with pytest.raises(ConversionError) as info:
        unit_table()
    assert info.value.reason == "pack_unavailable"
    assert needle in str(info.value)


def test_an_unverified_copy_makes_the_pack_unavailable(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = copy_pack(tmp_path, monkeypatch, UNITS)
    (root / UNITS / "glosses.jsonl").write_text("", encoding="utf-8")
    clear_cache()
    with pytest.raises(ConversionError) as info:
        unit_table()
    assert info.value.reason == "pack_unavailable"


def test_the_table_follows_the_pack_it_was_built_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shipped = unit_table()
    assert unit_table() is shipped  # warm: the same table
    root = copy_pack(tmp_path, monkeypatch, UNITS)

    def week_of_six(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
        for row in rows:
            if row["lemma"] == "week":
                row["semantic_domains"] = ["measure.time", "measure.factor:518400"]
        return rows

    edit_lexicon(root / UNITS, week_of_six)
    table = unit_table()
    assert table is not shipped
    assert table.checksum == load_pack(UNITS).manifest.checksum != shipped.checksum
    assert table.conversion("days", "week").factor == 6

"""The pack loader: accepts the shipped pack, refuses every kind of damage."""

from __future__ import annotations

import hashlib
import json
import os
import pickle
import shutil
from collections.abc import Callable, Iterator
from importlib.metadata import EntryPoint
from pathlib import Path

import pytest

from packs import compiler
from packs.compiler import (
    LexicalEntry,
    PackError,
    clear_cache,
    discover_packs,
    discovery_errors,
    file_sha256,
    load_pack,
    load_pack_entries,
    pack_copies,
    pack_roots,
    verify_pack_folder,
)

PACK_ID = "en_arithmetic_v1"


@pytest.fixture(autouse=True)
def _fresh_cache() -> Iterator[None]:
    clear_cache()
    yield
    clear_cache()


def _rewrite_manifest(pack: Path, **changes: object) -> None:
    path = pack / "manifest.json"
    manifest = json.loads(path.read_text(encoding="utf-8"))
    manifest.update(changes)
    manifest = {key: value for key, value in manifest.items() if value is not _DROP}
    path.write_text(json.dumps(manifest, sort_keys=True, indent=2) + "\n", encoding="utf-8")


_DROP = object()


def _reseal(pack: Path) -> None:
    """Record the current digests so a test reaches the checks after them."""
    changes: dict[str, object] = {"checksum": file_sha256(pack / "lexicon.jsonl")}
    if (pack / "glosses.jsonl").exists():
        changes["glosses_checksum"] = file_sha256(pack / "glosses.jsonl")
    _rewrite_manifest(pack, **changes)


def _append(path: Path, text: str) -> None:
    with path.open("a", encoding="utf-8") as handle:
        handle.write(text)


def _refusal(pack_id: object = PACK_ID) -> PackError:
    with pytest.raises(PackError) as info:
        load_pack(pack_id)  # type: ignore[arg-type]
    return info.value


# ------------------------------------------------------------------ healthy pack
def test_shipped_pack_loads_with_five_operator_verbs() -> None:
    pack = load_pack(PACK_ID)
    assert pack.manifest.pack_id == PACK_ID
    assert pack.manifest.role == "operational_base"
    assert pack.manifest.eval_lanes == ()
    assert pack.manifest.domain_contract is None
    assert [e.lemma for e in pack.entries] == ["add", "subtract", "multiply", "divide", "transfer"]
    assert [e.entry_id for e in pack.entries] == [f"en-arith-00{i}" for i in range(1, 6)]
    for entry in pack.entries:
        assert entry.surface == entry.lemma
        assert entry.pos == "VERB"
        assert entry.morphology_tags == ("verb", "operator")
        assert entry.provenance_ids == ("adr-0116:operator_seed:2026-05-22",)
        assert entry.semantic_domains[0].startswith("arithmetic.operation.")
        assert entry.gloss


def test_shipped_files_are_canonical_json_lines() -> None:
    pack = load_pack(PACK_ID)
    for name in ("lexicon.jsonl", "glosses.jsonl"):
        for line in (pack.directory / name).read_text(encoding="utf-8").splitlines():
            obj = json.loads(line)
            assert line == json.dumps(obj, sort_keys=True, separators=(",", ":"))
    manifest_text = (pack.directory / "manifest.json").read_text(encoding="utf-8")
    assert manifest_text == json.dumps(json.loads(manifest_text), sort_keys=True, indent=2) + "\n"


def test_manifest_checksums_are_sha256_of_the_files() -> None:
    pack = load_pack(PACK_ID)
    lexicon = (pack.directory / "lexicon.jsonl").read_bytes()
    assert pack.manifest.checksum == hashlib.sha256(lexicon).hexdigest()
    assert pack.manifest.glosses_checksum == file_sha256(pack.directory / "glosses.jsonl")


def test_warm_call_returns_the_identical_tuple() -> None:
    first = load_pack_entries(PACK_ID)
    assert isinstance(first, tuple)
    assert all(isinstance(entry, LexicalEntry) for entry in first)
    assert load_pack_entries(PACK_ID) is first
    assert load_pack(PACK_ID).entries is first


def test_entries_are_immutable() -> None:
    entry = load_pack_entries(PACK_ID)[0]
    with pytest.raises(AttributeError):
        entry.lemma = "plus"  # type: ignore[misc]


def test_copy_on_core_pack_path_shadows_the_shipped_pack(pack_copy: Path) -> None:
    assert pack_roots()[0] == pack_copy.parent.resolve()
    assert load_pack(PACK_ID).directory == pack_copy.parent.resolve() / PACK_ID
    assert dict(discover_packs())[PACK_ID] == pack_copy.parent.resolve() / PACK_ID


def test_discovery_is_sorted_and_additive(pack_copy: Path) -> None:
    extra = pack_copy.parent / "zz_extra_v2"
    shutil.copytree(pack_copy, extra)
    _rewrite_manifest(extra, pack_id="zz_extra_v2")
    (pack_copy.parent / "not-a-pack").mkdir()
    ids = [pack_id for pack_id, _ in discover_packs()]
    assert ids == sorted(ids)
    assert "zz_extra_v2" in ids
    assert "not-a-pack" not in ids
    assert load_pack("zz_extra_v2").manifest.pack_id == "zz_extra_v2"


def test_pack_without_glosses_loads_with_no_gloss(pack_copy: Path) -> None:
    (pack_copy / "glosses.jsonl").unlink()
    _rewrite_manifest(pack_copy, glosses_checksum=_DROP)
    assert all(entry.gloss is None for entry in load_pack_entries(PACK_ID))


# ---------------------------------------------------------------------- refusals
@pytest.mark.parametrize(
    "bad_id",
    [
        "../en_arithmetic_v1",
        "en_arithmetic_v1/..",
        "/etc/passwd",
        "..",
        "",
        "EN_ARITH_V1",
        "en_arithmetic_v1\n",
        "en_arithmetic",
        "en/arith_v1",
        7,
        None,
        b"en_arithmetic_v1",
        ["en_arithmetic_v1"],
    ],
)
def test_invalid_pack_id_is_refused_before_any_file_access(
    bad_id: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    def forbidden(*_args: object, **_kwargs: object) -> object:
        raise AssertionError("file system touched for an invalid pack id")

    monkeypatch.setattr(Path, "is_dir", forbidden)
    monkeypatch.setattr(Path, "read_bytes", forbidden)
    monkeypatch.setattr(os, "listdir", forbidden)
    error = _refusal(bad_id)
    assert error.reason == "invalid_pack_id"
    with pytest.raises(PackError):
        load_pack_entries(bad_id)  # type: ignore[arg-type]


def test_unknown_pack_is_not_found(pack_copy: Path) -> None:
    error = _refusal("xx_nothing_v1")
    assert error.reason == "pack_not_found"
    assert "xx_nothing_v1" in str(error)


def test_edited_lexicon_byte_is_a_checksum_mismatch(pack_copy: Path) -> None:
    lexicon = pack_copy / "lexicon.jsonl"
    lexicon.write_bytes(lexicon.read_bytes().replace(b'"add"', b'"adf"', 1))
    error = _refusal()
    assert error.reason == "checksum_mismatch"
    assert error.path == lexicon
    assert PACK_ID in str(error) and "lexicon.jsonl" in str(error)


def test_edited_gloss_is_a_glosses_checksum_mismatch(pack_copy: Path) -> None:
    _append(pack_copy / "glosses.jsonl", "\n")
    error = _refusal()
    assert error.reason == "glosses_checksum_mismatch"
    assert "glosses.jsonl" in str(error)


@pytest.mark.parametrize("name", ["manifest.json", "lexicon.jsonl"])
def test_missing_file(pack_copy: Path, name: str) -> None:
    (pack_copy / name).unlink()
    error = _refusal()
    assert error.reason == "file_missing"
    assert error.path == pack_copy / name


def test_claimed_glosses_file_missing(pack_copy: Path) -> None:
    (pack_copy / "glosses.jsonl").unlink()
    assert _refusal().reason == "file_missing"


def test_unclaimed_glosses_file_is_refused(pack_copy: Path) -> None:
    _rewrite_manifest(pack_copy, glosses_checksum=_DROP)
    assert _refusal().reason == "manifest_invalid"


def test_broken_pack_on_first_root_does_not_fall_through(pack_copy: Path) -> None:
    (pack_copy / "manifest.json").unlink()
    assert _refusal().reason == "file_missing"


def test_duplicate_entry_id(pack_copy: Path) -> None:
    lexicon = pack_copy / "lexicon.jsonl"
    first_line = lexicon.read_text(encoding="utf-8").splitlines()[0]
    _append(lexicon, first_line + "\n")
    _reseal(pack_copy)
    error = _refusal()
    assert error.reason == "duplicate_entry"
    assert error.line == 6
    assert "line 6" in str(error)


@pytest.mark.parametrize(
    ("payload", "line"),
    [("{not json\n", 6), ("[1, 2]\n", 6), ("\n", 6), ('{"a": 1, "a": 2}\n', 6), ("NaN\n", 6)],
)
def test_malformed_line_names_file_and_line(pack_copy: Path, payload: str, line: int) -> None:
    _append(pack_copy / "lexicon.jsonl", payload)
    _reseal(pack_copy)
    error = _refusal()
    assert error.reason == "malformed_line"
    assert (error.path, error.line) == (pack_copy / "lexicon.jsonl", line)
    assert f"line {line}" in str(error) and "lexicon.jsonl" in str(error)


def test_malformed_gloss_line(pack_copy: Path) -> None:
    glosses = pack_copy / "glosses.jsonl"
    lines = glosses.read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1][:-1]
    glosses.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _reseal(pack_copy)
    error = _refusal()
    assert (error.reason, error.path, error.line) == ("malformed_line", glosses, 2)


@pytest.mark.parametrize(
    "mutate",
    [
        lambda e: e.pop("lemma"),
        lambda e: e.update(pos=3),
        lambda e: e.update(semantic_domains="arithmetic.operation.addition"),
        lambda e: e.update(provenance_ids=[""]),
        lambda e: e.update(extra="field"),
        lambda e: e.update(language="fr"),
    ],
    ids=["missing", "wrong-type", "list-as-str", "empty-item", "unknown-field", "language"],
)
def test_invalid_entry(pack_copy: Path, mutate: Callable[[dict[str, object]], object]) -> None:
    lexicon = pack_copy / "lexicon.jsonl"
    lines = lexicon.read_text(encoding="utf-8").splitlines()
    entry = json.loads(lines[2])
    mutate(entry)
    lines[2] = json.dumps(entry, sort_keys=True, separators=(",", ":"))
    lexicon.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _reseal(pack_copy)
    error = _refusal()
    assert (error.reason, error.line) == ("entry_invalid", 3)


def test_orphan_gloss(pack_copy: Path) -> None:
    _append(pack_copy / "glosses.jsonl", '{"entry_id":"en-arith-999","gloss":"Nothing."}\n')
    _reseal(pack_copy)
    error = _refusal()
    assert error.reason == "orphan_gloss"
    assert "en-arith-999" in str(error) and "glosses.jsonl" in str(error)


def test_manifest_pack_id_differs_from_folder(pack_copy: Path) -> None:
    _rewrite_manifest(pack_copy, pack_id="en_other_v1")
    error = _refusal()
    assert error.reason == "pack_id_mismatch"
    assert error.path == pack_copy / "manifest.json"


def test_folder_copied_under_another_name(pack_copy: Path) -> None:
    shutil.copytree(pack_copy, pack_copy.parent / "en_arithmetic_v2")
    assert _refusal("en_arithmetic_v2").reason == "pack_id_mismatch"


@pytest.mark.parametrize(
    "change",
    [
        {"role": _DROP},
        {"version": 1},
        {"checksum": "ABC"},
        {"glossses_checksum": "0" * 64},
        {"eval_lanes": "gsm8k"},
        {"domain_contract": ""},
    ],
    ids=["missing-key", "wrong-type", "bad-hex", "unknown-key", "lanes-not-list", "empty-contract"],
)
def test_manifest_invalid(pack_copy: Path, change: dict[str, object]) -> None:
    _rewrite_manifest(pack_copy, **change)
    error = _refusal()
    assert error.reason == "manifest_invalid"
    assert error.path == pack_copy / "manifest.json"


def test_manifest_not_json(pack_copy: Path) -> None:
    (pack_copy / "manifest.json").write_text("{", encoding="utf-8")
    assert _refusal().reason == "manifest_invalid"


def test_failure_is_cached_until_clear_cache(pack_copy: Path) -> None:
    lexicon = pack_copy / "lexicon.jsonl"
    original = lexicon.read_bytes()
    lexicon.write_bytes(original + b"\n")
    assert _refusal().reason == "checksum_mismatch"
    lexicon.write_bytes(original)
    assert _refusal().reason == "checksum_mismatch"
    clear_cache()
    assert len(load_pack_entries(PACK_ID)) == 5


def test_edit_after_clear_cache_is_verified_again(pack_copy: Path) -> None:
    first = load_pack_entries(PACK_ID)
    lexicon = pack_copy / "lexicon.jsonl"
    lexicon.write_bytes(lexicon.read_bytes().replace(b"divide", b"divida"))
    assert load_pack_entries(PACK_ID) is first  # verified once per process
    clear_cache()
    assert _refusal().reason == "checksum_mismatch"


def test_core_pack_path_is_read_once_until_clear_cache(
    pack_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert pack_roots()[0] == pack_copy.parent.resolve()
    monkeypatch.delenv("CORE_PACK_PATH")
    assert pack_roots()[0] == pack_copy.parent.resolve()
    clear_cache()
    assert pack_copy.parent.resolve() not in pack_roots()


def test_error_survives_pickling(pack_copy: Path) -> None:
    (pack_copy / "lexicon.jsonl").unlink()
    error = pickle.loads(pickle.dumps(_refusal()))
    assert (error.reason, error.pack_id, error.path) == (
        "file_missing",
        PACK_ID,
        pack_copy / "lexicon.jsonl",
    )


# ------------------------------------------------------------------ entry points
def _fake_entry_points(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, pack_dir: Path) -> None:
    """Register a few ``core.packs`` entry points served by a throwaway module."""
    name = f"fake_core_pack_provider_{tmp_path.name.replace('-', '_')}"
    module = tmp_path / f"{name}.py"
    module.write_text(
        f"PACK = {str(pack_dir)!r}\n"
        "def pack_factory():\n    return PACK\n"
        "def broken():\n    raise RuntimeError('boom')\n"
        "NUMBER = 3\n",
        encoding="utf-8",
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    group = "core.packs"
    fakes = [
        EntryPoint("ep_pack_v1", f"{name}:pack_factory", group),
        EntryPoint("ep_broken_v1", f"{name}:broken", group),
        EntryPoint("ep_number_v1", f"{name}:NUMBER", group),
        EntryPoint("Bad-Name", f"{name}:PACK", group),
    ]
    monkeypatch.setattr(compiler, "entry_points", lambda **_kw: fakes)
    clear_cache()


def test_entry_point_supplies_a_pack(
    pack_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ep_pack = tmp_path / "elsewhere" / "ep_pack_v1"
    shutil.copytree(pack_copy, ep_pack)
    _rewrite_manifest(ep_pack, pack_id="ep_pack_v1")
    _fake_entry_points(tmp_path, monkeypatch, ep_pack)
    assert load_pack("ep_pack_v1").directory == ep_pack
    assert dict(discover_packs())["ep_pack_v1"] == ep_pack


def test_broken_entry_points_are_reported_not_dropped(
    pack_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fake_entry_points(tmp_path, monkeypatch, tmp_path / "nowhere_v1")
    for pack_id in ("ep_broken_v1", "ep_number_v1"):
        assert _refusal(pack_id).reason == "entry_point_invalid"
    assert _refusal("ep_pack_v1").reason == "file_missing"
    reported = {(e.pack_id, e.reason) for e in discovery_errors()}
    assert reported == {
        ("Bad-Name", "entry_point_invalid"),
        ("ep_broken_v1", "entry_point_invalid"),
        ("ep_number_v1", "entry_point_invalid"),
    }


# ------------------------------------------------------------------ strict JSON
def test_manifest_with_a_duplicate_key_is_refused(pack_copy: Path) -> None:
    path = pack_copy / "manifest.json"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("{\n", '{\n  "role": "domain",\n', 1), encoding="utf-8")
    error = _refusal()
    assert error.reason == "manifest_invalid"
    assert "duplicate key 'role'" in str(error)


def test_deeply_nested_manifest_is_manifest_invalid(pack_copy: Path) -> None:
    (pack_copy / "manifest.json").write_text("[" * 5000 + "]" * 5000, encoding="utf-8")
    error = _refusal()
    assert error.reason == "manifest_invalid"
    assert "deeper than" in str(error)


def test_deeply_nested_lexicon_line_is_malformed(pack_copy: Path) -> None:
    _append(pack_copy / "lexicon.jsonl", '{"a":' * 3000 + "1" + "}" * 3000 + "\n")
    _reseal(pack_copy)
    error = _refusal()
    assert (error.reason, error.line) == ("malformed_line", 6)


def test_bom_is_accepted_in_manifest_and_lexicon(pack_copy: Path) -> None:
    lexicon = pack_copy / "lexicon.jsonl"
    lexicon.write_bytes(b"\xef\xbb\xbf" + lexicon.read_bytes())
    _reseal(pack_copy)
    manifest = pack_copy / "manifest.json"
    manifest.write_bytes(b"\xef\xbb\xbf" + manifest.read_bytes())
    assert load_pack_entries(PACK_ID)[0].lemma == "add"


def test_line_separator_inside_a_string_does_not_split_a_line(pack_copy: Path) -> None:
    lexicon = pack_copy / "lexicon.jsonl"
    lines = lexicon.read_text(encoding="utf-8").splitlines()
    entry = json.loads(lines[0])
    entry["provenance_ids"] = ["a\u2028b"]
    lines[0] = json.dumps(entry, ensure_ascii=False)
    lexicon.write_text("\n".join(lines) + "\n", encoding="utf-8")
    _reseal(pack_copy)
    assert load_pack_entries(PACK_ID)[0].provenance_ids == ("a\u2028b",)


# ------------------------------------------------------------------ unsafe paths
def _outside_copy(tmp_path: Path, pack_copy: Path) -> Path:
    elsewhere = tmp_path / "elsewhere" / PACK_ID
    shutil.copytree(pack_copy, elsewhere)
    return elsewhere


def _no_reads(monkeypatch: pytest.MonkeyPatch) -> None:
    def forbidden(*_args: object, **_kwargs: object) -> object:
        raise AssertionError("a file was read before the path check")

    monkeypatch.setattr(Path, "read_bytes", forbidden)


def test_symlinked_pack_folder_outside_its_root_is_refused_unread(
    pack_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = _outside_copy(tmp_path, pack_copy)
    shutil.rmtree(pack_copy)
    pack_copy.symlink_to(elsewhere, target_is_directory=True)
    _no_reads(monkeypatch)
    error = _refusal()
    assert error.reason == "unsafe_path"
    assert str(elsewhere) in str(error)


@pytest.mark.parametrize("name", ["manifest.json", "lexicon.jsonl", "glosses.jsonl"])
def test_symlinked_file_outside_its_pack_is_refused_unread(
    pack_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    elsewhere = _outside_copy(tmp_path, pack_copy)
    (pack_copy / name).unlink()
    (pack_copy / name).symlink_to(elsewhere / name)
    _no_reads(monkeypatch)
    error = _refusal()
    assert (error.reason, error.path) == ("unsafe_path", pack_copy / name)


def test_symlink_inside_the_pack_is_allowed(pack_copy: Path) -> None:
    real = pack_copy / "glosses.real"
    (pack_copy / "glosses.jsonl").rename(real)
    (pack_copy / "glosses.jsonl").symlink_to(real)
    assert load_pack_entries(PACK_ID)[0].gloss


def test_symlinked_root_itself_is_fine(
    pack_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    link = tmp_path / "root-link"
    link.symlink_to(pack_copy.parent, target_is_directory=True)
    monkeypatch.setenv("CORE_PACK_PATH", str(link))
    clear_cache()
    assert len(load_pack_entries(PACK_ID)) == 5


# ------------------------------------------------------------------ every copy
def test_pack_copies_lists_the_shadowed_bundled_copy(pack_copy: Path) -> None:
    copies = pack_copies(PACK_ID)
    assert copies[0][0] == pack_copy
    assert len(copies) == 2  # the bundled copy (also the entry point's folder) once
    bundled_dir, bundled = copies[1]
    assert bundled_dir.resolve() == (Path(compiler.__file__).parent / "data" / PACK_ID).resolve()
    assert not isinstance(bundled, PackError)
    assert bundled.manifest.checksum == load_pack(PACK_ID).manifest.checksum


def test_pack_copies_reports_a_broken_shadowed_copy(
    pack_copy: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    second = tmp_path / "second"
    shutil.copytree(pack_copy, second / PACK_ID)
    (second / PACK_ID / "lexicon.jsonl").write_bytes(b"{}\n")
    monkeypatch.setenv("CORE_PACK_PATH", os.pathsep.join([str(pack_copy.parent), str(second)]))
    clear_cache()
    results = [result for _, result in pack_copies(PACK_ID)]
    assert not isinstance(results[0], PackError)
    assert isinstance(results[1], PackError) and results[1].reason == "checksum_mismatch"
    assert len(load_pack_entries(PACK_ID)) == 5  # the first copy still wins


def test_verify_pack_folder_checks_one_folder_uncached(pack_copy: Path, tmp_path: Path) -> None:
    assert verify_pack_folder(pack_copy).manifest.pack_id == PACK_ID
    (pack_copy / "lexicon.jsonl").write_bytes(b"\n")
    with pytest.raises(PackError) as info:
        verify_pack_folder(pack_copy)
    assert info.value.reason == "checksum_mismatch"
    link_root = tmp_path / "links"
    link_root.mkdir()
    (link_root / PACK_ID).symlink_to(pack_copy, target_is_directory=True)
    with pytest.raises(PackError) as outside:
        verify_pack_folder(link_root / PACK_ID, root=link_root)
    assert outside.value.reason == "unsafe_path"

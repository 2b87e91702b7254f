"""The capability ledger: additive discovery, loud failures, canonical JSON."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import packs
from packs.compiler import clear_cache, file_sha256
from packs.ledger import OPERATIONAL_CLAIM, build_ledger


def _ledger_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "packs.ledger", *args],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        check=False,
    )


def _clone(pack: Path, new_id: str) -> Path:
    clone = pack.parent / new_id
    shutil.copytree(pack, clone)
    manifest = json.loads((clone / "manifest.json").read_text(encoding="utf-8"))
    manifest["pack_id"] = new_id
    (clone / "manifest.json").write_text(
        json.dumps(manifest, sort_keys=True, indent=2) + "\n", encoding="utf-8"
    )
    return clone


def _reseal(pack: Path) -> str:
    """Record the lexicon's current digest in the manifest; returns it."""
    digest = file_sha256(pack / "lexicon.jsonl")
    manifest = json.loads((pack / "manifest.json").read_text(encoding="utf-8"))
    manifest["checksum"] = digest
    (pack / "manifest.json").write_text(json.dumps(manifest, indent=2), encoding="utf-8")
    return digest


def test_arithmetic_pack_is_operational_without_domain_claim(pack_copy: Path) -> None:
    rows = {row.pack_id: row for row in build_ledger()}
    row = rows["en_arithmetic_v1"]
    assert row.status == "verified"
    assert row.role == "operational_base"
    assert row.entry_count == 5
    assert row.version == "1.0.0"
    assert row.provenance == "adr-0116:operator_seed:2026-05-22"
    assert row.eval_lanes == ()
    assert row.domain_contract is None
    assert row.claim == OPERATIONAL_CLAIM


def test_new_pack_folder_adds_a_row(pack_copy: Path) -> None:
    _clone(pack_copy, "en_extra_v1")
    ids = [row.pack_id for row in build_ledger()]
    assert "en_arithmetic_v1" in ids and "en_extra_v1" in ids
    assert ids == sorted(ids)


def test_domain_pack_states_its_claim(pack_copy: Path) -> None:
    domain = _clone(pack_copy, "en_domain_v1")
    manifest = json.loads((domain / "manifest.json").read_text(encoding="utf-8"))
    manifest.update(role="domain", eval_lanes=["gsm8k_dev"], domain_contract="mathematics_logic")
    (domain / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    row = {row.pack_id: row for row in build_ledger()}["en_domain_v1"]
    assert row.status == "verified"
    assert row.eval_lanes == ("gsm8k_dev",)
    assert "mathematics_logic" in row.claim and "gsm8k_dev" in row.claim
    assert "no domain claim" not in row.claim


def test_cli_lists_packs_and_exits_zero(pack_copy: Path) -> None:
    _clone(pack_copy, "en_extra_v1")
    result = _ledger_cli()
    assert result.returncode == 0, result.stdout + result.stderr
    assert "en_arithmetic_v1" in result.stdout and "en_extra_v1" in result.stdout
    assert OPERATIONAL_CLAIM in result.stdout
    header = result.stdout.splitlines()[0]
    assert header.split()[:2] == ["PACK", "VERSION"]


def test_broken_pack_fails_loudly_without_hiding_healthy_rows(pack_copy: Path) -> None:
    broken = _clone(pack_copy, "en_broken_v1")
    (broken / "lexicon.jsonl").write_bytes(b'{"entry_id":"x"}\n')
    result = _ledger_cli()
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    assert "en_arithmetic_v1" in result.stdout
    assert "checksum_mismatch" in result.stdout
    assert "lexicon.jsonl" in result.stdout

    data = json.loads(_ledger_cli("--json").stdout)
    rows = {row["pack_id"]: row for row in data["packs"]}
    assert rows["en_arithmetic_v1"]["status"] == "verified"
    assert rows["en_broken_v1"]["status"] == "failed"
    assert rows["en_broken_v1"]["reason"] == "checksum_mismatch"
    assert "en_broken_v1" in rows["en_broken_v1"]["message"]


def test_json_output_is_canonical(pack_copy: Path) -> None:
    result = _ledger_cli("--json")
    assert result.returncode == 0
    assert result.stdout.endswith("\n") and result.stdout.count("\n") == 1
    payload = json.loads(result.stdout)
    assert result.stdout == json.dumps(payload, sort_keys=True, separators=(",", ":")) + "\n"
    assert set(payload) == {"packs"}
    assert _ledger_cli("--json").stdout == result.stdout


def test_core_pack_path_copy_is_shown_shadowing_the_bundled_one(pack_copy: Path) -> None:
    lexicon = pack_copy / "lexicon.jsonl"
    lexicon.write_bytes(lexicon.read_bytes().replace(b"operator_seed", b"operator_copy", 1))
    mine = _reseal(pack_copy)
    bundled = Path(packs.__file__).parent / "data" / "en_arithmetic_v1"
    theirs = json.loads((bundled / "manifest.json").read_text(encoding="utf-8"))["checksum"]
    assert mine != theirs

    row = {row.pack_id: row for row in build_ledger()}["en_arithmetic_v1"]
    assert row.status == "verified"
    assert row.directory == str(pack_copy)
    assert row.checksum == mine
    assert [(s.directory, s.status, s.checksum) for s in row.shadows] == [
        (str(bundled.resolve()), "verified", theirs)
    ]

    table = _ledger_cli().stdout
    shadow_lines = [line for line in table.splitlines() if "shadows" in line]
    assert len(shadow_lines) == 1
    assert str(bundled.resolve()) in shadow_lines[0]
    assert mine in shadow_lines[0] and theirs in shadow_lines[0]
    rows = {r["pack_id"]: r for r in json.loads(_ledger_cli("--json").stdout)["packs"]}
    assert rows["en_arithmetic_v1"]["checksum"] == mine
    assert rows["en_arithmetic_v1"]["shadows"] == [
        {
            "checksum": theirs,
            "directory": str(bundled.resolve()),
            "reason": None,
            "status": "verified",
        }
    ]


def test_unshadowed_pack_lists_no_shadows(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CORE_PACK_PATH", raising=False)
    clear_cache()
    try:
        row = {row.pack_id: row for row in build_ledger()}["en_arithmetic_v1"]
    finally:
        clear_cache()
    assert row.shadows == ()


def test_each_failure_reason_is_printed_once(pack_copy: Path) -> None:
    broken = _clone(pack_copy, "en_broken_v1")
    (broken / "lexicon.jsonl").write_bytes(b'{"entry_id":"x"}\n')
    result = _ledger_cli()
    assert result.returncode == 1
    assert result.stdout.count("checksum_mismatch") == 1, result.stdout
    row = json.loads(_ledger_cli("--json").stdout)["packs"][1]
    assert row["reason"] == "checksum_mismatch"
    assert "checksum_mismatch" not in row["message"]


@pytest.mark.parametrize(
    ("manifest", "reason"),
    [
        ("[" * 5000 + "]" * 5000, "manifest_invalid"),
        ('{"pack_id": "en_broken_v1", "pack_id": "en_broken_v1"}', "manifest_invalid"),
        ("[1, 2]", "manifest_invalid"),
    ],
    ids=["deep", "duplicate-key", "array"],
)
def test_structurally_broken_manifest_is_a_failed_row(
    pack_copy: Path, manifest: str, reason: str
) -> None:
    broken = _clone(pack_copy, "en_broken_v1")
    (broken / "manifest.json").write_text(manifest, encoding="utf-8")
    result = _ledger_cli()
    assert result.returncode == 1
    assert "Traceback" not in result.stderr
    rows = {r["pack_id"]: r for r in json.loads(_ledger_cli("--json").stdout)["packs"]}
    assert rows["en_broken_v1"]["status"] == "failed"
    assert rows["en_broken_v1"]["reason"] == reason
    assert rows["en_arithmetic_v1"]["status"] == "verified"


def test_symlinked_pack_outside_its_root_is_a_failed_row(pack_copy: Path, tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere" / "en_linked_v1"
    shutil.copytree(_clone(pack_copy, "en_linked_v1"), elsewhere)
    shutil.rmtree(pack_copy.parent / "en_linked_v1")
    (pack_copy.parent / "en_linked_v1").symlink_to(elsewhere, target_is_directory=True)
    rows = {row.pack_id: row for row in build_ledger()}
    assert rows["en_linked_v1"].status == "failed"
    assert rows["en_linked_v1"].reason == "unsafe_path"


def test_manifest_text_cannot_forge_ledger_lines(pack_copy: Path) -> None:
    evil = _clone(pack_copy, "en_evil_v1")
    manifest = json.loads((evil / "manifest.json").read_text(encoding="utf-8"))
    manifest["provenance"] = "x\n9 packs, 9 verified, 0 failed\x1b[2J"
    (evil / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")
    result = _ledger_cli()
    assert result.returncode == 0, result.stdout
    assert "\x1b" not in result.stdout
    assert "x\\n9 packs, 9 verified, 0 failed\\x1b[2J" in result.stdout
    assert [line for line in result.stdout.splitlines() if line.endswith(" failed")] == [
        result.stdout.splitlines()[-1]
    ]

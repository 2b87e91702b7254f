"""tools/pack_checksums.py and tools/adr_index.py, run as CI runs them."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

PROJECT_ROOT = Path(__file__).resolve().parent.parent
TOOLS = PROJECT_ROOT / "tools"
SHIPPED_PACK = PROJECT_ROOT / "packs" / "data" / "en_arithmetic_v1"
ADR_DIR = PROJECT_ROOT / "docs" / "adr"


def _run(tool: str, *args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(TOOLS / tool), *map(str, args)],
        capture_output=True,
        text=True,
        cwd=PROJECT_ROOT,
        check=False,
    )


@pytest.fixture
def pack_root(tmp_path: Path) -> Path:
    root = tmp_path / "packs"
    shutil.copytree(SHIPPED_PACK, root / SHIPPED_PACK.name)
    return root


@pytest.fixture
def adr_copy(tmp_path: Path) -> Path:
    target = tmp_path / "adr"
    shutil.copytree(ADR_DIR, target)
    return target


# ------------------------------------------------------------------- checksums
def test_checksums_verify_on_the_tree() -> None:
    result = _run("pack_checksums.py", "verify")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip().startswith("checksums ok: ")
    assert len(result.stdout.strip().splitlines()) == 1


def test_checksums_verify_fails_on_tampered_copy(pack_root: Path) -> None:
    pack = pack_root / "en_arithmetic_v1"
    assert _run("pack_checksums.py", "verify", "--root", pack_root).returncode == 0
    (pack / "lexicon.jsonl").write_bytes((pack / "lexicon.jsonl").read_bytes() + b"\n")
    (pack / "glosses.jsonl").write_bytes(b"")
    result = _run("pack_checksums.py", "verify", "--root", pack_root)
    assert result.returncode == 1
    assert "en_arithmetic_v1" in result.stdout
    assert "lexicon.jsonl" in result.stdout and "glosses.jsonl" in result.stdout


def test_write_repairs_digests_and_changes_nothing_else(pack_root: Path) -> None:
    pack = pack_root / "en_arithmetic_v1"
    manifest = pack / "manifest.json"
    original = manifest.read_bytes()
    lexicon = pack / "lexicon.jsonl"
    old_digest = hashlib.sha256(lexicon.read_bytes()).hexdigest()
    lexicon.write_bytes(lexicon.read_bytes().replace(b"transfer", b"transfers"))
    new_digest = hashlib.sha256(lexicon.read_bytes()).hexdigest()

    result = _run("pack_checksums.py", "write", "--root", pack_root)
    assert result.returncode == 0, result.stdout + result.stderr
    assert manifest.read_bytes() == original.replace(old_digest.encode(), new_digest.encode())
    assert _run("pack_checksums.py", "verify", "--root", pack_root).returncode == 0


def test_write_restores_a_corrupted_manifest_byte_for_byte(pack_root: Path) -> None:
    manifest = pack_root / "en_arithmetic_v1" / "manifest.json"
    original = manifest.read_bytes()
    text = original.decode()
    for line in text.splitlines():
        if "checksum" in line:
            digest = line.split('"')[3]
            text = text.replace(digest, "0" * 64)
    manifest.write_bytes(text.encode())
    assert _run("pack_checksums.py", "verify", "--root", pack_root).returncode == 1
    assert (
        _run("pack_checksums.py", "write", "--root", pack_root, "en_arithmetic_v1").returncode == 0
    )
    assert manifest.read_bytes() == original


def test_write_keeps_unusual_formatting(pack_root: Path) -> None:
    manifest = pack_root / "en_arithmetic_v1" / "manifest.json"
    lines = manifest.read_text(encoding="utf-8").splitlines()
    odd = "\r\n".join(line.replace('": ', '"  :  ') for line in lines) + "\r\n"
    stale = odd.replace(odd.split('"checksum"  :  "')[1][:64], "f" * 64)
    manifest.write_bytes(stale.encode())
    assert _run("pack_checksums.py", "write", "--root", pack_root).returncode == 0
    assert manifest.read_bytes() == odd.encode()


def test_write_rejects_unknown_pack(pack_root: Path) -> None:
    result = _run("pack_checksums.py", "write", "--root", pack_root, "xx_missing_v1")
    assert result.returncode == 2
    assert "xx_missing_v1" in result.stderr
    assert "Traceback" not in result.stderr


# ------------------------------------------------------------------- ADR index
def test_adr_index_is_current_on_the_tree() -> None:
    result = _run("adr_index.py", "--check")
    assert result.returncode == 0, result.stdout + result.stderr


def test_adr_index_orders_numbers_then_suffixes() -> None:
    text = (ADR_DIR / "README.md").read_text(encoding="utf-8")
    order = [text.index(f"[{adr}](") for adr in ("ADR-0114", "ADR-0114a", "ADR-0115", "ADR-0116")]
    assert order == sorted(order)


def _split(readme: str) -> tuple[str, str]:
    head, rest = readme.split("<!-- adr-index:start -->")
    _, tail = rest.split("<!-- adr-index:end -->")
    return head, tail


def test_new_adr_makes_index_stale_until_regenerated(adr_copy: Path) -> None:
    readme = adr_copy / "README.md"
    before = readme.read_text(encoding="utf-8")
    (adr_copy / "ADR-0117-trace-verifier.md").write_text(
        "# ADR-0117 — Trace verifier\n\nStatus: Proposed\nDate: 2026-12-01\n\n## Context\n",
        encoding="utf-8",
    )
    check = _run("adr_index.py", "--check", "--adr-dir", adr_copy)
    assert check.returncode == 1
    assert "+| [ADR-0117](ADR-0117-trace-verifier.md) | Trace verifier | Proposed" in check.stdout
    assert readme.read_text(encoding="utf-8") == before

    assert _run("adr_index.py", "--adr-dir", adr_copy).returncode == 0
    after = readme.read_text(encoding="utf-8")
    assert _split(after) == _split(before)
    assert after.index("[ADR-0116]") < after.index("[ADR-0117]")
    assert _run("adr_index.py", "--check", "--adr-dir", adr_copy).returncode == 0


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("ADR-0121-no-status.md", "# ADR-0121 — No status\n\nDate: 2026-12-01\n"),
        ("ADR-0121-no-date.md", "# ADR-0121 — No date\n\nStatus: Proposed\n"),
        ("ADR-0121-bad-date.md", "# ADR-0121 — Bad date\n\nStatus: Proposed\nDate: 2026-13-01\n"),
        ("ADR-0121-no-title.md", "Status: Proposed\nDate: 2026-12-01\n"),
        ("ADR-0121-wrong-id.md", "# ADR-0122 — Wrong id\n\nStatus: Proposed\nDate: 2026-12-01\n"),
        ("ADR-121-short-id.md", "# ADR-121 — Short\n\nStatus: Proposed\nDate: 2026-12-01\n"),
        ("ADR-0121-odd-status.md", "# ADR-0121 — Odd\n\nStatus: Maybe\nDate: 2026-12-01\n"),
    ],
)
def test_malformed_header_names_the_file(adr_copy: Path, name: str, content: str) -> None:
    (adr_copy / name).write_text(content, encoding="utf-8")
    for args in (("--check",), ()):
        result = _run("adr_index.py", *args, "--adr-dir", adr_copy)
        assert result.returncode == 2
        assert name in result.stderr
        assert "Traceback" not in result.stderr


def test_missing_markers_are_an_error(adr_copy: Path) -> None:
    readme = adr_copy / "README.md"
    readme.write_text(readme.read_text(encoding="utf-8").replace("<!-- adr-index:end -->", ""))
    result = _run("adr_index.py", "--check", "--adr-dir", adr_copy)
    assert result.returncode == 2
    assert "README.md" in result.stderr


def test_checksums_without_subcommand_prints_usage() -> None:
    result = _run("pack_checksums.py")
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.startswith("usage: pack_checksums.py")
    assert "verify" in result.stderr and "write" in result.stderr
    assert "exit codes" in result.stderr
    assert "Traceback" not in result.stderr


def test_checksums_verify_checks_every_copy_of_an_id(pack_root: Path, tmp_path: Path) -> None:
    second = tmp_path / "second"
    shutil.copytree(pack_root, second)
    ok = _run("pack_checksums.py", "verify", "--root", pack_root, "--root", second)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert ok.stdout == "checksums ok: 1 packs (2 copies), 4 files\n"
    shadowed = second / "en_arithmetic_v1" / "lexicon.jsonl"
    shadowed.write_bytes(shadowed.read_bytes() + b"\n")
    result = _run("pack_checksums.py", "verify", "--root", pack_root, "--root", second)
    assert result.returncode == 1
    problems = [line for line in result.stdout.splitlines() if line.startswith("MISMATCH")]
    assert problems == [
        f"MISMATCH en_arithmetic_v1: {shadowed}: SHA-256 is "
        f"{hashlib.sha256(shadowed.read_bytes()).hexdigest()}, checksum records "
        f"{_recorded(second)} [checksum_mismatch]"
    ]
    assert result.stdout.endswith("checksums FAILED: 1 of 2 pack copies\n")


def _recorded(root: Path) -> str:
    text = (root / "en_arithmetic_v1" / "manifest.json").read_text(encoding="utf-8")
    return str(json.loads(text)["checksum"])


def test_write_updates_every_copy(pack_root: Path, tmp_path: Path) -> None:
    second = tmp_path / "second"
    shutil.copytree(pack_root, second)
    for root in (pack_root, second):
        lexicon = root / "en_arithmetic_v1" / "lexicon.jsonl"
        lexicon.write_bytes(lexicon.read_bytes().replace(b"transfer", b"transfers"))
    result = _run("pack_checksums.py", "write", "--root", pack_root, "--root", second)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.count("updated en_arithmetic_v1") == 2
    again = _run("pack_checksums.py", "verify", "--root", pack_root, "--root", second)
    assert again.returncode == 0, again.stdout


@pytest.mark.parametrize(
    ("manifest", "detail"),
    [
        ("[" * 5000 + "]" * 5000, "deeper than"),
        ('{"checksum": "a", "checksum": "b"}', "duplicate key 'checksum'"),
        ('{"checksum": NaN}', "NaN"),
    ],
    ids=["deep", "duplicate-key", "nan"],
)
def test_structurally_broken_manifest_is_a_named_error(
    pack_root: Path, manifest: str, detail: str
) -> None:
    (pack_root / "en_arithmetic_v1" / "manifest.json").write_text(manifest, encoding="utf-8")
    for command in ("verify", "write"):
        result = _run("pack_checksums.py", command, "--root", pack_root)
        assert result.returncode == 1, result.stdout + result.stderr
        assert "Traceback" not in result.stderr
        assert detail in result.stdout
        assert "[manifest_invalid]" in result.stdout


def test_matching_digests_of_a_broken_lexicon_report_the_loader_reason(pack_root: Path) -> None:
    pack = pack_root / "en_arithmetic_v1"
    (pack / "lexicon.jsonl").write_bytes(b'{"entry_id": "x"}\n')
    assert _run("pack_checksums.py", "write", "--root", pack_root).returncode == 0
    result = _run("pack_checksums.py", "verify", "--root", pack_root)
    assert result.returncode == 1
    assert result.stdout.splitlines()[0].startswith("INVALID en_arithmetic_v1: ")
    assert "line 1: missing fields" in result.stdout
    assert result.stdout.splitlines()[0].endswith("[entry_invalid]")


def test_symlinked_lexicon_outside_the_pack_is_refused_not_hashed(
    pack_root: Path, tmp_path: Path
) -> None:
    secret = tmp_path / "secret.jsonl"
    secret.write_bytes((pack_root / "en_arithmetic_v1" / "lexicon.jsonl").read_bytes())
    lexicon = pack_root / "en_arithmetic_v1" / "lexicon.jsonl"
    lexicon.unlink()
    lexicon.symlink_to(secret)
    for command in ("verify", "write"):
        result = _run("pack_checksums.py", command, "--root", pack_root)
        assert result.returncode == 1, result.stdout + result.stderr
        assert "[unsafe_path]" in result.stdout
        assert hashlib.sha256(secret.read_bytes()).hexdigest() not in result.stdout

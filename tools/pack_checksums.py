"""Check or refresh the SHA-256 values that pack manifests record.

``verify`` reports every mismatch on every pack (the loader stops at the
first), so CI shows the whole damage at once. ``write`` is for after a
deliberate edit: it recomputes ``checksum``/``glosses_checksum`` and rewrites
only those two hex strings in ``manifest.json``, leaving every other byte as
it was so the diff of a pack update shows exactly what changed. It reads
manifests as plain JSON on purpose: a pack whose checksums are wrong is the
very thing it must be able to repair, and the verifying loader refuses it.

Default roots are ``[tool.core].pack_roots`` in pyproject.toml, relative to
the project root (the parent of this script's folder).

Exit codes: 0 all good, 1 mismatch or unrepairable pack, 2 usage or
configuration error.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - only on 3.10
    import tomli as tomllib

ROOT: Final = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout: use this tree's packs
    sys.path.insert(0, str(ROOT))

from packs.compiler import (  # noqa: E402
    GLOSSES_FILE,
    LEXICON_FILE,
    MANIFEST_FILE,
    PACK_ID_PATTERN,
    file_sha256,
)

_FIELDS: Final = ((LEXICON_FILE, "checksum"), (GLOSSES_FILE, "glosses_checksum"))


class ChecksumToolError(Exception):
    """A configuration or input problem that stops the tool (exit 2)."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One pack file whose recorded digest cannot be confirmed."""

    pack_id: str
    path: Path
    detail: str

    def __str__(self) -> str:
        return f"{self.pack_id}: {self.path}: {self.detail}"


def main(argv: Sequence[str] | None = None) -> int:
    """Parse arguments and dispatch to ``verify`` or ``write``."""
    parser = argparse.ArgumentParser(
        prog="pack_checksums.py", description="Verify or rewrite pack checksums."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    verify_cmd = sub.add_parser("verify", help="check every pack's recorded SHA-256 values")
    write_cmd = sub.add_parser("write", help="recompute and store checksums after an edit")
    for cmd in (verify_cmd, write_cmd):
        cmd.add_argument(
            "--root",
            action="append",
            type=Path,
            default=None,
            metavar="DIR",
            help="pack root (repeatable); default: [tool.core].pack_roots",
        )
    write_cmd.add_argument("pack_ids", nargs="*", metavar="PACK_ID", help="default: all packs")
    args = parser.parse_args(argv)
    try:
        packs = _find_packs(args.root or _default_roots())
        if args.command == "verify":
            return _verify(packs)
        return _write(packs, args.pack_ids)
    except ChecksumToolError as exc:
        sys.stderr.write(f"pack_checksums: error: {exc}\n")
        return 2


def _default_roots() -> list[Path]:
    pyproject = ROOT / "pyproject.toml"
    try:
        config = tomllib.loads(pyproject.read_text(encoding="utf-8"))
        roots = config["tool"]["core"]["pack_roots"]
    except (OSError, tomllib.TOMLDecodeError, KeyError) as exc:
        raise ChecksumToolError(f"{pyproject}: cannot read [tool.core].pack_roots: {exc}") from None
    if not isinstance(roots, list) or not all(isinstance(r, str) for r in roots):
        raise ChecksumToolError(f"{pyproject}: [tool.core].pack_roots must be a list of strings")
    return [ROOT / root for root in roots]


def _find_packs(roots: Sequence[Path]) -> dict[str, Path]:
    """Pack folders by id across the roots; first root wins, as in the loader."""
    packs: dict[str, Path] = {}
    for root in roots:
        if not root.is_dir():
            raise ChecksumToolError(f"pack root {root} is not a directory")
        for child in sorted(root.iterdir()):
            if child.is_dir() and PACK_ID_PATTERN.fullmatch(child.name):
                packs.setdefault(child.name, child)
    return dict(sorted(packs.items()))


def _read_manifest(pack_id: str, directory: Path) -> tuple[str, dict[str, object]]:
    path = directory / MANIFEST_FILE
    try:
        with path.open(encoding="utf-8", newline="") as handle:  # keep line endings as-is
            text = handle.read()
        data: object = json.loads(text)
    except FileNotFoundError:
        raise _UnusablePackError(Problem(pack_id, path, "manifest is missing")) from None
    except (OSError, ValueError) as exc:
        raise _UnusablePackError(
            Problem(pack_id, path, f"manifest is not readable JSON: {exc}")
        ) from None
    if not isinstance(data, dict):
        raise _UnusablePackError(Problem(pack_id, path, "manifest is not a JSON object"))
    return text, data


class _UnusablePackError(Exception):
    """Internal: a pack that cannot even be inspected; carries its Problem."""

    def __init__(self, problem: Problem) -> None:
        super().__init__(str(problem))
        self.problem = problem


def _expected(pack_id: str, directory: Path, manifest: dict[str, object]) -> list[Problem]:
    """Problems with the recorded digests; empty when every file matches."""
    problems: list[Problem] = []
    for filename, key in _FIELDS:
        path = directory / filename
        recorded = manifest.get(key)
        present = path.is_file()
        if recorded is None:
            if key == "checksum":
                problems.append(Problem(pack_id, directory / MANIFEST_FILE, "no 'checksum' key"))
            elif present:
                problems.append(Problem(pack_id, path, f"file present but no {key!r} recorded"))
            continue
        if not present:
            problems.append(Problem(pack_id, path, f"file missing but {key!r} is recorded"))
            continue
        actual = file_sha256(path)
        if actual != recorded:
            problems.append(
                Problem(pack_id, path, f"SHA-256 is {actual}, {key} records {recorded}")
            )
    return problems


def _verify(packs: dict[str, Path]) -> int:
    problems: list[Problem] = []
    files = 0
    for pack_id, directory in packs.items():
        try:
            _, manifest = _read_manifest(pack_id, directory)
        except _UnusablePackError as exc:
            problems.append(exc.problem)
            continue
        problems.extend(_expected(pack_id, directory, manifest))
        files += sum(
            1 for filename, key in _FIELDS if key in manifest or (directory / filename).is_file()
        )
    if problems:
        for problem in problems:
            sys.stdout.write(f"MISMATCH {problem}\n")
        failed = len({problem.pack_id for problem in problems})
        sys.stdout.write(f"checksums FAILED: {failed} of {len(packs)} packs\n")
        return 1
    sys.stdout.write(f"checksums ok: {len(packs)} packs, {files} files\n")
    return 0


def _write(packs: dict[str, Path], pack_ids: Sequence[str]) -> int:
    unknown = sorted(set(pack_ids) - set(packs))
    if unknown:
        raise ChecksumToolError(f"no such pack on the roots: {', '.join(unknown)}")
    status = 0
    for pack_id in pack_ids or list(packs):
        directory = packs[pack_id]
        try:
            changed = _rewrite(pack_id, directory)
        except _UnusablePackError as exc:
            sys.stdout.write(f"NOT WRITTEN {exc.problem}\n")
            status = 1
            continue
        verb = "updated" if changed else "unchanged"
        sys.stdout.write(f"{verb} {pack_id}: {directory / MANIFEST_FILE}\n")
    return status


def _rewrite(pack_id: str, directory: Path) -> bool:
    """Store fresh digests; True when the manifest bytes changed."""
    manifest_path = directory / MANIFEST_FILE
    text, manifest = _read_manifest(pack_id, directory)
    new_text = text
    for filename, key in _FIELDS:
        path = directory / filename
        if not path.is_file():
            if key in manifest:
                detail = f"{filename} is missing; restore it or remove {key!r} by hand"
                raise _UnusablePackError(Problem(pack_id, path, detail))
            if key == "checksum":
                raise _UnusablePackError(Problem(pack_id, path, f"{filename} is missing"))
            continue
        new_text = _set_value(new_text, key, file_sha256(path))
    if new_text == text:
        return False
    with manifest_path.open("w", encoding="utf-8", newline="") as handle:
        handle.write(new_text)
    return True


def _set_value(text: str, key: str, digest: str) -> str:
    """Replace one string value in place; re-serialize only if the key is absent.

    In-place replacement keeps hand formatting byte-stable. When the key is
    missing (or ambiguous) the manifest is re-serialized in the canonical
    manifest format: sorted keys, two-space indent, trailing newline.
    """
    pattern = re.compile(r'("' + re.escape(key) + r'"\s*:\s*)"[^"\\]*"')
    if len(pattern.findall(text)) == 1:
        return pattern.sub(lambda m: f'{m.group(1)}"{digest}"', text)
    updated = dict(json.loads(text))
    updated[key] = digest
    return json.dumps(updated, sort_keys=True, indent=2) + "\n"


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

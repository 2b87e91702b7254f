"""Check or refresh the SHA-256 values that pack manifests record.

``verify`` reports every mismatch on every copy of every pack (the loader
stops at the first problem and serves only the first copy of an id), so CI
shows the whole damage at once, shadowed copies included; a copy whose
digests match but which the loader would still refuse (a malformed line, a
symlink leaving its root) is reported with the loader's ``PackError``
reason. ``write`` is for after a deliberate edit: it recomputes
``checksum``/``glosses_checksum`` and rewrites only those two hex strings in
``manifest.json``, leaving every other byte as it was so the diff of a pack
update shows exactly what changed. It does not run the verifying loader
first on purpose: a pack whose checksums are wrong is the very thing it must
be able to repair, and the loader refuses it.

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
from typing import Final, NoReturn

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - only on 3.10
    import tomli as tomllib

ROOT: Final = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # run as a script from a checkout: use this tree's packs
    sys.path.insert(0, str(ROOT))

from packs._text import printable  # noqa: E402
from packs.compiler import (  # noqa: E402
    GLOSSES_FILE,
    LEXICON_FILE,
    MANIFEST_FILE,
    PACK_ID_PATTERN,
    PackError,
    file_sha256,
    verify_pack_folder,
)
from packs.strict_json import JSONError, loads  # noqa: E402

_FIELDS: Final = ((LEXICON_FILE, "checksum"), (GLOSSES_FILE, "glosses_checksum"))
_DIGEST_REASONS: Final = frozenset({"checksum_mismatch", "glosses_checksum_mismatch"})


class ChecksumToolError(Exception):
    """A configuration or input problem that stops the tool (exit 2)."""


@dataclass(frozen=True, slots=True)
class Problem:
    """One pack file that cannot be confirmed; ``reason`` is the loader's PackError reason."""

    pack_id: str
    path: Path
    detail: str
    reason: str

    def __str__(self) -> str:
        word = "MISMATCH" if self.reason in _DIGEST_REASONS else "INVALID"
        return f"{word} {self.pack_id}: {self.path}: {self.detail} [{self.reason}]"


@dataclass(frozen=True, slots=True)
class Copy:
    """One folder holding a pack, and the root it was found on."""

    pack_id: str
    directory: Path
    root: Path


class _Parser(argparse.ArgumentParser):
    """Prints the whole help, not only the usage line, when no subcommand is given."""

    def error(self, message: str) -> NoReturn:
        if message.startswith("the following arguments are required"):
            self.print_help(sys.stderr)
            self.exit(2)
        super().error(message)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse arguments and dispatch to ``verify`` or ``write``."""
    parser = _Parser(
        prog="pack_checksums.py",
        description="Verify or rewrite pack checksums.",
        epilog="exit codes: 0 all good, 1 a mismatch or unusable pack, 2 usage or configuration",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="{verify,write}")
    verify_cmd = sub.add_parser(
        "verify",
        help="check every copy of every pack against its recorded SHA-256 values",
        epilog="exit codes: 0 every copy verifies, 1 a problem was printed, 2 usage",
    )
    write_cmd = sub.add_parser(
        "write",
        help="recompute and store checksums after an edit",
        epilog="exit codes: 0 written or unchanged, 1 a pack could not be written, 2 usage",
    )
    for cmd in (verify_cmd, write_cmd):
        cmd.add_argument(
            "--root",
            action="append",
            type=Path,
            default=None,
            metavar="DIR",
            help="pack root (repeatable); default: [tool.core].pack_roots",
        )
    write_cmd.add_argument(
        "pack_ids", nargs="*", metavar="PACK_ID", help="default: all packs (every copy of each)"
    )
    args = parser.parse_args(argv)
    try:
        copies = _find_packs(args.root or _default_roots())
        if args.command == "verify":
            return _verify(copies)
        return _write(copies, args.pack_ids)
    except ChecksumToolError as exc:
        sys.stderr.write(f"pack_checksums: error: {exc}\n")
        return 2


def printable_line(text: str) -> str:
    """One output line: escaped as a whole, so a path cannot start a line of its own."""
    return printable(text) + "\n"


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


def _find_packs(roots: Sequence[Path]) -> list[Copy]:
    """Every pack folder on every root, sorted by id, each id's copies in root order."""
    copies: list[Copy] = []
    seen: set[Path] = set()
    for root in roots:
        if not root.is_dir():
            raise ChecksumToolError(f"pack root {root} is not a directory")
        for child in sorted(root.iterdir()):
            if child.is_dir() and PACK_ID_PATTERN.fullmatch(child.name):
                key = child.absolute()
                if key not in seen:
                    seen.add(key)
                    copies.append(Copy(child.name, child, root))
    return sorted(copies, key=lambda copy: copy.pack_id)


def _loader_refusal(copy: Copy) -> PackError | None:
    try:
        verify_pack_folder(copy.directory, root=copy.root)
    except PackError as exc:
        return exc
    return None


def _problem(error: PackError, copy: Copy) -> Problem:
    path = error.path if error.path is not None else copy.directory
    where = "" if error.line is None else f"line {error.line}: "
    return Problem(copy.pack_id, path, where + error.detail, error.reason)


def _read_manifest(pack_id: str, directory: Path) -> tuple[str, dict[str, object]]:
    path = directory / MANIFEST_FILE
    try:
        with path.open(encoding="utf-8", newline="") as handle:  # keep line endings as-is
            text = handle.read()
        data: object = loads(text)
    except FileNotFoundError:
        raise _UnusablePackError(
            Problem(pack_id, path, "manifest is missing", "file_missing")
        ) from None
    except (OSError, UnicodeDecodeError, JSONError) as exc:
        raise _UnusablePackError(
            Problem(pack_id, path, f"manifest is not readable JSON: {exc}", "manifest_invalid")
        ) from None
    if not isinstance(data, dict):
        raise _UnusablePackError(
            Problem(pack_id, path, "manifest is not a JSON object", "manifest_invalid")
        )
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
        mismatch = "checksum_mismatch" if key == "checksum" else "glosses_checksum_mismatch"
        if recorded is None:
            if key == "checksum":
                problems.append(
                    Problem(
                        pack_id, directory / MANIFEST_FILE, "no 'checksum' key", "manifest_invalid"
                    )
                )
            elif present:
                problems.append(
                    Problem(
                        pack_id, path, f"file present but no {key!r} recorded", "manifest_invalid"
                    )
                )
            continue
        if not present:
            problems.append(
                Problem(pack_id, path, f"file missing but {key!r} is recorded", "file_missing")
            )
            continue
        actual = file_sha256(path)
        if actual != recorded:
            problems.append(
                Problem(pack_id, path, f"SHA-256 is {actual}, {key} records {recorded}", mismatch)
            )
    return problems


def _copy_problems(copy: Copy) -> tuple[list[Problem], int]:
    """Every problem of one copy, and how many of its files carry a digest."""
    refusal = _loader_refusal(copy)
    if refusal is not None and refusal.reason == "unsafe_path":
        return [_problem(refusal, copy)], 0  # never hash bytes from outside the root
    try:
        _, manifest = _read_manifest(copy.pack_id, copy.directory)
    except _UnusablePackError as exc:
        return [exc.problem], 0
    problems = _expected(copy.pack_id, copy.directory, manifest)
    if not problems and refusal is not None:
        problems.append(_problem(refusal, copy))
    files = sum(
        1 for filename, key in _FIELDS if key in manifest or (copy.directory / filename).is_file()
    )
    return problems, files


def _verify(copies: list[Copy]) -> int:
    problems: list[Problem] = []
    files = 0
    failed = 0
    for copy in copies:
        found, counted = _copy_problems(copy)
        files += counted
        failed += bool(found)
        problems.extend(found)
    ids = len({copy.pack_id for copy in copies})
    packs = f"{ids} packs" if ids == len(copies) else f"{ids} packs ({len(copies)} copies)"
    if problems:
        for problem in problems:
            sys.stdout.write(printable_line(str(problem)))
        sys.stdout.write(f"checksums FAILED: {failed} of {len(copies)} pack copies\n")
        return 1
    sys.stdout.write(f"checksums ok: {packs}, {files} files\n")
    return 0


def _write(copies: list[Copy], pack_ids: Sequence[str]) -> int:
    known = {copy.pack_id for copy in copies}
    unknown = sorted(set(pack_ids) - known)
    if unknown:
        raise ChecksumToolError(f"no such pack on the roots: {', '.join(unknown)}")
    wanted = set(pack_ids) or known
    status = 0
    for copy in copies:
        if copy.pack_id not in wanted:
            continue
        refusal = _loader_refusal(copy)
        try:
            if refusal is not None and refusal.reason == "unsafe_path":
                raise _UnusablePackError(_problem(refusal, copy))
            changed = _rewrite(copy.pack_id, copy.directory)
        except _UnusablePackError as exc:
            sys.stdout.write(printable_line(f"NOT WRITTEN {exc.problem}"))
            status = 1
            continue
        verb = "updated" if changed else "unchanged"
        sys.stdout.write(printable_line(f"{verb} {copy.pack_id}: {copy.directory / MANIFEST_FILE}"))
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
                raise _UnusablePackError(Problem(pack_id, path, detail, "file_missing"))
            if key == "checksum":
                raise _UnusablePackError(
                    Problem(pack_id, path, f"{filename} is missing", "file_missing")
                )
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
    parsed = loads(text)
    assert isinstance(parsed, dict)  # _read_manifest checked it
    updated = dict(parsed)
    updated[key] = digest
    return json.dumps(updated, sort_keys=True, indent=2) + "\n"


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Keep the ADR index in docs/adr/README.md generated from the ADRs themselves.

Each ADR's header is its single source of truth for id, title, status and
date; the README table is derived from those headers so the two cannot drift.
Only the text between the two marker comments is generated; everything else
in the README is hand-written and preserved byte for byte.

Header format (documented in docs/adr/README.md)::

    # ADR-0116 — Deterministic solver
                                          (blank line)
    Status: Accepted
    Date: 2026-05-22
    Depends on: ...                       (further "Key: value" lines allowed)

``--check`` exits 1 with a unified diff when the index is stale. A malformed
ADR or README is reported naming the file, exit 2. The default folder is
``[tool.core].adr_dir`` in pyproject.toml, relative to the project root.
"""

from __future__ import annotations

import argparse
import datetime as dt
import difflib
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
START: Final = "<!-- adr-index:start -->"
END: Final = "<!-- adr-index:end -->"
STATUSES: Final = ("Proposed", "Accepted", "Rejected", "Deprecated", "Superseded")

_FILE_RE: Final = re.compile(r"(ADR-(\d{4})([a-z]?))-[a-z0-9]+(?:-[a-z0-9]+)*\.md")
_TITLE_RE: Final = re.compile(r"# (ADR-\d{4}[a-z]?) \u2014 (\S.*)")
_FIELD_RE: Final = re.compile(r"([A-Z][A-Za-z ]*): (\S.*)")


class AdrIndexError(Exception):
    """An ADR, the README or the configuration is unusable (exit 2)."""

    def __init__(self, path: Path, detail: str) -> None:
        super().__init__(f"{path}: {detail}")
        self.path = path


@dataclass(frozen=True, slots=True)
class AdrHeader:
    """What the index needs from one ADR file."""

    adr_id: str
    number: int
    suffix: str
    title: str
    status: str
    date: str
    filename: str


def main(argv: Sequence[str] | None = None) -> int:
    """Regenerate the index, or with ``--check`` only report staleness."""
    parser = argparse.ArgumentParser(
        prog="adr_index.py", description="Regenerate the ADR index in docs/adr/README.md."
    )
    parser.add_argument("--check", action="store_true", help="fail with a diff if stale")
    parser.add_argument("--adr-dir", type=Path, default=None, metavar="DIR")
    args = parser.parse_args(argv)
    try:
        adr_dir = args.adr_dir or _default_adr_dir()
        readme = adr_dir / "README.md"
        current = _read(readme)
        updated = render(current, [parse_header(path) for path in _adr_files(adr_dir)], readme)
    except AdrIndexError as exc:
        sys.stderr.write(f"adr_index: error: {exc}\n")
        return 2
    if current == updated:
        sys.stdout.write(f"adr index up to date: {readme}\n")
        return 0
    if args.check:
        diff = difflib.unified_diff(
            current.splitlines(keepends=True),
            updated.splitlines(keepends=True),
            fromfile=f"{readme} (current)",
            tofile=f"{readme} (regenerated)",
        )
        sys.stdout.write("".join(diff))
        sys.stdout.write(
            f"adr index is stale; run: python tools/adr_index.py --adr-dir {adr_dir}\n"
        )
        return 1
    readme.write_bytes(updated.encode("utf-8"))
    sys.stdout.write(f"adr index regenerated: {readme}\n")
    return 0


def parse_header(path: Path) -> AdrHeader:
    """Read the title line and the ``Key: value`` block after it."""
    match = _FILE_RE.fullmatch(path.name)
    if match is None:
        raise AdrIndexError(path, "file name must look like ADR-0123-some-title.md (lowercase)")
    file_id, number, suffix = match.groups()
    lines = _read(path).splitlines()
    title = _TITLE_RE.fullmatch(lines[0].rstrip()) if lines else None
    if title is None:
        raise AdrIndexError(path, "first line must be '# ADR-XXXX \u2014 Title'")
    if title.group(1) != file_id:
        raise AdrIndexError(path, f"header id {title.group(1)} does not match file name {file_id}")
    fields: dict[str, str] = {}
    for line in lines[2:] if len(lines) > 1 and not lines[1].strip() else []:
        field = _FIELD_RE.fullmatch(line.rstrip())
        if field is None:
            break
        fields.setdefault(field.group(1), field.group(2))
    missing = [key for key in ("Status", "Date") if key not in fields]
    if missing:
        raise AdrIndexError(
            path, f"header lacks {' and '.join(missing)} (expected after a blank line)"
        )
    status, date = fields["Status"], fields["Date"]
    if status.split()[0] not in STATUSES:
        raise AdrIndexError(path, f"status {status!r} is not one of {', '.join(STATUSES)}")
    try:
        if dt.date.fromisoformat(date).isoformat() != date:
            raise ValueError(date)
    except ValueError:
        raise AdrIndexError(path, f"date {date!r} is not YYYY-MM-DD") from None
    return AdrHeader(
        adr_id=file_id,
        number=int(number),
        suffix=suffix,
        title=title.group(2).strip(),
        status=status,
        date=date,
        filename=path.name,
    )


def render(readme_text: str, headers: Sequence[AdrHeader], readme: Path) -> str:
    """Return the README with only the marked block replaced by a fresh table."""
    if readme_text.count(START) != 1 or readme_text.count(END) != 1:
        raise AdrIndexError(readme, f"needs exactly one {START} and one {END} marker")
    start = readme_text.index(START) + len(START)
    end = readme_text.index(END)
    if end < start:
        raise AdrIndexError(readme, f"{END} comes before {START}")
    ordered = sorted(headers, key=lambda h: (h.number, h.suffix))
    lines = ["| ADR | Title | Status | Date |", "| --- | --- | --- | --- |"]
    lines += [
        f"| [{h.adr_id}]({h.filename}) | {_cell(h.title)} | {_cell(h.status)} | {h.date} |"
        for h in ordered
    ]
    return readme_text[:start] + "\n" + "\n".join(lines) + "\n" + readme_text[end:]


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def _adr_files(adr_dir: Path) -> list[Path]:
    if not adr_dir.is_dir():
        raise AdrIndexError(adr_dir, "ADR folder does not exist")
    return sorted(path for path in adr_dir.glob("ADR-*.md") if path.is_file())


def _read(path: Path) -> str:
    try:
        with path.open(encoding="utf-8", newline="") as handle:
            return handle.read()
    except (OSError, UnicodeDecodeError) as exc:
        raise AdrIndexError(path, f"cannot read: {exc}") from None


def _default_adr_dir() -> Path:
    pyproject = ROOT / "pyproject.toml"
    try:
        config = tomllib.loads(pyproject.read_text(encoding="utf-8"))
        adr_dir = config["tool"]["core"]["adr_dir"]
    except (OSError, tomllib.TOMLDecodeError, KeyError) as exc:
        raise AdrIndexError(pyproject, f"cannot read [tool.core].adr_dir: {exc}") from None
    if not isinstance(adr_dir, str):
        raise AdrIndexError(pyproject, "[tool.core].adr_dir must be a string")
    return ROOT / adr_dir


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

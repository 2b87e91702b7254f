"""Capability ledger: one row per discoverable pack, stating what it may claim.

A host reads the ledger to learn which packs exist and whether any of them
backs a domain capability. Discovery is additive (a new pack folder or
``core.packs`` entry point is a new row), and a broken pack is reported as a
failed row next to the healthy ones rather than hiding them or crashing, so
one bad install cannot make the others look absent. A pack id found more
than once (a ``CORE_PACK_PATH`` copy over the bundled or entry-point one) is
shown with every copy it shadows and both checksums, because which copy wins
decides every answer and should never be a surprise.

Run ``python -m packs.ledger [--json]``; the exit code is 1 when any row
failed, else 0.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Final, Literal

from packs._text import printable
from packs.compiler import (
    Pack,
    PackError,
    discover_packs,
    discovery_errors,
    load_pack,
    pack_copies,
)

__all__ = ["LedgerRow", "ShadowedCopy", "build_ledger", "main"]

Status = Literal["verified", "failed"]

OPERATIONAL_CLAIM: Final = "operational vocabulary; no domain claim"
FAILED_CLAIM: Final = "no claim: pack failed verification"


@dataclass(frozen=True, slots=True)
class ShadowedCopy:
    """Another folder with the same pack id, hidden by the row's copy.

    ``checksum`` is its manifest's verified lexicon checksum; ``None`` with a
    ``reason`` when that copy does not verify.
    """

    directory: str
    status: Status
    checksum: str | None
    reason: str | None

    def as_json(self) -> dict[str, object]:
        """Plain JSON-ready mapping."""
        return {
            "checksum": self.checksum,
            "directory": self.directory,
            "reason": self.reason,
            "status": self.status,
        }


@dataclass(frozen=True, slots=True)
class LedgerRow:
    """One pack's standing; fields read from a failed pack are left ``None``.

    ``status`` is "verified" only when the whole compiler verification passed
    (checksums included); ``reason``/``message`` carry the PackError otherwise.
    """

    pack_id: str
    status: Status
    claim: str
    directory: str | None = None
    checksum: str | None = None
    shadows: tuple[ShadowedCopy, ...] = ()
    version: str | None = None
    role: str | None = None
    entry_count: int | None = None
    provenance: str | None = None
    eval_lanes: tuple[str, ...] = ()
    domain_contract: str | None = None
    reason: str | None = None
    message: str | None = None

    def as_json(self) -> dict[str, object]:
        """Plain JSON-ready mapping; tuples become lists."""
        return {
            "pack_id": self.pack_id,
            "status": self.status,
            "claim": self.claim,
            "directory": self.directory,
            "checksum": self.checksum,
            "shadows": [copy.as_json() for copy in self.shadows],
            "version": self.version,
            "role": self.role,
            "entry_count": self.entry_count,
            "provenance": self.provenance,
            "eval_lanes": list(self.eval_lanes),
            "domain_contract": self.domain_contract,
            "reason": self.reason,
            "message": self.message,
        }


def build_ledger() -> tuple[LedgerRow, ...]:
    """Load every discovered pack through the verifying compiler, sorted by id."""
    rows = [_row(pack_id) for pack_id, _ in discover_packs()]
    rows.extend(_failed(error) for error in discovery_errors())
    return tuple(sorted(rows, key=lambda row: row.pack_id))


def main(argv: Sequence[str] | None = None) -> int:
    """CLI entry: print the ledger as a table or canonical JSON."""
    parser = argparse.ArgumentParser(
        prog="python -m packs.ledger", description="List CORE packs and their claims."
    )
    parser.add_argument("--json", action="store_true", help="emit canonical JSON")
    args = parser.parse_args(argv)
    rows = build_ledger()
    if args.json:
        payload = {"packs": [row.as_json() for row in rows]}
        sys.stdout.write(json.dumps(payload, sort_keys=True, separators=(",", ":")) + "\n")
    else:
        sys.stdout.write(_table(rows))
    return 1 if any(row.status == "failed" for row in rows) else 0


def _row(pack_id: str) -> LedgerRow:
    copies = pack_copies(pack_id)
    shadows = tuple(_shadowed(directory, result) for directory, result in copies[1:])
    try:
        pack = load_pack(pack_id)
    except PackError as error:
        return _failed(error, shadows, str(copies[0][0]) if copies else None)
    manifest = pack.manifest
    return LedgerRow(
        pack_id=pack_id,
        status="verified",
        claim=_claim(pack),
        directory=str(pack.directory),
        checksum=manifest.checksum,
        shadows=shadows,
        version=manifest.version,
        role=manifest.role,
        entry_count=len(pack.entries),
        provenance=manifest.provenance,
        eval_lanes=manifest.eval_lanes,
        domain_contract=manifest.domain_contract,
    )


def _shadowed(directory: Path, result: Pack | PackError) -> ShadowedCopy:
    if isinstance(result, PackError):
        return ShadowedCopy(str(directory), "failed", None, result.reason)
    return ShadowedCopy(str(directory), "verified", result.manifest.checksum, None)


def _failed(
    error: PackError, shadows: tuple[ShadowedCopy, ...] = (), directory: str | None = None
) -> LedgerRow:
    return LedgerRow(
        pack_id=error.pack_id,
        status="failed",
        claim=FAILED_CLAIM,
        directory=directory,
        shadows=shadows,
        reason=error.reason,
        message=_without_reason(error),
    )


def _without_reason(error: PackError) -> str:
    """The error's text minus its trailing ``[reason]``: the reason is its own field."""
    return str(error).removesuffix(f" [{error.reason}]")


def _claim(pack: Pack) -> str:
    """A pack claims a domain only through an explicit contract or eval lanes."""
    manifest = pack.manifest
    if manifest.domain_contract is None and not manifest.eval_lanes:
        if manifest.role == "operational_base":
            return OPERATIONAL_CLAIM
        return f"{manifest.role} vocabulary; no domain claim"
    parts = ["domain claim"]
    if manifest.domain_contract is not None:
        parts.append(f"under contract {manifest.domain_contract}")
    if manifest.eval_lanes:
        parts.append(f"measured on {', '.join(manifest.eval_lanes)}")
    return " ".join(parts)


_COLUMNS: Final = (
    "PACK",
    "VERSION",
    "ROLE",
    "ENTRIES",
    "STATUS",
    "PROVENANCE",
    "LANES",
    "CONTRACT",
    "CLAIM",
)


def _table(rows: Sequence[LedgerRow]) -> str:
    if not rows:
        return "no packs discovered\n"
    cells = [
        tuple(
            printable(cell)
            for cell in (
                row.pack_id,
                row.version or "-",
                row.role or "-",
                "-" if row.entry_count is None else str(row.entry_count),
                row.status,
                row.provenance or "-",
                ", ".join(row.eval_lanes) or "-",
                row.domain_contract or "-",
                row.claim,
            )
        )
        for row in rows
    ]
    widths = [max(len(line[i]) for line in [_COLUMNS, *cells]) for i in range(len(_COLUMNS))]
    out = [_format_line(_COLUMNS, widths)]
    for row, line in zip(rows, cells, strict=True):
        out.append(_format_line(line, widths))
        if row.message is not None:
            out.append(printable(f"  {row.reason}: {row.message}"))
        for copy in row.shadows:
            theirs = copy.checksum if copy.checksum is not None else f"none ({copy.reason})"
            out.append(
                printable(
                    f"  shadows {copy.directory}: its checksum {theirs}, "
                    f"this copy's {row.checksum or '-'}"
                )
            )
    failed = sum(row.status == "failed" for row in rows)
    out.append(f"{len(rows)} packs, {len(rows) - failed} verified, {failed} failed")
    return "\n".join(out) + "\n"


def _format_line(cells: Sequence[str], widths: Sequence[int]) -> str:
    return "  ".join(cell.ljust(width) for cell, width in zip(cells, widths, strict=True)).rstrip()


if __name__ == "__main__":
    raise SystemExit(main())

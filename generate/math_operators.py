"""Operator binding: which pack entry stands for which arithmetic concept.

ADR-0114a obligation #10 says operator vocabulary comes from a pack, not from
strings in solver code. The solver therefore knows only *concepts* (the
pack's semantic domains, e.g. ``arithmetic.operation.addition``); the pack
says which lemma names each concept. A graph's operation kind is looked up as
a lemma, so renaming or removing a lemma in the pack makes every solve that
needs it refuse, and the trace records ``<pack_id>:<lemma>`` for each step.

The binding is rebuilt only when the pack loader hands back a different
entries tuple (it returns the identical tuple while its cache is warm), so a
warm lookup costs two dict reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from packs.compiler import LexicalEntry, load_pack_entries

__all__ = [
    "ADDITION",
    "CONCEPTS",
    "DIVISION",
    "MULTIPLICATION",
    "SUBTRACTION",
    "TRANSFER",
    "Operator",
    "OperatorTable",
    "operator_table",
]

ADDITION: Final = "arithmetic.operation.addition"
SUBTRACTION: Final = "arithmetic.operation.subtraction"
MULTIPLICATION: Final = "arithmetic.operation.multiplication"
DIVISION: Final = "arithmetic.operation.division"
TRANSFER: Final = "arithmetic.operation.transfer"
CONCEPTS: Final = frozenset({ADDITION, SUBTRACTION, MULTIPLICATION, DIVISION, TRANSFER})
"""The arithmetic this package implements; everything else is the pack's to name."""

_CANONICAL: Final = {concept: concept for concept in CONCEPTS}
_OPERATOR_POS: Final = "VERB"


@dataclass(frozen=True, slots=True)
class Operator:
    """A pack entry bound to one arithmetic concept."""

    lemma: str
    lemma_id: str
    """``<pack_id>:<lemma>``, the provenance stamp each trace step carries."""
    entry_id: str
    concept: str
    gloss: str | None


@dataclass(frozen=True, slots=True)
class OperatorTable:
    """Operators of one pack by lemma, and why any other lemma is unusable."""

    pack_id: str
    by_lemma: Mapping[str, Operator]
    unusable: Mapping[str, str]

    def why_missing(self, lemma: str) -> str:
        """A sentence saying why ``lemma`` has no operator, for refusal messages."""
        reason = self.unusable.get(lemma)
        if reason is not None:
            return reason
        known = ", ".join(sorted(self.by_lemma)) or "none"
        return (
            f"pack {self.pack_id!r} has no operator entry with lemma {lemma!r} (it binds: {known})"
        )


_CACHE: dict[str, tuple[tuple[LexicalEntry, ...], OperatorTable]] = {}


def operator_table(pack_id: str) -> OperatorTable:
    """The operator table of ``pack_id``; raises ``packs.compiler.PackError`` if the pack is bad."""
    entries = load_pack_entries(pack_id)
    cached = _CACHE.get(pack_id)
    if cached is not None and cached[0] is entries:
        return cached[1]
    table = _bind(pack_id, entries)
    _CACHE[pack_id] = (entries, table)
    return table


def _bind(pack_id: str, entries: tuple[LexicalEntry, ...]) -> OperatorTable:
    by_lemma: dict[str, Operator] = {}
    unusable: dict[str, str] = {}
    for entry in entries:
        if entry.pos != _OPERATOR_POS:
            continue
        # The module constants, not the pack's string objects: the solver
        # dispatches on identity.
        concepts = sorted(_CANONICAL[d] for d in entry.semantic_domains if d in _CANONICAL)
        if not concepts:
            continue
        lemma = entry.lemma
        if len(concepts) > 1:
            unusable[lemma] = (
                f"entry {entry.entry_id} binds lemma {lemma!r} to {len(concepts)} concepts"
            )
            continue
        previous = by_lemma.get(lemma)
        if previous is not None or lemma in unusable:
            unusable[lemma] = (
                f"lemma {lemma!r} is bound by more than one entry of pack {pack_id!r}"
                + (f" ({previous.entry_id}, {entry.entry_id})" if previous else "")
            )
            by_lemma.pop(lemma, None)
            continue
        by_lemma[lemma] = Operator(
            lemma=lemma,
            lemma_id=f"{pack_id}:{lemma}",
            entry_id=entry.entry_id,
            concept=concepts[0],
            gloss=entry.gloss,
        )
    return OperatorTable(pack_id, by_lemma, unusable)

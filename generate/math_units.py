"""Measure units from the ``en_units_v1`` pack: names, dimensions, exact factors.

Conversion factors are data with provenance, like operators (ADR-0130): no
"60 minutes in an hour" is written in code. Each pack entry is one unit; its
``semantic_domains`` hold the dimension (``measure.time``) and the exact
rational factor to that dimension's base unit (``measure.factor:3600``, a
second being the base of time), its ``morphology_tags`` the other surface
forms (``plural:hours``, ``abbreviation:hr``, ``variant:metre``), its
``provenance_ids`` the table the factor comes from.

Two units convert only within one dimension. "calendar" (month, year,
decade, century) is a dimension of its own because a month has no exact
number of days: "how many days in 3 months" has no exact answer and is
refused, never guessed. Count nouns (apples, boxes) are open-class and have
no entry; a count unit (dozen, pair) converts to any of them.

The table is rebuilt only when the pack loader hands back a different
entries tuple, so a warm lookup is two dict reads.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Final, Literal

from generate._nouns import noun_key
from packs.compiler import LexicalEntry, PackError, load_pack, load_pack_entries

__all__ = [
    "COUNT",
    "UNITS_PACK_ID",
    "Conversion",
    "ConversionError",
    "ConversionReason",
    "Unit",
    "UnitTable",
    "unit_table",
]

UNITS_PACK_ID: Final = "en_units_v1"
COUNT: Final = "count"
"""The dimension whose units (dozen, pair) convert to any open-class count noun."""

_DIMENSION: Final = "measure."
_FACTOR: Final = "measure.factor:"
_PLURAL: Final = "plural:"
_FORM_TAGS: Final = ("plural:", "abbreviation:", "variant:")


ConversionReason = Literal["unit_mismatch", "inexact_conversion", "pack_unavailable"]


class ConversionError(ValueError):
    """Two units that do not convert exactly; ``reason`` is machine-readable.

    ``unit_mismatch``: different dimensions, or a unit the pack does not know;
    ``inexact_conversion``: the only link would be a calendar length in days;
    ``pack_unavailable``: the units pack failed to load or verify.
    """

    def __init__(self, reason: ConversionReason, message: str) -> None:
        self.reason: ConversionReason = reason
        super().__init__(message)


@dataclass(frozen=True, slots=True)
class Unit:
    """One pack entry: a measure unit and its exact size in its dimension's base."""

    entry_id: str
    name: str
    """The singular lemma ("hour")."""
    plural: str
    dimension: str
    factor: Fraction
    """How many base units one of this unit is (hour: 3600 seconds)."""
    provenance: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Conversion:
    """How many ``to`` units make one ``per`` unit, and the entries that say so."""

    factor: Fraction
    entries: tuple[str, ...]
    """``<pack_id>:<entry_id>`` of each pack unit involved, numerator first."""


@dataclass(frozen=True, slots=True)
class UnitTable:
    """Units of the pack by every surface form and by noun key."""

    checksum: str
    by_form: Mapping[str, Unit]

    def lookup(self, unit: str) -> Unit | None:
        """The pack unit a graph unit name or text surface form names, if any."""
        found = self.by_form.get(unit)
        if found is None:
            found = self.by_form.get(noun_key(unit))
        return found

    def conversion(self, to: str, per: str) -> Conversion:
        """The exact factor of the rate ``to/per`` ("minutes"/"hour" -> 60).

        Raises ``ConversionError`` unless both are pack units of one dimension,
        or ``per`` is a count unit (dozen) and ``to`` an open-class count noun.
        """
        target, source = self.lookup(to), self.lookup(per)
        if source is None:
            raise ConversionError(
                "unit_mismatch", f"{per!r} is not a measure unit of {UNITS_PACK_ID}"
            )
        if target is None:
            if source.dimension != COUNT:
                raise ConversionError(
                    "unit_mismatch", f"{to!r} is not a {source.dimension} unit like {per!r}"
                )
            return Conversion(source.factor, (f"{UNITS_PACK_ID}:{source.entry_id}",))
        if target.dimension != source.dimension:
            calendar = {target.dimension, source.dimension} == {"calendar", "time"}
            raise ConversionError(
                "inexact_conversion" if calendar else "unit_mismatch",
                f"{per!r} ({source.dimension}) does not convert to {to!r} ({target.dimension})"
                + (": a calendar length has no exact number of days" if calendar else ""),
            )
        return Conversion(
            source.factor / target.factor,
            (f"{UNITS_PACK_ID}:{target.entry_id}", f"{UNITS_PACK_ID}:{source.entry_id}"),
        )


_CACHE: dict[str, tuple[tuple[LexicalEntry, ...], UnitTable]] = {}


def unit_table() -> UnitTable:
    """The table of ``en_units_v1``; raises ``ConversionError("pack_unavailable")``."""
    try:
        entries = load_pack_entries(UNITS_PACK_ID)
        cached = _CACHE.get(UNITS_PACK_ID)
        if cached is not None and cached[0] is entries:
            return cached[1]
        checksum = load_pack(UNITS_PACK_ID).manifest.checksum
    except PackError as exc:
        raise ConversionError(
            "pack_unavailable", f"units pack {UNITS_PACK_ID!r} is unavailable: {exc}"
        ) from exc
    table = _bind(entries, checksum)
    _CACHE[UNITS_PACK_ID] = (entries, table)
    return table


def _bind(entries: tuple[LexicalEntry, ...], checksum: str) -> UnitTable:
    by_form: dict[str, Unit] = {}
    for entry in entries:
        unit = _unit(entry)
        forms = [entry.surface, noun_key(entry.surface)]
        for tag in entry.morphology_tags:
            for prefix in _FORM_TAGS:
                if tag.startswith(prefix):
                    forms.append(tag[len(prefix) :])
        for form in forms:
            previous = by_form.setdefault(form, unit)
            if previous is not unit and previous.entry_id != unit.entry_id:
                raise ConversionError(
                    "pack_unavailable",
                    f"{UNITS_PACK_ID}: {form!r} names both {previous.entry_id} and {unit.entry_id}",
                )
    return UnitTable(checksum, by_form)


def _unit(entry: LexicalEntry) -> Unit:
    dimensions = [
        d[len(_DIMENSION) :]
        for d in entry.semantic_domains
        if d.startswith(_DIMENSION) and not d.startswith(_FACTOR)
    ]
    factors = [d[len(_FACTOR) :] for d in entry.semantic_domains if d.startswith(_FACTOR)]
    plurals = [t[len(_PLURAL) :] for t in entry.morphology_tags if t.startswith(_PLURAL)]
    if len(dimensions) != 1 or len(factors) != 1 or len(plurals) != 1:
        raise ConversionError(
            "pack_unavailable",
            f"{UNITS_PACK_ID}: entry {entry.entry_id} needs one dimension, one factor"
            " and one plural",
        )
    try:
        factor = Fraction(factors[0])
    except (ValueError, ZeroDivisionError):
        factor = Fraction(0)
    if factor <= 0 or "." in factors[0]:
        raise ConversionError(
            "pack_unavailable",
            f"{UNITS_PACK_ID}: entry {entry.entry_id} has no exact positive factor"
            f" ({factors[0]!r})",
        )
    return Unit(
        entry_id=entry.entry_id,
        name=entry.lemma,
        plural=plurals[0],
        dimension=dimensions[0],
        factor=factor,
        provenance=entry.provenance_ids,
    )

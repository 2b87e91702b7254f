"""The verb table (``data/verbs.json``) and the given-name genders, loaded once.

The verb table is reviewed data rather than code so that adding a verb is a
data change a reviewer can read in one line. Only lemmas are listed: every
inflected surface ("bought", "gives", "split") comes from lemminflect, which
knows the irregular forms, so no hand-written form lists can drift from the
lemmas. A malformed table raises ``VerbTableError`` naming the bad key; a
surface claimed by two lemmas is malformed too, because the parser could not
tell which event it names.

Given-name genders (``data/given_names.json``, derived from the MIT-licensed
Faker name lists, see that file's ``source``) are only a prior for pronoun
resolution; what the text itself says about a person wins (see
``_parse_discourse``).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Final, Literal

from lemminflect import getAllInflections

__all__ = [
    "Gender",
    "VerbEntry",
    "VerbTableError",
    "given_name",
    "given_name_gender",
    "load_verb_table",
    "verb_surfaces",
]

Gender = Literal["m", "f"]

_KINDS: Final = frozenset({"hold", "add", "subtract", "transfer", "multiply", "divide"})
_DIRECTIONS: Final = {
    "hold": "actor_holds",
    "add": "actor_gains",
    "subtract": "actor_loses",
    "transfer": "actor_to_recipient",
    "multiply": "actor_scales",
    "divide": "actor_scales",
}
_PARTICLES: Final = frozenset({"away", "up", "back", "over", "out"})
_ENTRY_KEYS: Final = frozenset(
    {
        "kind",
        "direction",
        "source_prep",
        "recipient_prep",
        "ditransitive",
        "passive",
        "without_recipient",
        "particles",
        "factor",
        "frame",
        "priced",
        "money_only",
    }
)


class VerbTableError(ValueError):
    """``data/verbs.json`` is malformed; ``key`` names the offending entry or field."""

    def __init__(self, key: str, detail: str) -> None:
        self.key = key
        self.detail = detail
        super().__init__(f"verbs.json: {key}: {detail}")


@dataclass(frozen=True, slots=True)
class VerbEntry:
    """One reviewed verb lemma and the frames it licenses."""

    lemma: str
    kind: str
    direction: str
    source_prep: str | None = None
    recipient_prep: str | None = None
    ditransitive: bool = False
    passive: bool = False
    without_recipient: str | None = None
    particles: frozenset[str] = frozenset()
    factor: int | None = None
    frame: str | None = None
    priced: bool = False
    money_only: bool = False


def _read_entry(lemma: str, raw: object) -> VerbEntry:
    where = f"verbs.{lemma}"
    if not lemma or not lemma.isalpha() or lemma != lemma.lower():
        raise VerbTableError(where, "a lemma must be one lowercase word")
    if not isinstance(raw, dict):
        raise VerbTableError(where, "must be an object")
    extra = sorted(set(raw).difference(_ENTRY_KEYS))
    if extra:
        raise VerbTableError(where, f"unknown field(s) {extra}")
    kind = raw.get("kind")
    if kind not in _KINDS:
        raise VerbTableError(f"{where}.kind", f"must be one of {sorted(_KINDS)}, got {kind!r}")
    direction = raw.get("direction")
    if direction != _DIRECTIONS[kind]:
        raise VerbTableError(
            f"{where}.direction", f"a {kind} verb has direction {_DIRECTIONS[kind]!r}"
        )
    source = raw.get("source_prep")
    if source is not None and (source != "from" or kind != "add"):
        raise VerbTableError(f"{where}.source_prep", "only an add verb may have 'from'")
    recipient = raw.get("recipient_prep")
    if recipient is not None and (recipient != "to" or kind not in ("subtract", "transfer")):
        raise VerbTableError(
            f"{where}.recipient_prep", "only a subtract or transfer verb may have 'to'"
        )
    flags: dict[str, bool] = {}
    for flag in ("ditransitive", "passive", "priced", "money_only"):
        value = raw.get(flag, False)
        if type(value) is not bool:
            raise VerbTableError(f"{where}.{flag}", "must be true or false")
        flags[flag] = value
    without = raw.get("without_recipient")
    if (kind == "transfer") != (without == "subtract"):
        raise VerbTableError(
            f"{where}.without_recipient", "a transfer verb (and only one) must say 'subtract'"
        )
    particles = raw.get("particles", [])
    if not isinstance(particles, list) or not set(particles) <= _PARTICLES:
        raise VerbTableError(
            f"{where}.particles", f"must be a list drawn from {sorted(_PARTICLES)}"
        )
    factor = raw.get("factor")
    frame = raw.get("frame")
    if kind in ("multiply", "divide"):
        if (factor is None) == (frame is None):
            raise VerbTableError(where, "a scaling verb needs exactly one of 'factor' or 'frame'")
        if factor is not None and (type(factor) is not int or factor < 2):
            raise VerbTableError(f"{where}.factor", "must be an integer >= 2")
        if frame is not None and (frame != "split_keep_one" or kind != "divide"):
            raise VerbTableError(f"{where}.frame", "only a divide verb may use 'split_keep_one'")
    elif factor is not None or frame is not None:
        raise VerbTableError(where, "only multiply/divide verbs take 'factor' or 'frame'")
    return VerbEntry(
        lemma=lemma,
        kind=kind,
        direction=direction,
        source_prep=source,
        recipient_prep=recipient,
        ditransitive=flags["ditransitive"],
        passive=flags["passive"],
        without_recipient=without,
        particles=frozenset(particles),
        factor=factor,
        frame=frame,
        priced=flags["priced"],
        money_only=flags["money_only"],
    )


def _inflections(lemma: str) -> tuple[str, ...]:
    """Every verb form lemminflect knows for ``lemma``, the lemma first (a typed wrapper)."""
    table: dict[str, tuple[str, ...]] = getAllInflections(lemma, upos="VERB")
    forms = [lemma]
    for tag in sorted(table):
        forms.extend(form for form in table[tag] if form not in forms)
    return tuple(forms)


def parse_verb_table(document: Any) -> tuple[dict[str, VerbEntry], dict[str, VerbEntry]]:
    """Validate a verb-table document; returns (by lemma, by surface form)."""
    if not isinstance(document, dict):
        raise VerbTableError("<root>", "must be an object")
    if document.get("format") != "verb-table/1":
        raise VerbTableError("format", "must be 'verb-table/1'")
    extra = sorted(set(document).difference({"format", "about", "verbs"}))
    if extra:
        raise VerbTableError("<root>", f"unknown key(s) {extra}")
    verbs = document.get("verbs")
    if not isinstance(verbs, dict) or not verbs:
        raise VerbTableError("verbs", "must be a non-empty object")
    by_lemma: dict[str, VerbEntry] = {}
    by_surface: dict[str, VerbEntry] = {}
    for lemma in sorted(verbs):
        entry = _read_entry(lemma, verbs[lemma])
        by_lemma[lemma] = entry
        for form in _inflections(lemma):
            other = by_surface.get(form)
            if other is not None and other.lemma != lemma:
                raise VerbTableError(
                    f"verbs.{lemma}", f"form {form!r} is also a form of {other.lemma!r}"
                )
            by_surface[form] = entry
    return by_lemma, by_surface


@lru_cache(maxsize=1)
def load_verb_table() -> tuple[dict[str, VerbEntry], dict[str, VerbEntry]]:
    """The shipped table, validated once per process: (by lemma, by surface form)."""
    text = resources.files("generate").joinpath("data/verbs.json").read_text("utf-8")
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise VerbTableError("<root>", f"not JSON: {exc}") from None
    return parse_verb_table(document)


def verb_surfaces() -> dict[str, VerbEntry]:
    """Surface form -> entry (cached with the table)."""
    return load_verb_table()[1]


@lru_cache(maxsize=1)
def past_only_forms() -> frozenset[str]:
    """Forms of the table's verbs that can only be past ("spent", "gave", "bought").

    A form shared with the present ("put", "cut") is not past-only, so it never
    triggers the tense-order refusal.
    """
    past: set[str] = set()
    present: set[str] = set()
    for lemma in load_verb_table()[0]:
        table: dict[str, tuple[str, ...]] = getAllInflections(lemma, upos="VERB")
        for tag, forms in table.items():
            (past if tag in ("VBD", "VBN") else present).update(forms)
        present.add(lemma)
    return frozenset(past - present)


@lru_cache(maxsize=1)
def _given_names() -> dict[str, Gender | None]:
    """First name -> its recorded gender, ``None`` for a listed name with none ("Drew")."""
    text = resources.files("generate").joinpath("data/given_names.json").read_text("utf-8")
    document = json.loads(text)
    names: dict[str, Gender | None] = dict.fromkeys(document["neutral"])
    for name in document["male"]:
        names[name] = "m"
    for name in document["female"]:
        names[name] = "f"
    for name in document.get("english_unisex", ()):
        names[name] = None  # "Alex", "Sam": the pronoun decides, not the name
    return names


def given_name(name: str) -> bool:
    """Whether the first word of ``name`` is a listed given name of any gender ("Drew",
    "Will", "Rose"): a capitalized dictionary word that is one may name a person."""
    return name.split(maxsplit=1)[0].rstrip(".") in _given_names()


def given_name_gender(name: str) -> Gender | None:
    """The recorded gender of a first name, or ``None`` when the lists disagree or lack it.

    Loaded lazily: only texts whose pronouns have two or more candidates need it.
    """
    return _given_names().get(name.split(maxsplit=1)[0].rstrip("."))

"""Noun number: one key per noun whatever its number, and the forms to print.

Units are compared by meaning, not spelling: "1 box" and "6 boxes" count the
same thing, "goose" and "geese" too, and a rate "crayons/box" applies to a
quantity in "boxes". The key is the noun's lemma as lemminflect gives it
(its smallest lemma when it gives several, so "leaves" and "leaf" agree);
only the head (last word) of a phrase is reduced, so "baseball cards" keys
as "baseball card". Calls are memoized: problems reuse a handful of nouns.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from lemminflect import getInflection, getLemma

__all__ = ["noun_key", "plural", "singular"]

_LEMMA_OVERRIDES: Final = {
    # lemminflect offers "die" and "dice" as lemmas of "dice"; both are one die.
    "dice": "die",
    "people": "person",
    "oxen": "ox",
}
"""Heads whose key lemminflect does not give as the smallest lemma."""

_PLURAL_OVERRIDES: Final = {
    "fish": "fish",
    "goldfish": "goldfish",
    "shrimp": "shrimp",
    "salmon": "salmon",
    "trout": "trout",
    "bison": "bison",
    "squid": "squid",
    "aircraft": "aircraft",
    "ox": "oxen",
    "person": "people",
    "die": "dice",
    "cactus": "cacti",
    "foot": "feet",
}
"""Plurals where lemminflect's first form is not the usual counting one."""


@lru_cache(maxsize=8192)
def _head_key(word: str) -> str:
    override = _LEMMA_OVERRIDES.get(word)
    if override is not None:
        return override
    lemmas: tuple[str, ...] = getLemma(word, upos="NOUN")
    return min(lemmas) if lemmas else word


@lru_cache(maxsize=8192)
def noun_key(phrase: str) -> str:
    """The number-free key of a noun phrase: its words, the head reduced to its lemma."""
    head, space, last = phrase.rpartition(" ")
    return f"{head}{space}{_head_key(last)}"


@lru_cache(maxsize=8192)
def singular(phrase: str) -> str:
    """The singular of a noun phrase ("baseball cards" -> "baseball card")."""
    return noun_key(phrase)


@lru_cache(maxsize=8192)
def plural(phrase: str) -> str:
    """The counting plural of a noun phrase ("goose" -> "geese", "geese" -> "geese")."""
    head, space, last = phrase.rpartition(" ")
    lemma = _head_key(last)
    form = _PLURAL_OVERRIDES.get(lemma)
    if form is None and lemma.endswith("fish"):
        form = lemma  # ("angelfish", "catfish": counted as "fish" is)
    if form is None:
        if lemma != last:
            form = last  # already an inflected (plural) form
        else:
            forms: tuple[str, ...] = getInflection(lemma, tag="NNS")
            form = forms[0] if forms else lemma
    return f"{head}{space}{form}"

"""Scene setting: words and clauses that say nothing about an amount.

A sentence or clause is skipped as scene setting only when nothing in it can
be about an amount (see ``scene_refusal``); otherwise the text is refused.
The tests here are set lookups, plus lemminflect's dictionary (memoized per
word) for the two questions no closed word list answers: is a capitalized
word an ordinary English word rather than a name ("Walking", "Lunch"), and
is a lowercase word a verb and never a noun ("went", "smiled", but not
"books" or "pears", which may be a second object of the verb before).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from lemminflect import getAllLemmas

from generate._parse_lexicon import given_name, verb_surfaces
from generate._parse_numbers import NUMBER_WORDS
from generate._parse_words import (
    AMOUNT_WORDS,
    AUXILIARIES,
    NEGATIONS,
    PEOPLE_NOUNS,
    PLACE_PREPOSITIONS,
    POSSESSIVE_PRONOUNS,
    STOP,
    TIME_NOUNS,
)
from generate._read.guards import scene_untold
from generate._read.lexicon import words as word_class

__all__ = ["english_word", "never_a_name", "scene_refusal", "scene_verb"]


@lru_cache(maxsize=4096)
def _lemmas(word: str) -> frozenset[str]:
    """The parts of speech lemminflect's dictionary lists for ``word`` (no guessing)."""
    found: dict[str, tuple[str, ...]] = getAllLemmas(word)
    return frozenset(found)


def english_word(token: str) -> bool:
    """Whether a capitalized token is a dictionary word and no listed given name of any
    gender, so a scene sentence opening with it ("Walking home was fun.") names nobody
    ("Drew smiled." names Drew: a later "he" may be him)."""
    return bool(_lemmas(token.lower())) and not given_name(token)


@lru_cache(maxsize=4096)
def never_a_name(token: str) -> bool:
    """Whether a capitalized token is a dictionary word that is never a noun and no
    listed given name ("Suddenly", "Quickly"), so it cannot name a new person.
    Nouns stay possible names ("Pita", "Rose"), and so do listed names whatever
    else they are ("Drew" is also a past tense, "Will" an auxiliary)."""
    tags = _lemmas(token.lower())
    return bool(tags) and "NOUN" not in tags and not given_name(token)


def scene_verb(word: str) -> bool:
    """Whether ``word`` (lowercase) is a verb outside the verb table that is never a
    noun: it may open a scene clause ("went to the store")."""
    if not word.isalpha() or word in STOP or word in verb_surfaces():
        return False
    tags = _lemmas(word)
    return "VERB" in tags and "NOUN" not in tags


def scene_refusal(
    words: list[str], heads: set[str], possessives: bool, names: frozenset[str] = frozenset()
) -> str | None:
    """Why the lowercase words of a skipped sentence or clause may be about an amount,
    or ``None`` if they cannot be.

    Refused: what the reader's ``scene_untold`` refuses (an untold holding or change,
    someone joining or leaving: "Sam keeps puppies in the yard."), a repeated event, a
    number or number word, an amount word ("all", "them", "left"),
    a verb of the table in any inflection, a noun of a stated or asked unit,
    and, when ``possessives`` is set, a possessive over a noun that is not a
    person ("his marbles", "Tom's collection": maybe a holding). Fronted
    phrases pass ``possessives=False`` ("On his way to school," is common and
    names no amount); negation is checked separately (``negated``). With
    ``possessives`` set, a noun that could name something counted is refused
    too, after a determiner ("the fruit rotted") or opening the words ("Birds
    sang"), unless a place, companion or time link puts it aside ("to the
    market", "with a smile"); ``names`` (lowercase) are the people, never things.
    """
    verbs = verb_surfaces()
    exchange = word_class("exchange_word")
    count = len(words)
    why = ellipsis(words) or scene_untold(words)
    if why is not None:
        return why
    for k, word in enumerate(words):
        if word[0].isdigit() or word == "$" or word.split("-", 1)[0] in NUMBER_WORDS:
            return f"{word!r} is a number"
        if word in AMOUNT_WORDS or word in heads:
            return f"{word!r} may be about an amount"
        if word in verbs:
            return f"{word!r} is a verb that changes amounts"
        if word in exchange:
            return f"{word!r} tells of an exchange, which may move what is counted"
        if possessives and (word in POSSESSIVE_PRONOUNS or word.endswith(("'s", "\u2019s"))):
            nxt = words[k + 1] if k + 1 < count else ""
            if nxt[:1].isalpha() and nxt not in STOP and nxt not in PEOPLE_NOUNS:
                return f"'{word} {nxt}' may be a holding"
        if possessives and (word in _DETERMINERS or (k == 0 and word not in names)):
            thing = _thing(words, k if k == 0 and word not in _DETERMINERS else k + 1)
            if thing is not None and (k == 0 or words[k - 1] not in _PLACE_LINKS):
                return f"{thing!r} may be what is counted"
    return None


_DETERMINERS: Final = frozenset(["the", "a", "an", "this", "that", "these", "those"])
_PLACE_LINKS: Final = PLACE_PREPOSITIONS | {"with", "on", "for", "during", "after", "before"}
"""Before a determiner, these make its noun a place, a companion or a time ("to the
market", "with a smile", "on a sunny day"), not something that could be counted."""
_SAFE_NOUNS: Final = (
    PEOPLE_NOUNS
    | TIME_NOUNS
    | {"home", "today", "tonight", "weather", "people", "everybody", "everyone", "nobody"}
    | {"somebody", "someone", "anybody", "anyone"}
)


def _thing(words: list[str], k: int) -> str | None:
    """The noun a determiner (or a sentence start) introduces at ``k``, skipping
    adjectives, if it could name something counted ("the fruit", "Birds ...")."""
    while k < len(words):
        word = words[k]
        if not word.isalpha() or word in STOP:
            return None
        tags = _lemmas(word)
        if "NOUN" in tags:
            return None if word in _SAFE_NOUNS else word
        if "ADJ" not in tags:
            return None
        k += 1
    return None


_ELLIPSIS: Final = frozenset(["too", "same", "likewise"])
_DO: Final = frozenset(["do", "does", "did", "don't", "doesn't", "didn't"])
_SO: Final = frozenset(["so", "neither", "nor"])
_ELLIPSIS_WORDS: Final = _ELLIPSIS | _DO | _SO


def ellipsis(words: list[str]) -> str | None:
    """Why the words may repeat an event told before ("So does Ben.", "Ben does too.",
    "Ben does the same.", "Ben, too."), or ``None``: an elided event is never skipped."""
    if _ELLIPSIS_WORDS.isdisjoint(words):
        return None
    count = len(words)
    for k, word in enumerate(words):
        if word in _ELLIPSIS:
            return f"{word!r} may repeat an event"
        nxt = words[k + 1] if k + 1 < count else ""
        if word in _SO and nxt in AUXILIARIES:
            return f"'{word} {nxt}' may repeat an event"
        if word in _DO:
            j = k + 1
            while j < count and words[j] in ("not", "n't", "never"):
                j += 1
            verb = words[j] if j < count else ""
            if not verb.isalpha() or verb in STOP or "VERB" not in _lemmas(verb):
                return f"{word!r} without a main verb may repeat an event"
    return None


def negated(words: list[str]) -> bool:
    """Whether a clause is negated ("did not go"): it may deny the event that follows."""
    return any(word in NEGATIONS or word.endswith("n't") for word in words)

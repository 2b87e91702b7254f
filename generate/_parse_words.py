"""Closed word classes of the grammar (function words, not content).

These are the small, closed sets of English (prepositions, determiners,
pronouns, adverbs of time) and the trigger words of the out-of-scope
families. Content words (verbs) live in ``data/verbs.json``; nouns are open
and recognized by position.
"""

from __future__ import annotations

from typing import Final

from generate._parse_lexicon import Gender

PREPOSITIONS: Final = frozenset(
    [
        "in",
        "on",
        "at",
        "to",
        "from",
        "for",
        "with",
        "by",
        "into",
        "under",
        "over",
        "of",
        "during",
        "after",
        "before",
        "near",
        "behind",
        "through",
        "across",
        "around",
        "inside",
        "outside",
        "about",
        "off",
        "onto",
        "toward",
        "towards",
        "since",
        "until",
        "without",
        "between",
        "among",
        "along",
        "beside",
        "upon",
        "within",
    ]
)
CONJUNCTIONS: Final = frozenset(["and", "or", "but", "then", "so", "yet", "while", "because", "as"])
ADVERBS: Final = frozenset(
    [
        "now",
        "left",
        "today",
        "yesterday",
        "tomorrow",
        "later",
        "again",
        "too",
        "also",
        "altogether",
        "together",
        "total",
        "instead",
        "already",
        "still",
        "remaining",
        "away",
        "back",
        "up",
        "out",
        "there",
        "here",
        "home",
        "overall",
        "combined",
        "equally",
        "evenly",
        "finally",
        "first",
        "next",
        "soon",
        "just",
        "only",
        "immediately",
        "quickly",
        "afterwards",
        "afterward",
        "meanwhile",
        "eventually",
        "currently",
        "initially",
        "originally",
    ]
)
DETERMINERS: Final = frozenset(
    [
        "the",
        "a",
        "an",
        "his",
        "her",
        "their",
        "its",
        "my",
        "your",
        "our",
        "this",
        "that",
        "these",
        "those",
        "some",
        "any",
        "each",
        "every",
        "no",
    ]
)
PRONOUNS: Final = frozenset(
    [
        "he",
        "she",
        "they",
        "him",
        "her",
        "them",
        "it",
        "i",
        "we",
        "you",
        "me",
        "us",
        "itself",
        "himself",
        "herself",
        "themselves",
    ]
)
AUXILIARIES: Final = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "am",
        "do",
        "does",
        "did",
        "will",
        "would",
        "can",
        "could",
        "shall",
        "should",
        "may",
        "might",
        "must",
        "has",
        "have",
        "had",
    ]
)
MORE_WORDS: Final = frozenset({"more", "extra", "additional"})
VAGUE: Final = frozenset(
    [
        "some",
        "several",
        "few",
        "many",
        "all",
        "most",
        "rest",
        "part",
        "any",
        "enough",
        "lots",
        "lot",
        "bunch",
        "handful",
        "couple",
        "none",
        "dozens",
        "hundreds",
        "thousands",
        "plenty",
        "half",
        "remaining",
        "whole",
        "much",
    ]
)
DAYS_MONTHS: Final = frozenset(
    [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "january",
        "february",
        "march",
        "april",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ]
)
TIME_UNITS: Final = frozenset(
    ["second", "minute", "hour", "day", "night", "week", "weekend", "month", "year"]
)
"""After "a"/"an" in a trailing phrase these make a rate ("2 apples a day")."""
MONEY_NOUNS: Final = frozenset({"money", "savings", "cash"})
DOLLAR_WORDS: Final = frozenset({"dollar", "dollars", "buck", "bucks"})

SUBJECT_PRONOUNS: Final[dict[str, Gender | None]] = {"he": "m", "she": "f", "they": None}
OBJECT_PRONOUNS: Final[dict[str, Gender | None]] = {"him": "m", "her": "f", "them": None}
POSSESSIVE_PRONOUNS: Final[dict[str, Gender | None]] = {"his": "m", "her": "f", "their": None}
PERSON_NOUNS: Final[dict[str, Gender]] = {
    "boy": "m",
    "girl": "f",
    "man": "m",
    "woman": "f",
    "lady": "f",
    "gentleman": "m",
}

LEAD_ADVERBS: Final = frozenset(
    [
        "then",
        "later",
        "next",
        "finally",
        "afterwards",
        "afterward",
        "meanwhile",
        "also",
        "now",
        "today",
        "yesterday",
        "first",
        "soon",
        "eventually",
    ]
)
LEAD_PREPOSITIONS: Final = frozenset(["in", "on", "at", "during", "after", "before"])
MID_ADVERBS: Final = frozenset(
    [
        "then",
        "also",
        "later",
        "now",
        "still",
        "just",
        "finally",
        "first",
        "soon",
        "immediately",
        "quickly",
        "only",
    ]
)
JOINERS: Final = frozenset({",", ";", "and", "then", "but", "later", "afterwards", "next"})

CONDITIONAL: Final = frozenset(
    ["if", "unless", "suppose", "supposing", "assuming", "assume", "would", "could", "might"]
)
RATE: Final = frozenset(["each", "per", "every", "apiece", "percent"])
COMPARATIVE: Final = frozenset(["than", "twice", "times", "fewer", "less"])

STOP: Final = (
    PREPOSITIONS
    | CONJUNCTIONS
    | ADVERBS
    | DETERMINERS
    | PRONOUNS
    | AUXILIARIES
    | MORE_WORDS
    | VAGUE
    | CONDITIONAL
    | RATE
    | COMPARATIVE
    | {"there", "how", "what", "not", "never", "dozen", "pair", "another", "both"}
)
"""Words that can never be part of a unit noun phrase."""

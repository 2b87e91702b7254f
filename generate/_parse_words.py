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
FRACTION_NOUNS: Final = frozenset(
    f"{stem}{plural}"
    for stem in ("half", "third", "quarter", "fourth", "fifth", "sixth", "seventh", "eighth")
    for plural in ("", "s")
) | {"halves", "ninth", "ninths", "tenth", "tenths", "percent", "percentage"}
"""Nouns naming a part of a holding ("a third", "two quarters"): never a unit."""
BACKWARD_TIME: Final = frozenset(
    ["yesterday", "earlier", "previously", "before", "ago", "formerly", "originally"]
)
"""Words that place an event before what was stated earlier (see Statement.check_time_order)."""
FORWARD_TIME: Final = frozenset(
    ["tomorrow", "tonight", "someday", "future", "upcoming", "soon", "shortly"]
)
"""Words that place an event after now ("He buys 3 more tomorrow", "in the future"): a
question in the present asks about now, so such an event is not applied (see
Statement.check_future); "next" before a time noun without "the" ("next week") too."""
FUTURE_AUXILIARIES: Final = frozenset(["will", "shall", "won't", "shan't", "gonna"])
"""Lowercase auxiliaries of an event still to come ("will buy"); "he'll" also counts."""
LEAD_PREPOSITIONS: Final = frozenset(["in", "on", "at", "during", "after", "before"])
TIME_DETERMINERS: Final = frozenset(["the", "that", "this", "last", "next", "one", "later"])
"""Words opening a sentence-initial time phrase ("The next day", "Last week", "One morning")."""
TIME_ADJECTIVES: Final = frozenset(["next", "following", "same", "previous", "other", "that"])
TIME_NOUNS: Final = (
    TIME_UNITS | DAYS_MONTHS | {"morning", "afternoon", "evening", "weekend", "night", "noon"}
)
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

CONTAINERS: Final = frozenset(
    [
        "account",
        "album",
        "backpack",
        "bag",
        "bank",
        "barn",
        "basket",
        "bin",
        "binder",
        "bookcase",
        "bookshelf",
        "bowl",
        "box",
        "bucket",
        "cabinet",
        "cage",
        "car",
        "cart",
        "case",
        "chest",
        "closet",
        "collection",
        "coop",
        "cupboard",
        "desk",
        "drawer",
        "farm",
        "folder",
        "fridge",
        "garage",
        "garden",
        "jar",
        "kitchen",
        "library",
        "lunchbox",
        "orchard",
        "pantry",
        "pocket",
        "pot",
        "purse",
        "refrigerator",
        "room",
        "sack",
        "shelf",
        "shop",
        "stand",
        "store",
        "suitcase",
        "tank",
        "toolbox",
        "tray",
        "truck",
        "van",
        "vase",
        "wallet",
        "wardrobe",
        "yard",
    ]
)
"""What "Lucy's <noun> has 16 crayons" may name for Lucy to hold the crayons: a
closed list, because "Lucy's dog has 3 bones" or "his sister has 3 pens" are
not Lucy's holdings."""
RELATION_GENDER: Final[dict[str, Gender | None]] = {
    "brother": "m",
    "father": "m",
    "dad": "m",
    "son": "m",
    "uncle": "m",
    "grandfather": "m",
    "grandpa": "m",
    "husband": "m",
    "nephew": "m",
    "sister": "f",
    "mother": "f",
    "mom": "f",
    "mum": "f",
    "daughter": "f",
    "aunt": "f",
    "grandmother": "f",
    "grandma": "f",
    "wife": "f",
    "niece": "f",
}
"""What a named relative ("her brother Eli") says about that person's gender."""

PEOPLE_NOUNS: Final = (
    frozenset(PERSON_NOUNS)
    | frozenset(RELATION_GENDER)
    | frozenset(
        [
            "friend",
            "friends",
            "cousin",
            "cousins",
            "classmate",
            "classmates",
            "teammate",
            "teammates",
            "teacher",
            "neighbor",
            "neighbour",
            "parents",
            "grandparents",
            "brothers",
            "sisters",
            "kids",
            "children",
            "family",
            "team",
            "class",
        ]
    )
)
"""Nouns for people: "buys 3 for her brother" leaves unclear whose holding grows."""

SUBORDINATORS: Final = frozenset(["while", "when", "as"])
"""Openers of a fronted clause ("While walking home, ...") that only sets the scene
when it has no number, no verb of the table and no counted noun."""
PLACE_PREPOSITIONS: Final = frozenset(
    ["in", "at", "to", "from", "near", "into", "across", "through", "around", "inside"]
)
"""A capitalized word after these in a scene sentence is a place, not a person."""
AMOUNT_WORDS: Final = VAGUE | frozenset(
    [
        "them",
        "it",
        "its",
        # "Sadly, they rotted.": a plural pronoun may stand for a holding's things.
        "they",
        "their",
        "these",
        "those",
        "everything",
        "nothing",
        "anything",
        "more",
        "fewer",
        "less",
        "left",
        "extra",
        "additional",
        "another",
        "both",
        "dozen",
        "pair",
        "pairs",
        "each",
    ]
)
"""Words by which a sentence or clause with no number may still speak of an amount,
so it cannot be skipped as scene setting."""
NEGATIONS: Final = frozenset(["not", "never", "n't", "no", "nor"])

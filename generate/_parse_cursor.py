"""Reading one sentence: the pieces shared by statements and questions.

A ``Cursor`` walks the tokens of one sentence (``first`` to ``end``, the
terminator excluded) and reads the building blocks of both grammars: person
references, amounts with their unit noun phrase, and free trailing phrases.
Each reader either consumes tokens and returns what it read or raises a
``ParseError``; none of them backtracks more than a fixed number of tokens,
so a sentence is read in time linear in its length.
"""

from __future__ import annotations

from contextlib import suppress
from functools import lru_cache
from typing import Final, NamedTuple

from lemminflect import getAllLemmas

from generate._parse_discourse import Discourse
from generate._parse_errors import ParseError, Reason
from generate._parse_lexicon import Gender, VerbEntry, given_name, verb_surfaces
from generate._parse_numbers import NUMBER_WORDS, SCALE_WORDS, read_digits, read_number_words
from generate._parse_tokens import TITLES, Tokens
from generate._parse_words import (
    CONJUNCTIONS,
    CONTAINERS,
    DAYS_MONTHS,
    DETERMINERS,
    DOLLAR_WORDS,
    FRACTION_NOUNS,
    LEAD_ADVERBS,
    MONEY_NOUNS,
    MORE_WORDS,
    OBJECT_PRONOUNS,
    PEOPLE_NOUNS,
    PERSON_NOUNS,
    PREPOSITIONS,
    PRONOUNS,
    STOP,
    SUBJECT_PRONOUNS,
    TIME_UNITS,
    VAGUE,
)

__all__ = ["REFLEXIVES", "Amount", "Cursor", "Ref"]

_BOUNDARY: Final = frozenset({",", ";", "and", "then", "but", ""})
_STATE_TAIL: Final = MORE_WORDS | {"fewer", "less", "left", "remaining", "over", "still"}
"""After a stated holding these make it a comparison or a remainder of something unstated."""
_EVENT_TAIL: Final = MORE_WORDS | {"fewer", "less"}
_MONEY_FORMS: Final = frozenset(
    {"cash", "bills", "coins", "quarters", "dimes", "nickels", "pennies", "change", "savings"}
)
"""What a sum of money may be "in" and stay money ("$5 in quarters", "$20 in cash")."""
_BIG: Final = SCALE_WORDS
_COUNT_WORDS: Final = frozenset(
    {"dozen", "dozens", "score", "gross", "many", "few", "lot", "lots", "several", "plenty"}
)
"""Words that count inside a noun run ("a full dozen eggs", "a great many eggs"), where the
number before them counts nothing; read, they would be a unit of their own."""
_INDEFINITES: Final = frozenset(
    [
        "nobody",
        "noone",
        "none",
        "neither",
        "either",
        "everybody",
        "everyone",
        "someone",
        "somebody",
        "anyone",
        "anybody",
        "both",
        "all",
        "others",
        "other",
        "many",
        "few",
        "several",
        "most",
        "another",
        "together",
        "suddenly",
        "each",
        "every",
        "nothing",
        "everything",
        "something",
        "anything",
    ]
)
"""Indefinite pronouns, quantifiers and adverbs: never a person's name ("Nobody gets 2")."""
_NOT_NAMES: Final = STOP | DAYS_MONTHS | _INDEFINITES | {"i", "how", "what", "who", "it"}
_NEVER_NAMES: Final = (
    PREPOSITIONS | CONJUNCTIONS | DETERMINERS | PRONOUNS | LEAD_ADVERBS | _INDEFINITES
)
"""Capitalized words that are never a name, even before a verb ("After baking ...");
other function words may be one before a verb ("Will has 3 pens")."""


_NAME_SLOT_WORDS: Final = frozenset(["to", "from", "with", "and", ",", "do", "does", "did"])
"""Words after which a capitalized given name that is also a function word ("Will")
is a person: "to Will", "Jack and Will", "does Will have"."""


class Ref(NamedTuple):
    """A reference to a person as written, before resolution."""

    kind: str  # "name" | "pronoun" | "noun"
    text: str
    gender: Gender | None
    possessive: bool
    end: int


_PLACES: Final = (
    CONTAINERS
    | MONEY_NOUNS
    | {"pile", "stack", "heap", "share", "stash", "supply", "piggy", "portion", "group"}
)
_HELD_PLACES: Final = _PLACES | {f"{w}s" for w in _PLACES} | {f"{w}es" for w in _PLACES}
"""After a possessive in a trailing phrase ("to his bag", "from her savings", "for his
basket") these may be a holding: whose amount changes is unclear, so it is refused."""
_PLACE_LINKS: Final = frozenset(["to", "from", "for", "into", "onto", "of", "out", "toward"])
_POSSESSIVES: Final = frozenset(["his", "her", "their", "its", "my", "your", "our"])

_UNREAL: Final = frozenset(
    [
        "dream",
        "dreams",
        "dreamed",
        "dreamt",
        "story",
        "stories",
        "game",
        "games",
        "imagination",
        "imaginary",
        "mind",
        "pretend",
        "video",
        "movie",
        "novel",
        "fantasy",
    ]
)
"""In a trailing or fronted phrase ("in her dream", "in a video game", "In a story,")
these may tell of an event that did not change a real holding."""
_HABITUAL: Final = frozenset(
    [
        "days",
        "weekdays",
        "weekends",
        "weeks",
        "months",
        "years",
        "mornings",
        "afternoons",
        "evenings",
        "nights",
        "daily",
        "weekly",
        "monthly",
        "yearly",
        "usually",
        "often",
        "always",
        "sometimes",
        "normally",
        "typically",
        "generally",
        "regularly",
        "mondays",
        "tuesdays",
        "wednesdays",
        "thursdays",
        "fridays",
        "saturdays",
        "sundays",
    ]
)
"""In a trailing phrase ("on weekdays", "on some days", "usually") these make the
amount a habit, a rate over an unstated number of times."""
_DIMENSIONS: Final = frozenset(
    [
        "size",
        "price",
        "weight",
        "value",
        "height",
        "length",
        "width",
        "worth",
        "cost",
        "area",
        "volume",
        "age",
        "speed",
    ]
)
"""After a scaling verb ("doubles in size") these scale something other than a count."""

_BOUNDS: Final = frozenset(["most", "least", "best", "worst", "minimum", "maximum", "max", "min"])
"""After "at" ("at most", "at the least", "at a minimum") these make the amount a bound,
as they do after "a" before "of" ("a maximum of 4 apples")."""
_BOUND_FILLERS: Final = frozenset(["the", "a", "an", "very", "absolute", "bare"])
"""Words between "at" and a bound word ("at the very most", "at a bare minimum")."""
REFLEXIVES: Final = frozenset(
    [
        "himself",
        "herself",
        "themselves",
        "themself",
        "itself",
        "myself",
        "yourself",
        "yourselves",
        "ourselves",
        "oneself",
    ]
)
"""Reflexive pronouns: "to herself" or "gives herself 2" names no second person."""
_TRADE_LINKS: Final = frozenset(["to", "from", "toward", "towards"])
_EVERY_ONE: Final = frozenset(["both", "all", "each", "every"])
"""Quantifiers after "to"/"from" that make an amount one for each of several."""
"""Before a reflexive ("to herself"), these make the actor their own counterpart."""

_TAIL_CHECKS: Final = _POSSESSIVES | _UNREAL | _HABITUAL | REFLEXIVES | {"paper", "at", "or"}

_SHOPS: Final = frozenset(
    ["store", "shop", "market", "supermarket", "mall", "bakery", "grocery", "stand", "library"]
)
"""Places an amount may come "from" with nothing taken from a holding the text counts."""
_FOR_DETERMINERS: Final = frozenset(["his", "her", "their", "a", "an", "the", "my", "our"])
"""Before a person noun after "for" ("for her brother"): the amount's owner is unclear."""


class Amount(NamedTuple):
    """An amount as read: ``unit`` is ``None`` when the text leaves it implicit ("3 more").

    ``more`` records "more"/"extra"/"another": harmless on an event ("buys 3
    more") but a hidden comparison on a stated holding ("has 3 more pens"),
    which must be refused. ``owner`` is the possessor of a partitive ("3 of
    her stickers"), which must be the actor; ``partitive`` marks "N of ...".
    """

    value: int | float
    unit: str | None
    more: bool = False
    owner: Ref | None = None
    partitive: bool = False
    alias: bool = False
    """The unit was written as the head of a stated compound unit ("cards" for
    "baseball cards"); only someone who already holds that unit may use it so."""


@lru_cache(maxsize=4096)
def _lone_adjective(word: str) -> bool:
    """Whether ``word`` is an adjective that is no plural noun ("red", "big", not "reds")."""
    lemmas = getAllLemmas(word)
    return "ADJ" in lemmas and not word.endswith("s")


def _is_word(token: str) -> bool:
    return token[0].isalpha()


def _possessive(token: str) -> tuple[str, bool]:
    if token.endswith(("'s", "\u2019s")):
        return token[:-2], True
    return token, False


class Cursor:
    """Token access and the shared readers for one sentence."""

    def __init__(self, tokens: Tokens, first: int, end: int, discourse: Discourse) -> None:
        self.text = tokens.text
        self.low = tokens.low
        self.first = first
        self.end = end
        self.discourse = discourse
        self.verbs: dict[str, VerbEntry] = verb_surfaces()

    # -- token tests --------------------------------------------------------

    def w(self, i: int) -> str:
        """The lowercase token at ``i``, or ``""`` past the sentence end."""
        return self.low[i] if i < self.end else ""

    def said(self, i: int) -> str:
        """What the text has at ``i``, for a message: the token as written and quoted
        ("'Ann'"), or, past the sentence end, the last word written ("the end of the
        sentence (after 'Ann')"): never a placeholder the user did not write."""
        if i < self.end:
            return repr(self.text[i])
        if self.end > self.first:
            return f"the end of the sentence (after {self.text[self.end - 1]!r})"
        return "the end of the sentence"

    def cannot_read(self, i: int) -> str:
        """ "cannot read 'X' here", or, past the end, where the sentence stopped short."""
        if i < self.end:
            return f"cannot read {self.text[i]!r} here"
        if self.end > self.first:
            return f"the sentence stops short (after {self.text[self.end - 1]!r})"
        return "the sentence is empty"

    def fail(self, reason: Reason, detail: str) -> ParseError:
        return ParseError(reason, detail)

    def boundary(self, i: int) -> bool:
        """Whether a clause or list item may end before token ``i``."""
        word = self.w(i)
        return word in _BOUNDARY or (word == "after" and self.w(i + 1) == "that")

    def np_word(self, i: int) -> bool:
        """Whether token ``i`` can be part of a unit noun phrase."""
        if i >= self.end:
            return False
        token = self.text[i]
        if not token[0].islower() or not token.replace("-", "").isalpha():
            return False
        low = self.low[i]
        return low not in STOP and low not in NUMBER_WORDS and low not in self.verbs

    def starts_amount(self, i: int) -> bool:
        """Whether an amount (or a vague quantity word) begins at ``i``."""
        if i >= self.end:
            return False
        word = self.low[i]
        return (
            word[0].isdigit()
            or word == "$"
            or word in ("a", "an", "another")
            or word.split("-", 1)[0] in NUMBER_WORDS
            or word in VAGUE
        )

    # -- persons --------------------------------------------------------------

    def peek_ref(self, i: int, role: str) -> Ref | None:
        """Read a person reference at ``i`` without resolving it.

        ``role`` is "subject", "object" or "possessive"; it decides which
        pronouns count ("he" / "him" / "his").
        """
        if i >= self.end:
            return None
        low = self.low[i]
        if role == "subject" and low in SUBJECT_PRONOUNS:
            return Ref("pronoun", self.text[i], SUBJECT_PRONOUNS[low], False, i + 1)
        if role == "object" and low in OBJECT_PRONOUNS:
            return Ref("pronoun", self.text[i], OBJECT_PRONOUNS[low], False, i + 1)
        if role == "possessive" and low in ("his", "her", "their"):
            gender: Gender | None = {"his": "m", "her": "f"}.get(low)  # type: ignore[assignment]
            return Ref("pronoun", self.text[i], gender, True, i + 1)
        if low == "the" and i + 1 < self.end:
            noun, possessive = _possessive(self.low[i + 1])
            if noun in PERSON_NOUNS:
                return Ref("noun", f"the {noun}", PERSON_NOUNS[noun], possessive, i + 2)
            return None
        return self.peek_name(i)

    def peek_name(self, i: int) -> Ref | None:
        """A proper name (one or more capitalized words, or a title and a name)."""
        token = self.text[i]
        if not token[0].isupper() or not _is_word(token):
            return None
        base, possessive = _possessive(token)
        if len(base) > 1 and base.isupper():
            return None  # "ANA": an acronym or shouting, not a name as written elsewhere
        if base in TITLES and self.w(i + 1) == "." and i + 2 < self.end:
            rest = self.peek_name(i + 2)
            if rest is None or rest.kind != "name":
                return None
            return Ref("name", f"{base}. {rest.text}", None, rest.possessive, rest.end)
        # A capitalized function word is a name only when a verb follows ("Will has").
        # "Will buy 2 apples": a base-form verb after it makes it an auxiliary.
        if (
            base.lower() in _NOT_NAMES
            and not self.name_slot(i, base, possessive)
            and (
                possessive
                or self.w(i + 1) not in self.verbs
                or base.lower() in _NEVER_NAMES
                or self.w(i + 1).endswith("ing")
                or (
                    self.verbs[self.w(i + 1)].lemma == self.w(i + 1)
                    and self.w(i - 1) not in ("do", "does", "did")
                )
            )
        ):
            return None
        parts = [base]
        j = i + 1
        while not possessive and j < self.end:
            nxt = self.text[j]
            if not nxt[0].isupper() or not _is_word(nxt):
                break
            nbase, possessive = _possessive(nxt)
            if nbase.lower() in _NOT_NAMES:
                possessive = False
                break
            parts.append(nbase)
            j += 1
        return Ref("name", " ".join(parts), None, possessive, j)

    def name_slot(self, i: int, base: str, possessive: bool) -> bool:
        """Whether a capitalized function word that is a listed given name ("Will",
        "May") stands where only a name can: possessive ("Will's"), or inside the
        sentence after "to"/"from"/"by"/"with"/"and", a comma, "do(es)" or a verb of
        the table ("gives Will 6", "to Will"), where the auxiliary, written in
        lowercase there, has no reading. "by May" may be a date, so it is not one."""
        word = base.lower()
        if word in _NEVER_NAMES or word in DAYS_MONTHS or not given_name(base):
            return False
        if possessive:
            return True
        if i == self.first:
            return False
        before = self.low[i - 1]
        if before == "by":
            return word != "may"
        return before in _NAME_SLOT_WORDS or before in self.verbs

    def resolve(self, ref: Ref, exclude: str | None = None, register: bool = True) -> str:
        """The entity a reference denotes (names are registered in order of mention)."""
        if ref.kind == "name":
            return self.discourse.name(ref.text, register)
        return self.discourse.pronoun(ref.gender, ref.text, exclude)

    # -- amounts ----------------------------------------------------------------

    def number(self, i: int) -> tuple[int | float, int] | None:
        """A bare number at ``i`` (digits or number words), with the index after it."""
        token = self.text[i] if i < self.end else ""
        if token[:1].isdigit():
            return read_digits(token), i + 1
        words: list[str] = []
        j = i
        while j < self.end:
            parts = self.low[j].split("-")
            if not all(part in NUMBER_WORDS for part in parts):
                # "three hundred and fifty": "and" inside a number after a scale word.
                if (
                    parts[0] == "and"
                    and words
                    and words[-1] in _BIG
                    and self.w(j + 1).split("-", 1)[0] in NUMBER_WORDS
                    and self.w(j + 1) not in _BIG
                ):
                    j += 1
                    continue
                break
            words.extend(parts)
            j += 1
        if not words:
            return None
        return read_number_words(tuple(words)), j

    def amount(self, i: int) -> tuple[Amount, int] | None:
        """An amount and its unit at ``i``; ``None`` if no amount starts here.

        Reads "$3.50", "12 dollars", "twenty-five balloons", "a dozen eggs",
        "half a dozen", "a pair of gloves", "an orange", "another 3 apples",
        "3 more", "2.5 liters of water" (unit: the measure word). A vague
        quantity ("some", "a few", "half of") is ``unknown_operand``.
        """
        word = self.w(i)
        another = word == "another"
        if another:
            i += 1
            word = self.w(i)
        singular = False
        money = False
        value: int | float
        if word == "$":
            read = self.number(i + 1)
            if read is None or not self.text[i + 1][:1].isdigit():
                raise self.fail("number_unreadable", "'$' is not followed by a number")
            value, i = read
            money = True
        elif word in ("a", "an"):
            nxt = self.w(i + 1)
            if nxt == "dozen":
                value, i = 12, i + 2
            elif nxt == "pair" and self.w(i + 2) == "of":
                value, i = 2, i + 3
            elif nxt in _BIG:  # "a thousand", "a billion"
                read = self.number(i + 1)
                assert read is not None
                value, i = read
            elif nxt in VAGUE:
                raise self.fail("unknown_operand", f"'{word} {nxt}' is not a number")
            elif nxt in _BOUNDS and self.w(i + 2) == "of":
                raise self.fail("unknown_operand", f"'{word} {nxt} of' bounds the amount")
            elif nxt in MORE_WORDS and self.w(i + 2)[:1].isdigit():
                # "an additional 3 pens" / "an extra 2": the number is the amount.
                read = self.number(i + 2)
                assert read is not None
                value, i = read
                another = True
            elif nxt in MORE_WORDS:
                value, i, singular, another = 1, i + 2, True, True  # "an extra pen"
            else:
                value, i, singular = 1, i + 1, True
        elif word == "half" and self.w(i + 1) in ("a", "an") and self.w(i + 2) == "dozen":
            value, i = 6, i + 3
        elif word in VAGUE:
            raise self.fail("unknown_operand", f"{self.text[i]!r} is not a number")
        else:
            read = self.number(i)
            if read is None:
                if another:
                    value, singular = 1, True
                else:
                    return None
            else:
                value, i = read
                if self.w(i) in ("dozen", "dozens"):
                    value, i = value * 12, i + 1  # ("4 dozens": 48, as "4 dozen" is)
                if self.w(i) in ("score", "gross") and not self.boundary(i + 1):
                    # "3 score marbles": 60 of them, a count word this grammar does not read
                    raise self.fail(
                        "unknown_operand", f"'{self.text[i - 1]} {self.text[i]}' counts in scores"
                    )
                if self.w(i) == "plus" and self.number(i + 1) is None:
                    # "12 plus apples": at least 12, no number
                    raise self.fail(
                        "unknown_operand", f"'{self.text[i - 1]} plus' bounds the amount"
                    )
        more = another
        if self.w(i) in MORE_WORDS:
            more, i = True, i + 1
            if self.w(i) in ("dozen", "dozens") and not singular:
                value, i = value * 12, i + 1  # "2 more dozen": 24 more, not 2
        if money:
            if self.w(i) == "of":
                # "$4 of his money": the owner is checked against the actor like "3 of
                # her stickers"; anything but money after "of" is not read.
                part, j = self.partitive(i + 1, value, more)
                if part.unit != "dollars":
                    raise self.fail("unsupported_sentence", "'$ ... of' names no money")
                return part, j
            if self.np_word(i) and not self.low[i].endswith("ing"):
                raise self.fail("unsupported_sentence", f"cannot read '$ ... {self.text[i]}'")
            return Amount(value, "dollars", more), i
        j = i
        while self.np_word(j):
            j += 1
        if j == i:
            if self.w(i) == "of" and not singular:
                return self.partitive(i + 1, value, more)
            if singular:
                raise self.fail("unsupported_sentence", f"{self.text[i - 1]!r} counts nothing")
            if self.w(i) == "," and self.number(i + 1) is not None:
                # "buys 2, 3 eggs": a list of bare numbers, or a mistyped one.
                raise self.fail("number_unreadable", "a number follows a number after a comma")
            return Amount(value, None, more), i
        words = self.low[i:j]
        last = words[-1]
        if (
            self.w(j) in _COUNT_WORDS
            or self.w(j) in VAGUE
            or any(word in _COUNT_WORDS for word in words)
        ):
            # "a full dozen eggs", "a great many eggs", "a big bunch of eggs": a count word
            # inside the noun, which the number before it does not count
            raise self.fail("unknown_operand", f"{' '.join(words)!r} is no count of one thing")
        if len(words) == 1 and last in DOLLAR_WORDS:
            return Amount(value, "dollars", more), j
        if (
            len(words) == 1
            and not singular
            and _lone_adjective(last)
            and (value != 1 or self.w(j) in ("and", ","))
        ):
            # "3 red and 4 green apples", "1 big and 1 small box": the head is left out
            raise self.fail(
                "ambiguous_unit", f"'{self.text[i - 1]} {last}' counts what is not said"
            )
        if last in FRACTION_NOUNS:
            # "buys a third", "eats two quarters": a part of some holding, not a unit.
            raise self.fail("unknown_operand", f"{' '.join(words)!r} is a fraction of a holding")
        if last in ("one", "ones"):
            # "ones" is a pro-form, never a unit: "three new ones" counts the
            # holding it refers back to. Only a bare or "new" pro-form is read
            # that way; "red ones" may pick out a subset, so it is refused.
            if all(word == "new" for word in words[:-1]):
                return Amount(value, None, more), j
            raise self.fail("ambiguous_unit", f"{' '.join(words)!r} does not say what is counted")
        if last in ("cent", "cents"):
            raise self.fail("ambiguous_unit", "cents are not a unit; write dollars")
        if last in ("pair", "pairs", "couple", "couples", "dozens"):
            raise self.fail("ambiguous_unit", f"{' '.join(words)!r} does not say what is counted")
        if last.endswith("ing") and len(words) > 1:
            raise self.fail("unsupported_sentence", f"cannot read {' '.join(words)!r}")
        phrase = " ".join(words)
        if self.w(j) == "of":
            substance, k = self.substance(j + 1)
            if not substance:
                raise self.fail("unsupported_sentence", f"'{phrase} of' is not followed by a noun")
            self.discourse.measure(self.discourse.canonical(phrase), substance)
            j = k
        written = self.discourse.same_unit(phrase)
        unit = self.discourse.compound(written)
        return Amount(value, unit, more, alias=unit != written), j

    def substance(self, i: int) -> tuple[str, int]:
        """What a measure holds, after "of" ("2 liters of (the) water"): the noun
        phrase and the index after it; empty if no noun follows."""
        while self.w(i) in ("the", "a", "an"):
            i += 1
        start = i
        while self.np_word(i):
            i += 1
        return " ".join(self.low[start:i]), i

    def partitive(self, i: int, value: int | float, more: bool) -> tuple[Amount, int]:
        """ "2 of them", "3 of his marbles", "4 of the stickers": an amount out of a holding.

        "of them" leaves the unit implicit (the actor's latest holding, as for
        "3 more"); a possessor is returned for the caller to check against the
        actor, so "gives 3 of Ben's marbles" by anyone but Ben is refused.
        """
        word = self.w(i)
        if word == "them":
            return Amount(value, None, more, None, True), i + 1
        owner: Ref | None = None
        if word in ("the", "these", "those"):
            i += 1
        else:
            owner = self.peek_ref(i, "possessive")
            if owner is None or not owner.possessive:
                if i >= self.end:
                    raise self.fail("unsupported_sentence", "nothing follows 'of'")
                raise self.fail("unsupported_sentence", f"cannot read 'of {self.text[i]}'")
            i = owner.end
        start = i
        while self.np_word(i):
            i += 1
        if i == start:
            raise self.fail("unsupported_sentence", "'of' is not followed by what is counted")
        phrase = " ".join(self.low[start:i])
        if phrase in MONEY_NOUNS or phrase in DOLLAR_WORDS:
            return Amount(value, "dollars", more, owner, True), i
        written = self.discourse.same_unit(phrase)
        unit = self.discourse.compound(written)
        return Amount(value, unit, more, owner, True, unit != written), i

    def note_possessor(self, ref: Ref, person: str) -> None:
        """ "Her brother Eli": "her" is someone other than Eli; resolving it records
        that person's gender for later pronouns. It only describes Eli, so a
        possessor that cannot be resolved is no reason to refuse."""
        if ref.kind != "pronoun":
            return
        with suppress(ParseError):
            self.discourse.pronoun(ref.gender, ref.text, exclude=person)

    def relative(self, i: int) -> tuple[str | None, int] | None:
        """ "his sister Ana" / "Sam's friend Tom" (that named person) or "her aunt" (nobody
        named: ``None``), with the index after it; ``None`` if no such phrase starts here.

        The possessor only describes the person, so it is not resolved: "his
        brother Max" is Max whoever "his" is.
        """
        ref = self.peek_ref(i, "possessive")
        if ref is None or not ref.possessive:
            return None
        j = ref.end
        while self.np_word(j):
            j += 1
        if j == ref.end or j - ref.end > 3:
            return None
        if self.low[j - 1] in self.discourse.heads:
            return None  # "his marbles": a holding, not a person
        nouns = self.low[ref.end : j]
        if j < self.end and self.text[j][0].isupper():
            name = self.peek_name(j)
            if name is None or name.possessive:
                return None
            person = self.resolve(name)
            self.discourse.describe(person, nouns)
            self.note_possessor(ref, person)
            return person, name.end
        self.discourse.unnamed(nouns, " ".join(self.text[i:j]))
        return None, j

    # -- trailing phrases -----------------------------------------------------

    def tail(self, i: int, state: bool = False) -> int:
        """Skip a trailing phrase ("at the park", "for her birthday") up to a boundary.

        The phrase may not carry anything that could change an amount: a
        number, a name, an object pronoun, or a noun of a stated unit makes
        the sentence unsupported. "more"/"fewer" make it a comparison; after
        a stated holding (``state``) so do "left"/"remaining"/"still", which
        state a remainder of something the text did not give.
        """
        refused = _STATE_TAIL if state else _EVENT_TAIL
        heads = self.discourse.heads
        if (
            self.w(i) == "in"
            and any(self.w(i - k) in ("$", "dollars", "dollar", "cents", "cent") for k in (1, 2, 3))
            and self.w(i + 1) not in _MONEY_FORMS
            and self.w(i + 1) not in DETERMINERS
            and self.w(i + 1) not in _POSSESSIVES
        ):
            # "$58 in gift cards", "$87 in coupons": things worth the money, not money
            raise self.fail(
                "unsupported_sentence", f"'in {self.w(i + 1)}': a sum of money in things"
            )
        while not self.boundary(i):
            token = self.text[i]
            low = self.low[i]
            if low in refused:
                if low in MORE_WORDS or low in ("fewer", "less"):
                    raise self.fail("out_of_scope_comparative", f"{token!r} compares amounts")
                raise self.fail("unknown_operand", f"{token!r} states what is left of an unknown")
            if low in heads:
                raise self.fail("unsupported_sentence", f"{token!r} may be about a holding")
            if not _is_word(token) or low in NUMBER_WORDS or low in ("him", "them"):
                raise self.fail("unsupported_sentence", f"cannot attach {token!r}")
            if (
                token[0].isupper()
                and low not in DAYS_MONTHS
                and (low, self.w(i - 1)) != ("may", "in")
            ):
                raise self.fail("unsupported_sentence", f"cannot attach {token!r}")
            if low in _TAIL_CHECKS or low.endswith(("'s", "\u2019s")):
                self.tail_word(i)
            if low == "back" and self.w(i - 1) not in DETERMINERS:
                # "gives 2 apples back" is a return, read only as a verb's particle.
                raise self.fail(
                    "unsupported_sentence", f"{token!r} returns the amount to someone unstated"
                )
            if low == "her" and self.boundary(i + 1):
                raise self.fail("unsupported_sentence", "cannot attach 'her'")
            if low in _EVERY_ONE and self.w(i - 1) in _TRADE_LINKS:
                # "gives 3 to both sisters", "to all of his friends": 3 to each of them
                raise self.fail(
                    "unsupported_sentence",
                    f"'{self.w(i - 1)} {low}': an amount for each of several",
                )
            if low == "for" and (
                self.w(i + 1) in PEOPLE_NOUNS
                or (self.w(i + 1) in _FOR_DETERMINERS and self.w(i + 2) in PEOPLE_NOUNS)
            ):
                # "buys 3 for her brother": whose holding grows is not stated.
                raise self.fail(
                    "unsupported_sentence", "an amount 'for' someone else has an unclear owner"
                )
            if low in ("a", "an") and self.w(i + 1) in TIME_UNITS:
                raise self.fail("out_of_scope_rate", f"'{low} {self.w(i + 1)}' is a rate")
            if (
                low == "from"
                and not state
                and self.w(i + 1) not in REFLEXIVES
                and self.w(i + 1) not in ("him", "her", "them", "me", "us")
                and not (i + 1 < len(self.text) and self.text[i + 1][:1].isupper())
                and not self.from_a_shop(i + 1)
            ):
                # "eats 3 from the fridge", "picks 60 apples from the tree": out of a place's
                # things, which no operation here takes from
                raise self.fail("unsupported_sentence", "an amount taken 'from' a place")
            if low in self.verbs or low in ("not", "never", "n't"):
                raise self.fail("unsupported_sentence", f"cannot attach {token!r}")
            i += 1
        return i

    def from_a_shop(self, k: int) -> bool:
        """ "from the store", "from a bakery": a shop sells what it has, and holds no count."""
        if self.w(k) in DETERMINERS:
            k += 1
        return self.w(k) in _SHOPS

    def tail_word(self, i: int) -> None:
        """The rarer refusals of a trailing phrase (``_TAIL_CHECKS`` or a possessive)."""
        token = self.text[i]
        low = self.low[i]
        if (
            (low in _POSSESSIVES or low.endswith(("'s", "\u2019s")))
            and self.w(i - 1) in _PLACE_LINKS
            and (self.w(i + 1) in _HELD_PLACES or self.w(i + 2) in _HELD_PLACES)
        ):
            raise self.fail(
                "unsupported_sentence",
                f"'{low} {self.w(i + 1)}' may be a holding the amount comes from or goes to",
            )
        if low in _UNREAL or (low == "paper" and self.w(i - 1) == "on"):
            raise self.fail(
                "unsupported_sentence", f"{token!r} may tell of an event that did not happen"
            )
        if low in _HABITUAL or (low, self.w(i + 1), self.w(i + 2)) == ("at", "a", "time"):
            raise self.fail("out_of_scope_rate", f"{token!r} makes the amount a habit")
        bound = self.bound_at(i)
        if not bound and low == "or" and self.w(i + 1) in ("so", "thereabouts"):
            bound = i + 2
        if bound:
            # "eats 4 apples at most", "4 apples or so": a bound, not an exact amount.
            raise self.fail(
                "unknown_operand",
                f"{' '.join(self.text[i:bound])!r} bounds the amount; it is no exact number",
            )
        if low in REFLEXIVES and self.w(i - 1) in _TRADE_LINKS:
            # "gives 2 apples to herself": the actor is both giver and receiver.
            raise self.fail(
                "unresolved_reference", f"'{self.w(i - 1)} {low}': nobody else takes part"
            )

    def bound_at(self, i: int) -> int:
        """The index after a bound that "at" opens at ``i`` ("at most", "at the least",
        "at a minimum"), or 0 if none does."""
        if self.w(i) != "at":
            return 0
        j = i + 1
        while self.w(j) in _BOUND_FILLERS and j < i + 4:
            j += 1
        return j + 1 if self.w(j) in _BOUNDS else 0

    def scale_tail(self, i: int) -> int:
        """The tail after a scaling verb: "doubles in size/price/value" scales no count."""
        j = i
        while not self.boundary(j):
            if self.low[j] in _DIMENSIONS:
                raise self.fail("unsupported_sentence", f"{self.text[j]!r} is not a count")
            j += 1
        return self.tail(i)

    def unreal(self, i: int, end: int) -> None:
        """Refuse a fronted phrase that may tell of an event that did not happen."""
        for k in range(i, end):
            if self.low[k] in _UNREAL:
                raise self.fail(
                    "unsupported_sentence",
                    f"{self.text[k]!r} may tell of an event that did not happen",
                )

    def skip_joiner(self, i: int) -> int:
        """Skip a clause joiner (", and then", "and", ", then", "after that")."""
        while i < self.end:
            word = self.low[i]
            if word in (",", ";", "and", "then", "but", "later", "afterwards", "next", "also"):
                i += 1
            elif word == "after" and self.w(i + 1) == "that":
                i += 2
            else:
                break
        return i

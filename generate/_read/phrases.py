"""Noun phrases: one reader for every phrase that names people, things or amounts.

- noun_phrase := name | pronoun | [quantity "of"] [lead] modifier* head [complement]
- quantity    := "all" | "both" | "half" | "each" | "some" | "most" | "none"
                 | cardinal | fraction | percent
- lead        := determiner | possessive | money | cardinal [SCALE] | fraction
- possessive  := POSSESSIVE_PRONOUN | name ("'s" | "'")
- modifier    := ADJECTIVE | NOUN | NUMBER "-" WORD             ("120-page", "5-pound")
- complement  := "of" noun_phrase                                ("10 cartons of ice cream")

The phrase records what it says, not what it means: which number, which
head, which complement. The statement rules decide whether "a box of 12
crayons" is 12 crayons in one box, and the amount view (``amount_of``) reads
a phrase as an amount of a unit.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Final

from generate._nouns import singular
from generate._read.lexicon import (
    TO_VERBS,
    activity_form,
    any_verb_form,
    can_be_noun,
    gerund_form,
    is_inflected_verb,
    is_person_noun,
    name_gender,
    pos_of,
    verb_form,
    words,
)
from generate._read.numbers import is_fraction_word, read_cardinal, read_fraction, read_percent
from generate._read.stream import Stream
from generate._read.tokens import tokenize
from generate.math_units import unit_table

__all__ = ["NounPhrase", "read_noun_phrase"]

Value = int | Fraction

_SCALES: Final = {"thousand": 1000, "million": 10**6, "billion": 10**9}
_MONEY: Final = {
    "dollar": "dollars",
    "dollars": "dollars",
    "bucks": "dollars",
    "buck": "dollars",
    "cents": "cents",
    "cent": "cents",
    "¢": "cents",
}
_QUANTIFIERS: Final = frozenset(
    {"all", "both", "half", "each", "some", "most", "none", "any", "many", "several", "few", "one"}
)
_DETERMINERS: Final = frozenset(
    {
        "the",
        "a",
        "an",
        "this",
        "that",
        "these",
        "those",
        "each",
        "every",
        "another",
        "some",
        "several",
        "no",
        "any",
        "many",
        "few",
        "other",
        "both",
        "all",
    }
)
_POSSESSIVES: Final = frozenset({"his", "her", "their", "its", "my", "your", "our"})
PRONOUNS: Final = frozenset(
    {"he", "she", "they", "it", "him", "them", "i", "we", "you", "me", "us"}
)
_GROUP_UNITS: Final = frozenset({"dozen", "dozens", "pair", "pairs", "score", "gross"})


@dataclass(slots=True)
class NounPhrase:
    """What one noun phrase says (see the module grammar)."""

    first: int
    end: int
    name: str | None = None
    """A proper name ("Sam", "Mrs. Lee")."""
    pronoun: str | None = None
    det: str | None = None
    owner: str | None = None
    """A possessive pronoun ("his") or the name before "'s"."""
    owner_is_name: bool = False
    value: Value | None = None
    """The number the phrase leads with (money included), if any."""
    number_first: int | None = None
    money: str | None = None
    """"dollars" or "cents" when the number is money."""
    percent: bool = False
    fraction: bool = False
    """The number is a fraction ("a third", "3/4"): a share, not an amount of a unit."""
    group: str | None = None
    """A count unit between the number and the noun ("2 dozen eggs")."""
    quantity: str | None = None
    """A quantifier before "of" ("all", "half", "3"); its value is ``value``."""
    mods: tuple[str, ...] = ()
    measure: tuple[Value, str] | None = None
    """A number-unit modifier ("120-page" -> (120, "page"))."""
    head: str | None = None
    of: NounPhrase | None = None
    more: bool = False
    """"3 more apples"."""
    plus: tuple[tuple[Value, str], ...] = ()
    """Further amounts of the same dimension ("4 hours and 15 minutes")."""
    owner_phrase: NounPhrase | None = None
    """A thing that owns the head ("the aquarium's tank": the aquarium)."""
    worth: NounPhrase | None = None
    """What an amount of money is the value of ("$30 worth of candy": candy)."""
    total: bool = False
    """The amount is told as a total ("a total of 30 marbles"): of all the subjects together."""
    place: NounPhrase | None = None
    """Where a subject is, told before its verb ("The giraffe at the city zoo is ...")."""
    bill_worth: Value | None = None
    """The worth in dollars of each of a count of bills ("three $5 bills": 5)."""
    epithet: str | None = None
    """What a name is called after it ("Sam the butcher": "butcher")."""

    @property
    def words(self) -> str:
        """Modifiers and head as one lowercase phrase."""
        return " ".join([*self.mods, self.head]) if self.head else ""


_INVERTED_AUX: Final = frozenset({"does", "did", "do", "will", "can", "could", "would", "should"})


def _after_inverted_aux(stream: Stream, first: int) -> bool:
    """Whether the phrase is the subject of a question's auxiliary ("How many kilograms does
    the box weigh"): its plain verb ends the phrase, even last in the clause."""
    return first > 0 and stream.tokens[first - 1].low in _INVERTED_AUX


def _wordish(text: str) -> bool:
    """A word of letters, hyphens and apostrophes that starts with a letter ("e-mail")."""
    return text[:1].isalpha() and text.replace("-", "").replace("'", "").isalpha()


@lru_cache(maxsize=1)
def _stops() -> frozenset[str]:
    return (
        words("determiner")
        | words("possessive")
        | words("subject_pronoun")
        | words("object_pronoun")
        | words("preposition")
        | words("conjunction")
        | words("auxiliary")
        | words("question_word")
        | words("negation")
        | words("number_word")
        | frozenset(
            {
                "each",
                "apiece",
                "more",
                "less",
                "fewer",
                "than",
                "too",
                "also",
                "left",
                "remaining",
                "altogether",
                "together",
                "total",
                "now",
                "then",
                "every",
                "per",
                "times",
                "twice",
                "respectively",
                "instead",
                "normally",
                "usually",
                "regularly",
                "typically",
                "always",
                "often",
                "sometimes",
                "rarely",
                "already",
                "again",
                "only",
                "just",
                "still",
                "there",
                "here",
                "which",
                "who",
                "whom",
                "whose",
                "that",
                "if",
                "so",
                "very",
                "extra",
                "additional",
                "another",
                "equally",
                "evenly",
                "back",
                "away",
                "up",
                "out",
                "over",
                "off",
                "down",
                "around",
                "later",
                "earlier",
                "today",
                "yesterday",
                "tomorrow",
                "daily",
                "weekly",
                "monthly",
                "yearly",
                "annually",
                "hourly",
                "not",
                "all",
                "both",
                "half",
                "percent",
                "much",
                "many",
                "own",
                "what",
                "how",
                "where",
                "when",
                "why",
                "is",
                "are",
                "was",
                "were",
                "it",
                "they",
                "someone",
                "everyone",
                "everything",
                "something",
                "anything",
                "nothing",
                "nobody",
                "anyone",
                "worth",
                "apart",
                "long",
                "tall",
                "old",
                "high",
                "wide",
                "deep",
                "far",
                "ago",
                "cheaper",
                "older",
                "younger",
                "taller",
                "shorter",
                "longer",
                "heavier",
                "bigger",
                "smaller",
                "faster",
                "slower",
            }
        )
    )


_NOUN_DETERMINERS: Final = frozenset({"the", "a", "an", "this", "that", "these", "those", "every"})


def _number_next(stream: Stream) -> bool:
    """A number, or a multiple ("twice", "three times"), right after the current word."""
    token = stream.peek(1)
    return token is not None and (
        token.text[:1].isdigit()
        or token.low in words("number_word")
        or token.low in ("twice", "thrice", "half")
    )


def _plain_form(word: str) -> bool:
    """Whether ``word`` read as a verb would be its plain form ("market", not "arrived")."""
    form = any_verb_form(word)
    return form is None or form.tense == "base"


def _is_verb_here(previous: str | None, word: str, following: str = "") -> bool:
    """Whether ``word`` is a verb ending the phrase rather than a noun in it.

    Agreement decides where both readings exist: a third-person "-s" form
    after a singular noun ("a shelf holds"), a plain form after a plural
    ("apples cost"), any past form after a noun ("the box contained").
    """
    pos = pos_of(word)
    form = verb_form(word)
    if form is None:
        if "VERB" in pos and not can_be_noun(word) and "ADJ" not in pos:
            # ("and 6 popped": a verb with no noun reading ends the phrase even after its
            # number, so it is never the thing counted)
            return previous is not None or (
                is_inflected_verb(word) and not (following.isalpha() and can_be_noun(following))
            )  # ("4 wrapped gifts": a participle before its noun is an adjective)
        if previous is not None and "VERB" in pos and _plural(previous) and not word.endswith("s"):
            return word not in ("candy", "fruit", "fish", "cheese", "juice", "paper", "food")
        return False
    if previous is None:
        return (
            not can_be_noun(word)
            and "ADJ" not in pos
            and form.tense not in ("gerund", "participle", "past")
        )
    many = _plural(previous) or (singular(previous) != previous and "NOUN" in pos_of(previous))
    # ("people", "children": plurals with no -s agree as "apples" do)
    if form.tense == "present":
        return not many
    if form.tense == "base":
        return many or not can_be_noun(word)
    if form.tense in ("past", "participle"):
        return True
    return not can_be_noun(word)


def _plural(word: str) -> bool:
    """A plural noun: "apples", "buses" (not "bus", "gas", "glass": their own singulars)."""
    return (
        word.endswith("s")
        and not word.endswith("ss")
        and "NOUN" in pos_of(word)
        and singular(word) != word
    )


_PARTICLES_AFTER_COUNT: Final = frozenset({"away", "off", "out", "back", "home"})
"""Particles a verb takes right after a bare count ("6 fly away", "3 ran off")."""


def _counted_bills(stream: Stream) -> NounPhrase | None:
    """counted_bills := cardinal "$" NUMBER ("bill" | "bills" | "note" | "notes")

    "three $5 bills", "2 $20 bills": a count of bills, each worth so many dollars (the
    meaning makes the money of them a product, so the trace shows it); ``None`` (the
    stream unmoved) for anything else."""
    first = stream.pos
    count = read_cardinal(stream)
    if count is None or type(count.value) is not int or not stream.consume(("$",)):
        stream.reset(first)
        return None
    worth = read_cardinal(stream)
    if worth is None or stream.low() not in words("tender_noun"):
        stream.reset(first)
        return None
    head = stream.read().low
    return NounPhrase(
        first,
        stream.pos,
        value=count.value,
        number_first=first,
        head=head if head.endswith("s") else f"{head}s",
        bill_worth=worth.value,
    )


def _acronym_plural(text: str) -> bool:
    """ "CDs", "TVs", "DVDs": capitals, but a count of things, as no name is plural so."""
    return len(text) >= 3 and text.endswith("s") and text[:-1].isalpha() and text[:-1].isupper()


def _name_run(stream: Stream) -> int:
    """Tokens of a proper name at the position ("Mrs. Lee", "Mary Ann"), 0 if none."""
    k = 0
    while True:
        token = stream.peek(k)
        if token is None or not token.text[:1].isupper() or not token.text[:1].isalpha():
            break
        low = token.low
        is_title = low in words("title")
        if not is_title and (
            _acronym_plural(token.text)
            or (low in _stops() and not _stop_as_name(stream, k))
            or all(piece in words("number_word") for piece in low.split("-"))
            or low in words("month")
            or low in words("time_unit_day")
            or low.removesuffix("s") in words("time_unit_day")
        ):
            break
        k += 1
        if is_title and stream.low(k) == ".":
            k += 1
        if is_title and stream.peek(k) is not None and not stream.peek(k).text[:1].isupper():  # type: ignore[union-attr]
            k -= 1 + (stream.low(k - 1) == ".")
            break
    return k


_FINITE_BE_HAVE: Final = frozenset({"is", "was", "has", "had"})
_NAME_ADVERBS: Final = frozenset({"also", "then", "only", "just", "still", "already", "now"})


def _stop_as_name(stream: Stream, k: int) -> bool:
    """ "Will picked 42 strawberries", "Jack has twice as many as Will": a given name that is
    also a function word is the name where a finite verb follows it, inside a sentence
    (capitalized there, it can be nothing else), or first in "Will and Grace". An
    auxiliary "Will" is followed by its subject or a plain verb ("Will he buy", "Will
    Sam have"), never by "picked" or "has"."""
    token = stream.peek(k)
    assert token is not None
    if name_gender(token.low) is None:
        return False
    at = stream.pos + k
    if at != stream.first and stream.tokens[at - 1].low not in (".", "?", "!", '"', ":"):
        return True  # capitalized inside a sentence: "He gave Will 5", "does Will have"
    after = stream.low(k + 1)
    if after in _NAME_ADVERBS:  # "Will also pays a $4 tip"
        k += 1
        after = stream.low(k + 1)
    if after in _FINITE_BE_HAVE:
        return True
    form = verb_form(after)
    if form is not None:
        return form.tense in ("past", "present")
    following = stream.peek(k + 2)
    return after == "and" and following is not None and following.text[:1].isupper()


def _lettered(stream: Stream) -> str | None:
    """ "Jar A has 28 marbles. Jar B has 12 more than jar A.": a noun and a capital letter
    name one of several things told apart by letters, in either case of the noun ("Jar A"
    either way); not a letter that is an article ("Sam bought A book" is no "Sam A")."""
    token, letter = stream.peek(), stream.peek(1)
    if (
        token is None
        or letter is None
        or len(letter.text) != 1
        or not ("A" <= letter.text <= "Z")
        or not token.text.isalpha()
        or "NOUN" not in pos_of(token.low)
        or token.low in _stops()
    ):
        return None
    after = stream.peek(2)
    if after is not None and (
        after.text == "."
        or (
            letter.text in "AI"
            and after.text.isalpha()
            and after.text[:1].islower()
            and "NOUN" in pos_of(after.low)
            and "VERB" not in pos_of(after.low)
        )
    ):
        return None  # ("Vitamin A.": an initial, or a sentence's end; "A book": an article)
    return f"{token.text[:1].upper()}{token.text[1:]} {letter.text}"


def _numbered(stream: Stream) -> str | None:
    """ "Room 12 has 20 desks. Room 14 has 5 more desks than Room 12.": a capitalized noun
    and a whole number name one of several things told apart by numbers; not a time ("Day
    3"), a unit ("Pounds 5"), or a count of a noun after it ("Grade 3 students")."""
    token, number = stream.peek(), stream.peek(1)
    if (
        token is None
        or number is None
        or not token.text[:1].isupper()
        or not token.text.isalpha()
        or not number.text.isdigit()
        or "NOUN" not in pos_of(token.low)
        or token.low in _stops()
        or unit_table().lookup(token.low) is not None
        or token.low in words("time_unit_day")
        or name_gender(token.low) is not None  # ("gives Bob 3", "gives Mom 3": a person,
        or is_person_noun(token.low)  # then a count)
    ):
        return None
    after = stream.peek(2)
    if (
        after is not None
        and after.text[:1].isalpha()
        and verb_form(after.low) is None
        and after.low not in _NUMBERED_FOLLOWERS
    ):
        return None  # ("Grade 3 students": a count, or a kind of them)
    return f"{token.text} {number.text}"


_NUMBERED_FOLLOWERS: Final = frozenset({"and", "or", "than", "to", "in", "on", "at", "with"})
"""Words a numbered name ("Box 1") may stand before other than a verb."""


def _may_be_name(stream: Stream, count: int) -> bool:
    """A capitalized run is a name where it stands unless it is sentence-initial plain English."""
    token = stream.peek()
    assert token is not None
    at = stream.pos
    low = token.low
    if low in words("title"):
        return True
    initial = at == stream.first or stream.tokens[at - 1].low in (".", "?", "!", '"', ":")
    if not initial:
        return True
    if name_gender(low) is not None:
        return True
    return not pos_of(low) or count > 1


def _number_lead(stream: Stream, phrase: NounPhrase) -> bool:
    """money | cardinal [SCALE] [group] | fraction ["of" "a"]; fills ``phrase``'s number."""
    first = stream.pos
    if stream.consume(("$",)):
        number = read_cardinal(stream)
        if number is None:
            stream.fail("number_unreadable", "money.no_number", "'$' without an amount", first)
        value: Value = number.value
        scale = _SCALES.get(stream.low())
        if scale is not None:
            stream.pos += 1
            value = value * scale
        stream.consume(("dollars", "dollar"))
        phrase.value, phrase.money, phrase.number_first = value, "dollars", first
        return True
    percent = read_percent(stream)
    if percent is not None:
        phrase.value, phrase.percent, phrase.number_first = percent.value, True, first
        return True
    number = read_fraction(stream)
    if number is not None:
        if (
            stream.low() in ("dozen", "score", "gross")
            and number.end - first == 2
            and stream.tokens[first].low in ("a", "an", "one")
            and stream.tokens[first + 1].low not in ("half", "quarter")
        ):
            # "buys a third dozen eggs": a third of a dozen, or the third dozen he buys?
            stream.fail(
                "ambiguous",
                "number.ordinal_or_fraction",
                f"'{stream.tokens[number.end - 1].text} {stream.low()}' may be an ordinal",
                first,
            )
        phrase.value, phrase.number_first, phrase.fraction = number.value, first, True
        if stream.low() in ("a", "an") or (stream.low() == "of" and stream.low(1) in ("a", "an")):
            stream.consume(("of",))
            stream.pos += 1  # "half a pound", "a third of a cup"
        return True
    number = read_cardinal(stream)
    if number is None:
        return False
    if (
        stream.low() == "-"
        and unit_table().lookup(stream.low(1)) is not None
        and _wordish(stream.low(2))
        and stream.low(2) not in _stops()
    ):
        # "works 8-hour shifts", "into 30-pound crates": the number is each one's measure,
        # read with the head, and no count of them
        stream.pos = first
        return False
    value = number.value
    scale = _SCALES.get(stream.low())
    if scale is not None:
        stream.pos += 1
        value = value * scale
    phrase.value, phrase.number_first = value, first
    money = _MONEY.get(stream.low())
    if money is not None:
        stream.pos += 1
        phrase.money = money
    return True


def read_noun_phrase(stream: Stream, *, allow_bare: bool = True) -> NounPhrase | None:
    """noun_phrase (see the module docstring); ``None`` leaves the stream unmoved."""
    first = stream.pos
    token = stream.peek()
    if token is None:
        return None
    low = token.low
    phrase = NounPhrase(first, first)
    if low in PRONOUNS:
        stream.pos += 1
        phrase.pronoun = low
        phrase.end = stream.pos
        return phrase
    bills = _counted_bills(stream)
    if bills is not None:
        return bills
    lettered = _lettered(stream) or _numbered(stream)
    if lettered is not None:
        stream.pos += 2
        phrase.name = lettered
        phrase.end = stream.pos
        return phrase
    count = (
        _name_run(stream)
        if token.text[:1].isupper() and not is_fraction_word(low.partition("-")[2])
        else 0
    )  # ("Two-thirds of them": a fraction at the start of a sentence, not a name)
    if count and _may_be_name(stream, count):
        name_tokens = stream.tokens[stream.pos : stream.pos + count]
        name = " ".join(t.text for t in name_tokens if t.low != ".")
        name = name.replace(" .", ".")
        for t in name_tokens:
            if t.low in words("title") and not name.startswith(t.text + "."):
                pass
        stream.pos += count
        if stream.check(("'s", "'")):
            stream.pos += 1
            phrase.owner, phrase.owner_is_name = _title_dots(name_tokens), True
            if not _rest(stream, phrase):
                # "Sam's" alone ("the book is Sam's") is not read
                stream.reset(first)
                return None
            phrase.end = stream.pos
            return phrase
        phrase.name = _title_dots(name_tokens)
        if first == stream.first:
            phrase.epithet = _epithet(stream)
        phrase.end = stream.pos
        return phrase
    # quantity "of": "3 of the apples", "all of her money", "half of them"
    mark = stream.mark()
    lead = NounPhrase(first, first)
    if low in _QUANTIFIERS and stream.low(1) == "of":
        stream.pos += 2
        phrase.quantity = low
        if low == "half":
            phrase.value = Fraction(1, 2)
    elif low == "half" and stream.low(1) in ("the", *_POSSESSIVES):
        stream.pos += 1  # "half her daisies", "half the cake": "half of", its "of" unsaid
        phrase.quantity = low
        phrase.value = Fraction(1, 2)
    elif _number_lead(stream, lead) and stream.consume(("of",)):
        phrase.quantity = "number"
        phrase.value, phrase.percent, phrase.number_first = (
            lead.value,
            lead.percent,
            lead.number_first,
        )
        phrase.fraction = lead.fraction
        if lead.money is not None:
            stream.reset(mark)
            phrase.quantity = None
            phrase.value = None
    else:
        stream.reset(mark)
    if phrase.quantity is not None:
        inner = _what_is_left(stream) or read_noun_phrase(stream)
        if inner is None:
            stream.reset(first)
            return None
        phrase.of = inner
        phrase.end = stream.pos
        return phrase
    # "a few", "a couple of", "a lot of": a vague amount
    if low == "a" and stream.low(1) in (
        "few",
        "couple",
        "lot",
        "lots",
        "bunch",
        "handful",
        "number",
    ):
        stream.pos += 2
        stream.consume(("of",))
        phrase.det = "some"
        if not _rest(stream, phrase):
            phrase.end = stream.pos
            return phrase
        phrase.end = stream.pos
        return phrase
    # "a third", "a quarter": a fraction, never one of something
    if low in ("a", "an") and stream.low(1) in (
        "half",
        "third",
        "quarter",
        "fourth",
        "fifth",
        "sixth",
        "tenth",
    ):
        mark = stream.mark()
        if _number_lead(stream, phrase):
            if not _rest(stream, phrase):
                phrase.end = stream.pos
                return phrase
            phrase.end = stream.pos
            return phrase
        stream.reset(mark)
    # lead: determiner, possessive or number
    if low in _POSSESSIVES:
        stream.pos += 1
        phrase.owner = low
    elif low in ("a", "an") and (tender := _tender_ahead(stream)) is not None:
        # "a 20-dollar bill", "a twenty-dollar bill", "a one hundred dollar bill": a bill
        # of that much, as "a $20 bill"
        phrase.det = low
        phrase.number_first = first + 1
        stream.pos, phrase.value, phrase.money = tender
    elif low in ("a", "an") and _number_ahead(stream):
        stream.pos += 1
        phrase.det = low
        if stream.low(1) != "-":
            # "a $20 bill", "a 5 pound bag": the number is the thing's measure
            _number_lead(stream, phrase)
        # else "a 120-page book": the number-unit modifier is read with the head
    elif low in _DETERMINERS:
        stream.pos += 1
        phrase.det = low
    if phrase.value is None and phrase.det not in ("a", "an"):
        _number_lead(stream, phrase)  # ("her 4 grandchildren": an owner and a count)
        if phrase.owner == "her" and phrase.fraction and stream.check(("of",)):
            # "gives her one-third of his pencils": "her" is whom, the share is its own phrase
            stream.reset(first)
            stream.pos += 1
            return NounPhrase(first, stream.pos, pronoun="her")
    if (
        phrase.value is not None
        and stream.low() == "total"
        and stream.peek(1) is not None
        and stream.peek(1).text.isalpha()  # type: ignore[union-attr]
        and stream.low(1) not in _stops()
    ):
        stream.pos += 1  # "60 total vehicles": 60 vehicles in all
        phrase.total = True
    combined = stream.low() == "combined" and stream.low(1) == "total"
    if (
        phrase.det in ("a", "an", "the")
        and stream.low(int(combined)) == "total"
        and stream.low(int(combined) + 1) == "of"
    ):
        # "a total of 103 kilograms", "a combined total of $76": the amount after "of"
        stream.pos += 2 + int(combined)
        inner = read_noun_phrase(stream)
        if inner is not None and inner.value is not None:
            inner.first = first
            inner.end = stream.pos
            inner.total = True
            return inner
        stream.reset(first)
        return None
    if phrase.money is not None and stream.check(("worth",)) and stream.low(1) == "of":
        # "$30 worth of candy": the money, and what it buys
        mark = stream.mark()
        stream.pos += 2
        inner = read_noun_phrase(stream)
        if inner is not None and inner.value is None and inner.head is not None:
            phrase.worth = inner
            phrase.end = stream.pos
            return phrase
        stream.reset(mark)
    if phrase.money is not None and stream.check(("in",)) and _goods_after_in(stream):
        # "She buys $25 in socks": the money's worth of socks, as "$25 worth of socks"
        mark = stream.mark()
        stream.pos += 1
        inner = read_noun_phrase(stream)
        if inner is not None and inner.value is None and inner.det is None and inner.head:
            phrase.worth = inner
            phrase.end = stream.pos
            return phrase
        stream.reset(mark)
    if not _rest(stream, phrase):
        if phrase.det in ("some", "several") and phrase.value is None:
            phrase.end = stream.pos
            return phrase  # "gave her some": the unit is implicit
        if phrase.value is not None and phrase.number_first is not None:
            phrase.end = stream.pos
            return phrase  # "$5", "3 more", "12" with the unit implicit
        stream.reset(first)
        return None
    if not allow_bare and phrase.det is None and phrase.owner is None and phrase.value is None:
        stream.reset(first)
        return None
    _compound(stream, phrase)
    _apposition(stream, phrase)
    _beside(stream, phrase)
    phrase.end = stream.pos
    owned = _owned_by(stream, phrase)
    return owned if owned is not None else phrase


_LEFT_WORDS: Final = frozenset({"left", "remaining"})
_AFTER_REMAINING: Final = frozenset(
    {",", ".", "to", "on", "for", "with", "and", "in", "at", "into", "among", "between", "?"}
)


def _goods_after_in(stream: Stream) -> bool:
    """Whether "in" after money names goods ("$25 in socks"), not a place, a time, a sum
    or coins ("in all", "in change", "in quarters", "in 3 days", "in the store")."""
    word = stream.low(1)
    return (
        _wordish(word)
        and word not in _stops()
        and word not in words("money_noun")
        and word not in ("change", "cash", "coins", "bills", "tips", "taxes", "savings")
        and unit_table().lookup(word) is None
        and singular(word) != word
    )


HELD_NOW: Final = "held-now"
"""The modifier of the phrase "what she has" is read as: all she holds now ("her it")."""
_HOLDER_OF: Final = {"he": "his", "she": "her", "they": "their", "it": "its"}
"""The possessive of a subject pronoun, for "what she has" (her holding)."""


def _what_is_left(stream: Stream) -> NounPhrase | None:
    """left := "what" ("is" | "was") LEFT | "what" PRONOUN ("has" | "had") LEFT
              | "what" ("remains" | "remained") | "what" PRONOUN "has"

    "half of what is left", "a quarter of what she has left": the rest, read as "the rest"
    is; ``None`` (nothing read) otherwise."""
    first = stream.pos
    if (
        stream.low() in ("the", "what")
        and stream.low(1) == "remaining"
        and (stream.peek(2) is None or stream.low(2) in _AFTER_REMAINING)
    ):
        stream.pos += 2  # ("3/4 of the remaining to her cousin")
        return NounPhrase(first, stream.pos, det="the", head="rest")
    if (
        stream.low() in ("the", *_POSSESSIVES)
        and stream.low(1) in ("remaining", "leftover")
        and _wordish(stream.low(2))
    ):
        # "half of the remaining apples", "a third of his remaining money": the apples (his
        # money) left, which the statement rules read as a part of the rest
        stream.pos += 2
        np = read_noun_phrase(stream)
        if np is None or np.head is None or np.det or np.owner or np.value is not None:
            stream.reset(first)
            return None
        lead = stream.tokens[first].low
        np.first = first
        np.mods = (stream.tokens[first + 1].low, *np.mods)
        if lead == "the":
            np.det = "the"
        else:
            np.owner = lead
        return np
    if stream.low() != "what":
        return None
    if stream.low(1) in ("is", "was", "has") and stream.low(2) in _LEFT_WORDS:
        # ("what's left": the contraction is read as "has" before a participle)
        length = 3
    elif stream.low(1) in ("remains", "remained"):
        length = 2
    elif (
        stream.low(1) in PRONOUNS
        and stream.low(2) in ("has", "had")
        and stream.low(3) in _LEFT_WORDS
    ):
        length = 4
    elif stream.low(1) in _HOLDER_OF and stream.low(2) == "has":
        # "a quarter of what she has": all she holds now, changed or not; her holding of
        # the unit last spoken of, read as "them" of hers (no "rest" of anything taken)
        stream.pos += 3
        return NounPhrase(
            first,
            stream.pos,
            pronoun="it",
            owner=_HOLDER_OF[stream.tokens[first + 1].low],
            mods=(HELD_NOW,),
        )
    else:
        return None
    stream.pos += length
    return NounPhrase(first, stream.pos, det="the", head="rest")


def _owned_by(stream: Stream, owner: NounPhrase) -> NounPhrase | None:
    """ "the aquarium's tank", "The Green family's trip", "his sister's birthday": a thing,
    group or person that owns the head; ``None`` (nothing read) unless a plain "the X" or a
    possessive's "his X" is followed by "'s" and a noun ("the farmers' market": a plural's
    lone apostrophe)."""
    if (
        not (
            stream.check(("'s",))
            or (stream.check(("'",)) and owner.head is not None and owner.head.endswith("s"))
        )
        or (owner.det not in ("the", "this", "that") and owner.owner not in _POSSESSIVES)
        or owner.value is not None
        or owner.of is not None
        or owner.head is None
        or owner.name is not None
    ):
        return None
    mark = stream.mark()
    stream.pos += 1
    owned = NounPhrase(owner.first, owner.first)
    if not _head_words(stream, owned):
        stream.reset(mark)
        return None
    owned.owner_phrase = owner
    owned.end = stream.pos
    return owned


def _beside(stream: Stream, phrase: NounPhrase) -> None:
    """ "A building next to it", "the house next to the school", "the restaurant across the
    street": where a thing is, which names it no more than its head does; read as part of
    the phrase (a thing only, with no number)."""
    if phrase.value is not None or phrase.head is None or phrase.det not in ("a", "an", "the"):
        return
    if stream.check(("next",)) and stream.check(("to",), 1):
        skip = 2
    elif stream.check(_WHERE_PREPOSITIONS) and stream.check(("the",), 1):
        skip = 1  # "the restaurant across the street", "a shop down the road"
    else:
        return
    mark = stream.mark()
    stream.pos += skip
    where = read_noun_phrase(stream)
    if (
        where is None
        or where.value is not None
        or where.quantity is not None
        or (skip == 1 and where.head not in _WHERE_NOUNS)
    ):
        stream.reset(mark)


_WHERE_PREPOSITIONS: Final = frozenset({"across", "down", "up", "around"})
_WHERE_NOUNS: Final = frozenset({"street", "road", "block", "hall", "corner", "way", "river"})


def _epithet(stream: Stream) -> str | None:
    """epithet := NAME "the" WORD [WORD] [WORD] VERB      "Penelope the pig eats 20 pounds"

    What a name that opens a sentence is called ("Sam the butcher", "Smaug the dragon")
    is part of the name's phrase, and returned; read past only when a verb of the clause
    follows it, and the words between are no number and no verb."""
    if stream.low() != "the":
        return None
    for k in range(2, 5):
        low = stream.low(k)
        form = any_verb_form(low)
        if form is not None and form.tense in ("present", "past"):
            break
        if not low.isalpha() or low in words("number_word") or low in _stops():
            return None
    else:
        return None
    between = [stream.low(j) for j in range(1, k)]
    if any(
        (form := any_verb_form(word)) is not None and form.tense in ("present", "past")
        for word in between
    ):
        return None
    stream.pos += k
    return " ".join(between)


def _apposition(stream: Stream, phrase: NounPhrase) -> None:
    """ "his brother Andre", "her friend Lily": a relative's name is who the phrase means.

    With commas ("as his sister, Mina.", "His sister, Mina, has 4") only where the name
    ends the sentence or is closed by a second comma: "to his sister, Mina and Mia" is a
    list, "to his sister, Mina gave 3" another clause."""
    if (
        phrase.value is not None
        or phrase.head not in words("person_noun")
        or (phrase.owner is None and phrase.det not in ("the", "a", "an"))
    ):
        return
    comma = stream.check((",",)) and phrase.owner is not None
    at = stream.pos + 1 if comma else stream.pos
    token = stream.tokens[at] if at < stream.end else None
    if token is None or not token.text[:1].isupper() or (token.low in _stops() and not comma):
        return
    mark = stream.mark()
    stream.pos = at
    count = _name_run(stream)
    if not count or (not comma and name_gender(token.low) is None and pos_of(token.low)):
        # (set off by commas after "his cousin", a capitalized word is his name, whatever
        # else it may spell: "his cousin, Rover", "her brother, Will")
        stream.reset(mark)
        return
    after = at + count
    if comma and not (after == stream.end or stream.tokens[after].low == ","):
        stream.reset(mark)
        return
    phrase.name = _title_dots(stream.tokens[at:after])
    stream.pos = after
    if comma and after < stream.end:
        stream.pos += 1  # (the closing comma)


def _compound(stream: Stream, phrase: NounPhrase) -> None:
    """ "4 hours and 15 minutes", "5 feet 6 inches", "2 dollars and 50 cents": one amount
    ("4 kilograms of flour and 2 pounds of butter" is two: a measure "of" something is whole)."""
    if phrase.value is None or phrase.head is None or phrase.of is not None:
        return
    table = unit_table()
    unit = table.lookup(phrase.head)
    if unit is None:
        return
    while True:
        mark = stream.mark()
        stream.consume(("and", ","))
        token = stream.peek()
        if token is None or (
            not token.text[:1].isdigit() and token.low not in words("number_word")
        ):
            stream.reset(mark)
            return
        number = read_cardinal(stream)
        head = stream.low()
        other = table.lookup(head) if number is not None else None
        if (
            number is None
            or other is None
            or other.dimension != unit.dimension
            or other is unit
            or (unit.dimension == "money" and (_coin(unit.name, head) or _coin(other.name, head)))
        ):  # ("3 quarters and 2 dimes": coins are counted, each kind its own amount)
            stream.reset(mark)
            return
        stream.pos += 1
        phrase.plus = (*phrase.plus, (number.value, head))


def _coin(name: str, word: str) -> bool:
    """Whether the units pack's money unit ``name`` is a coin ("quarter", "dime"), counted as
    coins, rather than a dollar or a cent (a "penny" word counts pennies too)."""
    return name not in ("dollar", "cent") or word in ("penny", "pennies")


_BILL_UNITS: Final = {"dollar": "dollars", "dollars": "dollars", "cent": "cents"}


def _tender_ahead(stream: Stream) -> tuple[int, Value, str] | None:
    """tender := ("a" | "an") (NUMBER ["-"] | NUMBER_WORD "-") ("dollar" | "cent") TENDER

    "a 20-dollar bill", "a twenty-dollar bill", "a one hundred dollar bill": where the
    tender noun starts, and how much money the bill is; ``None`` for anything else (a
    "$20 bill" and "a 100 dollar bill" are read as money already)."""
    mark = stream.mark()
    stream.pos += 1
    word = stream.low()
    found: tuple[int, Value, str] | None = None
    head, dash, unit = word.rpartition("-")
    if dash and unit in _BILL_UNITS and head:
        sub = tokenize(head.replace("-", " "))
        number = read_cardinal(Stream(sub, 0, len(sub)))
        if number is not None and number.end == len(sub) and stream.low(1) in words("tender_noun"):
            found = (stream.pos + 1, number.value, _BILL_UNITS[unit])
    else:
        number = read_cardinal(stream)
        if number is not None:
            stream.consume(("-",))
            money = _BILL_UNITS.get(stream.low())
            if money is not None and stream.low(1) in words("tender_noun"):
                found = (stream.pos + 1, number.value, money)
    stream.reset(mark)
    return found


def _number_ahead(stream: Stream) -> bool:
    """ "a 120-page book", "a $5 bill": a number right after the article."""
    token = stream.peek(1)
    return token is not None and (token.text[:1].isdigit() or token.low == "$")


def _title_dots(tokens: list) -> str:  # type: ignore[type-arg]
    parts: list[str] = []
    for t in tokens:
        if t.low == "." and parts:
            parts[-1] += "."
        else:
            parts.append(t.text)
    return " ".join(parts)


def _rest(stream: Stream, phrase: NounPhrase) -> bool:
    """["more"] [group] modifier* head ["of" noun_phrase]; False when there is no head."""
    if stream.consume(("more", "extra", "additional", "other")):
        phrase.more = True
    if (
        stream.low() in ("dozen", "pair", "score", "gross")
        and phrase.value is None
        and phrase.det in ("a", "an", "one")
    ):
        phrase.value = 1  # "a dozen pencils": one dozen of them, as "2 dozen" is two
        phrase.number_first = stream.pos - 1
    if stream.low() in _GROUP_UNITS and phrase.value is not None:
        mark = stream.mark()
        group = stream.read().low
        stream.consume(("of",))
        # "half a dozen", "1/4 of a dozen": a count of dozens, no share of a holding
        if _head_words(stream, phrase):
            phrase.group, phrase.fraction = group, False
            return True
        stream.reset(mark)
        if not _wordish(stream.low(1)) or stream.low(1) in _stops():
            # "Sue buys 1 dozen.", "he sells 4 dozens": so many dozen of what the text
            # counts, never a count of things called dozens
            stream.pos += 1
            phrase.group, phrase.fraction = group, False
            return False
    if not _head_words(stream, phrase):
        return False
    if stream.low() == "of" and phrase.of is None:
        mark = stream.mark()
        stream.pos += 1
        inner = read_noun_phrase(stream)
        if inner is not None and inner.name is None and inner.pronoun is None:
            phrase.of = inner
        elif (
            phrase.head is not None
            and phrase.value is not None
            and (found := unit_table().lookup(phrase.head)) is not None
            and found.dimension == "time"
            and gerund_form(stream.low()) is not None
        ):
            # "40 minutes of tutoring": the time of an activity (read by the "do" reader)
            phrase.of = NounPhrase(stream.pos, stream.pos + 1, head=stream.read().low)
        else:
            stream.reset(mark)
    elif stream.low() == "with" and _one_holding(phrase):
        # "a farm with 40 cows", "a book with 95 pages": one thing and what is in it, as
        # "a farm of 40 cows" says ("5 boxes with 8 cards": 8 in all, or in each? not read)
        mark = stream.mark()
        stream.pos += 1
        inner = read_noun_phrase(stream)
        if (
            inner is not None
            and inner.value is not None
            and inner.head is not None
            and inner.det is None
            and inner.owner is None
            and inner.money is None
            and inner.of is None
            and not inner.percent
            and not inner.fraction
        ):
            phrase.of = inner
        else:
            stream.reset(mark)
    return True


def _one_holding(phrase: NounPhrase) -> bool:
    """Whether the phrase is one thing that may hold others: "a farm", "one box"."""
    return (
        phrase.det in ("a", "an", "one")
        and phrase.value is None
        and phrase.of is None
        and phrase.head is not None
        and phrase.head not in words("person_noun")
        and not phrase.mods
    )


def _time_word(word: str) -> bool:
    """A unit of time or a day's name ("week", "month", "monday", "night")."""
    found = unit_table().lookup(word)
    return (
        (found is not None and found.dimension in ("time", "calendar"))
        or word in words("time_unit_day")
        or word in ("night", "morning", "evening", "afternoon", "weekend", "summer", "winter")
    )


def _after_many(stream: Stream, phrase: NounPhrase) -> bool:
    """ "How many chocolate bars": a phrase counted by "many" is plural, as "4 ..." is."""
    return (
        phrase.value is None
        and phrase.first > 0
        and stream.tokens[phrase.first - 1].low in ("many", "more", "fewer")
    )


_MEASURE_ADJECTIVES: Final = frozenset({"old", "long", "tall", "high", "wide", "deep"})


_KIN_ADJECTIVES: Final = frozenset({"older", "younger", "elder", "oldest", "youngest", "eldest"})


def _adjective_here(stream: Stream, phrase: NounPhrase, taken: list[str]) -> bool:
    """ "the old car", "his long trip", "2 old cars": right after a determiner, owner or
    number and before a noun, a measure adjective modifies the noun ("12 years old" has its
    unit first, and stops before it)."""
    if (
        not taken
        and stream.low() in _KIN_ADJECTIVES
        and stream.low(1) in words("person_noun")
        and (phrase.det is not None or phrase.owner is not None)
    ):
        return True  # "his older brother", "the youngest daughter": which one, not a comparison
    return (
        not taken
        and stream.low() in _MEASURE_ADJECTIVES
        and (
            phrase.det in ("the", "a", "an", "his", "her", "their")
            or phrase.owner is not None
            or phrase.value is not None
        )
        and _wordish(stream.low(1))
        and stream.low(1) not in _stops()
        and can_be_noun(stream.low(1))
    )


_BEFORE_MONTH: Final = frozenset(
    {"in", "of", "during", "since", "until", "by", "before", "after", "through", "from", "to"}
    | {"last", "next", "this", "every", "early", "late", "mid", "each"}
)


def _month_may(stream: Stream) -> bool:
    """ "in May", "last May": the month, not the auxiliary (which is never capitalized
    inside a sentence, nor stands after a preposition)."""
    return (
        stream.peek() is not None
        and stream.tokens[stream.pos].text == "May"
        and stream.pos > 0
        and stream.tokens[stream.pos - 1].low in _BEFORE_MONTH
    )


_VAGUE_AFTER_WORD: Final = frozenset({"few", "many", "plenty"})
"""Words of a vague amount that may follow a word of their own after "a" ("a fair few")."""
_KIND_OF_DAY: Final = frozenset({"school", "work", "working", "business", "calendar"})
"""Unit modifiers that name a kind of day or week, which "a school day is ..." describes."""


def _head_words(stream: Stream, phrase: NounPhrase) -> bool:
    lead = phrase.det is not None or phrase.owner is not None or phrase.value is not None
    taken: list[str] = []
    stops = _stops()
    while True:
        token = stream.peek()
        if token is None:
            break
        text = token.text
        # "120-page", "3-hour", "5-pound": a number-unit modifier
        if text[:1].isdigit() and stream.low(1) == "-" and _wordish(stream.low(2)):
            if phrase.measure is None and not taken:
                number = read_cardinal(stream)
                assert number is not None
                stream.pos += 1
                phrase.measure = (number.value, stream.read().low)
                continue
            break
        if not _wordish(text):
            break
        low = token.low
        if taken and low in _VAGUE_AFTER_WORD and phrase.det in ("a", "an"):
            # "a fair few eggs", "a great many eggs": no number ("a parking lot" is a lot)
            stream.fail(
                "unsupported_sentence",
                "amount.vague",
                f"'{phrase.det} {' '.join(taken)} {low}' is no number",
                stream.pos - len(taken) - 1,
            )
        if not taken and _month_may(stream):
            taken.append(low)
            stream.pos += 1
            break
        if (
            low in stops
            and not (low in ("dozen",) and taken)
            and not _adjective_here(stream, phrase, taken)
        ):
            break
        if (
            not taken
            and low in ("last", "next", "this", "that", "every", "each")
            and _time_word(stream.low(1))
        ):
            break  # "ate 3 last week": a number, then when; not "3 weeks"
        if taken and low == "next" and stream.low(1) == "to":
            break  # "a building next to it": where it is, after its head
        if taken and text[:1].isupper() and not stream.tokens[stream.pos - 1].text[:1].isupper():
            break
        counted = (
            ((type(phrase.value) is int and phrase.value > 1) or _after_many(stream, phrase))
            and taken
            and not taken[-1].endswith("s")
        )
        if counted and low.endswith("s") and (verb_form(low) is None or can_be_noun(low)):
            pass  # "4 candy bars", "18 tomato plants": a count of more than one needs a
            # plural head, and a verb after it would not end in -s
        elif (
            not taken
            and (phrase.owner is not None or phrase.det in _NOUN_DETERMINERS)
            and phrase.value is None
        ):
            pass  # right after "the" or "his" no verb can stand: "the bake sale", "his paint"
        elif (
            not taken
            and phrase.value is not None
            and low not in words("left_word")
            and (form := verb_form(low)) is not None
            and form.tense in ("past", "present")
            and not can_be_noun(low)
        ):
            break  # "11 more arrived", "5 joined": a count, then its verb
        elif (
            not taken
            and type(phrase.value) is int
            and phrase.value > 1
            and (form := verb_form(low)) is not None
            and form.tense in ("base", "present")
            and singular(low) == low
            and stream.low(1) in _PARTICLES_AFTER_COUNT
        ):
            break  # "6 fly away": a count of more than one, then a verb (no noun is "6 fly")
        elif taken and unit_table().lookup(taken[-1]) is not None and gerund_form(low) is not None:
            break  # "30 minutes reading": what the time is spent doing, not what is counted
        elif taken and verb_form(low) is not None and stream.check(("$",), 1):
            break  # a verb before a price: "a pair of sneakers costs $54", "gas costs $3"
        elif (
            taken
            and _number_next(stream)
            and (verb_form(low) is not None or activity_form(low, True) is not None)
        ):
            break  # a verb before its amount: "a van goes 50 miles per hour"
        elif (
            taken
            and low in TO_VERBS
            and stream.low(1) == "to"
            and (verb_form(stream.low(2)) is not None or activity_form(stream.low(2), True))
        ):
            break  # "the family wants to buy", "a shop needs to ship": no "family wants"
        elif _is_verb_here(taken[-1] if taken else None, low, stream.low(1)) and not (
            taken
            and stream.low(1) in (",", "")
            and _plain_form(low)
            and (phrase.value is None or singular(taken[-1]) == taken[-1])
            and not _after_inverted_aux(stream, phrase.first)
        ):
            break  # (a word then a comma ends the phrase as a noun: "the farmers market,";
            # but "6 chefs leave.": a counted plural, then its verb)
        if (
            not taken
            and not lead
            and (verb_form(low) is not None or "VERB" in pos_of(low))
            and "NOUN" not in pos_of(low)
            and not (low.endswith("ing") and _plural(stream.low(1)))
            and not (
                "ADJ" in pos_of(low)
                and low.endswith(("en", "ed"))
                and can_be_noun(stream.low(1))
                and verb_form(stream.low(1)) is None
            )  # ("of frozen peas": a participle before its noun is an adjective)
            and not (
                _after_many(stream, phrase)
                and low.endswith(("ed", "en"))
                and can_be_noun(stream.low(1))
                and verb_form(stream.low(1)) is None
            )  # ("as many stuffed animals": no verb stands right after "many")
        ):
            break  # a bare verb ("and bought 5"), not a noun phrase ("trading cards" is one)
        taken.append(low)
        stream.pos += 1
    if not taken:
        return False
    phrase.mods = tuple(taken[:-1])
    phrase.head = taken[-1]
    if phrase.mods and unit_table().lookup(phrase.head) is not None:
        changed = next((m for m in phrase.mods if m in words("unit_modifier")), None)
        if changed is not None and (
            phrase.value is not None or (phrase.det in ("a", "an") and changed not in _KIND_OF_DAY)
        ):  # (an amount of it; "A school day is 6 hours long" names a day, no amount)
            # "12 square yards", "2 metric tons", "3 nautical miles", "2 quarter hours", "2
            # work weeks": another unit than the pack's, which the reader would misread as it
            stream.fail(
                "unsupported_sentence",
                "unit.modified",
                f"'{changed} {phrase.head}' is another unit than {phrase.head}",
                stream.pos - 1 - len(phrase.mods),
            )
    return True

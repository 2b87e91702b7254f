"""Clause structure: a subject, a verb group, and the parts of the predicate.

- clause     := subject verb_group part*
- subject    := "there" | noun_phrase ("and" noun_phrase)*
- verb_group := AUX* ["not"] [("going" | INTENT | DECIDE) "to"] VERB
- part       := noun_phrase                          an object
              | PREP noun_phrase                      "to Ben", "for $5", "in the park"
              | compare                               "3 more than Tom", "twice as many as Tom"
              | per                                   "an hour", "per day", "each week"
              | ADVERB | PARTICLE | "each" | "more" | "left"

Parts are read without interpretation; the statement rules take the parts
their frame needs and mark them used. A part no rule used is an unread
piece of the sentence, and the clause is refused there: the reader accounts
for every word or refuses.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Final

from generate._nouns import singular
from generate._read.clock import read_clock_range
from generate._read.lexicon import (
    DECIDE_VERBS,
    INTENT_VERBS,
    NEED_VERBS,
    UNDONE_VERBS,
    VerbForm,
    VerbFrame,
    activity_form,
    any_verb_form,
    can_be_noun,
    comparatives,
    gerund_form,
    is_participle,
    is_person_noun,
    phrasal_frame,
    pos_of,
    verb_form,
    words,
)
from generate._read.numbers import (
    Number,
    read_cardinal,
    read_fraction,
    read_multiplier,
    read_percent,
)
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import unit_table

__all__ = [
    "ATTRIBUTE_DIMENSIONS",
    "ATTRIBUTE_WORDS",
    "BOUNDARIES",
    "COMPARATIVE_ATTRIBUTES",
    "Clause",
    "Compare",
    "Part",
    "VerbGroup",
    "clause_starts",
    "read_clause_parts",
    "read_per",
    "read_subject",
    "read_verb_group",
    "time_phrase",
    "timed_clause_starts",
]

Value = int | Fraction

BOUNDARIES: Final = frozenset({"and", "but", "then", ",", ";", "so", "while", "until", "because"})
_PREPS: Final = frozenset(
    {
        "than",
        "to",
        "from",
        "for",
        "worth",
        "at",
        "in",
        "on",
        "with",
        "by",
        "into",
        "during",
        "after",
        "before",
        "over",
        "within",
        "per",
        "among",
        "between",
        "onto",
        "inside",
        "under",
        "near",
        "through",
        "across",
        "around",
        "of",
        "off",
        "without",
    }
)
_PARTICLES: Final = frozenset(
    {"away", "back", "up", "out", "off", "over", "down", "around", "aside", "go"}
)
_FILLER: Final = frozenset(
    {
        "also",
        "then",
        "now",
        "just",
        "already",
        "still",
        "too",
        "again",
        "finally",
        "later",
        "first",
        "afterwards",
        "afterward",
        "eventually",
        "immediately",
        "soon",
        "meanwhile",
        "currently",
        "initially",
        "originally",
        "today",
        "altogether",
        "overall",
        "actually",
        "really",
        "even",
        "instead",
        "additionally",
        "only",
        "exactly",
        "right",
        "together",
        "yesterday",
        "recently",
        "usually",
        "normally",
        "typically",
        "always",
        "all",
        "both",
        "tonight",
        "tomorrow",
        "anymore",
        "total",
        "combined",
        "respectively",
        "separately",
        "equally",
        "evenly",
    }
)
_ADVERBS_IN_VERB: Final = frozenset(
    {
        "also",
        "then",
        "only",
        "just",
        "still",
        "already",
        "finally",
        "usually",
        "now",
        "later",
        "again",
        "normally",
        "typically",
        "always",
        "often",
        "regularly",
        "sometimes",
        "rarely",
        "actually",
        "really",
        "initially",
        "originally",
        "eventually",
        "immediately",
        "first",
        "each",
        "both",
        "all",
        "currently",
        "recently",
        "even",
        "soon",
        "easily",
        "quickly",
        "together",
    }
)
_FUTURE_AUX: Final = frozenset({"will", "shall", "'ll"})
_HYPOTHETICAL_AUX: Final = frozenset({"would", "could", "might", "may", "should"})


@dataclass(slots=True)
class VerbGroup:
    """The verb of a clause and how the clause holds it."""

    frame: VerbFrame | None
    lemma: str
    first: int
    end: int
    future: bool = False
    hypothetical: bool = False
    negated: bool = False
    intent: bool = False
    need: bool = False
    ability: bool = False
    passive: bool = False
    be: bool = False
    past: bool = False
    gerund: bool = False


@dataclass(slots=True)
class Compare:
    """ "3 more than Tom", "5 fewer apples than", "twice as many as Tom", "half as much as"."""

    kind: str  # "more" | "fewer" | "times"
    value: Value
    unit_phrase: NounPhrase | None
    other: NounPhrase | None
    """What is compared with; ``None`` for "half as many" with no "as ...": the amount
    just spoken of."""
    first: int
    end: int
    money: str | None = None
    attribute: str | None = None
    """What an adjective compares ("older": "age"); labels both quantities."""
    offset: tuple[str, Value, str | None, NounPhrase | None] | None = None
    """ "2 more than three times as many": ("more", 2, money, unit phrase) added to the multiple."""
    other_verb: str | None = None
    """The other's own verb after it ("as Ben does", "than Ben had"): its time."""
    other_event: str | None = None
    """The event group of a full verb the other takes ("the number of cups Ann broke"): it must
    be the clause's own event to be compared with."""
    other_when: str | None = None
    """The time compared with ("twice as many as yesterday"): the amount just read must be
    the one told at that time."""
    own_kind: bool = False
    """The other is a kind of the subject's own, named with no unit compared ("four times
    the number of chickens"): only an offset's unit says what the multiple counts."""
    other_self: NounPhrase | None = None
    """The pronoun of "as many as he bought on Monday": it must be the clause's own
    subject, whose amount at ``other_when`` is compared with."""
    than_that: bool = False
    """ "8 more than that": compared with the amount just told, said so (``other`` is
    ``None``), so "more" is a comparison, not another 8."""


@dataclass(slots=True)
class Part:
    """One piece of a predicate; ``used`` once a statement rule has read it."""

    kind: str  # "object" | "pp" | "compare" | "per" | "word"
    first: int
    end: int
    np: NounPhrase | None = None
    prep: str | None = None
    word: str | None = None
    compare: Compare | None = None
    relative: tuple[VerbGroup, list[Part]] | None = None
    """A relative clause about ``np``: its verb group and parts."""
    times: Value | None = None
    """How many times per ``word`` a "freq" part says ("3 times a week": 3, "weeks")."""
    terms: tuple[int, ...] = ()
    """The terms of a "ratio" part, in the order told ("in the ratio 2:5": 2, 5)."""
    used: bool = False


@dataclass(slots=True)
class Clause:
    """One clause: subject phrase(s), verb group and parts, over tokens ``[first, end)``."""

    subjects: list[NounPhrase]
    there: bool
    verb: VerbGroup
    parts: list[Part] = field(default_factory=list)
    first: int = 0
    end: int = 0
    object_times: dict[int, str] = field(default_factory=dict)
    """Each object's own time when every object has one ("7 in the morning and 9 at noon")."""

    def take(
        self,
        kind: str,
        prep: str | tuple[str, ...] | None = None,
        word: str | tuple[str, ...] | None = None,
    ) -> Part | None:
        """The first unused part of ``kind`` (with that preposition or word); marks it used."""
        preps = (prep,) if isinstance(prep, str) else prep
        words_ = (word,) if isinstance(word, str) else word
        for part in self.parts:
            if part.used or part.kind != kind:
                continue
            if preps is not None and part.prep not in preps:
                continue
            if words_ is not None and part.word not in words_:
                continue
            part.used = True
            return part
        return None

    def take_all(self, kind: str) -> list[Part]:
        """Every unused part of ``kind``, marked used."""
        out = [p for p in self.parts if not p.used and p.kind == kind]
        for p in out:
            p.used = True
        return out

    def has(
        self, kind: str, prep: str | None = None, word: str | tuple[str, ...] | None = None
    ) -> bool:
        """Whether an unused part of ``kind`` is there (without using it)."""
        words_ = (word,) if isinstance(word, str) else word
        return any(
            not p.used
            and p.kind == kind
            and (prep is None or p.prep == prep)
            and (words_ is None or p.word in words_)
            for p in self.parts
        )

    def unused(self) -> list[Part]:
        """Parts no rule read, in order."""
        return [p for p in self.parts if not p.used]


def read_subject(stream: Stream) -> tuple[list[NounPhrase], bool]:
    """subject := "there" BE | noun_phrase (("and" | ",") noun_phrase)*.

    Returns the phrases and whether the subject is the existential "there".
    """
    if stream.check(("there",)) and stream.check(words("be") | {"will", "would", "used"}, 1):
        stream.pos += 1
        return [], True
    start = stream.pos
    total = stream.check(("the",)) and stream.low(1) == "total" and stream.low(2) == "number"
    if total:
        stream.pos += 2  # ("The total number of dogs at the shelter is 200": the number)
    first = read_noun_phrase(stream)
    if first is None:
        stream.reset(start)
        return [], False
    if total:
        first = replace(first, first=start, det="the", mods=("total", *first.mods))
    if first.name is not None and stream.check((",",)) and stream.low(1) in ("a", "an", "the"):
        # "Juniper, the Irish Setter, has 4 bones": who the name is, between commas
        mark = stream.mark()
        stream.pos += 1
        role = read_noun_phrase(stream)
        if (
            role is None
            or role.value is not None
            or role.quantity is not None
            or not stream.consume((",",))
            or read_verb_group(Stream(stream.tokens, stream.pos, stream.end)) is None
        ):
            stream.reset(mark)
        elif role.head is not None:
            first = replace(first, epithet=role.words)  # (one name, two roles, refuses)
    if (
        first.value is not None
        and first.head is None
        and first.det in ("the", "all")
        and stream.check(("of",))
        and stream.check(("them",), 1)
    ):
        stream.pos += 2  # "the three of them", "all 3 of them": the three
        first = replace(first, det="the", end=stream.pos)
    subjects = [first]
    while stream.check(("and", ",")):
        mark = stream.mark()
        stream.pos += 1
        stream.consume(("and",))
        other = read_noun_phrase(stream)
        if (
            other is None
            or (other.name is None and first.name is not None and not _one_relative(other))
            or (other.value is not None and not _counts_moving(stream, first, other))
        ):
            stream.reset(mark)
            break
        subjects.append(other)
    _place_of_subject(stream, subjects)
    return subjects, False


def _one_relative(np: NounPhrase) -> bool:
    """ "his wife", "her brother": one person a possessive names, who may stand in a list
    with a name ("Tom and his wife"); "his friends", "her two friends" are groups no list
    of names counts, and are not read so."""
    return (
        np.owner in words("possessive")
        and np.value is None
        and np.of is None
        and np.head is not None
        and np.head in words("person_noun")
        and singular(np.head) == np.head
        and np.head not in ("family", "team", "class", "group", "club", "crew")
    )


def _counts_moving(stream: Stream, first: NounPhrase, other: NounPhrase) -> bool:
    """ "4 boys and 3 girls drop out": counts of two things as the subject of a verb that
    moves them in or out (elsewhere a count after "and" starts another phrase)."""
    if first.value is None or first.head is None or other.head is None:
        return False
    mark = stream.mark()
    verb = read_verb_group(stream)
    stream.reset(mark)
    return verb is not None and verb.frame is not None and verb.frame.cls in ("enter", "exit")


def _place_of_subject(stream: Stream, subjects: list[NounPhrase]) -> None:
    """ "The giraffe at the city zoo is 18 feet tall": where a one-phrase subject is, before
    its verb, says which one; the phrase stays the holder, its place kept on it (``place``)
    for the rules that need it ("The number of guests at the party was 60")."""
    if len(subjects) != 1 or subjects[0].name is not None or subjects[0].pronoun is not None:
        return
    if not stream.check(("at", "in", "on", "from")):
        return
    mark = stream.mark()
    stream.pos += 1
    place = read_noun_phrase(stream)
    if (
        place is None
        or place.value is not None
        or place.quantity is not None
        or (place.det is None and place.name is None and place.owner is None)
        or not (_verb_at(stream, 0) or stream.check(words("be") | words("auxiliary")))
    ):
        stream.reset(mark)
        return
    subjects[0] = replace(subjects[0], place=place)


def _verb_at(stream: Stream, ahead: int) -> bool:
    word = stream.low(ahead)
    return verb_form(word) is not None or activity_form(word, True) is not None


def _participle(word: str) -> VerbForm | None:
    """An unknown verb's participle after "be" ("are torn", "were damaged"): passive."""
    form = activity_form(word, True)
    return form if form is not None and form.tense in ("participle", "past") else None


_SAME_PARTICIPLE: Final = frozenset({"cut", "put", "set", "split", "spread", "shut", "hit"})
"""Verbs whose participle is their plain form ("is cut into 6 pieces")."""


def read_verb_group(stream: Stream, after_aux: bool = False) -> VerbGroup | None:
    """verb_group := AUX* ["not"] [("going" | INTENT | DECIDE | NEED) "to"] VERB."""
    first = stream.pos
    group = VerbGroup(None, "", first, first)
    saw_be = False
    while True:
        low = stream.low()
        nxt = stream.low(1)
        if low in _FUTURE_AUX:
            group.future = True
        elif low in _HYPOTHETICAL_AUX:
            group.hypothetical = True
        elif low == "can":
            group.ability = True
        elif low == "must":
            group.need = True
        elif low in ("did", "do", "does") and (
            _verb_at(stream, 1) or nxt in ("not", "n't", "never") or nxt in _ADVERBS_IN_VERB
        ):
            group.past = group.past or low == "did"  # ("did not buy"; "does 20 sit-ups" is the
            # verb "do" itself)
        elif low in _ADVERBS_IN_VERB:
            pass
        elif low in ("not", "n't", "never"):
            group.negated = True
        elif low in words("be") and nxt == "going" and stream.low(2) == "to":
            stream.pos += 2
            group.future = True
        elif low in INTENT_VERBS and nxt == "to" and _verb_at(stream, 2):
            stream.pos += 1
            group.intent = True
        elif low in NEED_VERBS and nxt == "to" and _verb_at(stream, 2):
            stream.pos += 1
            group.need = True
        elif low in DECIDE_VERBS and nxt == "to" and _verb_at(stream, 2):
            stream.pos += 1
        elif low in UNDONE_VERBS and nxt == "to" and _verb_at(stream, 2):
            stream.pos += 1
            group.hypothetical = True
        elif low == "able" and nxt == "to":
            stream.pos += 1
            group.ability = True
        elif low in words("be") and nxt == "able" and stream.low(2) == "to" and _verb_at(stream, 3):
            # "was able to sell 8": sold 8 (a past it managed); "is able to read 20": can
            if low in ("was", "were"):
                group.past = True
            else:
                group.ability = True
            stream.pos += 2
        elif low in ("has", "have", "had") and _perfect_adverbs(stream):
            group.past = True  # "has already sold": the adverbs, then the participle, come next
        elif (
            low in ("has", "have", "had")
            and (form := verb_form(nxt)) is not None
            and (form.tense in ("participle", "past") or is_participle(nxt))
            and nxt != "had"
            and nxt not in words("left_word")  # "does she have left": remaining
            and form.frame.lemma != "have"
        ) or (low in ("has", "have", "had") and nxt == "been"):
            group.past = True
        elif low in words("be") and low != "'s":
            saw_be = True
            group.past = group.past or low in ("was", "were")
            form = (
                (verb_form(nxt) or _participle(nxt)) if nxt not in words("left_word") else None
            )  # ("are left" is an adjective)
            if (
                form is not None
                and (
                    form.tense in ("participle", "past", "gerund")
                    or (form.tense == "base" and nxt in _SAME_PARTICIPLE)  # "is cut"
                )
                and not (form.tense == "past" and form.frame.lemma in ("have",))
            ):
                stream.pos += 1
                continue
            group.be = True
            group.lemma = "be"
            stream.pos += 1
            group.end = stream.pos
            return group
        else:
            break
        stream.pos += 1
    form = verb_form(stream.low()) or activity_form(stream.low(), after_aux or stream.pos > first)
    if form is None:
        stream.reset(first)
        return None
    stream.pos += 1
    if (
        form.frame.lemma in ("go", "come")
        and stream.check(("and",))
        and (following := verb_form(stream.low(1))) is not None
        and following.tense == form.tense
    ):
        # "He goes and buys groceries", "went and bought": the second verb is what is done
        stream.pos += 2
        form = following
    group.frame = form.frame
    phrasal = phrasal_frame(form.frame.lemma, stream.low())
    if phrasal is not None:
        stream.pos += 1  # ("4 boys drop out": they leave)
        group.frame = phrasal
    group.lemma = form.frame.lemma
    if form.tense in ("past", "participle") and not saw_be:
        group.past = True  # (after "be" the auxiliary's tense is the group's: "are divided")
    if saw_be and (
        form.tense in ("participle", "past")
        or (form.tense == "base" and stream.low(-1) in _SAME_PARTICIPLE)
    ):
        group.passive = True
    if form.tense == "gerund":
        group.gerund = True
    group.end = stream.pos
    return group


def _perfect_adverbs(stream: Stream) -> bool:
    """ "has already sold", "have just eaten": adverbs between "has" and a participle."""
    k = 1
    while stream.low(k) in _ADVERBS_IN_VERB:
        k += 1
    form = verb_form(stream.low(k))
    return (
        k > 1
        and form is not None
        and form.tense in ("participle", "past")
        and form.frame.lemma != "have"
        and stream.low(k) not in words("left_word")
    )


def _purpose(stream: Stream, frame: VerbFrame | None = None) -> int | None:
    """purpose := ("to" VERB | "for" GERUND | "as" DET) ...   up to the clause's end, with no
    amount: "buys butter to make cookies", "earns $12 an hour for babysitting", "as an
    allowance". What it is for says
    nothing of how much; with a number or an amount word in it, it is read (or refused) as
    the rest of the clause. Returns where it ends, or ``None``."""
    low, nxt = stream.low(), stream.low(1)
    following = stream.peek(1)
    if following is None or following.text[:1].isupper():
        return None  # "to Ray": a name, not a verb
    if low == "to":
        form = any_verb_form(nxt)
        if form is None or form.tense != "base" or nxt in words("bare_place"):
            return None
    elif low == "for":
        form = any_verb_form(nxt)
        if form is None or form.tense != "gerund":
            return None
    elif (
        low == "as"
        and nxt in ("a", "an", "his", "her", "their")
        and frame is not None
        and frame.lemma in _ROLE_VERBS
    ):
        pass  # "earns $10 a week as an allowance", "works as a waiter": in what role
    else:
        return None
    k = stream.pos + 2
    while k < stream.end and stream.tokens[k].low not in BOUNDARIES:
        k += 1
    if low == "as" and any(
        t.low in ("for", "to", "from") or t.low in _JOINT_ROLES
        for t in stream.tokens[stream.pos : k]
    ):
        # ("buys a pen as a gift for her friend": whose the pen is, is not said; "bought 5
        # pizzas as a group": together, not each)
        return None
    for token in stream.tokens[stream.pos : k]:
        if (
            token.text[:1].isdigit()
            or token.low in ("$", "%")
            or token.low in words("number_word")
            or (token.low in words("amount_word") and token.low != "some")
            or token.low in _MULTIPLIER_WORDS
        ):  # ("went to the store to buy some cookies": "some" is no amount it tells)
            return None
    return k


def _what_is_done(stream: Stream) -> None:
    """done := [("a" | "an" | "the" | POSSESSIVE) noun_phrase] END   after a spent time's
    gerund ("spends 5 minutes ironing his shirt"): what is done, of no amount, read past
    only when the clause ends after it."""
    mark = stream.mark()
    np = read_noun_phrase(stream)
    if (
        np is not None
        and np.value is None
        and np.quantity is None
        and (np.det in ("a", "an", "the") or np.owner is not None)
        and (stream.at_end() or stream.check(BOUNDARIES))
    ):
        return
    stream.reset(mark)


def _goal(stream: Stream) -> Part | None:
    """goal := "to" "have" (amount | compare) END      "needs 12 more marbles to have 30",
                                                     "to have twice as many as Katrina"

    The amount a holding is to reach, which only a statement of what is still needed reads
    (``holdings.needed_to_have``); any other part is unused and refused. ``None`` leaves the
    stream unmoved."""
    if stream.low() != "to" or stream.low(1) != "have":
        return None
    start = stream.pos
    stream.pos += 2
    compare = read_compare(stream)
    if compare is not None and compare.other is not None:
        if stream.at_end() or stream.check(BOUNDARIES):
            return Part("goal", start, stream.pos, compare=compare)
        stream.reset(start)
        return None
    stream.reset(start + 2)
    np = read_noun_phrase(stream)
    if (
        np is None
        or np.value is None
        or np.more
        or np.fraction
        or np.percent
        or not (stream.at_end() or stream.check(BOUNDARIES))
    ):
        stream.reset(start)
        return None
    return Part("goal", start, stream.pos, np=np)


_MULTIPLIER_WORDS: Final = frozenset({"twice", "thrice", "double", "triple", "half", "once"})
_JOINT_ROLES: Final = frozenset(
    {"group", "team", "whole", "pair", "couple", "family", "class", "unit", "set", "total"}
    | {"bundle", "pack", "result", "club", "batch", "package", "lot", "bonus", "discount"}
)
"""Roles that say how an amount is shared or counted ("as a group", "as a whole"), never
read past as a role."""
_ROLE_VERBS: Final = frozenset(
    {"earn", "make", "work", "charge", "pay", "save"}
    | {"get", "receive", "give", "buy", "bring", "send", "eat", "win"}
)
"""Verbs whose amount an "as a ..." role leaves as it is ("earns $10 as an allowance",
"received $50 as a gift", "eats 2 apples as a snack"); a role naming whom it is for ("as a
gift for her friend") is read as the rest of the clause."""


def _frequency(stream: Stream) -> tuple[Value, str] | None:
    """freq := ("once" | multiplier) per      "3 times a week", "twice a day", "once a month"."""
    mark = stream.mark()
    if stream.consume(("once",)):
        times: Value = 1
    else:
        number = read_multiplier(stream)
        if number is None or stream.tokens[number.end - 1].low not in ("times", "twice", "thrice"):
            stream.reset(mark)
            return None
        times = number.value
    per = _per(stream)
    if per is None:
        stream.reset(mark)
        return None
    return times, per[0]


_AFTER_TIMES: Final = frozenset({"in", "on", "last", "this", "during", "yesterday", "today"})
"""What may follow a count of times ("swam 16 times in March"), never a comparison's words."""


def _count_of_times(stream: Stream) -> NounPhrase | None:
    """times := NUMBER "times" (END | BOUNDARY | "in" | "on" | "last" | "this" | ...)

    "Camden swam 16 times in March": how many times something was done, an amount of the
    unit "times"; ``None`` (unmoved) where "times" multiplies ("16 times as many", "three
    times the number", "twice a week")."""
    token = stream.peek()
    if token is None or not (token.text[:1].isdigit() or token.low in words("number_word")):
        return None
    mark = stream.mark()
    number = read_cardinal(stream)
    if (
        number is None
        or not stream.check(("times",))
        or not (
            stream.peek(1) is None
            or stream.check(BOUNDARIES, 1)
            or stream.check(tuple(_AFTER_TIMES), 1)
        )
    ):
        stream.reset(mark)
        return None
    stream.pos += 1
    return NounPhrase(mark, stream.pos, value=number.value, number_first=mark, head="times")


def read_per(stream: Stream) -> Part | None:
    """A "per" part where a question puts it before its auxiliary ("How many miles per hour
    did he drive?"); ``None`` (nothing read) elsewhere."""
    if not stream.check(("per",)):
        return None
    found = _per(stream)
    return None if found is None else Part("per", found[1], found[2], word=found[0])


_TIMES_OF_DAY: Final = frozenset({"morning", "afternoon", "evening", "night"})
"""Parts of a day a rate may be per: one of each every day ("a night", "every morning")."""


def _per(stream: Stream, after_money: bool = False) -> tuple[str, int, int] | None:
    """per := ("per" | "a" | "an" | "each" | "every") TIME_OR_UNIT_NOUN | "daily" | "weekly" ..."""
    first = stream.pos
    low = stream.low()
    adverbs = {
        "daily": "days",
        "weekly": "weeks",
        "monthly": "months",
        "yearly": "years",
        "annually": "years",
        "hourly": "hours",
        "nightly": "days",
    }
    if low in adverbs:
        stream.pos += 1
        return adverbs[low], first, stream.pos
    if low == "/":
        return _slash_per(stream)
    if low not in ("per", "a", "an", "each", "every"):
        return None
    k = 1
    if stream.low(1) in ("single",):
        k = 2
    token = stream.peek(k)
    if token is None or not token.text[:1].isalpha():
        return None
    word = token.low
    found = unit_table().lookup(word)
    if (
        low in ("a", "an", "per")
        and word in _TIMES_OF_DAY
        and k == 1
        and not _wordish_noun(stream.low(2))
    ):
        stream.pos += 2
        return "days", first, stream.pos  # ("sleeps 6 hours a night": once every day)
    if low in ("a", "an") and found is None and not after_money:
        return None  # ("buys a sock"; but "$2 a sock" is a price per sock)
    if low in ("a", "an") and not after_money and stream.low(k + 1) == "of":
        return None  # ("bought a pair of heels", "a pound of flour": one of the unit, bought)
    if (
        low in ("a", "an")
        and not after_money
        and word in ("dozen", "pair", "score", "gross")
        and _wordish_noun(stream.low(k + 1))
    ):
        return None  # ("bought a dozen eggs": twelve eggs, not a rate per dozen)
    if found is None and word in words("stop"):
        return None
    if found is None and (verb_form(word) is not None and "NOUN" not in pos_of(word)):
        return None
    if (
        found is None
        and low in ("each", "every")
        and word
        not in (
            "morning",
            "afternoon",
            "evening",
            "night",
            "weekday",
            "weekend",
            "time",
            "visit",
            "trip",
            "game",
            "class",
            "lesson",
            "session",
            "shift",
            "round",
            "turn",
        )
    ):
        return None
    stream.pos += k + 1
    if word in _TIMES_OF_DAY:
        return "days", first, stream.pos  # (a weekday is not every day: "weekdays")
    return unit_name(word), first, stream.pos


def _slash_per(stream: Stream) -> tuple[str, int, int] | None:
    """slash_per := "/" UNIT_NOUN, written solid after the amount ("12 feet/second",
    "$2.50/pound"): "per" the unit. Only a unit the units pack knows, or a noun, written
    against both neighbours, is a rate's; "3/4" never reaches here (a fraction is a number)."""
    first = stream.pos
    slash = stream.tokens[first]
    before = stream.tokens[first - 1] if first > 0 else None
    after = stream.peek(1)
    if (
        before is None
        or after is None
        or before.end != slash.start
        or after.start != slash.end
        or not after.text[:1].isalpha()
    ):
        return None
    word = after.low
    if unit_table().lookup(word) is None and not _wordish_noun(word):
        return None
    stream.pos += 2
    return unit_name(word), first, stream.pos


def _wordish_noun(low: str) -> bool:
    """A word that may head a noun phrase (not a stop word, verb-only word or punctuation)."""
    return low[:1].isalpha() and low not in words("stop") and can_be_noun(low)


_MORE: Final = comparatives("comparative_more")
_FEWER: Final = comparatives("comparative_fewer")
ATTRIBUTE_DIMENSIONS: Final = {
    "distance": frozenset({"length"}),
    "length": frozenset({"length", "time"}),
    "height": frozenset({"length"}),
    "width": frozenset({"length"}),
    "depth": frozenset({"length"}),
    "weight": frozenset({"mass"}),
    "age": frozenset({"time", "calendar"}),
    "price": frozenset({"money"}),
    "duration": frozenset({"time"}),
}
"""The dimensions an amount may have to be an attribute: "as long" a length or a time ("worked
twice as long"), "heavier" a mass. An attribute not listed ("speed") matches no bare amount."""
COMPARATIVE_ATTRIBUTES: Final = {
    word: (label, word in _FEWER)
    for word, label in (*_MORE.items(), *_FEWER.items())
    if label is not None
}
"""A comparative adjective's attribute and whether it is the smaller side: "taller" ->
("height", False), "younger" -> ("age", True)."""
_AS_ADJECTIVES: Final = {
    "many": None,
    "much": None,
    "old": "age",
    "tall": "height",
    "long": "length",
    "heavy": "weight",
    "far": "distance",
    "fast": "speed",
    "big": None,
    "large": None,
    "expensive": "price",
    "high": "height",
    "wide": "width",
    "deep": "depth",
}
ATTRIBUTE_UNITS: Final = {"age": "years"}
ATTRIBUTE_WORDS: Final = {
    "old": "age",
    "tall": "height",
    "long": "length",
    "high": "height",
    "wide": "width",
    "deep": "depth",
    "heavy": "weight",
    "away": "distance",
    "far": "distance",
    "apart": "distance",
}
"""Adjectives after an amount that say what it measures ("12 years old", "10 feet tall")."""


def read_compare(stream: Stream) -> Compare | None:
    """compare  := [offset] times | additive
    offset   := amount [unit_phrase] (MORE | FEWER) [unit_phrase] "than"
    times    := (multiplier | fraction) "as" AS_ADJECTIVE [unit_phrase] "as" other
              | multiplier "the" ("number" | "amount") "of" unit_phrase ["that"] other
              | multiplier OWNER "'s" noun                 "three times Mark's age"
              | multiplier "more" ...  ("3 times more than": refused, read both ways)
    additive := amount [unit_phrase] (MORE | FEWER) [unit_phrase] "than" other
    other    := noun_phrase [AUX | "has" | "have" | "had"]     "as Heike does"

    MORE and FEWER include comparative adjectives ("older", "shorter"),
    whose attribute ("age", "height") labels the compared quantities. An
    offset before a multiple ("2 more than three times as many as Ann") is
    added to (or taken from) the multiple.
    """
    low = stream.low()
    same = (low == "the" and stream.low(1) == "same") or (low == "an" and stream.low(1) == "equal")
    if (
        not same
        and low not in _COMPARE_STARTS
        and not (low[:1].isdigit() or low in words("number_word"))
        and "-" not in low
    ):
        return None  # (most positions: nothing a comparison can start with)
    found = _same_as(stream) if same else _read_compare(stream)
    if found is not None:
        found.other_verb = _elided_word(stream, found.end)
    return found


_COMPARE_STARTS: Final = frozenset(
    {"$", "twice", "thrice", "double", "triple", "quadruple", "half", "a", "an", "one", "."}
    | {"as"}
)
EQUAL_ADJECTIVES: Final = frozenset({"many", "much", "old", "tall", "heavy", "expensive"})
"""What "as ... as" compares with no multiple before it ("as many marbles as Mia", "as old
as Ann": the same amount); "as long as" and "as far as" also join clauses, and are not read."""


_SAME_ATTRIBUTES: Final = {"age": "age", "height": "height", "weight": "weight"}
SAME_NOUNS: Final = frozenset({"number", "amount", "quantity", *_SAME_ATTRIBUTES})


def _same_as(stream: Stream) -> Compare | None:
    """same := ("the" "same" | "an" "equal") SAME_NOUN ["of" unit_phrase] "as" other

    "the same number of marbles as Mia", "an equal amount of money as Ann has", "the same
    age as Ann": once as many (or as old), as "as many marbles as Mia" says; ``None``
    leaves the stream unmoved."""
    first = stream.pos
    noun = stream.low(2)
    if noun not in SAME_NOUNS:
        return None
    stream.pos += 3
    attribute = _SAME_ATTRIBUTES.get(noun)
    unit = None
    if attribute is None and stream.consume(("of",)):
        unit = read_noun_phrase(stream)
        if unit is None or unit.value is not None:
            stream.reset(first)
            return None
    if not stream.consume(("as",)):
        stream.reset(first)
        return None
    other = _compared_with(stream)
    _other_is_one(stream)
    if other is None or other.value is not None:
        stream.reset(first)
        return None
    _elided_verb(stream)
    return Compare("times", 1, unit, other, first, stream.pos, attribute=attribute)


def _read_compare(stream: Stream) -> Compare | None:
    first = stream.pos
    than = _than_ahead(stream)
    offset = _offset(stream) if than else None
    found = _times(stream, first)
    if found is not None:
        found.offset = offset
        return found
    stream.reset(first)
    if not than:
        return _bare_comparative(stream)
    if (percent := _percent_compare(stream, first)) is not None:
        return percent
    lead = _amount_lead(stream)
    if lead is None:
        return None
    money, number = lead
    comparative = _comparative_than(stream)
    if (
        comparative is not None
        and stream.low() == "that"
        and (stream.peek(1) is None or stream.check(BOUNDARIES, 1))
    ):
        # "Bob has 8 more than that": than the amount just told
        stream.pos += 1
        kind, attribute, unit = comparative
        return Compare(
            kind, number.value, unit, None, first, stream.pos, money, attribute, than_that=True
        )
    other, event = _compared_other(stream) if comparative is not None else (None, None)
    if comparative is None or other is None:
        stream.reset(first)
        return None
    kind, attribute, unit = comparative
    found = Compare(kind, number.value, unit, other, first, stream.pos, money, attribute)
    found.other_event = event  # ("3 more apples than Sarah picked": what she picked)
    return found


def _comparative_than(stream: Stream) -> tuple[str, str | None, NounPhrase | None] | None:
    """[unit_phrase] (MORE | FEWER) [unit_phrase] "than": the comparative, the attribute it
    compares and the unit; ``None`` without one and its "than" (the caller resets)."""
    kind, attribute = _comparative(stream)
    unit = None
    if kind is None and not stream.check(("than",)):
        unit = read_noun_phrase(stream)
        kind, attribute = _comparative(stream)
    elif kind is not None and not stream.check(("than",)):
        unit = read_noun_phrase(stream)
    if kind is None or not stream.consume(("than",)):
        return None
    return kind, attribute, unit


def _compared_other(stream: Stream) -> tuple[NounPhrase | None, str | None]:
    """other [AUX | "has" | "had" | VERB] after "than": whom the comparison is with, and
    the event group of the other's own verb ("than Sarah picked"), the verb read past;
    ``(None, None)`` when no noun phrase follows (the caller resets)."""
    other = _compared_with(stream)
    _other_is_one(stream)
    event = None
    if other is not None:
        event = _other_event(stream)
        if event is None:
            _elided_verb(stream)
    return other, event


def _percent_compare(stream: Stream, first: int) -> Compare | None:
    """percent_compare := percent [unit_phrase] (MORE | FEWER) [unit_phrase] "than" other

    "20% more pens than Tom", "25 percent fewer than Ann": a multiple of the other's
    amount (6/5, 3/4), never 20 more. A percent "fewer" of 100 or more leaves nothing to
    compare and refuses. ``None`` (the stream unmoved) when no percent leads, or what
    follows "than" is no noun phrase (a time: ``than_time_of`` reads it)."""
    number = read_percent(stream)
    if number is None:
        return None
    comparative = _comparative_than(stream)
    if comparative is None:
        stream.reset(first)
        return None
    kind, attribute, unit = comparative
    share = Fraction(number.value) / 100
    if kind == "fewer" and share >= 1:
        stream.fail(
            "unsupported_sentence", "compare.percent", "a percent less of all or more", first
        )
    other, event = _compared_other(stream)
    if other is None:
        stream.reset(first)  # ("than last week": a time, read with the clause's events)
        return None
    factor = 1 + share if kind == "more" else 1 - share
    value: Value = factor.numerator if factor.denominator == 1 else factor
    found = Compare("times", value, unit, other, first, stream.pos, None, attribute)
    found.other_event = event
    return found


def _amount_lead(stream: Stream) -> tuple[str | None, Number] | None:
    """amount := ["$"] (cardinal | fraction) ["dollars" | "cents"]: the number a comparison
    starts with, and the money it is in; ``None`` leaves the stream unmoved."""
    first = stream.pos
    money = "dollars" if stream.consume(("$",)) else None
    number = read_cardinal(stream) or read_fraction(stream)
    if number is None:
        stream.reset(first)
        return None
    if money is None and stream.low() in ("dollars", "cents"):
        money = stream.read().low
    return money, number


def _bare_comparative(stream: Stream) -> Compare | None:
    """bare := amount [unit_phrase] COMPARATIVE_ATTRIBUTE END      ("is 3 inches taller.")
            | amount ("fewer" | "less") [unit_phrase] END          ("has 3 fewer.")

    An additive comparison needs its "than", except with an adjective that
    names what is compared: "Tom is 50 inches tall. Sue is 3 inches taller."
    compares with the height just told (the reader checks there is one);
    "has 3 more" stays unread, as "more" may mean another 3.
    """
    first = stream.pos
    lead = _amount_lead(stream)
    if lead is None:
        return None
    money, number = lead
    unit = None
    if stream.low() not in COMPARATIVE_ATTRIBUTES:
        unit = read_noun_phrase(stream)
    if unit is None and money is None and stream.check(("fewer", "less")):
        # "she read 8 fewer pages": fewer than the amount just told ("more" may mean another
        # 8, and is left unread)
        stream.pos += 1
        ends = stream.at_end() or stream.check(BOUNDARIES) or _time_ahead(stream)
        if ends:
            # "Ellie has 8 pairs of shoes. Riley has 3 fewer.": fewer of what was just told
            return Compare("fewer", number.value, None, None, first, stream.pos)
        unit = read_noun_phrase(stream)
        if (
            unit is not None
            and unit.value is None
            and unit.head is not None
            and (stream.at_end() or stream.check(BOUNDARIES) or _time_ahead(stream))
        ):
            return Compare("fewer", number.value, unit, None, first, stream.pos)
        stream.reset(first)
        return None
    kind, attribute = _comparative(stream)
    ends = stream.at_end() or stream.check(BOUNDARIES)
    if kind == "fewer" and attribute is None and (unit is not None or money) and ends:
        # "Riley has $6 less.", "The second bag weighs 3 pounds less.": less than the
        # amount just told ("more" may mean another 6, and is left unread)
        return Compare(kind, number.value, unit, None, first, stream.pos, money)
    if (
        kind is None
        or attribute is None
        or (unit is None and money is None)  # ("3 taller": 3 of what is not said)
        or not ends
    ):
        stream.reset(first)
        return None
    return Compare(kind, number.value, unit, None, first, stream.pos, money, attribute)


_NEXT_PERIODS: Final = frozenset(
    {"day", "week", "month", "year", "morning", "afternoon", "evening", "night", "weekend"}
)
_NEXT_TIMES: Final = frozenset(f"the next {period}" for period in _NEXT_PERIODS)
"""Times told from the one before them ("The next day, she found 7"): a time of its own."""


def next_time(stream: Stream, k: int = 0) -> str | None:
    """next_time := "the" ("next" | "following") PERIOD, ``k`` tokens ahead: its label ("the
    next day", "following" read as "next"), or ``None``. (Two in the statements of a text
    refuse, ``reader._check_next_times``: the day after the next is another day.)"""
    if not (
        stream.low(k) == "the"
        and stream.low(k + 1) in ("next", "following")
        and stream.low(k + 2) in _NEXT_PERIODS
    ):
        return None
    return f"the next {stream.low(k + 2)}"


def time_phrase(stream: Stream, k: int = 0, *, ends: bool = True) -> tuple[str, int] | None:
    """time := "yesterday" | "today" | ("on" | "in") ["the"] DAY | ("last" | "this") PERIOD,
    ``k`` tokens ahead, then (if ``ends``) the clause ends: its label as statements give it
    ("on monday", "last week") and its length; ``None`` otherwise."""
    low = stream.low(k)
    if low in ("yesterday", "today", "tonight"):
        label, length = low, 1
    elif low in ("on", "in") and stream.low(k + 1) == "the" and stream.low(k + 2) in _DAY_PARTS:
        label, length = f"{low} {stream.low(k + 2)}", 3
    elif (
        low in ("on", "in")
        and (stream.low(k + 1) in words("time_unit_day") or stream.low(k + 1) in words("month"))
    ) or (low in ("last", "this") and stream.low(k + 1) in _RELATIVE_TIMES):
        label, length = f"{low} {stream.low(k + 1)}", 2
    elif (following := next_time(stream, k)) is not None:
        label, length = following, 3
    else:
        return None
    after = stream.pos + k + length
    if ends and after < stream.end and stream.tokens[after].low not in BOUNDARIES:
        return None
    return label, length


_DAY_PARTS: Final = frozenset({"morning", "afternoon", "evening"})


def _time_ahead(stream: Stream) -> bool:
    """Whether a time phrase comes next ("on Sunday", "yesterday", "this week")."""
    low = stream.low()
    return (
        low in ("yesterday", "today", "tonight")
        or (low in ("on", "in", "at") and stream.low(1) in words("time_unit_day"))
        or (low in ("last", "this", "next") and stream.low(1) in _RELATIVE_TIMES)
        or next_time(stream) is not None
    )


def _than_ahead(stream: Stream) -> bool:
    """Whether "than" comes within the next few words (before the clause ends)."""
    for k in range(1, 9):
        low = stream.low(k)
        if low == "than":
            return True
        if not low or low in (",", ";", "and", "but"):
            return False
    return False


def _offset(stream: Stream) -> tuple[str, Value, str | None, NounPhrase | None] | None:
    """ "2 more than", "$40 less than", "10 more ducks than", "4 years older than" before a
    multiple; else nothing is read."""
    mark = stream.mark()
    money = "dollars" if stream.consume(("$",)) else None
    number = read_cardinal(stream)
    if number is not None and money is None and stream.low() in ("dollars", "cents"):
        money = stream.read().low
    if number is not None:
        unit = None
        kind, _ = _comparative(stream)
        if kind is None:
            unit = read_noun_phrase(stream)
            kind, _ = _comparative(stream)
        elif not stream.check(("than",)):
            unit = read_noun_phrase(stream)
        if kind is not None and stream.consume(("than",)):
            ahead = stream.mark()
            if read_multiplier(stream) is not None or read_fraction(stream) is not None:
                stream.reset(ahead)
                return kind, number.value, money, unit
    stream.reset(mark)
    return None


_TOTAL_WORDS: Final = words("together_word") | {"overall", "total"}


def _time_or_total_ahead(stream: Stream) -> bool:
    """ "twice as many this week", "four times as many overall": a time or a total after
    "as many", never the unit compared."""
    low = stream.low()
    if low in _TOTAL_WORDS or low in words("time_unit_day") or next_time(stream) is not None:
        return True
    return low in ("this", "last", "next", "that", "each", "every", "a", "per") and (
        stream.low(1) in _RELATIVE_TIMES
        or stream.low(1) in words("time_unit_day")
        or stream.low(1) in ("morning", "afternoon", "evening", "day", "time")
    )


def _times(stream: Stream, first: int) -> Compare | None:
    number = read_multiplier(stream)
    fraction_times = False
    if number is None:
        number = read_fraction(stream)
        # "3/4 times as many": a fraction said as a multiple
        fraction_times = number is not None and stream.consume(("times",)) is not None
    if number is None and stream.check(("as",)) and stream.low(1) in EQUAL_ADJECTIVES:
        # "as many marbles as Mia", "as old as Ann": once as many, a multiple of 1
        number = Number(1, first, first)
    if number is None:
        # "40% as many pens as Ann": a percent as a multiple, only before "as many"
        mark = stream.mark()
        percent = read_percent(stream)
        if percent is None or not (stream.check(("as",)) and stream.low(1) in _AS_ADJECTIVES):
            stream.reset(mark)
            return None
        share = Fraction(percent.value) / 100
        number = Number(share.numerator if share.denominator == 1 else share, *percent[1:])
    that_many = _that_many(stream, number, first)
    if that_many is not None:
        return that_many
    if stream.check(("as",)) and stream.low(1) in _AS_ADJECTIVES:
        stream.pos += 1
        attribute = _AS_ADJECTIVES[stream.read().low]
        unit = None
        if not stream.check(("as",)) and not _time_or_total_ahead(stream):
            unit = read_noun_phrase(stream)
            _skip_place(stream)  # "4 times as many shells in her bucket as Dev does"
        if stream.check(("as",)) and (when := time_phrase(stream, 1)) is not None:
            # "read twice as many pages as yesterday": the amount told at that time
            stream.pos += 1 + when[1]
            found = Compare(
                "times", number.value, unit, None, first, stream.pos, attribute=attribute
            )
            found.other_when = when[0]
            return found
        if stream.check(("as",)) and (own := _own_then(stream, 1)) is not None:
            # "bought 4 times as many as he bought on Monday": her own amount then
            found = Compare("times", number.value, unit, None, first, first, attribute=attribute)
            return _at_own_time(stream, found, own)
        if stream.consume(("as",)):
            inverted = stream.check(("does", "did", "do")) and stream.peek(1) is not None
            event: str | None = None
            if inverted:
                stream.pos += 1  # "three times as many goats as does Omar"
                other = _compared_with(stream)
                _other_is_one(stream)
            else:
                other, event = _compared_other(stream)
            if other is not None:
                found = Compare(
                    "times", number.value, unit, other, first, stream.pos, attribute=attribute
                )
                found.other_event = event  # ("twice as many as Sarah bought": what she bought)
                return found
        elif (
            stream.at_end()
            or stream.check(BOUNDARIES)
            or _place_then_end(stream)
            or time_phrase(stream) is not None
        ):
            # "His sister picked half as many.", "24 cows and four times as many chickens",
            # "80 letters yesterday and twice as many today", "twice as many the next day"
            return Compare(
                "times", number.value, unit, None, first, stream.pos, attribute=attribute
            )
        return None
    times = fraction_times or stream.tokens[number.end - 1].low in (
        "times",
        "twice",
        "thrice",
        "double",
        "triple",
    )
    if not times and _said_ahead(stream):
        # "half that amount", "a third of that", "half that many": a part of the amount just
        # read is a multiple of it, as "three times that amount" is
        times = True
        stream.consume(("of",))
    if times and stream.check(("more", "less", "fewer")):
        # "3 times more apples than Tom": 3 times as many, or 3 times as many more? Texts use both.
        stream.fail(
            "ambiguous",
            "compare.times_more",
            "'times more than' is read both as 'times as many' and as 'times as many more'",
            first,
        )
    if (own := _own_then(stream, 0)) is not None:
        # "4 times the number he bought on Monday", "half the apples she ate on Tuesday":
        # the subject's own amount then
        return _at_own_time(stream, Compare("times", number.value, None, None, first, first), own)
    if not times and (owned_other := _owned_multiple(stream, number, first)) is not None:
        return owned_other  # ("half Kay's age", as "three times Mark's age")
    if not times:
        return _part_of_others(stream, number, first)
    if stream.check(("the",)) and stream.low(1) in ("number", "amount") and stream.low(2) == "of":
        # "three times the number of cards Ann has"
        return _number_of(stream, number, first)
    if stream.check(("the",)) and stream.low(1) in ("number", "amount", "quantity"):
        # "twice the amount Tom ate", "half the number Ann has": the other's amount of what
        # the clause counts, told by the other's own verb
        of_other = _amount_of_other(stream, number, first)
        if of_other is not None:
            return of_other
    if (
        stream.check(("this", "that", "the"))
        and stream.low(1) in _SAID_AMOUNTS
        and (stream.peek(2) is None or stream.check(BOUNDARIES, 2) or stream.check(_PLACES, 2))
    ):
        # "three times this amount", "for five times the price": the amount just read
        stream.pos += 2
        return Compare("times", number.value, None, None, first, stream.pos)
    if stream.check(("that",)) and (
        stream.peek(1) is None or stream.check(BOUNDARIES, 1) or stream.check(_PLACES, 1)
    ):
        # "and three times that on Sunday": "that" is the amount just read
        stream.pos += 1
        return Compare("times", number.value, None, None, first, stream.pos)
    if stream.check(("the",)) and stream.low(1) in _ATTRIBUTE_NOUNS and stream.low(2) == "of":
        # "four times the cost of a stamp", "3 times the age of Mia's son"
        priced = _attribute_of(stream, number, first)
        if priced is not None:
            return priced
    if stream.check(("the",)) and stream.low(1) in _MEASURE_NOUNS:
        # "4 times the distance that Hiro walked": a multiple of what another did
        done = _part_of_others(stream, number, first)
        if done is not None:
            return done
    mark = stream.mark()
    owned = read_noun_phrase(stream)
    if (
        owned is not None
        and owned.owner is not None
        and not owned.owner_is_name
        and owned.owner in _OBJECT_FORMS.values()
        and owned.head in ATTRIBUTE_UNITS
        and owned.end == owned.first + 2
    ):
        # "4 times her age": the age of whom "her" means, as "4 times as old as her"
        other = NounPhrase(owned.first, owned.first + 1, pronoun=owned.owner)
        return Compare("times", number.value, None, other, first, stream.pos, attribute=owned.head)
    if owned is not None and owned.owner_is_name and owned.owner and owned.head is not None:
        # "three times Mark's age", "twice Ann's savings"
        other = NounPhrase(owned.first, owned.first + 1, name=owned.owner)
        attribute = owned.head if owned.head in ATTRIBUTE_UNITS else None
        unit = None if attribute is not None else replace(owned, owner=None, owner_is_name=False)
        return Compare("times", number.value, unit, other, first, stream.pos, attribute=attribute)
    stream.reset(mark)
    return None


def _owned_multiple(stream: Stream, number: Number, first: int) -> Compare | None:
    """owned_part := fraction NAME "'s" ATTRIBUTE_NOUN END     ("half Kay's age")

    A part of a named person's age, as "three times Mark's age" is a multiple of it;
    ``None`` leaves the stream unmoved (only an age, at the end of the clause)."""
    mark = stream.mark()
    owned = read_noun_phrase(stream)
    if (
        owned is not None
        and owned.owner_is_name
        and owned.owner
        and owned.head in ATTRIBUTE_UNITS
        and owned.end == owned.first + 3
        and (stream.at_end() or stream.check(BOUNDARIES))
    ):
        other = NounPhrase(owned.first, owned.first + 1, name=owned.owner)
        return Compare("times", number.value, None, other, first, stream.pos, attribute=owned.head)
    stream.reset(mark)
    return None


_OBJECT_FORMS: Final = {"him": "his", "her": "her", "them": "their"}
"""Object pronouns a comparison may end with, and their possessive forms."""


def _compared_with(stream: Stream) -> NounPhrase | None:
    """other := noun_phrase | ("him" | "her" | "them") END

    Whom a comparison is with: "5 more apples than her", "twice as many as him" (the
    pronoun is resolved as a subject's would be, never to the clause's own subject)."""
    if stream.low() in _OBJECT_FORMS and (stream.peek(1) is None or stream.check(BOUNDARIES, 1)):
        found = NounPhrase(stream.pos, stream.pos + 1, pronoun=stream.low())
        stream.pos += 1
        return found
    return read_noun_phrase(stream)


def _number_of(stream: Stream, number: Number, first: int) -> Compare | None:
    """number_of := "the" ("number" | "amount") "of" unit_phrase ["that" | "which"] other
                    (VERB | AUX)
                  | "the" ("number" | "amount") "of" unit_phrase "as" other [AUX]

    "three times the number of cards Ann has", "five times the number of stamps as
    Mina": the other's amount of the unit, told by the other's own verb or by "as"."""
    stream.pos += 3
    unit = read_noun_phrase(stream, allow_bare=True)
    if (
        unit is not None
        and unit.det is None
        and unit.owner is None
        and unit.value is None
        and unit.head is not None
        and (stream.at_end() or stream.check(BOUNDARIES))
    ):
        # "10 more ducks than four times the number of chickens": the subject's own other
        # kind, as "four times as many ... as chickens" (the unit is the offset's)
        return Compare("times", number.value, None, unit, first, stream.pos, own_kind=True)
    joined = stream.consume(("that", "which", "as"))
    other = read_noun_phrase(stream)
    _other_is_one(stream)
    if unit is None or other is None:
        return None
    event = _other_event(stream)
    as_other = joined is not None and joined.low == "as"
    if event is None and not _elided_verb(stream, required=not as_other):
        return None
    if as_other and not (stream.at_end() or stream.check(BOUNDARIES) or stream.check(("who",))):
        return None  # (a relative clause on the other is read after: "as Alster who caught 2")
    found = Compare("times", number.value, unit, other, first, stream.pos)
    found.other_event = event
    return found


def _amount_of_other(stream: Stream, number: Number, first: int) -> Compare | None:
    """amount_of_other := "the" ("number" | "amount" | "quantity") ["that" | "which"]
                          (NAME | noun_phrase) (VERB | AUX) END

    "twice the amount Tom ate", "half the number that Ann has": as "twice as many as Tom
    ate"; ``None`` leaves the stream unmoved."""
    mark = stream.mark()
    stream.pos += 2
    stream.consume(("that", "which"))
    other = read_noun_phrase(stream)
    if other is None or (other.name is None and other.owner is None) or other.value is not None:
        stream.reset(mark)
        return None
    event = _other_event(stream)
    if event is None and not _elided_verb(stream, required=True):
        stream.reset(mark)
        return None
    if not (stream.at_end() or stream.check(BOUNDARIES)):
        stream.reset(mark)
        return None
    found = Compare("times", number.value, None, other, first, stream.pos)
    found.other_event = event
    return found


def _attribute_of(stream: Stream, number: Number, first: int) -> Compare | None:
    """attribute_of := "the" ATTRIBUTE_NOUN "of" noun_phrase END
    ("four times the cost of a stamp", "half the age of his dog", "twice the weight of the
    second turkey"); ``None`` leaves the stream unmoved."""
    mark = stream.mark()
    noun = stream.low(1)
    stream.pos += 3
    other = read_noun_phrase(stream)
    _other_is_one(stream)
    if other is None or not (stream.at_end() or stream.check(BOUNDARIES)):
        stream.reset(mark)
        return None
    attribute = (
        noun if noun in ATTRIBUTE_UNITS or noun in ATTRIBUTE_WORDS.values() else None
    )  # (a price is money, which the compared holding's unit says)
    found = Compare("times", number.value, None, other, first, stream.pos, attribute=attribute)
    found.money = "dollars" if noun in ("cost", "price") else None
    return found


def _part_of_others(stream: Stream, number: Number, first: int) -> Compare | None:
    """part := fraction ["of"] "the" ("number" | "amount") "of" ...       (as number_of)
             | fraction ["of"] "what" (NAME | noun_phrase) VERB END
             | fraction ["of"] attribute_of
             | fraction ["of"] "the" unit_phrase ("that" | "which") other VERB

    "1/3 of the plums that Rosa picked", "half the distance that Omar swam": a part of
    what another did is a multiple of it; "half of the apples" alone is a part of one's own,
    and is left to the other rules."""
    mark = stream.mark()
    stream.consume(("of",))
    if stream.check(("what",)):
        # "half of what Juwan collected": the other's amount, told by the other's verb
        stream.pos += 1
        other = read_noun_phrase(stream)
        event = _other_event(stream) if other is not None else None
        if (
            other is None
            or (other.name is None and other.owner is None)
            or other.value is not None
            or event is None
        ):
            stream.reset(mark)
            return None
        of_what = Compare("times", number.value, None, other, first, stream.pos)
        of_what.other_event = event
        return of_what
    if not stream.check(("the",)):
        stream.reset(mark)
        return None
    if stream.low(1) in ("number", "amount") and stream.low(2) == "of":
        found = _number_of(stream, number, first)
        if found is None:
            stream.reset(mark)
        return found
    if stream.low(1) in _ATTRIBUTE_NOUNS and stream.low(2) == "of":
        found = _attribute_of(stream, number, first)
        if found is None:
            stream.reset(mark)
        return found
    if stream.low(1) in ("number", "amount", "quantity"):
        # "a quarter of the amount that Katelyn made": no unit of its own, the other's
        # amount of what the clause counts
        found = _amount_of_other(stream, number, first)
        if found is None:
            stream.reset(mark)
        return found
    unit = read_noun_phrase(stream)
    if (
        unit is None
        or unit.value is not None
        or unit.head is None
        or unit.owner is not None
        or not stream.consume(("that", "which"))
    ):
        stream.reset(mark)
        return None
    other = read_noun_phrase(stream)
    if other is None or (other.name is None and other.pronoun is None):
        stream.reset(mark)
        return None
    event = _other_event(stream)
    if event is None:
        stream.reset(mark)
        return None
    attribute = _MEASURE_NOUNS.get(unit.head)
    found = Compare(
        "times",
        number.value,
        None if attribute is not None else unit,
        other,
        first,
        stream.pos,
        attribute=attribute,
    )
    found.other_event = event
    return found


_MEASURE_NOUNS: Final = {"distance": "distance", "age": "age", "height": "height"}
"""Nouns that name what a comparison measures ("half the distance that Selena ran")."""


def _said_ahead(stream: Stream) -> bool:
    """ "that amount", "that many", "of that" next, then the clause ends: after a fraction, the
    amount just read is what it is a part of (a noun after it, "half that many pens", is
    another reading and is left to the other rules)."""
    k = 1 if stream.check(("of",)) else 0
    if stream.low(k) == "that" and (
        stream.peek(k + 1) is None
        or stream.check(BOUNDARIES, k + 1)
        or stream.check(_PLACES, k + 1)
    ):
        return True
    return (
        k == 0
        and stream.check(("this", "that"))
        and stream.low(1) in _SAID_AMOUNTS
        and (stream.peek(2) is None or stream.check(BOUNDARIES, 2) or stream.check(_PLACES, 2))
    )


_ELIDED: Final = frozenset({"does", "did", "do", "has", "have", "had", "is", "are"})
_SAID_AMOUNTS: Final = frozenset(
    {"amount", "number", "price", "cost", "much", "many", "quantity", "sum"}
)
_ATTRIBUTE_NOUNS: Final = frozenset(
    {"age", "cost", "price", "height", "length", "weight", "width", "depth", "distance"}
)
"""What "N times the ... of X" may multiply: X's age, price, or a measure its adjective
names ("twice the length of the short side", as "twice as long as")."""
_PLACES: Final = frozenset({"in", "on", "at"})


def _that_many(stream: Stream, number: Number, first: int) -> Compare | None:
    """that_many := ("that" | "this") ("many" | "much" | ("amount" | "number" | "quantity")
    "of") unit_phrase

    "three times that many pounds", "3 times that amount of buttons", "twice that amount of
    time": the amount just read, of the unit named (time and money: the unit it was told
    in); ``None`` with the stream unmoved for any other words."""
    if not stream.check(("that", "this")):
        return None
    if stream.low(1) in ("many", "much") and stream.peek(2) is not None:
        skip, places = 2, False
    elif stream.low(1) in ("amount", "number", "quantity") and stream.low(2) == "of":
        skip, places = 3, True
    else:
        return None
    mark = stream.mark()
    stream.pos += skip
    unit = read_noun_phrase(stream)
    if (
        unit is not None
        and unit.value is None
        and (not places or unit.owner is None)
        and (stream.at_end() or stream.check(BOUNDARIES) or (places and stream.check(_PLACES)))
    ):
        named = None if places and unit.head in ("time", "money") and not unit.mods else unit
        return Compare("times", number.value, named, None, first, stream.pos)
    stream.reset(mark)
    return None


def _skip_place(stream: Stream) -> None:
    """A place phrase inside a comparison, before its "as": where, not what is compared."""
    mark = stream.mark()
    if stream.consume(_PLACES):
        place = read_noun_phrase(stream)
        if place is not None and place.value is None and stream.check(("as",)):
            return
    stream.reset(mark)


def _rate_words(stream: Stream) -> int:
    """ "at a speed of", "at the maximum speed of", "at a rate of": how many tokens the
    rate's name takes after "at" (with "at"), up to its amount; 0 for none."""
    k = 1
    if stream.low(k) not in ("a", "an", "the"):
        return 0
    k += 1
    if stream.low(k) in ("maximum", "average", "constant", "steady", "top", "speed"):
        k += stream.low(k) != "speed"
    if stream.low(k) not in ("speed", "rate", "pace") or stream.low(k + 1) != "of":
        return 0
    return k + 2


def _rate_after_at(stream: Stream) -> bool:
    """ "at 60 miles per hour", "at 3 pages a minute": "at", an amount that is no money, a
    "per" unit (a price "at $2 a pound" stays a price)."""
    mark = stream.mark()
    stream.pos += 1
    np = read_noun_phrase(stream)
    found = (
        np is not None
        and np.value is not None
        and np.money is None
        and np.head is not None
        and _per(stream) is not None
    )
    stream.reset(mark)
    return found


_HER_NO_POSSESSION: Final = frozenset({"some", "any", "a", "an", "back", "more", "another"})
"""Words "her" cannot own ("gave her some", "gave her a pen"): before them, "her" is whom."""


def _place_then_end(stream: Stream) -> bool:
    """ "three times as many fish in his tank.": a place phrase, then the clause ends; the
    place is left to the clause."""
    if not stream.check(_PLACES):
        return False
    mark = stream.mark()
    stream.pos += 1
    place = read_noun_phrase(stream)
    ends = (
        place is not None and place.value is None and (stream.at_end() or stream.check(BOUNDARIES))
    )
    stream.reset(mark)
    return ends


_SUBJECT_PRONOUNS: Final = frozenset({"he", "she", "they", "it"})


@dataclass(frozen=True, slots=True)
class _OwnThen:
    """What ``_own_then`` read: where it ends, the time, the pronoun, the verb's event
    (``None`` for "did", which stands for the clause's verb), the unit it names."""

    end: int
    when: str
    who: NounPhrase
    event: str | None
    unit: NounPhrase | None


def _own_then(stream: Stream, k: int) -> _OwnThen | None:
    """own_then := ["what" | "the" (("number" | "amount" | "quantity") ["of" unit_phrase]
                                    | unit_phrase)]
                   PRONOUN (VERB | "did" | "does") time END, ``k`` tokens ahead

    "as he bought on Monday", "the number she read yesterday", "the number of pencils she
    did on Tuesday", "the apples she ate on Tuesday": the subject's own amount at another
    time. The verb must be a past or present one; that the pronoun is the subject and the
    event the clause's own are checked where the comparison is resolved. ``None`` when the
    words are not this phrase; the stream is left where it was either way."""
    mark = stream.mark()
    stream.pos += k
    found = _own_then_here(stream)
    stream.reset(mark)
    return found


def _own_then_here(stream: Stream) -> _OwnThen | None:
    unit: NounPhrase | None = None
    if stream.low() == "what":
        stream.pos += 1  # ("double what she sent last week")
    elif stream.low() == "the":
        if stream.low(1) in ("number", "amount", "quantity"):
            stream.pos += 2
            if stream.consume(("of",)):
                unit = read_noun_phrase(stream, allow_bare=True)
                if unit is None or unit.value is not None:
                    return None
        else:
            unit = read_noun_phrase(stream)
            if unit is None or unit.value is not None or unit.head is None:
                return None
    if stream.low() in _SUBJECT_PRONOUNS:
        who = NounPhrase(stream.pos, stream.pos + 1, pronoun=stream.low())
    else:
        # ("twice as many as Matt did last year": another's amount then)
        named = read_noun_phrase(stream)
        if named is None or named.name is None or named.end != stream.pos:
            return None
        who = named
        stream.pos -= 1  # (the verb is read one past the name below)
    event: str | None = None
    if stream.low(1) not in ("did", "does"):
        form = verb_form(stream.low(1))
        if form is None or form.tense not in ("past", "present"):
            return None
        event = form.frame.event
    when = time_phrase(stream, 2)
    if when is None:
        return None
    return _OwnThen(stream.pos + 2 + when[1], when[0], who, event, unit)


def _at_own_time(stream: Stream, found: Compare, own: _OwnThen) -> Compare:
    """``found`` compared with the subject's own amount at a time (see ``_own_then``)."""
    stream.pos = found.end = own.end
    found.other_when, found.other_self, found.other_event = own.when, own.who, own.event
    if found.unit_phrase is None:
        found.unit_phrase = own.unit
    return found


def _other_event(stream: Stream) -> str | None:
    """ "the number of cups Ann broke": the other's own past or present verb, then the end."""
    form = None if stream.check(_ELIDED) else verb_form(stream.low())
    if (
        form is None
        or form.tense not in ("past", "present")
        or not (stream.peek(1) is None or stream.check(BOUNDARIES, 1))
    ):
        return None
    stream.pos += 1
    return form.frame.event


_TOGETHER: Final = words("together_word")


def _other_is_one(stream: Stream) -> None:
    """ "twice as many as Sue and Tom combined": a comparison with a sum of holders is not
    read (the reader would take Sue's alone); refused where it stands."""
    skip = 1 if stream.low() in _ELIDED else 0  # ("as Sue does and Tom combined")
    if stream.low(skip) != "and":
        return
    for k in range(skip + 1, skip + 6):
        low = stream.low(k)
        if low in _TOGETHER:
            stream.fail(
                "unsupported_sentence",
                "compare.other_group",
                "compared with several holders together",
            )
        if low in ("", ",", ".", "but", "then"):
            return


def _elided_verb(stream: Stream, *, required: bool = False) -> bool:
    """ "as Heike does", "the number Ann has": the other's verb, standing for the clause's."""
    if stream.check(_ELIDED) and (stream.peek(1) is None or stream.check(BOUNDARIES, 1)):
        stream.pos += 1
        return True
    return not required


def _elided_word(stream: Stream, end: int) -> str | None:
    """The other's elided verb a comparison ended with, if any."""
    last = stream.tokens[end - 1].low if end > stream.first else ""
    return last if last in _ELIDED else None


def _comparative(stream: Stream) -> tuple[str | None, str | None]:
    low = stream.low()
    if low in _MORE:
        stream.pos += 1
        return "more", _MORE[low]
    if low in _FEWER:
        stream.pos += 1
        return "fewer", _FEWER[low]
    return None, None


def _noun_ahead(stream: Stream) -> bool:
    """ "each friend", "every box": "each" opens a noun phrase, not a distributive adverb."""
    word = stream.low(1)
    return word.isalpha() and word not in words("stop") and verb_form(word) is None


def _amount_ahead(stream: Stream, ahead: int) -> bool:
    token = stream.peek(ahead)
    return token is not None and (
        token.text[:1].isdigit() or token.low == "$" or token.low in words("number_word")
    )


_NONSTOP: Final = frozenset({"stopping", "stop", "break", "breaks", "resting", "pause", "pausing"})
"""What "without" takes in "without stopping": no break in a span of work."""
_CLAUSE_ADVERBS: Final = frozenset({"now", "later", "afterwards", "finally", "today"})
"""An adverb a clause may open with after its conjunction ("and now she has 9")."""


def timed_clause_starts(stream: Stream, ahead: int = 0) -> int | None:
    """time_opening := time [","] clause: how many tokens the time and its comma take, when
    a clause opened by a time starts ``ahead`` tokens on ("and today, she read 5 pages")."""
    while stream.low(ahead) in ("and", "but", ","):
        ahead += 1
    found = time_phrase(stream, ahead, ends=False)
    if found is None:
        return None
    k = ahead + found[1]
    if stream.low(k) == ",":
        k += 1
    return k if clause_starts(stream, k) else None


def clause_starts(stream: Stream, ahead: int = 0) -> bool:
    """Whether a new clause starts ``ahead`` tokens on: [BOUNDARY]* [subject] VERB."""
    k = ahead
    while stream.low(k) in BOUNDARIES:
        k += 1
    if stream.low(k) in _CLAUSE_ADVERBS and (
        k > ahead or (ahead > 0 and stream.low(ahead - 1) in BOUNDARIES)
    ):
        k += 1  # ", and now Sofia has $10", "and now she"
    low = stream.low(k)
    token = stream.peek(k)
    if token is None:
        return False
    if low in ("he", "she", "they", "it", "i", "we", "you"):
        k += 1
    elif low == "there" and stream.low(k + 1) in words("be") and k > ahead:
        return True  # ", and now there are 26 ducks"
    elif token.text[:1].isupper() and low not in words("stop"):
        k += 1
        while (t := stream.peek(k)) is not None and t.text[:1].isupper():
            k += 1
    while stream.low(k) in _FILLER or stream.low(k) in (
        "will",
        "would",
        "can",
        "could",
        "did",
        "does",
        "do",
        "not",
        "has",
        "had",
        "have",
        "is",
        "was",
        "are",
        "were",
        "also",
    ):
        if (
            stream.low(k) in ("has", "had", "have", "is", "was", "are", "were")
            and verb_form(stream.low(k + 1)) is None
        ):
            return True
        k += 1
    form = verb_form(stream.low(k))
    if form is None and stream.low(k) in INTENT_VERBS | DECIDE_VERBS and stream.low(k + 1) == "to":
        return True  # ("Dorothy is 15 years old and wants to go to a museum")
    if form is None:
        return _phrase_then_verb(stream, ahead)
    nxt = stream.peek(k + 1)
    return not (
        form.tense == "base"
        and "NOUN" in pos_of(stream.low(k))
        and nxt is not None
        and nxt.low in (",", "and", ".")
    )


def _phrase_then_verb(stream: Stream, ahead: int) -> bool:
    """ "..., and her sheepdog can run", "and 5 people got on": a noun phrase, then a verb group
    whose verb is not a base form (which could be a noun the list goes on with)."""
    mark = stream.mark()
    try:
        stream.pos += ahead
        while stream.low() in BOUNDARIES:
            stream.pos += 1
        if stream.check(("there",)) and stream.check(words("be"), 1):
            return True
        np = read_noun_phrase(stream)
        if np is None or np.pronoun is not None or stream.check(("times",)):
            return False  # ("four times as many": a multiple, not "four" that "times")
        verb = read_verb_group(stream)
        if verb is None:
            return False
        if verb.be or verb.end - verb.first > 1:
            return True
        form = any_verb_form(stream.low(-1))
        if form is not None and np.det in ("each", "every") and form.tense == "base":
            return True  # ("..., each book cost $4": after "each", a plain form is a past)
        if (
            form is not None
            and form.frame.lemma == "cost"
            and np.value is None
            and (stream.check(("$",)) or stream.low()[:1].isdigit())
        ):
            return True  # ("$3 each and pens cost $2 each": a price follows, a clause of its own)
        if (
            form is not None
            and form.tense == "base"
            and stream.low(-1) in _SAME_PARTICIPLE
            and np.value is None
            and (np.name is not None or (np.head is not None and not plural_head(np.head)))
        ):
            return True  # ("and then his mom put 20 more": one who "put", not "puts": a past)
        return form is not None and form.tense in ("past", "present")
    finally:
        stream.reset(mark)


def _relative(stream: Stream, parts: list[Part]) -> Part | None:
    """relative := [","] ("that" | "which" | "who") ["each"] verb_group part*
               | "," "each" "of" ("which" | "whom") verb_group part*

    after a noun phrase.

    "5 toys that each cost $3", "Amy, who is 15", "a card for $100, which
    then triples": a clause about the phrase before it, read by the
    statement rules with that phrase as its subject.
    """
    if not parts or parts[-1].kind not in ("object", "pp", "compare"):
        return None
    antecedent = (
        parts[-1].np
        if parts[-1].kind != "compare"
        else (parts[-1].compare.other if parts[-1].compare is not None else None)
    )
    if antecedent is None:
        return None
    start = stream.pos
    k = 1 if stream.low() == "," else 0
    each_of = (
        k == 1
        and stream.low(1) == "each"
        and stream.low(2) == "of"
        and stream.low(3) in ("which", "whom")
    )  # ("3 dolls, each of which cost $1"; "all of which cost $6" may be the dolls together)
    if not each_of and stream.low(k) not in ("that", "which", "who"):
        return None
    if each_of:
        stream.pos += 4
        each = True
    else:
        stream.pos += k + 1
        each = stream.consume(("each", "all", "both")) is not None
    verb = read_verb_group(stream)
    if verb is None:
        stream.reset(start)
        return None
    cut = _price_then_item(stream) if verb.frame is not None and verb.frame.cls == "cost" else None
    if cut is not None:
        # "two tapes that cost $9 each and a headset for $25": the price clause ends where
        # the list of things bought goes on
        inner = read_clause_parts(Stream(stream.tokens, stream.pos, cut), verb.frame)
        stream.pos = cut
    else:
        inner = read_clause_parts(stream, verb.frame)
    if each:
        inner.append(Part("word", start, start + 1, word="each"))
    return Part("relative", start, stream.pos, np=antecedent, relative=(verb, inner))


def _relative_priced(part: Part) -> bool:
    """Whether a relative clause is a price ("that cost $9 each"), after which a list of
    things bought may go on."""
    assert part.relative is not None
    verb = part.relative[0]
    return verb.frame is not None and verb.frame.cls == "cost"


def _price_then_item(stream: Stream) -> int | None:
    """Where a relative price clause ends before the list it stands in goes on: a money
    amount, then "and" (or ", and") and a new thing ("a headset", "two tapes"); ``None``
    when no such place comes before the clause ends."""
    k = stream.pos
    priced = False
    while k < stream.end:
        low = stream.tokens[k].low
        if low == "$" or low in ("dollars", "cents"):
            priced = True
        if priced and low == "and":
            after = stream.tokens[k + 1].low if k + 1 < stream.end else ""
            if after in ("a", "an") or after[:1].isdigit() or after in words("number_word"):
                back = k - 1 if stream.tokens[k - 1].low == "," else k
                return back
        if low in (".", "?", ";"):
            return None
        k += 1
    return None


_ADVERB_PERIODS: Final = {
    "daily": "days",
    "weekly": "weeks",
    "monthly": "months",
    "yearly": "years",
    "annual": "years",
    "hourly": "hours",
}


_RELATIVE_TIMES: Final = frozenset(
    {"week", "month", "year", "weekend", "summer", "winter", "spring", "fall", "night"}
)
"""Times "last", "this" or "next" name after a clause's amounts ("sold 86 geckos last year")."""


def is_word_time(word: str) -> bool:
    """Whether ``word`` is a time told by a word: "yesterday", "today", "tonight", "last
    week", "this year"."""
    if word in ("yesterday", "today", "tonight"):
        return True
    first, _, period = word.partition(" ")
    return (first in ("last", "this") and bool(period)) or word in _NEXT_TIMES


def read_clause_parts(stream: Stream, frame: VerbFrame | None) -> list[Part]:
    """part* up to the end of the clause (a boundary that starts a new clause, or the end)."""
    parts: list[Part] = []
    while not stream.at_end():
        start = stream.pos
        low = stream.low()
        if low in BOUNDARIES and clause_starts(stream, 1):
            break
        if low in BOUNDARIES and timed_clause_starts(stream, 1):
            break  # ("12 pages and today, she read 5": the time opens the next clause)
        if low == "than" and (
            stream.low(1) in ("on", "in", "at", "during")
            or stream.low(1) in ("yesterday", "today", "tonight")
            or (stream.low(1) in ("last", "this") and stream.low(2) in _RELATIVE_TIMES)
        ):
            # "did he sell on Monday than on Tuesday": the time compared with; the time
            # phrase after it is read as any part is
            stream.pos += 1
            parts.append(Part("word", start, stream.pos, word="than-time"))
            continue
        if low in (",", "and") and (closed := _closing_tail(stream)) is not None:
            # "3 quarters, 4 dimes and 6 nickels, and no other money", "... and nothing
            # else": nothing else is there, as the reader reads every text
            parts.append(Part("word", start, closed, word="closure", used=True))
            stream.pos = closed
            continue
        if (
            low == ","
            and stream.low(1) == "which"
            and stream.low(2) in ("is", "was")
            and parts
            and parts[-1].kind == "object"
            and parts[-1].np is not None
            and parts[-1].np.value is not None
        ):
            # "has 20 apples, which is twice as many as Ben has": the amount compared, as
            # "20 apples, twice as many as Ben" says
            stream.pos += 3
            compare = read_compare(stream)
            if compare is not None:
                parts.append(Part("compare", start + 3, stream.pos, compare=compare))
                continue
            stream.reset(start)
        relative = _relative(stream, parts)
        if relative is not None:
            parts.append(relative)
            continue
        if (
            low in (",", "and")
            and parts
            and (
                parts[-1].kind in ("object", "pp", "per", "compare")
                or (parts[-1].kind == "relative" and _relative_priced(parts[-1]))
                or (parts[-1].kind == "word" and parts[-1].word in ("each", "apiece"))
                or (
                    # "6 feet long and 8 inches wide": a list of measures, each its adjective
                    parts[-1].kind == "word"
                    and parts[-1].word in ATTRIBUTE_WORDS
                    and len(parts) > 1
                    and parts[-2].kind == "object"
                    and (stream.low(1)[:1].isdigit() or stream.low(1) in words("number_word"))
                )
                or (
                    # "5 kites yesterday and 7 today": a list of amounts at their times
                    parts[-1].kind == "word"
                    and parts[-1].word is not None
                    and is_word_time(parts[-1].word)
                    and len(parts) > 1
                    and parts[-2].kind in ("object", "compare")
                )
            )
        ):
            # a list: "3 pens, 2 books and a ruler", "to Ann and to Ben"
            if low == "and" and (
                (parts[-1].kind == "object" and _contents_then_count(stream, parts[-1].np))
                or (
                    # "5 boxes of crayons with 12 crayons in each box and 8 markers"
                    parts[-1].kind == "per"
                    and len(parts) > 1
                    and parts[-2].kind == "pp"
                    and parts[-2].prep == "with"
                    and _contents_then_count(stream, parts[-2].np, counted=True)
                )
            ):
                stream.fail(
                    "ambiguous",
                    "amount.contents_list",
                    "an amount after a container's contents: beside the containers, or in"
                    " each of them too?",
                    parts[-1].first,
                )
            stream.pos += 1
            stream.consume(("and",))
            continue
        if low in (",", ";"):
            stream.pos += 1
            continue
        if low == "in" and (ratio := _ratio(stream)) is not None:
            parts.append(ratio)
            continue
        compare = read_compare(stream)
        if compare is None and low == "for":
            # "walked for twice as long": the duration compared, after its "for"
            stream.pos += 1
            compare = read_compare(stream)
            if (
                compare is None
                or compare.kind != "times"
                or stream.tokens[stream.pos - 1].low != "long"
            ):
                compare = None
                stream.reset(start)
            else:
                compare.attribute = "duration"  # ("for twice as long": a time, not a length)
        if compare is not None:
            parts.append(Part("compare", start, stream.pos, compare=compare))
            continue
        if (
            frame is not None
            and frame.lemma == "spend"
            and parts
            and parts[-1].kind == "object"
            and parts[-1].np is not None
            and parts[-1].np.value is not None
            and parts[-1].np.head is not None
            and (spent := unit_table().lookup(parts[-1].np.head)) is not None
            and spent.dimension == "time"
            and (doing := gerund_form(low)) is not None
        ):
            # "spends 2 hours reading": the time of the activity (the statement reads it so),
            # and what is done, with no amount ("ironing his shirt", "reading a book")
            stream.pos += 1
            _what_is_done(stream)
            parts.append(Part("word", start, stream.pos, word=f"doing {doing.frame.lemma}"))
            continue
        if (
            frame is not None
            and frame.lemma == "spend"
            and parts
            and parts[-1].kind == "object"
            and (spent_np := parts[-1].np) is not None
            and spent_np.money is not None
            and spent_np.head in ("buying", "purchasing")
            and not spent_np.mods
        ):
            # "spent $10 buying his lunch": spent on it, as "spent $10 on his lunch" says
            bought = read_noun_phrase(stream)
            if bought is not None and bought.value is None and bought.quantity is None:
                parts[-1].np = replace(spent_np, head=None, end=spent_np.end - 1)
                parts.append(Part("pp", start, stream.pos, np=bought, prep="on"))
                continue
            stream.reset(start)
        goal = _goal(stream)
        if goal is not None:
            parts.append(goal)
            continue
        purpose = _purpose(stream, frame)
        if purpose is not None:
            parts.append(Part("word", start, purpose, word="purpose", used=True))
            stream.pos = purpose
            continue
        frequency = _frequency(stream)
        if frequency is not None:
            parts.append(Part("freq", start, stream.pos, word=frequency[1], times=frequency[0]))
            continue
        count = _count_of_times(stream)
        if count is not None:
            parts.append(Part("object", start, stream.pos, np=count))
            continue
        after_money = (
            bool(parts)
            and parts[-1].np is not None
            and parts[-1].np.money is not None
            and stream.tokens[start - 1].low not in (",", "and")  # ("$8.50 and a ball": a list)
        )
        per = _per(stream, after_money)
        if (
            per is None
            and low in ("in", "on", "at", "inside")
            and stream.low(1) == "each"
            and (stream.peek(2) is None or stream.check(BOUNDARIES, 2))
            and parts
            and parts[-1].kind == "pp"
            and parts[-1].prep == "with"
        ):
            # "6 boxes with 8 crayons in each": each of the things just counted, as "with 8
            # crayons each" is
            stream.pos += 2
            parts.append(Part("word", start, stream.pos, word="each"))
            continue
        if (
            per is None
            and low in ("in", "on", "at", "for", "into")
            and stream.low(1)
            in (
                "each",
                "every",
            )
        ):
            # "6 muffins in each box", "85 passengers on each trip": so many per box, per trip
            # ("in each of the bags": per bag too)
            mark = stream.mark()
            stream.pos += 2
            if stream.check(("of",)) and stream.check(("the", "these", "those"), 1):
                stream.pos += 2
            np = read_noun_phrase(stream)
            if (
                np is not None
                and np.head is not None
                and np.value is None
                and not np.mods  # ("in each red box": of red boxes only, which this loses)
                and (np.of is None or np.of.value is None)
            ):
                per = (unit_name(np.head), start, stream.pos)
            else:
                stream.reset(mark)
        if per is not None:
            parts.append(Part("per", start, stream.pos, word=per[0]))
            continue
        if (
            low in ("on", "in", "at")
            and stream.low(1) in ("his", "hers", "theirs")
            and (stream.peek(2) is None or stream.check(BOUNDARIES, 2))
            and parts
            and parts[-1].kind == "object"
        ):
            # "Jun scored 79 points on his": his own of what the text just spoke of, a
            # setting as "on her spelling test" was
            stream.pos += 2
            parts.append(Part("word", start, stream.pos, word="elided setting", used=True))
            continue
        if low == "from" and stream.low(1) == "now":
            stream.pos += 2
            parts.append(Part("word", start, stream.pos, word="from now"))
            continue
        if (
            low in ("a", "an")
            and stream.low(1) in _ADVERB_PERIODS
            and stream.low(2) in words("money_noun")
            and stream.low(3) == "of"
        ):
            # "a weekly allowance of $30": $30, a week
            mark = stream.mark()
            stream.pos += 4
            money = read_noun_phrase(stream)
            if money is not None and money.money is not None and money.value is not None:
                parts.append(Part("object", mark, stream.pos, np=money))
                period = _ADVERB_PERIODS[stream.tokens[mark + 1].low]
                parts.append(Part("per", mark + 1, mark + 2, word=period))
                continue
            stream.reset(mark)
        if low in ("last", "this", "next") and stream.low(1) in _RELATIVE_TIMES:
            # "sold 86 geckos last year", "this week": when, as "Last year, ..." says it first
            stream.pos += 2
            parts.append(Part("word", start, stream.pos, word=f"{low} {stream.low(-1)}"))
            continue
        if (following := next_time(stream)) is not None:
            # "and 3 apples the next day": when, as "The next day, ..." says it first
            stream.pos += 3
            parts.append(Part("word", start, stream.pos, word=following))
            continue
        if low in ATTRIBUTE_WORDS or low == "ago" or (low == "before" and stream.peek(1) is None):
            # ("How many did she have before?": a bare "before" ends the clause)
            stream.pos += 1
            parts.append(Part("word", start, stream.pos, word=low))
            continue
        if low in ("on", "in") and (stream.peek(1) is None or stream.check(BOUNDARIES, 1)):
            # "8 passengers got on", "came in": a particle ends the clause
            stream.pos += 1
            parts.append(Part("word", start, stream.pos, word=low))
            continue
        if (
            low in _PARTICLES
            and stream.low(1) != "of"
            and not (low == "around" and stream.low(1) in ("the", "a", "an", *words("possessive")))
        ):  # ("ran 7 laps around the park": where, a place phrase)
            stream.pos += 1
            parts.append(Part("word", start, stream.pos, word=low))
            continue
        if (
            low
            in (
                "more",
                "left",
                "remaining",
                "leftover",
                "each",
                "apiece",
                "extra",
                "altogether",
                "total",
                "in",
            )
            and low != "in"
            and not (low in ("each", "every") and _noun_ahead(stream))
        ) or (low == "in" and stream.low(1) in ("total", "all")):
            if low == "in":
                stream.pos += 2
                parts.append(Part("word", start, stream.pos, word="total"))
                continue
            stream.pos += 1
            parts.append(Part("word", start, stream.pos, word=low))
            continue
        if low in _FILLER:
            stream.pos += 1
            parts.append(Part("word", start, stream.pos, word=low, used=True))
            continue
        if low == "without" and (
            stream.low(1) in _NONSTOP or (stream.low(1) == "a" and stream.low(2) in _NONSTOP)
        ):
            # "bakes from 7 a.m. until 11 a.m. without stopping": all that span
            stream.pos += 2 if stream.low(1) != "a" else 3
            parts.append(Part("word", start, stream.pos, word="without stopping", used=True))
            continue
        if low == "so" and stream.low(1) == "far":
            # "She has saved $15 so far": up to now, as "already" says it
            stream.pos += 2
            parts.append(Part("word", start, stream.pos, word="so far", used=True))
            continue
        if low in ("between", "among") and stream.low(1) in ("them", "themselves"):
            # "Grace and Bill have 47 cards between them": the amount of them together
            stream.pos += 2
            parts.append(Part("word", start, stream.pos, word="total"))
            continue
        rate_words = _rate_words(stream) if low == "at" else 0
        if (
            low == "at"
            and rate_words
            and _rate_after_at(Stream(stream.tokens, stream.pos + rate_words - 1, stream.end))
        ):  # (the rate read from its "of", which stands where "at" would)
            # "reads at a speed of 30 pages per hour": "at 30 pages per hour"
            stream.pos += rate_words
            parts.append(Part("word", start, stream.pos, word="at", used=True))
            continue
        if low == "at" and _rate_after_at(stream):
            # "travels at 60 miles per hour": the rate is what the clause states
            stream.pos += 1
            parts.append(Part("word", start, stream.pos, word="at", used=True))
            continue
        if low == "from" and (ranged := read_clock_range(stream)) is not None:
            # "bakes from 7 a.m. until 11 a.m.": for the span between, as "for 4 hours" says
            parts.append(
                Part(
                    "pp",
                    start,
                    stream.pos,
                    np=_span_phrase(ranged[0], start, stream.pos),
                    prep="for",
                )
            )
            continue
        if low == "out" and stream.low(1) == "of" and not _amount_ahead(stream, 2):
            # "takes 11 blocks out of the toy box": where they come from, as "from the toy
            # box" says ("18 out of 20" is a part, read with its number)
            stream.pos += 2
            np = read_noun_phrase(stream)
            if np is not None:
                parts.append(Part("pp", start, stream.pos, np=np, prep="from"))
                continue
            stream.reset(start)
        if low in _PREPS and stream.peek(1) is not None:
            stream.pos += 1
            np = read_noun_phrase(stream)
            if np is not None:
                parts.append(Part("pp", start, stream.pos, np=np, prep=low))
                continue
            stream.reset(start)
        if low == "her" and (
            (_amount_ahead(stream, 1) and not is_person_noun(stream.low(2)))  # ("her 3 cousins")
            or stream.peek(1) is None
            or stream.check(BOUNDARIES | _HER_NO_POSSESSION, 1)
        ):
            # "gives her 5 shells": her is who gets them, not whose they are
            stream.pos += 1
            parts.append(
                Part("object", start, stream.pos, np=NounPhrase(start, stream.pos, pronoun="her"))
            )
            continue
        np = read_noun_phrase(stream)
        if np is not None:
            parts.append(Part("object", start, stream.pos, np=np))
            continue
        stream.fail(
            "unsupported_sentence",
            "clause.unread_word",
            f"cannot read {stream.text(start, start + 1)!r} here",
        )
    _shared_heads(stream, parts)
    return parts


def _span_phrase(minutes: Fraction, first: int, end: int) -> NounPhrase:
    """The length a clock range names, in whole hours when it is some, else in minutes."""
    hours = minutes / unit_table().conversion("minutes", "hour").factor
    if hours.denominator == 1:
        return NounPhrase(first, end, value=hours.numerator, head="hours")
    value: Value = minutes.numerator if minutes.denominator == 1 else minutes
    return NounPhrase(first, end, value=value, head="minutes")


def _closing_tail(stream: Stream) -> int | None:
    """closing := ["," ] ["and"] ("nothing" "else" | "no" ("other" | "more") WORD+) END

    A list closed at the end of its sentence ("and no other money", ", and nothing else");
    where the sentence ends, or ``None``. No number and no verb may follow "no"."""
    k = stream.pos + 1
    if stream.tokens[stream.pos].low == "," and stream.low_at(k) == "and":
        k += 1
    low, nxt = stream.low_at(k), stream.low_at(k + 1)
    if not ((low == "nothing" and nxt == "else") or (low == "no" and nxt in ("other", "more"))):
        return None
    numbers = words("number_word")
    for token in stream.tokens[k + 2 : stream.end]:
        word = token.low
        if word[:1].isdigit() or word in numbers or word in BOUNDARIES:
            return None
        if verb_form(word) is not None and "NOUN" not in pos_of(word):
            return None
    return stream.end


def _contents_then_count(stream: Stream, np: NounPhrase | None, *, counted: bool = False) -> bool:
    """Whether "and" after ``np`` may go on its contents: "5 boxes of 12 crayons and 8
    markers" has the 8 markers beside the boxes (68 in all) or in each box with the crayons
    (100). Another container ("and 3 packs of 8 markers"), more of the containers ("and 2
    boxes") or money ("and $5") goes on the list only. ``counted``: ``np`` is itself the
    contents ("with 12 crayons in each box")."""
    if np is None or np.value is None or np.head is None:
        return False
    if not counted and (np.of is None or np.of.value is None):
        return False
    mark = stream.mark()
    stream.pos += 1
    other = read_noun_phrase(stream)
    stream.reset(mark)
    return (
        other is not None
        and other.value is not None
        and not other.more  # ("and 2 more pens": more beside them)
        and other.money is None
        and other.of is None
        and other.head is not None
        and singular(other.head) not in words("container_noun")
        and singular(other.head) != singular(np.head)
    )


def _ratio(stream: Stream) -> Part | None:
    """ratio := "in" ("the" | "a") "ratio" ["of"] CARDINAL (":" CARDINAL)+ ["respectively"]

    "in the ratio 2:5", "in a ratio of 3:5:7 respectively": the terms, whole and positive, in
    the order told; ``None`` leaves the stream unmoved."""
    mark = stream.mark()
    if not (stream.check(("the", "a"), 1) and stream.low(2) == "ratio"):
        return None
    stream.pos += 3
    stream.consume(("of",))
    terms: list[int] = []
    while True:
        number = read_cardinal(stream)
        if number is None or not isinstance(number.value, int) or number.value <= 0:
            stream.reset(mark)
            return None
        terms.append(number.value)
        if not stream.consume((":",)):
            break
    if len(terms) < 2:
        stream.reset(mark)
        return None
    stream.consume(("respectively",))
    return Part("ratio", mark, stream.pos, terms=tuple(terms))


def _shared_heads(stream: Stream, parts: list[Part]) -> None:
    """ "5 red and 10 blue pens", "6 red, 1 green and 9 blue balloons": a count whose head is
    a lone adjective ("5 red", "1 green") in a list has its head left out, and shares the noun
    of the next amount in the list (or of the comparison after it: "5 red and 3 times as
    many blue balloons"); read as "5 red pens". With no such noun it is refused."""
    for k, part in enumerate(parts):
        np = part.np
        if (
            part.kind != "object"
            or np is None
            or type(np.value) is not int
            or np.value < 1
            or np.head is None
            or np.mods
            or np.of is not None
            or np.money is not None
            or "ADJ" not in pos_of(np.head)
            or plural_head(np.head)
        ):
            continue
        later = (
            next(
                (
                    p.np
                    for p in parts[k + 1 :]
                    if p.kind == "object"
                    and p.np is not None
                    and p.np.value is not None
                    and p.np.head is not None
                    and (
                        plural_head(p.np.head)
                        or (
                            p.np.value == 1
                            and "NOUN" in pos_of(p.np.head)
                            and "ADJ" not in pos_of(p.np.head)
                        )  # ("1 red, 1 green and 1 blue balloon": not "green", itself elided)
                    )
                ),
                None,
            )
            or next(
                (
                    p.compare.unit_phrase
                    for p in parts[k + 1 :]
                    if p.kind == "compare"
                    and p.compare is not None
                    and p.compare.unit_phrase is not None
                    and p.compare.unit_phrase.head is not None
                    and plural_head(p.compare.unit_phrase.head)
                ),
                None,
            )
        )
        if later is None and np.value == 1:
            continue  # ("1 green": one green thing, or a green, said alone)
        if later is None:
            stream.fail(
                "unsupported_sentence",
                "amount.elided_head",
                f"{np.value} {np.head}: {np.head} what is not said",
                np.first,
            )
        part.np = replace(np, mods=(np.head,), head=later.head)


def plural_head(word: str) -> bool:
    """Whether ``word`` is a plural noun a count of more than one may head ("pens")."""
    return word.endswith("s") and unit_name(word) == word and "NOUN" in pos_of(word)

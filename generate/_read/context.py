"""What a statement is read against, and the amounts it states.

The ``Context`` of a problem (the model, the references, what the sentences
before told), the holders and amounts a clause names (``stated_amount``), and
the times and places it is told at: the pieces every statement rule uses.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.clauses import (
    Clause,
    Part,
    VerbGroup,
    is_word_time,
)
from generate._read.lexicon import (
    compounds_ending_in,
    is_compound,
    people_in_part,
    words,
)
from generate._read.meaning import (
    AmountRef,
    amount_of,
    convert,
    entity_of,
    is_person_phrase,
    same_unit,
    share_quantity,
)
from generate._read.model import HoldKey, Model, Rate
from generate._read.partitions import Partition
from generate._read.phrases import NounPhrase
from generate._read.references import Entity, References
from generate._read.stream import Stream
from generate._read.tokens import Token
from generate._read.units import uneven_span
from generate.math_units import unit_table

__all__ = [
    "CALENDAR_NAMES",
    "CHANGING",
    "EARNING",
    "SPENDING",
    "TIME_HEADS",
    "VAGUE_DETS",
    "Context",
    "Value",
    "clause_time",
    "convert_to",
    "factor_quantity",
    "footprint",
    "has_span",
    "holders_of",
    "is_time",
    "object_phrases",
    "one_holder",
    "place_context",
    "place_label",
    "rate_over",
    "rate_per_span",
    "recent_unit",
    "said_together",
    "span_in",
    "span_of",
    "stated_amount",
    "still_to_come",
    "than_time_marker",
    "time_order",
    "times_of_objects",
    "told_lately",
    "told_this_sentence",
    "what_is_done",
    "word_time",
]

Value = int | Fraction


@dataclass(frozen=True, slots=True)
class Purpose:
    """A "to VERB ..." purpose of a changing verb: who, the verb's event group and class,
    the unit its object names (if any), whether it moves money ("to buy", "to sell"), and
    its span."""

    actors: tuple[str, ...]
    event: str
    cls: str
    unit: str | None
    money: bool
    span: tuple[int, int]
    trip: bool = False
    """Told as what a trip or a wish was for ("went to the store to buy some eggs", "wants
    to buy presents"): the money it moves is in play too ("saved $500 to buy his books" is a
    goal, and moves none)."""


@dataclass(slots=True)
class Context:
    """What the statements and the question share."""

    tokens: list[Token]
    refs: References
    model: Model
    source: str
    future_events: list[int] = field(default_factory=list)
    held_before_future: dict[tuple[str, str, str | None], str] | None = None
    """The holdings as they were before the first event still to come ("He has $50. He
    wants to buy a game that costs $65."): what the money still needed is counted from."""
    events_to_come: set[int] = field(default_factory=set)
    """Indexes in ``model.events`` of the events a clause told as still to come."""
    discount: str | None = None
    """The factor a purchase clause's discount leaves of its price ("with a 25% discount":
    3/4), applied to what the clause pays; ``None`` outside such a clause."""
    last_unit: dict[str, str] = field(default_factory=dict)
    recent_unit: str | None = None
    present: dict[str, bool] = field(default_factory=dict)
    """Holders whose holding was stated in the present tense, and whether with "now"."""
    past_stated: set[str] = field(default_factory=set)
    """Holders whose holding was stated in the past tense ("Ann had 30 apples")."""
    clause_past: bool = False
    """Whether the clause being read is in the past tense."""
    conditioned: bool = False
    """The question carries an "if" condition (so "would" asks about that case)."""
    age_when: tuple[int, int, int, tuple[int, int]] | None = None
    """ "when he is 50": the tokens of whose age, the age, and the clause's span, which the
    age question reads as a shift of years (``reader._age_when``)."""
    condition_left: bool = False
    """A condition before the question tells what is left ("If he had $6 left, how much did
    he have at first?"): the holding after every event, whichever order they came in."""
    reports: list[int] = field(default_factory=list)
    """Token indexes of report verbs read as telling a fact ("Rafi says he has 7 more"):
    what a later sentence may judge ("He lied.")."""
    hearsay: bool = False
    """The clause being read is what someone says ("Sam says he read 30 pages")."""
    heard: list[tuple[str, str, str]] = field(default_factory=list)
    """What said clauses told, as (holder, unit, quantity id) of their events and starts:
    anything else the text tells of that holder's unit leaves which is true open."""
    kept: dict[str, dict[tuple[str, str, str | None], str]] = field(default_factory=dict)
    """Holders told to have "kept the rest", with what they held then: that is what they
    kept, which "How many did she keep?" asks while it still is what they hold."""
    condition_quantities: list[str] = field(default_factory=list)
    """The quantities the question's condition stated, which the answer must use."""
    unit_hint: tuple[str, str | None] | None = None
    """The unit and label a bare number in a relative clause is in ("who is 15": years, age;
    "5 fewer shells than Ava, who has 12": shells)."""
    tense_shifts: list[tuple[int, int]] = field(default_factory=list)
    """Past events after a present-tense holding (a question about what is left resolves them)."""
    partitions: list[Partition] = field(default_factory=list)
    """Wholes split into kinds, latest last ("Of the 45 marbles, 19 are blue")."""
    relative: bool = False
    """A relative clause is being read ("4 pens that cost $2")."""
    last_amount: AmountRef | None = None
    """The amount read last: what "half as many" with no "as ..." is half of."""
    parallel_unit: str | None = None
    """The unit of the clause before, when this clause repeats its verb ("Grace finds 17
    shells and Lily finds 8"): what a bare number here counts."""
    clause_before: tuple[str, str | None, str | None] | None = None
    """The verb lemma, verb class and unit of the clause read last, of this sentence or
    the one before: "Tim has 10 cards. Bob has 8." (8 cards) as within one sentence."""
    sales: dict[str, str] = field(default_factory=dict)
    """Prices a sale made (their qid -> the sale's time, "now" when it told none): a purchase
    at another time than the sale's is not said to be at it."""
    compared_in: int | None = None
    """The sentence whose comparison was the last amount read ("Sam has twice as many"): a
    "twice as many" in a later sentence may mean either side of it; in the same sentence
    ("Raj worked one-third as long and Eva worked twice as long") the clauses run parallel."""
    sentence: int = 0
    """How many statements have been read (the current one's number)."""
    amount_log: list[tuple[int, str]] = field(default_factory=list)
    """(sentence, unit) of every amount read, in order: what "twice as many" may be of."""
    told_in: dict[str, set[int]] = field(default_factory=dict)
    """The sentences each unit (its count part) was read in, kept with ``amount_log`` by
    ``log_amount``: whether a two-word noun and its last word were told side by side."""
    last_statement: tuple[int, int] | None = None
    """Character span of the sentence right before the question, when it was read: what
    "How many cents is that?" points at."""

    compared_unknown: bool = False
    """The comparison just read was with an event told nowhere yet (an unknown): the event
    it makes may be told again, and is then filled, as a share is."""
    quantity_places: dict[str, tuple[str | None, str]] = field(default_factory=dict)
    """Where a rate or an event was told (``place_key``), by its quantity: a price "at the
    school store" does not price what was bought "at the mall"."""
    scene_place: tuple[str | None, str] | None = None
    """Where the text last went ("Ben goes to the mall and buys 4 pens"): the place of what
    is told after at no place of its own."""
    told_places: list[tuple[tuple[str | None, str] | None, frozenset[HoldKey], bool, bool]] = field(
        default_factory=list
    )
    """Per statement clause that changed holdings: the one place it read as where its
    amounts are (``place_key``; ``None`` for none or several), the holdings it set, whether
    it was in the past tense, and whether it stated holdings ("has", "is") rather than told
    an event: what a question that names the place again may take as there."""
    kinds_totals: list[tuple[HoldKey, frozenset[HoldKey]]] = field(default_factory=list)
    """Category totals read as the sum of the holder's kinds ("60 vehicles in total" of his
    cars and trucks), with those kinds: a kind of it told held later is not in the sum."""
    past_timed: dict[HoldKey, str] = field(default_factory=dict)
    """Holdings stated at a past time the clause names ("had 10 apples yesterday", "had 40
    cows last year"), by that time: not what is held now, unless changed since."""
    closed_inline: list[tuple[str, frozenset[str]]] = field(default_factory=list)
    """What the statement just read closed a list of ("has 3 quarters ... and no other
    money": holdings; "bought 3 books ... and nothing else": buying), which no later
    statement may add to."""
    planned: set[str] = field(default_factory=set)
    """Amounts of events still to come ("wants to bake 5 pies", "will sell 8"), by qid."""
    used_up: set[tuple[str, str]] = field(default_factory=set)
    """(maker, unit key) of what making things used out of a holding ("bakes 5 pies": 40
    apples): a use of it told as well may be the same one."""
    purposes: list[Purpose] = field(default_factory=list)
    """What clauses were done for ("went to the market to sell some cards"), read as
    context: one that changes what the text counts, and is not told as done after, is
    refused once the question is read."""


def than_time_marker(clause: Clause) -> int | None:
    """Where "than" stands before a time in the clause's parts ("than yesterday")."""
    for k, part in enumerate(clause.parts):
        if part.kind == "word" and part.word == "than-time":
            return k
    return None


CHANGING: Final = frozenset({"give", "receive", "gain", "lose", "enter", "exit"})


_CONTEXT_PREPOSITIONS: Final = frozenset({"in", "at", "on", "inside", "around"})


def place_key(ctx: Context, np: NounPhrase) -> tuple[str | None, str]:
    """A place phrase as (whose, words): "his farm" (Randy, farm), "his old farm" (Randy,
    old farm), "the farm" (None, farm); a possessive that names no one is no owner."""
    assert np.head is not None
    owner: str | None = None
    if np.owner is not None and np.owner_is_name:
        owner = ctx.refs.person(np.owner, np.first).key
    elif np.owner is not None:
        found = ctx.refs.resolve(np.owner, possessive=True, at=np.first)
        owner = None if isinstance(found, str) else found.key
    return owner, " ".join([*np.mods, noun_key(np.head)])


def place_context(clause: Clause) -> None:
    """ "had 45 dollars in his savings", "collected 58 shells at the beach", "9 pencils in it".

    Once the clause is read, a place phrase left over says where, not how
    much: the phrase names a place or container by a determiner, an owner
    or "it", carries no number, no "each", no time, nothing that prices or
    discounts ("at a discount" changes the amount: left unread, it refuses),
    and no story the holding lives in. Such a phrase is read as context. A
    question that asks about the place ("in Kofi's box") finds no holding
    there and is refused.
    """
    frame = clause.verb.frame
    going = frame is not None and frame.cls == "act"
    for part in clause.parts:
        if part.used or part.kind != "pp":
            continue
        np = part.np
        if (
            part.prep in ("for", "on")
            and np is not None
            and np.head == "sale"
            and np.det is None
            and not np.mods
            and np.value is None
        ):
            part.used = True  # ("3 dolls for sale", "bought 4 tires on sale for $75 each")
            continue
        if not _context_preposition(part, going) or np is None or not _no_amount(np):
            continue
        if np.pronoun is not None:
            part.used = np.pronoun in ("it", "them")
            continue
        if (
            part.prep == "at"
            and np.head in ("speed", "rate", "pace")
            and set(np.mods) <= {"steady", "constant", "same", "even", "average"}
        ):
            part.used = True  # "at a steady speed": says the rate holds, no amount
            continue
        if _names_place(part, np):
            part.used = True


def clause_places(clause: Clause) -> list[NounPhrase]:
    """The place phrases of a clause, read as context or not ("at the mall" where a list of
    purchases was read): where what it tells was done, gone to ("goes to the mall"), bought
    from ("buys 4 pens from the mall") or worked for ("works 4 hours for the library")."""
    frame = clause.verb.frame
    going = (frame is not None and frame.cls == "act") or clause.verb.lemma in GOING_VERBS
    sellers = [
        part.np
        for part in clause.parts
        if part.kind == "pp"
        and part.prep == "from"
        and part.np is not None
        and part.np.value is None
        and (part.np.name is not None or (part.np.head or "") in words("person_noun"))
    ]  # ("buys 4 pens from Tom", "from a street vendor": whose price it was)
    return sellers + [
        part.np
        for part in clause.parts
        if part.kind == "pp"
        and part.np is not None
        and (
            _context_preposition(part, going)
            or part.prep == "from"
            or (going and part.prep == "by")
            or (part.prep == "for" and frame is not None and frame.event == "work")
        )
        and _no_amount(part.np)
        and part.np.pronoun is None
        and part.np.head not in ("speed", "rate", "pace", "sale")
        and _names_place(part, part.np)
    ]


GOING_VERBS: Final = frozenset(
    {"go", "come", "head", "stop", "walk", "drive", "ride", "travel", "run", "jog", "hurry", "rush"}
)
"""Verbs of going somewhere: where they go is where what follows in the text is done."""


def _context_preposition(part: Part, going: bool) -> bool:
    """ "in", "at", "on" ..., and "to" or "from" after an activity ("goes to the gym")."""
    return part.prep in _CONTEXT_PREPOSITIONS or (going and part.prep in ("to", "from"))


def _no_amount(np: NounPhrase) -> bool:
    return np.value is None and np.quantity is None and not np.plus


def _names_place(part: Part, np: NounPhrase) -> bool:
    """Whether the phrase names a place or container by a determiner, an owner or a bare
    place word, and is no time, unit, person or term of a deal."""
    if np.head is None or np.name is not None or np.of is not None:
        return False
    bare_place = np.det is None and not np.mods and np.head in words("bare_place")
    if (
        np.owner is None
        and np.det not in ("the", "a", "an", "this", "that", "her", "his")
        and not bare_place  # ("to work", "at school": a place named with no determiner)
        and (np.owner_phrase is None or np.owner_phrase.value is not None)
    ):  # ("at the farmers' market", "in the school's gym": a place its owner names)
        return False
    return not (
        np.head in words("terms_noun")
        or np.head in words("fiction_noun")
        or any(m in words("terms_noun") or m in words("fiction_noun") for m in np.mods)
        or unit_table().lookup(np.head) is not None
        or (
            np.head in TIME_HEADS
            and part.prep not in ("to", "from")
            and not (bare_place and part.prep in ("at", "in"))
        )
        or np.head in words("person_noun")
    )  # ("after school" is a time; "walks to school", "at school" are of a place)


def footprint(model: Model) -> tuple[int, int, int, int]:
    return model.counter + model.scenes, len(model.relations), len(model.events), len(model.rates)


_OCCASIONS: Final = frozenset({"game", "contest", "race", "party", "competition", "match"})
"""Occasions an event may be at with "a" ("won 18 marbles in a game"): one occasion."""
TIME_HEADS: Final = frozenset(
    {
        "noon",
        "midnight",
        "lunchtime",
        "bedtime",
        "morning",
        "afternoon",
        "evening",
        "night",
        "day",
        "week",
        "month",
        "year",
        "weekend",
        "summer",
        "winter",
        "spring",
        "fall",
        "autumn",
        "semester",
        "season",
        "term",
        "holiday",
        "holidays",
        "vacation",
        "break",
        "hour",
        "minute",
        "time",
        "trip",
        "beginning",
        "end",
        "start",
        "lunch",
        "dinner",
        "breakfast",
        "party",
        "birthday",
        "game",
        "round",
        "race",
        "visit",
        "sale",
        "festival",
        "school",
        "today",
        "weekday",
        "weekdays",
        "weekends",
    }
)


CALENDAR_NAMES: Final = words("time_unit_day") | words("month") | words("season")
"""Names of days, months and seasons ("Monday", "June", "winter"): times by their name."""


def is_time(np: NounPhrase) -> bool:
    return np.head in CALENDAR_NAMES or np.head in TIME_HEADS


def holders_of(ctx: Context, stream: Stream, subjects: list[NounPhrase]) -> list[Entity]:
    out = []
    for np in subjects:
        entity = entity_of(ctx.refs, stream, np)
        if entity is None:
            return []
        out.append(entity)
    return out


# -- helpers ------------------------------------------------------------------------


def one_holder(stream: Stream, holders: list[Entity], code: str) -> Entity:
    if len(holders) != 1:
        stream.fail("unsupported_sentence", code, "who this is about is not one holder")
    return holders[0]


def _implicit(ctx: Context, holder: str | None) -> str | None:
    if holder is None:
        return None
    units = {k[1] for k in ctx.model.holdings if k[0] == holder}
    if len(units) == 1:
        unit = units.pop()
        recent = ctx.recent_unit
        if recent is not None and not same_unit(recent, unit) and "/" not in recent:
            return None  # (the unit spoken of last is another: which is not said)
        if any(same_unit(r.per, unit) and r.holder in (holder, None) for r in ctx.model.rates):
            # "Tom has 3 bags. Each bag has 4 apples. He gives away 2.": bags or apples?
            return None
        return unit
    if not units:
        return ctx.last_unit.get(holder) or ctx.parallel_unit
    return None


def told_this_sentence(ctx: Context) -> list[str]:
    """The units of the amounts read in this sentence so far (latest first): the log's tail,
    read from the end, as the log only grows sentence by sentence (reading all of it for
    every clause would make a long text quadratic)."""
    units = []
    for at, unit in reversed(ctx.amount_log):
        if at != ctx.sentence:
            break
        units.append(unit)
    return units


def told_lately(ctx: Context) -> list[str]:
    """The units of the amounts read in this sentence so far, else in the last sentence
    before it that read any (what "them" or an elided "twice as many" may be of): the
    log's tail, as ``told_this_sentence``."""
    here = told_this_sentence(ctx)
    if here:
        return here
    last: int | None = None
    for at, unit in reversed(ctx.amount_log):
        if last is None:
            last = at
        elif at != last:
            break
        here.append(unit)
    return here


def recent_unit(ctx: Context, holder: str | None) -> str | None:
    """The unit spoken of last by or about ``holder`` (what "them" in "half of them" counts);
    ``None`` when the sentence before (or this one, so far) spoke of two kinds ("48 crayons
    and 16 pens. He loses half of them."): which of them is not said."""
    if len({noun_key(unit) for unit in told_lately(ctx)}) > 1:
        return None
    if holder is not None and holder in ctx.last_unit:
        own = ctx.last_unit[holder]
        if ctx.recent_unit is not None and noun_key(ctx.recent_unit) != noun_key(own):
            # "Ann has 12 pencils. There are 3 pens on the desk. She gives 5 of them": hers,
            # or the ones just spoken of?
            return None
        return own
    return ctx.recent_unit


def _more_of_the_same(
    ctx: Context, stream: Stream, np: NounPhrase, holder: str | None, unit: str
) -> None:
    """ "walked for 25 minutes and then walked 2 more miles": more than what?

    "more" needs something of its unit before it (a holding or an event of
    the same holder); after amounts of other units only, it compares
    incompatible things and is refused.
    """
    if not np.more or holder is None:
        return
    model = ctx.model
    same = any(k[0] == holder and same_unit(k[1], unit) for k in model.holdings) or any(
        e.actor == holder and same_unit(e.unit, unit) for e in model.events
    )
    other = any(e.actor == holder for e in model.events) or any(
        k[0] == holder for k in model.holdings
    )
    anyone = any(same_unit(k[1], unit) for k in model.holdings) or any(
        same_unit(e.unit, unit) for e in model.events
    )
    if not other and not anyone:
        # "Mia found 8 cats. Lena found 10 books. Tom found 3 more pears.", "Raj bought 5
        # more apples.": no pears were told, so "more" is more than nothing the text says
        stream.fail(
            "unit_mismatch",
            "amount.more_unit",
            f"'more {unit}' where no {unit} were told: more than what?",
            np.first,
        )
    if other and not same:
        stream.fail(
            "unit_mismatch",
            "amount.more_unit",
            f"'more {unit}' after amounts of other units: more than what?",
            np.first,
        )


def _them_again(ctx: Context, np: NounPhrase, holder: str | None) -> AmountRef | None:
    """ "Felipe takes 15 marbles out of Jar A and puts them into Jar B": "them" is the one
    amount of things the sentence told before it, the same things; ``None`` when it told
    none, or several ("5 apples and 3 pears ... them"), or money, or when the holder had
    some before it ("Tom had 6 apples. He bought 5 more and gave them to Ann.": the 5, or
    all 11?)."""
    last = ctx.last_amount
    if np.pronoun != "them" or np.value is not None or np.of is not None or last is None:
        return None
    told = [unit for at, unit in ctx.amount_log if at == ctx.sentence]
    if len(told) != 1 or last.unit in ("dollars", "cents") or not same_unit(told[0], last.unit):
        return None
    model = ctx.model
    told_at = model.by_id[last.qid].span
    if told_at is None:
        return None
    for key, start in model.starts.items():
        held_at = model.by_id[start].span
        if key[0] == holder and same_unit(key[1], last.unit) and (held_at or told_at) < told_at:
            return None
    return last


def stated_amount(
    ctx: Context, stream: Stream, np: NounPhrase, holder: str | None, other: str | None = None
) -> AmountRef:
    """The amount ``np`` denotes; a bare number counts the unit of ``holder`` (or, if it has
    none, of ``other``: "lends him 6 more" counts what he holds)."""
    if np.det == "the" and np.head in ("rest", "remainder") and np.of is None and holder:
        # "gave the rest to Lou": all of what the holder has left of the unit last spoken of
        unit = recent_unit(ctx, holder)
        key = (holder, unit, None) if unit is not None else None
        if key is None or key not in ctx.model.holdings:
            stream.fail("ambiguous", "amount.rest", "the rest of what is not said", np.first)
        model = ctx.model
        if not model.taken_from(holder, key[1]):
            # "He had 12 stickers. He bought 6 more. He gave the rest to Ivan.": nothing was
            # set apart, so "the rest" is of what is not said
            stream.fail(
                "ambiguous",
                "amount.rest",
                "'the rest' with nothing taken before it",
                np.first,
            )
        span = stream.span(np.first, np.end)
        factor = share_quantity(ctx.model, Fraction(1), span)
        rest = ctx.model.derive(
            "product", (ctx.model.holdings[key], factor), "part", key[1], holder, None, span
        )
        return AmountRef(rest, key[1], None)
    if (
        np.head in words("vague_part_noun")
        and np.of is not None
        and np.value is None
        and np.of.value is None
    ):  # ("a collection of 20 cards" is the 20 cards)
        # "sells a portion of his apples", "a bit of the cake": a part the text does not size
        stream.fail(
            "unknown_operand", "amount.vague_part", f"how much a {np.head} is is not said", np.first
        )
    implicit = (
        ctx.unit_hint[0]
        if ctx.relative and ctx.unit_hint is not None and ctx.unit_hint[1] is None
        else None
    )  # ("than Ava, who has 12": the comparison's shells)
    implicit = (
        implicit or _implicit(ctx, holder) or (_implicit(ctx, other) if other is not None else None)
    )
    found = amount_of(ctx.model, stream, np, holder, implicit) or _them_again(ctx, np, holder)

    if found is not None and np.head is None and np.money is None and found.label is None:
        # "6 more" of "18 comic books": the bare number takes the one holding's label too
        keys = [k for k in ctx.model.holdings if k[0] in (holder, other) and k[1] == found.unit]
        labels = {k[2] for k in keys}
        if len(labels) == 1 and None not in labels:
            label = labels.pop()
            ctx.model.by_id[found.qid].label = label
            found = AmountRef(found.qid, found.unit, label)
    if found is None:
        stream.fail(
            "unsupported_sentence", "amount.not_amount", "expected an amount here", np.first
        )
    if people_in_part(ctx.model.by_id[found.qid].value, found.unit):
        # "Ann has 3.5 brothers", "12.5 students": people are counted whole
        stream.fail(
            "inconsistent", "amount.part_person", "a count of people told in part", np.first
        )
    _shortened_compound(ctx, stream, np, found.unit)
    _more_of_the_same(ctx, stream, np, holder, found.unit)
    if np.more:
        ctx.model.by_id[found.qid].more = True
    if holder is not None:
        ctx.last_unit[holder] = found.unit
    ctx.recent_unit = found.unit
    ctx.last_amount = found
    ctx.compared_in = None
    log_amount(ctx, found.unit)
    return found


def log_amount(ctx: Context, unit: str) -> None:
    """Log an amount read in this sentence (``Context.amount_log``, ``Context.told_in``)."""
    ctx.amount_log.append((ctx.sentence, unit))
    ctx.told_in.setdefault(unit.split("/", maxsplit=1)[0], set()).add(ctx.sentence)


def _shortened_compound(ctx: Context, stream: Stream, np: NounPhrase, unit: str) -> None:
    """ "Ann has 10 teddy bears. She sells 4 bears.": the bears may be the teddy bears said
    short, or other bears; a two-word noun ("teddy-bears", `compound_noun`) and its last
    word both told refuse, in either order; told side by side in one sentence ("4 guinea
    pigs and 2 pigs"), here or before, they are two things. (Looked up by the unit, so a
    long text costs no more per amount.)"""
    piece = unit.split("/", maxsplit=1)[0]
    first, dash, last = piece.partition("-")
    if dash and is_compound(first, last):
        others = [last]
    else:
        others = [u for u in compounds_ending_in(piece) if u in ctx.told_in]
    for other in others:
        told = ctx.told_in.get(other)
        if told is None:
            continue
        here = ctx.told_in.get(piece, set()) | {ctx.sentence}
        if not told & here:
            stream.fail(
                "ambiguous",
                "amount.compound_short",
                f"{piece} and {other}: the one said short for the other, or other things?",
                np.first,
            )


def object_phrases(clause: Clause) -> list[NounPhrase]:
    return [p.np for p in clause.take_all("object") if p.np is not None]


def factor_quantity(model: Model, value: Value, span: tuple[int, int]) -> str:
    """A pure-number factor; a non-decimal fraction is a quotient ("a third" = 1 / 3)."""
    return model.exact(value, "1", None, "factor", span)


def convert_to(ctx: Context, stream: Stream, qid: str, unit: str, holder: str | None) -> str:
    return convert(ctx.model, stream, qid, unit, holder)


def span_in(ctx: Context, stream: Stream, qid: str, per: str, holder: str | None) -> str:
    """A span ("for 5 days") in a rate's unit (per hour), refused where that assumes how
    the rate falls within the span (``uneven_span``)."""
    if uneven_span(per, ctx.model.unit_of(qid), ctx.model.by_id[qid].value):
        stream.fail(
            "unsupported_sentence",
            "rate.uneven_span",
            f"a rate per {singular(per)} over {ctx.model.unit_of(qid)}: how it falls within"
            " them is not said",
        )
    return convert(ctx.model, stream, qid, per, holder)


_PAST_TIMES: Final = frozenset({"yesterday", "earlier", "ago", "before", "last"})


def time_order(ctx: Context, stream: Stream, clause: Clause, holder: str, when: str | None) -> None:
    """ "Sam has 8 figs. He ate 2 yesterday.": the stated holding may already reflect the event."""
    stated = ctx.present.get(holder)
    if stated is None:
        return
    marked = {t.low for t in stream.tokens[clause.first : clause.end]} | set((when or "").split())
    dated = clause.verb.past and (
        when is not None
        or bool(marked & words("time_unit_day"))
        or ("had" in marked and clause.verb.lemma != "have")  # ("She had eaten 3": before)
    )
    if stated or marked & _PAST_TIMES or {"this", "morning"} <= marked or dated:
        # ("She ate 3 apples on Monday": a day told, before the holding now or after?)
        stream.fail(
            "ambiguous",
            "time.order",
            f"{holder}'s holding is stated as it is now; whether this came before is not clear",
            clause.verb.first,
        )
    if clause.verb.past:
        # "has $150 ... spent 2/3 of it": clear only if the question asks what is left
        ctx.tense_shifts.append(stream.span(clause.verb.first, clause.verb.end))


def times_of_objects(clause: Clause, objects: list[Part]) -> dict[int, str]:
    """ "58 points in its first game and 64 points in its second game": each amount's own time
    (keyed by its first token), the time phrase right after it; every amount must have one,
    or none is read."""
    out: dict[int, str] = {}
    after_parts: list[Part] = []
    for obj in objects:
        at = clause.parts.index(obj)
        after = clause.parts[at + 1] if at + 1 < len(clause.parts) else None
        if after is None or after.kind not in ("pp", "word"):
            return {}
        told = word_time(after)  # (read as a word already, "yesterday" is marked read)
        if after.used and told is None:
            return {}
        when = told or clause_time(Clause([], False, clause.verb, [after], after.first, after.end))
        if when is None:
            when = place_label(after)
        if when is None:
            return {}
        out[obj.first] = when
        after_parts.append(after)
    if len(set(out.values())) != len(out):
        return {}
    for after in after_parts:
        after.used = True
    return out


def word_time(part: Part) -> str | None:
    """ "yesterday", "today", "last week", "this year" read as a word after an amount: the
    time it labels that amount with ("5 kites yesterday and 7 today"); ``None`` otherwise."""
    word = part.word if part.kind == "word" else None
    return word if word is not None and is_word_time(word) else None


def place_label(part: Part) -> str | None:
    """ "45 cents in his pocket and 80 cents in his backpack": a place that tells one amount of
    a list from another (a determiner or an owner, no number) labels it, as a time does."""
    np = part.np
    if (
        part.prep not in ("in", "on", "at", "inside")
        or np is None
        or np.head is None
        or np.value is not None
        or np.quantity is not None
        or np.name is not None
        or np.pronoun is not None
        or (np.det is None and np.owner is None)
        or is_person_phrase(np)
    ):
        return None
    return f"{part.prep} {np.head}" if not np.mods else f"{part.prep} {' '.join(np.mods)} {np.head}"


def clause_time(clause: Clause) -> str | None:
    """The time a clause's phrase labels its amounts with ("on Monday", "in the afternoon");
    a time after "than" ("10 more than on Monday") is the one compared with, not the clause's."""
    marker = than_time_marker(clause)
    if marker is not None:
        clause = Clause(
            clause.subjects, False, clause.verb, clause.parts[:marker], clause.first, clause.end
        )
    days = CALENDAR_NAMES
    for part in clause.parts:
        if (
            part.used
            or part.kind != "pp"
            or part.np is None
            or part.prep not in ("on", "in", "during", "at", "by")
        ):
            continue
        np = part.np
        if np.head in days or (
            np.value is None
            and np.quantity is None
            and (
                np.head in ("morning", "afternoon", "evening", "night", "weekend")
                or (
                    # "in the basketball game", "at her party", "in its first game": an occasion
                    np.head in TIME_HEADS
                    and (
                        np.det in ("the", "its", "his", "her", "their")
                        or np.owner is not None
                        or (
                            np.det in ("a", "an")
                            and np.head in _OCCASIONS
                            and part.prep in ("in", "at")  # (not "spent $10 on a game")
                        )
                    )
                    and unit_table().lookup(np.head) is None
                )
                or (
                    # "in the second week", "on the first day": one period of a count of
                    # them, by its place (not a span: "in 2 weeks")
                    np.det == "the"
                    and len(np.mods) == 1
                    and np.mods[0] in words("ordinal")
                    and (found := unit_table().lookup(np.head or "")) is not None
                    and found.dimension in ("time", "calendar")
                )
            )
        ):
            part.used = True
            mods = " ".join(np.mods)
            return f"{part.prep} {mods + ' ' if mods else ''}{np.head}"
    for part in clause.parts:
        if (
            not part.used
            and part.kind == "object"
            and part.np is not None
            and part.np.head in days
            and part.np.value is None
        ):
            part.used = True
            return part.np.head
    frame = clause.verb.frame
    if clause.verb.be or (frame is not None and frame.cls == "hold"):
        return None  # ("had 9 figs yesterday. Today she buys 4.": one holding, then a change)
    for part in clause.parts:
        if part.kind == "word" and part.word in _DAY_WORDS:
            part.used = True
            return part.word  # "bought 4 pens yesterday", "How many did he buy today?"
        if part.kind == "word" and part.word and is_word_time(part.word):
            part.used = True
            return part.word  # "sold 86 geckos last year", "How many did he sell this year?"
    return None


_DAY_WORDS: Final = frozenset({"yesterday", "today", "tonight"})
_PAST_TIME: Final = frozenset({"yesterday", "ago", "earlier", "previously", "formerly"})
_LAST_OF: Final = frozenset({"week", "month", "year", "night", "weekend", "time"}) | words(
    "time_unit_day"
)


def past_time(lows: Sequence[str]) -> str | None:
    """The past time the words name, if any: "yesterday", "2 days ago", "last week"."""
    for k, low in enumerate(lows):
        if low in _PAST_TIME:
            return low
        if low == "last" and k + 1 < len(lows) and lows[k + 1] in _LAST_OF:
            return f"last {lows[k + 1]}"
    return None


def said_together(clause: Clause) -> bool:
    """Whether the clause says its amount is of all its subjects together ("in all")."""
    return any(
        (p.kind == "word" and p.word in words("together_word") | {"total"})
        or (p.kind == "object" and p.np is not None and p.np.total)
        for p in clause.parts
    )


def what_is_done(np: NounPhrase) -> bool:
    """A bare noun ("guitar", "soccer", "the piano", "his dog"): no number, not "some", at
    most a pronoun's."""
    return (
        np.value is None
        and np.quantity is None
        and np.of is None
        and (np.owner is None or (np.owner in ("his", "her", "their") and not np.owner_is_name))
        and np.name is None
        and np.pronoun is None
        and np.head is not None
        and np.det in (None, "the")
        and np.money is None
        and unit_table().lookup(np.head) is None
    )


def has_span(clause: Clause) -> bool:
    found = span_of(clause)
    if found is None:
        return False
    for part in clause.parts:
        if part.np is found:
            part.used = False
    return True


def span_of(clause: Clause) -> NounPhrase | None:
    """span := ("for" | "in" | "over") amount-of-time."""
    for part in clause.parts:
        if (
            part.used
            or part.kind != "pp"
            or part.prep not in ("for", "in", "over", "within")
            or part.np is None
        ):
            continue
        np = part.np
        if np.head is None or (np.value is None and np.det not in ("a", "an", "one")):
            continue
        found = unit_table().lookup(np.head)
        if found is not None and found.dimension in ("time", "calendar"):
            part.used = True
            return np
    return None


def rate_over(
    ctx: Context,
    stream: Stream,
    holder: str,
    group: str,
    ref: AmountRef,
    span_part: NounPhrase,
    when: str | None,
    done: str = "gained",
    *,
    verb: VerbGroup | None = None,
) -> None:
    """ "makes 320 toys in 8 hours", "earned $96 in 8 hours", "reads 60 pages in 3 hours": the
    amount, and its rate per the span's unit, which a question over another span uses ("in 3
    hours"); ``done`` is how the refusal of a duration within a duration words it. What the
    clause's ``verb`` only means, needs or imagines ("wants to paint 3 fences in 2 days") is
    no pace anything keeps: refused."""
    if verb is not None and (verb.intent or verb.need or verb.hypothetical):
        stream.fail(
            "unsupported_sentence",
            "intent.rate",
            "an amount meant, needed or imagined within a time is no rate",
            span_part.first,
        )
    found = unit_table().lookup(ref.unit)
    if found is not None and found.dimension in ("time", "calendar"):
        stream.fail(
            "unsupported_sentence",
            "act.duration_span",
            f"a duration {done} within a duration is no rate",
            span_part.first,
        )
    if (
        span_part.first > 0
        and stream.low_at(span_part.first - 1) == "for"
        and span_part.head is not None
        and singular(span_part.head) in _DAYS_OR_LONGER
    ):
        # "Jill walks 3 miles for 5 days": each day, most read, but the words also say
        # the 3 miles took the 5 days ("for 2 hours" is the time the amount took)
        stream.fail(
            "ambiguous",
            "act.for_days",
            f"{ref.unit} for so many {span_part.head}: each of them, or in all, is not said",
            span_part.first,
        )
    rate_per_span(ctx, stream, ref, span_part, holder, group, when)


_DAYS_OR_LONGER: Final = frozenset({"day", "week", "month", "year", "weekend", "night"})
"""Spans no one activity fills: an amount done "for 5 days" may be each day's."""


def rate_per_span(
    ctx: Context,
    stream: Stream,
    amount: AmountRef,
    span_part: NounPhrase,
    holder: str | None,
    group: str | None,
    when: str | None,
    *,
    repeats: bool = False,
) -> None:
    """``amount`` over the span ``span_part`` is so much per the span's unit: a rate (one
    that ``repeats`` over the span, "every 30 seconds", keeps the span as its period)."""
    model = ctx.model
    length = stated_amount(ctx, stream, span_part, holder)
    if model.by_id[length.qid].value == 0:
        stream.fail(
            "inconsistent", "rate.zero_span", "an amount over no time at all", span_part.first
        )
    rate = model.derive(
        "quotient",
        (amount.qid, length.qid),
        "rate",
        f"{amount.unit}/{singular(length.unit)}",
        holder,
        None,
        stream.span(span_part.first, span_part.end),
    )
    if repeats:
        value = model.by_id[length.qid].value
        assert value is not None
        period = (value, length.unit)
        model.periodic.append(
            Rate(rate, amount.unit, length.unit, holder, group, when, period=period)
        )
        return
    model.rates.append(Rate(rate, amount.unit, length.unit, holder, group, when))


SPENDING: Final = frozenset({"spend", "buy", "pay"})
"""Event groups that spend money: "buys 3 shirts at $20 each" and "pays $60" both spend."""
EARNING: Final = frozenset({"earn", "make", "sell", "charge"})
"""Event groups that earn money: "sells 3 cakes at $20 each", "charges $45 an hour" and "earns
$60" all earn."""


VAGUE_DETS: Final = frozenset(
    {"some", "several", "many", "most", "both", "few", "all", "any", "enough", "more", "other"}
)


def still_to_come(clause: Clause) -> bool:
    """Whether the clause tells what is still to come ("wants to buy", "will buy", "needs
    to buy"): its price is no money paid yet, and changes no holding."""
    return clause.verb.future or clause.verb.intent or clause.verb.need

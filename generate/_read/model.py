"""The discourse model: what the text has said so far, as quantities and relations.

Sentences do not compute; they add facts. A holding ("Sam has 5 apples") is
a quantity; an event adds a relation between the holding before and after
it ("buys 3 more": ``after = before + 3``); a comparison relates two
holdings; a rate is a quantity in ``a/b``. The model remembers, per
(holder, unit, label), the current holding and the first one, and every
event by the verb group a question may ask about ("How many did she buy?"),
so that the question can name its target.

Conventions a reader of the graph should know:

- a gain with no holding before it starts from an assumed 0 ("Amara bakes
  24 cookies" and has 24), recorded as a quantity labelled "at first"; a
  later "now has N" turns that 0 into an unknown the text then determines;
- a loss with no holding before it starts from an unknown ("gave away 6 and
  now has 9: how many at first?");
- "now has N" after events states the current holding, which the solver
  then checks against (or solves) the events.

Every refusal here is a ``ReadError`` raised through the caller's stream,
so it points at the words that caused it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Final

from generate._nouns import noun_key
from generate._read.errors import ReadError
from generate._read.lexicon import category_members
from generate.math_quantity_graph import Quantity, QuantityGraph, Relation
from generate.math_units import unit_table

__all__ = ["REQUIREMENT", "Draft", "Event", "Model", "Rate", "is_decimal", "may_be_one_time"]

Value = int | Fraction
Span = tuple[int, int] | None
HoldKey = tuple[str, str, str | None]

REQUIREMENT: Final = "need"
"""The group of a rate of what one thing takes ("Each pie needs 8 apples"), which only a
question of what a count of the things needs reads."""
_START: Final = "at first"
_WEEK: Final = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday")
_NO_ORDER: Final = -1
"""The place of Sunday in ``_calendar_order``'s week: none (it may start it or end it)."""
"""(Sunday has no place: texts start weeks on it and end weekends with it.)"""
_DAYS_AROUND: Final = ("yesterday", "today", "tomorrow")


_DAY_PARTS: Final = ("morning", "noon", "afternoon", "evening", "night")
_RELATIVE: Final = ("last", "this", "next")
_MEALS: Final = ("breakfast", "lunch", "dinner")
_MONTHS: Final = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_SEASONS: Final = ("spring", "summer", "autumn", "fall", "winter")


def _calendar_order(when: str | None) -> tuple[str, int] | None:
    """Where a time label falls in its scale (the week, yesterday-today-tomorrow, or the
    parts of one day: "on monday morning" and "on monday evening" are one day's)."""
    words_ = when.split(" ") if when else []
    last = words_[-1] if words_ else ""
    if len(words_) == 2 and words_[0] in _RELATIVE:
        # "last week", "this week", "next week": one scale per unit of time
        return f"relative:{last}", _RELATIVE.index(words_[0])
    if last in _DAY_PARTS:
        day = " ".join(w for w in words_[:-1] if w in _WEEK or w in _DAYS_AROUND)
        return f"day:{day}", _DAY_PARTS.index(last)
    if last in _WEEK:
        return "week", _WEEK.index(last)
    if last == "sunday":
        # (a day of the week, of no place in its order: a week may start or end with it)
        return "week", _NO_ORDER
    if last in _DAYS_AROUND:
        return "around", _DAYS_AROUND.index(last)
    for name, scale in (("meal", _MEALS), ("year", _MONTHS), ("season", _SEASONS)):
        if last in scale:
            return name, scale.index(last)
    return None


def may_be_one_time(when: str | None, other: str | None) -> bool:
    """Whether two events' time labels may be of one occasion: the same label, or either
    told at no time ("Tom ran 6 miles" and "Tom ran 6 miles in the morning" may be one run)."""
    return when == other or when is None or other is None


def _propagate(relation: Relation, values: dict[str, Fraction]) -> bool:
    """Find the one unknown of ``relation`` from the others (``values`` grows); whether the
    relation is done with (all known, or it found its one unknown)."""
    names = (relation.result, *relation.operands)
    unknown = [q for q in names if q not in values]
    if not unknown:
        return True
    if len(unknown) > 1:
        return False
    q = unknown[0]
    result, ops = relation.result, relation.operands
    kind = relation.kind
    if kind == "sum":
        found = (
            sum((values[o] for o in ops), Fraction(0))
            if q == result
            else values[result] - sum((values[o] for o in ops if o != q), Fraction(0))
        )
    else:
        a, b = ops
        if q == result:
            if kind == "quotient" and values[b] == 0:
                return True
            found = {
                "difference": lambda: values[a] - values[b],
                "product": lambda: values[a] * values[b],
                "quotient": lambda: values[a] / values[b],
            }[kind]()
        elif kind == "difference":
            found = values[result] + values[b] if q == a else values[a] - values[result]
        else:
            other = values[b] if q == a else values[a]
            if kind == "product":
                if other == 0:
                    return True
                found = values[result] / other
            elif q == a:
                found = values[result] * values[b]
            elif values[result] == 0:
                return True
            else:
                found = values[a] / values[result]
    values[q] = found
    return True


def is_decimal(value: Fraction) -> bool:
    """Whether ``value`` has a finite decimal form (a graph's numbers are decimals): its
    denominator has no prime factor but 2 and 5."""
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


@dataclass(slots=True)
class Draft:
    """A quantity under construction: the model may still learn its value."""

    qid: str
    unit: str
    holder: str | None
    label: str | None
    value: Value | None
    span: Span
    assumed_zero: bool = False
    derived: bool = False
    placeholder: bool = False
    """A member's share of a joint total ("Together Mia and Leo have 30"), unknown until a
    later statement says what it is; that statement's quantity becomes this one."""
    more: bool = False
    """Told as "N more" ("and 2 more on Sunday"), which may be another N or N more than."""
    optional: bool = False
    """One of two readings of one statement ("a pizza has 16 slices": one pizza's, and per
    pizza); the text may use either, so leaving this one unused is no missed amount."""


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened to an amount: who, which verb group, which quantity."""

    group: str
    actor: str
    unit: str
    label: str | None
    amount: str
    other: str | None
    when: str | None
    future: bool
    verb: str = ""
    """The verb the text used ("drops"), within its group ("lose")."""
    past: bool = False
    """Told in the past tense ("sold 8 last year"), which a present question does not ask."""


@dataclass(frozen=True, slots=True)
class Rate:
    """A quantity in ``a/b`` the text states ("$15 an hour", "8 crayons in each box")."""

    qid: str
    top: str
    per: str
    holder: str | None
    group: str | None
    when: str | None
    activity: str | None = None
    """The work a pay rate is for ("earns $9 an hour babysitting": babysit)."""
    whole: str | None = None
    """The holding a grouping rate was made of, then ("puts them into packs of 8"): how many
    groups were made is of that amount, not of what is held after."""
    side: str | None = None
    """ "sell" or "buy" for a price told by what its holder does ("The bakery sells muffins
    for $2 each"): it prices that holder's sales, or purchases from that holder only."""
    top_label: str | None = None
    """The kind of what is counted per ``per`` ("Each pack has 6 juice boxes": juice), which
    a question asking for that kind ("How many juice boxes") may count through this rate."""
    owner: str | None = None
    """Whose thing a price is of ("Ann's old car cost $8000": Ann's), which another's thing
    ("Bill's old car") is not priced by."""
    members: str | None = None
    """The counted members a rate is of ("Each dog eats 2 cups a day": dogs): a question
    about others ("his pets", with cats too) is not answered by it."""
    over: tuple[Value, str] | None = None
    """The span the text gives the rate for ("40 miles per hour for 2 hours"): a question over
    a longer span is told nothing of what came after."""
    period: tuple[Value, str] | None = None
    """What a rate comes in whole steps of: the span it repeats over ("6 turns every 30
    seconds": 30 seconds), or the bundle a price is for ("$2 for 3 apples": 3 apples). It is
    read over a whole number of them only."""
    counted: str | None = None
    """The one holding of ``per`` things there was when the rate was told ("There are 5 kids.
    Each kid has 3 balloons."): the rate is of those, and says nothing of ones that came
    after ("2 more kids come")."""
    told_with: bool = False
    """The rate was told with the things it counts, as what those hold ("Sam bought 3 packs
    with 6 cards in each pack"): of those alone, not of another's packs ("Tom bought 2
    packs"), as a sentence of its own ("Each box contained 24 crackers") may be of all."""
    package: str | None = None
    """What the ``per`` containers are named as containing ("Each box of pencils has 36
    pencils": pencils), telling them from other boxes a rate is told of ("each box of pens"):
    boxes not said to be of either are not counted by one of them."""


@dataclass(slots=True)
class Model:
    """Quantities, relations and the indexes the question reads."""

    quantities: list[Draft] = field(default_factory=list)
    relations: list[Relation] = field(default_factory=list)
    holdings: dict[HoldKey, str] = field(default_factory=dict)
    starts: dict[HoldKey, str] = field(default_factory=dict)
    events: list[Event] = field(default_factory=list)
    rates: list[Rate] = field(default_factory=list)
    more_starts: set[str] = field(default_factory=set)
    """Starts assumed to be none where the text says there were some ("gives Paul 8 more
    pens", "for his collection"): a question that needs them is refused."""
    periodic: list[Rate] = field(default_factory=list)
    """Rates that repeat over a span ("every 30 seconds"), which only a question over a
    whole number of those spans reads (kept apart from ``rates``, which every rule reads)."""
    by_id: dict[str, Draft] = field(default_factory=dict)
    results: set[str] = field(default_factory=set)
    counter: int = 0
    versions: dict[HoldKey, int] = field(default_factory=dict)
    """How many stated or changed values each holding has had (an assumed 0 is none)."""
    shares: dict[tuple[str, str], str] = field(default_factory=dict)
    """(verb group, member) -> the placeholder share of a joint event not yet filled."""
    again: bool = False
    """The sentence being read says its event is another one ("also", "later", "then",
    "again"): no share of one told before."""
    compared_then: set[tuple[str, str, str]] = field(default_factory=set)
    """(actor, group, time) of an event a comparison was made with ("twice as many as Matt
    bought on Monday"): another event of it then would change what was compared."""
    filled: set[tuple[str, str]] = field(default_factory=set)
    """(verb group, member) whose share a statement filled: a later event of theirs of that
    group may be more of the share or another amount, which is not said."""
    tenders: dict[str, tuple[str, int]] = field(default_factory=dict)
    """holder -> the bill they paid with ("pays with a $10 bill"), and how many events came
    before it: what change is out of, and the purchases it paid for."""
    bulk_prices: list[tuple[str, str, str]] = field(default_factory=list)
    """Purchases priced as a whole ("bought 3 pens for $6"): (the cost, the count, its unit),
    which "How much did each pen cost?" divides; no other purchase is priced by them."""
    priced_each: set[str] = field(default_factory=set)
    """Units bought at a price told per item ("bought 2 apples for $3 each"): beside a
    purchase priced as a whole, two prices of one, so "How much does one apple cost?" has
    none."""
    unpriced: list[tuple[str, str, str, str | None]] = field(default_factory=list)
    """Purchases told before their price ("He bought 9 films. Each film cost $5."): (the
    unknown cost, the count bought, its unit, its label), which a later price fills."""
    opened: set[tuple[str, str, str | None]] = field(default_factory=set)
    """Containers some of whose contents were taken ("4 boxes ... He gives 5 crayons"):
    how many of them are still whole is not said."""
    alternatives: list[tuple[str, str]] = field(default_factory=list)
    """Two readings of one stated number, of which the question must use one."""
    scenes: int = 0
    """Clauses read as scene setting ("She went to the store"): no quantity, on purpose."""
    verb: str = ""
    """The lemma of the verb of the clause being read, which its events record."""
    verb_past: bool = False
    """Whether that verb is in the past tense."""
    shares_then: set[str] = field(default_factory=set)
    """Members' placeholder shares of a joint total told in the past ("Justin and Sabrina had
    50 pencils combined"): a share told in the present ("Now Justin has 20") is of another
    time, and refuses, as a past share of a present total does."""
    clause_untimed: bool = False
    """Whether the clause being read names no time and no sequence ("then", "the next day"):
    a comparison in it is of the occasion of what it compares with."""
    held_when: dict[str, str] = field(default_factory=dict)
    """The time a holder's holding was stated at ("Ann had 10 apples today"), if one was."""
    clause_held: dict[HoldKey, str] = field(default_factory=dict)
    """The holdings as the clause being read began: "gave 3/8 of his money to his mother and
    1/4 of his money to his father" takes both parts of what he had then."""
    rate_verbs: dict[str, str] = field(default_factory=dict)
    """The verb each rate was told with (its qid -> lemma): "knits 2 rows an hour" and
    "cooks 2 hours a day" are of one verb group, and still two activities."""
    rates_of_then: set[str] = field(default_factory=set)
    """Rates told in the past or the future tense ("Each box held 6 eggs", "Each bag will
    hold 5"): of a time a question about now may not be of."""

    # -- building ---------------------------------------------------------------

    def given(
        self, value: Value | None, unit: str, holder: str | None, label: str | None, span: Span
    ) -> str:
        """A quantity the text states (``value`` None for "some")."""
        self.counter += 1
        qid = f"q{self.counter}"
        draft = Draft(qid, unit, holder, label, value, span)
        self.quantities.append(draft)
        self.by_id[qid] = draft
        return qid

    def exact(
        self, value: Value, unit: str, holder: str | None, label: str | None, span: Span
    ) -> str:
        """A stated quantity of any exact value: a graph's numbers are decimals, so a
        non-decimal fraction ("a third of a dozen": 1/3 dozens) is the quotient of its terms."""
        frac = Fraction(value)
        if is_decimal(frac):
            return self.given(value, unit, holder, label, span)
        top = self.given(frac.numerator, unit, None if unit == "1" else holder, "numerator", span)
        bottom = self.given(frac.denominator, "1", None, "denominator", span)
        return self.derive("quotient", (top, bottom), "part", unit, holder, label, span)

    @staticmethod
    def told_after(qid: str, other: str) -> bool:
        """Whether quantity ``qid`` was made after ``other`` (ids are minted in order)."""
        return int(qid[1:]) > int(other[1:])

    def unknown(self, unit: str, holder: str | None, label: str | None, span: Span) -> str:
        """A quantity the text implies but does not state."""
        return self.given(None, unit, holder, label, span)

    def relate(self, kind: str, result: str, operands: tuple[str, ...], role: str) -> str:
        """Add ``result = kind(operands)``; returns ``result``."""
        self.relations.append(Relation(f"r{len(self.relations) + 1}", kind, result, operands, role))
        self.by_id[result].derived = True
        self.results.add(result)
        return result

    def derive(
        self,
        kind: str,
        operands: tuple[str, ...],
        role: str,
        unit: str,
        holder: str | None,
        label: str | None,
        span: Span,
    ) -> str:
        """A new quantity defined by one relation."""
        return self.relate(kind, self.unknown(unit, holder, label, span), operands, role)

    def take_share(
        self, group: str, actor: str, when: str | None, more: bool, span: Span
    ) -> str | None:
        """The placeholder share of a joint event ``actor`` now states, taken out of
        ``shares`` (the caller fills it); ``None`` when there is none. "4 more", or an event
        at another time than the joint one, may be part of the share or beside it: refused."""
        share = self.shares.get((group, actor))
        if share is None:
            return None
        joint = next((e.when for e in self.events if e.amount == share), None)
        if more or when != joint or self.again:
            raise ReadError(
                "ambiguous",
                "group.share_which",
                f"{actor}'s share of the joint amount, or more beside it?",
                span,
            )
        del self.shares[(group, actor)]
        self.filled.add((group, actor))
        return share

    def unify(self, placeholder: str, qid: str) -> None:
        """Make the just-derived ``qid`` be ``placeholder``: the relation that defines it
        defines the placeholder instead, and ``qid`` is gone."""
        for k, relation in enumerate(self.relations):
            if relation.result == qid:
                self.relations[k] = relation._replace(result=placeholder)
            elif qid in relation.operands:
                operands = tuple(placeholder if o == qid else o for o in relation.operands)
                self.relations[k] = relation._replace(operands=operands)
        draft = self.by_id.pop(qid)
        self.quantities.remove(draft)
        self.results.discard(qid)
        self.results.add(placeholder)
        kept = self.by_id[placeholder]
        kept.derived = True
        kept.placeholder = False

    def fill(self, placeholder: str, qid: str) -> None:
        """``placeholder`` is what ``qid`` says: its stated value, or its defining relation;
        of one unit ("5 more apples than Ann ... Ann picked 10 pears" fills nothing)."""
        draft = self.by_id[qid]
        kept_label = self.by_id[placeholder].label
        if noun_key(draft.unit) != noun_key(self.by_id[placeholder].unit) or (
            kept_label != draft.label
            and draft.unit not in ("dollars", "cents")  # (money's label says what it bought)
        ):  # ("12 more lemon cupcakes than Lou. Lou baked 20 cupcakes.": his lemon ones, or
            # all he baked? As of a holding, "Lou has 20 cupcakes", either way refused)
            raise ReadError(
                "unit_mismatch",
                "share.unit",
                f"{' '.join(filter(None, (draft.label, draft.unit)))} told where"
                f" {' '.join(filter(None, (kept_label, self.by_id[placeholder].unit)))} were"
                " to be",
                draft.span,
            )
        if draft.derived:
            self.unify(placeholder, qid)
            return
        kept = self.by_id[placeholder]
        kept.value, kept.span, kept.placeholder = draft.value, draft.span, False
        del self.by_id[qid]
        self.quantities.remove(draft)

    def defining(self) -> dict[str, Relation]:
        """Each derived quantity's relation, by the quantity's id (of a quantity that is the
        result of two relations, the later one). Built when asked: relations keep coming."""
        return {r.result: r for r in self.relations}

    def unit_of(self, qid: str) -> str:
        """The unit of quantity ``qid``."""
        return self.by_id[qid].unit

    def known(self) -> dict[str, Fraction]:
        """Every value what is read so far fixes: stated, or found from relations each of
        which has one unknown left once the others are found (a quantity absent is fixed by
        nothing read that way). Checks read it to tell which of two amounts is the larger
        ("the age difference between Ann and Bo") or that a time fits its period, never as
        the answer: the graph still computes that, and the solver and verifier check it."""
        values: dict[str, Fraction] = {}
        for draft in self.quantities:
            if draft.assumed_zero:
                values[draft.qid] = Fraction(0)
            elif draft.value is not None:
                values[draft.qid] = Fraction(draft.value)
        pending = list(self.relations)
        while pending:
            left = [r for r in pending if not _propagate(r, values)]
            if len(left) == len(pending):
                break
            pending = left
        return values

    # -- holdings ---------------------------------------------------------------

    def holds_time(self, holder: str) -> bool:
        """Whether ``holder`` holds an amount of time ("Ivo has 2 hours"), which an activity
        of theirs may be spent out of."""
        table = unit_table()
        return any(
            k[0] == holder and (unit := table.lookup(k[1])) is not None and unit.dimension == "time"
            for k in self.holdings
        )

    def holding_keys(self, holder: str, unit: str) -> list[HoldKey]:
        """Every (holder, unit, label) key the model holds for ``holder`` in ``unit``."""
        key = noun_key(unit)
        return [k for k in self.holdings if k[0] == holder and noun_key(k[1]) == key]

    def current(self, holder: str, unit: str, label: str | None, span: Span) -> str | None:
        """The current holding an event on (holder, unit, label) applies to, if any.

        An event naming only the head noun while the holder keeps that unit
        under a qualifier ("She wins 4 marbles" after "6 blue marbles") may
        not be about that holding: refused rather than guessed.
        """
        keys = self.holding_keys(holder, unit)
        exact = [k for k in keys if k[2] == label]
        if exact:
            return self.holdings[exact[0]]
        if keys and label is None:
            raise ReadError(
                "ambiguous",
                "unit.label_narrowing",
                f"{holder} holds {unit} only as {', '.join(repr(k[2]) for k in keys)};"
                " the event does not say which",
                span,
            )
        return None

    def state(
        self, holder: str, value: Value, unit: str, label: str | None, span: Span, *, restate: bool
    ) -> str:
        """``holder`` has ``value`` of ``unit``: a new holding, or the current one's value.

        ``restate`` allows a statement after events to give the current value
        ("... and now has 9"); otherwise a second statement of one holding is
        a conflict unless it says the same.
        """
        key = (holder, unit, label)
        found = self.holdings.get(key)
        if found is None:
            qid = self.given(value, unit, holder, label, span)
            self.holdings[key] = qid
            self.starts.setdefault(key, qid)
            self.versions[key] = 1
            return qid
        draft = self.by_id[found]
        if (
            draft.placeholder
            and draft.value is None
            and (found in self.shares_then) != (self.verb_past)
        ):
            raise ReadError(
                "ambiguous",
                "share.which_time",
                f"{holder}'s share of a total told at another time: then, or now?",
                span,
            )
        if draft.value is None and (restate or not draft.derived):
            draft.value = value
            draft.span = span
            self._unassume(key)
            return found
        if draft.value == value:
            return found
        raise ReadError(
            "inconsistent",
            "holding.conflict",
            f"{holder}'s {unit} are stated as {draft.value} and as {value}",
            span,
        )

    def short_of(
        self, holder: str, unit: str, label: str | None, goal: str, short: str, span: Span
    ) -> str:
        """``holder`` is ``short`` away from ``goal`` ("needs 12 more to have 30"): the
        current holding is ``goal - short``, a new holding when none is told; a told one is
        checked (or found) by ``goal = now + short``, and a start assumed 0 before it is an
        unknown again ("bought 5, needs 12 more to have 30": 13 at first)."""
        key = (holder, unit, label)
        now = self.current(holder, unit, label, span)
        if now is None:
            now = self.derive("difference", (goal, short), "compare", unit, holder, label, span)
            self.holdings[key] = now
            self.starts.setdefault(key, now)
            self.versions[key] = 1
            return now
        self._unassume(key)
        self.relate("sum", goal, (now, short), "compare")
        return now

    def untold_start(self, holder: str, unit: str, label: str | None, span: Span) -> str:
        """The holding ``holder`` had of ``unit`` before the text began, amount untold: the
        whole a part of it is taken from ("spent half of her money"). It held as the clause
        began, so parts listed in the clause are of it."""
        key = (holder, unit, label)
        start = self.given(None, unit, holder, _START, span)
        self.holdings[key] = start
        self.starts[key] = start
        self.versions[key] = 1
        self.clause_held[key] = start
        return start

    def _unassume(self, key: HoldKey) -> None:
        start = self.starts.get(key)
        if start is not None:
            draft = self.by_id[start]
            if draft.assumed_zero:
                draft.assumed_zero = False
                draft.value = None

    def change(
        self, holder: str, amount: str, gain: bool, role: str, span: Span, label: str | None = None
    ) -> str:
        """Apply a gain or loss of ``amount`` to ``holder``'s holding; returns the new holding.

        A loss named by the head noun alone is of the one kind the holder has of it ("has 20
        baseball cards ... gives half of his cards away"): nothing else of it is there to
        lose. A gain so named may bring another kind, and stays refused (``current``)."""
        unit = self.unit_of(amount)
        if not gain and label is None:
            keys = self.holding_keys(holder, unit)
            if len(keys) == 1 and keys[0][1] == unit:
                label = keys[0][2]
        if not gain and label is None:
            self.money_as_one(holder, unit, span)
        before = self.current(holder, unit, label, span)
        if before is None:
            amount, unit = self._in_money_held(holder, amount, unit, label, span)
            before = self.current(holder, unit, label, span)
        key = (holder, unit, label)
        if before is None:
            self._same_measure(holder, unit, span, label)
            before = self.given(0 if gain else None, unit, holder, _START, span)
            self.by_id[before].assumed_zero = gain
            if gain and self.by_id[amount].more:
                self.more_starts.add(before)  # ("gives Paul 8 more pens": he had some)
            self.starts[key] = before
        after = self.unknown(unit, holder, None, span)
        self.relate("sum" if gain else "difference", after, (before, amount), role)
        self.holdings[key] = after
        self.versions[key] = self.versions.get(key, 0) + 1
        return after

    def other_money_held(self, holder: str, money: str) -> bool:
        """Whether ``holder`` holds money in the other unit of it only (dollars for a price in
        cents): what ``change`` pays it from, converted."""
        if money not in ("dollars", "cents") or (holder, money, None) in self.holdings:
            return False
        return (holder, "cents" if money == "dollars" else "dollars", None) in self.holdings

    def money_as_one(self, holder: str, unit: str, span: Span) -> None:
        """ "Ann has 5 dollars and 30 cents. She spends 80 cents.": money held in both units
        is one sum when some of it is spent, held from then on in the unit spent (530
        cents, 450 left), so that no pile of it goes below zero."""
        if unit not in ("dollars", "cents"):
            return
        other = "cents" if unit == "dollars" else "dollars"
        key, other_key = (holder, unit, None), (holder, other, None)
        if key not in self.holdings or other_key not in self.holdings:
            return
        conversion = unit_table().conversion(unit, other)
        factor = self.given(conversion.factor, f"{unit}/{noun_key(other)}", None, None, span)
        converted = self.derive(
            "product", (self.holdings[other_key], factor), "convert", unit, holder, None, span
        )
        total = self.derive(
            "sum", (self.holdings[key], converted), "combine", unit, holder, None, span
        )
        self.holdings[key] = total
        self.versions[key] = self.versions.get(key, 0) + 1
        del self.holdings[other_key]

    def _in_money_held(
        self, holder: str, amount: str, unit: str, label: str | None, span: Span
    ) -> tuple[str, str]:
        """ "Mia has $2. She spends 75 cents.": a change of money in cents to money held in
        dollars (or the other way) is that amount in the unit held, by the units pack's
        factor (a decimal one: a cent is $0.01); other measures stay refused
        (``_same_measure``)."""
        if label is not None or not self.other_money_held(holder, unit):
            return amount, unit
        other = "cents" if unit == "dollars" else "dollars"
        conversion = unit_table().conversion(other, unit)
        factor = self.given(conversion.factor, f"{other}/{noun_key(unit)}", None, None, span)
        return self.derive("product", (amount, factor), "convert", other, holder, None, span), other

    def _same_measure(self, holder: str, unit: str, span: Span, label: str | None) -> None:
        """ "has 2 hours ... spends 30 minutes": a change in another unit of what is held
        (of another named thing, "4 kilograms of flour and 2 pounds of butter", it is not)."""
        table = unit_table()
        found = table.lookup(unit)
        if found is None:
            return
        coins = (category_members("coins") if found.dimension == "money" else None) or frozenset()
        for key in self.holdings:
            if label is not None and key[2] is not None and key[2] != label:
                continue
            other = table.lookup(key[1]) if key[0] == holder else None
            if (other is not None and other.dimension == found.dimension and other != found) or (
                # "Ann has 4 half-dollars. She spends $1.": money held in coins the units
                # pack does not value, spent in dollars
                key[0] == holder
                and other is None
                and found.dimension == "money"
                and noun_key(key[1]) in coins
            ):
                raise ReadError(
                    "unit_mismatch",
                    "change.other_unit",
                    f"{holder} holds {key[1]}; the change is in {unit}",
                    span,
                )

    def taken_from(self, holder: str, unit: str) -> bool:
        """Whether some of ``holder``'s ``unit`` was taken away (a loss, a gift, a payment):
        what "the rest" is the rest of."""
        key = noun_key(unit)
        return any(
            r.kind == "difference"
            and self.by_id[r.result].holder == holder
            and noun_key(self.by_id[r.result].unit) == key
            for r in self.relations
        )

    def changed(self, holder: str, unit: str, label: str | None) -> bool:
        """Whether the holding has had more than one value (it changed since first stated)."""
        return self.versions.get((holder, unit, label), 1) > 1

    def scale(
        self, holder: str, unit: str, factor: str, span: Span, label: str | None = None
    ) -> str:
        """Multiply ``holder``'s holding of ``unit`` by quantity ``factor``."""
        before = self.current(holder, unit, label, span)
        if before is None:
            raise ReadError(
                "unknown_operand", "scale.no_holding", f"{holder} holds no {unit} to scale", span
            )
        after = self.derive("product", (before, factor), "scale", unit, holder, None, span)
        self.holdings[(holder, unit, label)] = after
        return after

    def event(
        self,
        group: str,
        actor: str,
        amount: str,
        other: str | None = None,
        when: str | None = None,
        future: bool = False,
    ) -> None:
        """Remember an event for questions about it."""
        if (group, actor) in self.filled:
            # "Tom and Ann sold 30 in all. Tom sold 4. Then he sold 6 more.": in the 30, or not?
            raise ReadError(
                "ambiguous",
                "group.share_again",
                f"{actor} {group}s again after their share of a joint amount was said",
                self.by_id[amount].span,
            )
        draft = self.by_id[amount]
        if when is None and self.clause_untimed and draft.derived:
            when = self._compared_when(group, actor, amount)
        if when is not None and (actor, group, when) in self.compared_then:
            # "Pete bought twice as many as Matt bought on Monday. Matt bought 3 more books on
            # Monday.": compared with the 5, or with all he bought that day?
            raise ReadError(
                "ambiguous",
                "compare.which_time",
                f"{actor} {group}s more {when} after an amount then was compared with",
                draft.span,
            )
        order = _calendar_order(when)
        if order is not None:
            stated = self.held_when.get(actor)
            told_before = [
                (e.when, _calendar_order(e.when)) for e in self.events if e.actor == actor
            ]
            if stated is not None:
                told_before.append((stated, _calendar_order(stated)))
            for earlier_when, told in told_before:
                if (
                    told is not None
                    and told[0] == order[0]
                    and _NO_ORDER not in (told[1], order[1])
                    and (told[1] > order[1] or (order[0] == "season" and told[1] != order[1]))
                ):  # (seasons are a cycle: which came first is never said by their names)
                    # "picked 5 on Tuesday. She ate 7 on Monday.": applied in the order told,
                    # the holdings would not be the ones the days make
                    raise ReadError(
                        "ambiguous",
                        "time.out_of_order",
                        f"{when} is told after {earlier_when}: the order of the changes is"
                        " not the order of the text",
                        draft.span,
                    )
        if (
            draft.more
            and when is not None
            and any(
                e.actor == actor
                and e.group == group
                and e.unit == draft.unit
                and e.when not in (None, when)
                for e in self.events
            )
        ):
            # "baked 26 muffins on Saturday and 2 more on Sunday": another 2, or 2 more than
            # on Saturday? Texts mean both
            raise ReadError(
                "ambiguous",
                "more.which",
                f"'more' {when}: another amount, or more than the one told before?",
                draft.span,
            )
        if order is not None:
            for e in self.events:
                told = _calendar_order(e.when)
                if (
                    told is not None
                    and told[0] != order[0]
                    and e.actor == actor
                    and e.group == group
                    and e.unit == draft.unit
                ):
                    # "sold 5 today. He sold 8 this week.": today's 5 may be among the week's 8
                    raise ReadError(
                        "ambiguous",
                        "time.nested",
                        f"{when} and {e.when} may overlap: whether one's amount is part of"
                        " the other's is not said",
                        draft.span,
                    )
        self.events.append(
            Event(
                group,
                actor,
                draft.unit,
                draft.label,
                amount,
                other,
                when,
                future,
                self.verb,
                self.verb_past or when == "yesterday" or (when or "").startswith("last "),
            )  # ("read 8 books yesterday": a form of both tenses, and a past time)
        )

    def _compared_when(self, group: str, actor: str, amount: str) -> str | None:
        """ "Samir climbed 318 stairs yesterday. Veronica climbed 18 more than half that
        amount.": Veronica's climb, told by Samir's and at no time of its own, is of his
        occasion (yesterday). Only the one event of the verb group by someone else that the
        comparison is built on (through its factors and offsets) gives it."""
        todo, seen = [amount], set()
        bases: list[Event] = []
        while todo:
            qid = todo.pop()
            if qid in seen:
                continue
            seen.add(qid)
            found = [e for e in self.events if e.amount == qid]
            if found and qid != amount:
                bases.extend(found)
                continue
            relation = next((r for r in reversed(self.relations) if r.result == qid), None)
            if relation is not None and relation.role in ("compare", "scale"):
                todo.extend(relation.operands)
        if len(bases) == 1 and bases[0].group == group and bases[0].actor != actor:
            return bases[0].when
        return None

    # -- the graph ----------------------------------------------------------------

    def graph(self, target: str) -> QuantityGraph:
        """The quantity graph of everything read, asking for ``target``."""
        quantities = [
            Quantity(d.qid, d.unit, d.holder, d.label, 0 if d.assumed_zero else d.value)
            for d in self.quantities
        ]
        return QuantityGraph(quantities, self.relations, target)

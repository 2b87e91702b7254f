"""A whole split into kinds: "Of the 45 marbles in a bag, 19 are blue and the rest are green."

- whole     := "of" noun_phrase [place] ","          (an amount: it becomes a holding)
- part      := (count | share "of" ("them" | "the" noun)) BE kind
- rest      := "the" ("rest" | "others" | "remainder") BE kind
- kind      := noun_phrase | ("in" | "from") noun_phrase   ("blue", "pop songs", "from Peru")

A part is a holding of the whole's holder and unit, labelled by its kind
("blue" marbles, "pop" songs, "sheep" among animals); a share of the whole
is a product with it. The rest is the one unknown part: the whole is the sum
of every part the text names, so the solver finds it. A whole is what the
sentence opens with ("Of the 45 marbles"), or the holding the part points
back at ("22 of them": the last unit spoken of, held by one holder).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Final

from generate._nouns import noun_key
from generate._read.clauses import Clause
from generate._read.lexicon import is_person_noun, pos_of, words
from generate._read.meaning import entity_of, phrase_unit, same_unit, share_of, share_quantity
from generate._read.phrases import NounPhrase, read_noun_phrase
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import unit_table

if TYPE_CHECKING:
    from generate._read.context import Context
    from generate._read.model import HoldKey, Model

__all__ = [
    "Partition",
    "complement_part",
    "kind_of",
    "one_attribute",
    "open_whole",
    "part_of_kind",
    "read_part",
]

_REST: Final = frozenset({"rest", "others", "remainder"})
_KIND_PREPS: Final = frozenset({"in", "from", "on", "at", "by"})
"""A part's kind may be where it is ("19 are in the water", "9 are on the swings")."""


@dataclass(slots=True)
class Partition:
    """A whole (a holding) and the parts the text has named of it, by kind."""

    whole: str
    holder: str
    unit: str
    parts: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    rest: bool = False
    bare_ok: bool = False
    """A bare count may name a part ("19 are blue" after "Of the 45 marbles," or a part)."""
    shared: Fraction = Fraction(0)
    """The shares of the whole its parts were told as ("3/4 of them", "40% of them"), added."""
    placed: bool = False
    """A part was told by where it is ("10 of them are on the swings"): a kind of another
    attribute than any other part's."""


def open_whole(ctx: Context, stream: Stream) -> bool:
    """ "Of the 45 marbles in a bag,": the whole the sentence's parts split; ``False`` (and
    nothing read) if the sentence does not open so."""
    mark = stream.mark()
    if not stream.consume(("of",)):
        return False
    np = read_noun_phrase(stream)
    if np is not None and np.value is None and stream.check((",",)):
        told = _told_whole(ctx, np)
        if told is not None:
            # "There are 300 tickets. Of those tickets, 20% are winners.": the one holding
            # of them told, which the sentence's parts split
            stream.pos += 1
            key, whole = told
            ctx.partitions.append(Partition(whole, key[0], key[1], bare_ok=True))
            return True
    if np is None or np.value is None or np.quantity is not None or np.head is None:
        stream.reset(mark)
        return False
    holder = "there"
    if stream.consume(("in", "at", "on", "inside")):
        place = read_noun_phrase(stream)
        entity = entity_of(ctx.refs, stream, place) if place is not None else None
        if entity is None:
            stream.reset(mark)
            return False
        holder = entity.key
    if not stream.consume((",",)):
        stream.reset(mark)
        return False
    named = phrase_unit(np)
    assert named is not None
    unit = named[0]
    whole = ctx.model.state(
        holder, np.value, unit, None, stream.span(np.first, np.end), restate=False
    )
    ctx.partitions.append(Partition(whole, holder, unit, bare_ok=True))
    return True


def _told_whole(ctx: Context, np: NounPhrase) -> tuple[HoldKey, str] | None:
    """The one holding "those tickets" or "these students" points back at: the only one
    of that unit, with no kind; ``None`` otherwise."""
    if np.det not in ("those", "these", "the") or np.head is None or np.mods:
        return None
    unit = unit_name(np.head)
    if np.owner is not None or np.of is not None:
        return None
    held = [(k, q) for k, q in ctx.model.holdings.items() if same_unit(k[1], unit)]
    if len(held) != 1 or held[0][0][2] is not None:
        return None
    return held[0]


def kind_of(np: NounPhrase, unit: str | None) -> str:
    """The kind a phrase names: "pop" of "pop songs" (songs counted), "sheep", "Peru"."""
    if np.name is not None:
        return np.name
    if np.head is None:
        return ""
    if unit is not None and same_unit(np.head, unit):
        return " ".join(np.mods)
    return np.words


def _unchanged_whole(
    ctx: Context, stream: Stream, key: tuple[str, str, str | None], subject: NounPhrase
) -> None:
    """A part told of a holding that changed ("5 new students joined, and 40% of them are
    boys", "It sold 30 hats, and 20% of them were red"): of the ones that came or went, or
    of all there are now, is not said."""
    start = ctx.model.starts.get(key)
    if start is not None and start != ctx.model.holdings[key]:
        stream.fail(
            "ambiguous",
            "partitive.antecedent",
            "a part of what changed: of the ones that came or went, or of all of them?",
            subject.first,
        )


def _whole_for(
    ctx: Context, stream: Stream, subject: NounPhrase, *, place: bool = False
) -> Partition | None:
    """The partition a part's subject points into, opened on first use; ``None`` if the
    subject is no part of a whole."""
    model = ctx.model
    if subject.head in _REST and subject.det == "the" and subject.value is None:
        if not ctx.partitions:
            stream.fail(
                "unsupported_sentence",
                "partition.rest",
                "the rest of what is not said",
                subject.first,
            )
        return ctx.partitions[-1]
    inner = subject.of
    if subject.quantity is not None and inner is not None:
        owner: str | None = None
        if inner.pronoun in ("them", "these", "those"):
            unit = _last_told_unit(ctx, stream, subject)
        elif (
            (inner.det == "the" or inner.owner is not None)
            and inner.value is None
            and inner.head is not None
            and not inner.mods
        ):
            named = phrase_unit(inner)
            unit = named[0] if named is not None and named[1] is None else None
            if inner.owner is not None:
                # "2/3 of his roses are red": the whole is that one person's
                whose = (
                    ctx.refs.person(inner.owner, inner.first)
                    if inner.owner_is_name
                    else ctx.refs.resolve(inner.owner, possessive=True, at=inner.first)
                )
                if isinstance(whose, str):
                    stream.fail("unresolved_reference", "pronoun.unresolved", whose, inner.first)
                owner = whose.key
        else:
            return None
        if unit is None:
            return None
        for partition in reversed(ctx.partitions):
            if same_unit(partition.unit, unit) and owner in (None, partition.holder):
                return partition
        keys = [
            k
            for k in model.holdings
            if same_unit(k[1], unit) and k[2] is None and owner in (None, k[0])
        ]
        if len({k[0] for k in keys}) != 1 or len(keys) != 1:
            stream.fail(
                "ambiguous",
                "partition.whole",
                "which holding the part is of is not clear",
                subject.first,
            )
        _unchanged_whole(ctx, stream, keys[0], subject)
        partition = Partition(model.holdings[keys[0]], keys[0][0], keys[0][1])
        ctx.partitions.append(partition)
        return partition
    if (
        subject.value is not None
        and subject.head is None
        and subject.of is None
        and ctx.partitions
        and ctx.partitions[-1].bare_ok
    ):
        return ctx.partitions[-1]
    if (
        subject.value is not None
        and subject.of is None
        and subject.det is None
        and not (place and subject.head is not None)
    ):
        # "A jar has 200 buttons. 64 buttons are round", "32 children at the pool. Nineteen
        # are in the water": a part of the one holding of that unit (or of the unit just
        # spoken of), when one holder holds it, with no kind yet
        named = phrase_unit(subject) if subject.head is not None else None
        if named is not None and named[1] is not None:
            return None
        unit = named[0] if named is not None else _last_told_unit(ctx, stream, subject)
        if unit is None:
            return None
        for partition in reversed(ctx.partitions):
            if same_unit(partition.unit, unit):
                return partition
        keys = [k for k in model.holdings if same_unit(k[1], unit)]
        if len(keys) != 1 or keys[0][2] is not None:
            return None
        _unchanged_whole(ctx, stream, keys[0], subject)
        whole = model.holdings[keys[0]]
        told = model.by_id[whole].value
        if told is None or subject.value >= told:
            return None  # (no part: as many as the whole, or of a whole not told)
        partition = Partition(whole, keys[0][0], keys[0][1])
        ctx.partitions.append(partition)
        return partition
    return None


def _last_told_unit(ctx: Context, stream: Stream, subject: NounPhrase) -> str | None:
    """The unit "them" (or a bare count) points back at: the one the text spoke of last,
    unless the sentence that told it told other things too ("24 students and 6 teachers.
    One third of them are boys": of all 30, or of the students?)."""
    unit = ctx.recent_unit
    if unit is None:
        return None
    holders = {k[0] for k in ctx.model.holdings if same_unit(k[1], unit)}
    also = {
        k[1]
        for k in ctx.model.holdings
        if k[0] in holders
        and not same_unit(k[1], unit)
        and "/" not in k[1]
        and k[1] not in ("dollars", "cents")
        and unit_table().lookup(k[1]) is None
    }
    if also:
        # ("24 students in a room. There are 6 teachers in the room. One third of them")
        stream.fail(
            "ambiguous",
            "partition.whole",
            f"'them' may be the {unit} or the {sorted(also)[0]} held with them",
            subject.first,
        )
    told = [at for at, u in ctx.amount_log if same_unit(u, unit)]
    if told:
        others = {
            noun_key(u)
            for at, u in ctx.amount_log
            if at == told[-1] and not same_unit(u, unit) and "/" not in u
        }
        if others:
            stream.fail(
                "ambiguous",
                "partition.whole",
                f"'them' may be the {unit} or all the things told with them",
                subject.first,
            )
    return unit


def read_part(ctx: Context, stream: Stream, clause: Clause) -> bool:
    """Read "19 are blue", "22 of them are pop songs", "the rest are goats", "12 are folded"
    as a part of a whole; ``False`` (nothing read) if the clause says no such thing."""
    if len(clause.subjects) != 1 or clause.there or clause.verb.negated:
        return False
    subject = clause.subjects[0]
    if clause.verb.passive:
        # "12 are folded": the participle is the kind, if nothing else follows; "were eaten",
        # "were sold" are events that take the part away, not kinds
        frame = clause.verb.frame
        word = stream.tokens[clause.verb.end - 1].low
        moves = frame is not None and frame.cls in ("lose", "give", "receive", "exit", "enter")
        state = not clause.verb.past and word in words("state_participle")
        # ("10 are broken": as they are now; "10 were broken" may be a breaking)
        if any(not p.used for p in clause.parts) or (moves and not state):
            return False
        # ("4 cows were born", "5 books are removed": an event, no kind, unless the subject
        # points back at a whole: "12 of them are folded")
        partition = _whole_for(ctx, stream, subject, place=True)
        if partition is None:
            return False
        if moves and partition.holder in ctx.past_stated:
            # ("A box held 24 crayons. 10 are broken.": broken since, out of the 24 then?)
            return False
        if word not in words("state_participle"):
            # "3 of them were stolen", "were confiscated": what was done to them may take
            # them away; only a participle that tells a state is a kind ("12 are folded")
            stream.fail(
                "unsupported_sentence",
                "part.participle",
                f"{word!r}: a kind, or something done that changes the count?",
                clause.verb.end - 1,
            )
        return _add_part(ctx, stream, partition, subject, word, clause.verb.end - 1)
    kind_part = next(
        (
            p
            for p in clause.parts
            if not p.used
            and p.np is not None
            and p.np.value is None
            and p.np.quantity is None
            and (p.kind == "object" or (p.kind == "pp" and p.prep in _KIND_PREPS))
        ),
        None,
    )
    if kind_part is None or kind_part.np is None:
        return False
    # ("Tom has 10 apples. 3 apples are on the table.": those may be others than his; a
    # place is a kind only of a part that points back, "3 of them", "Nineteen")
    partition = _whole_for(ctx, stream, subject, place=kind_part.kind == "pp")
    if partition is None:
        return False
    kind = kind_of(kind_part.np, partition.unit)
    if not kind:
        return False
    kind_part.used = True
    added = _add_part(ctx, stream, partition, subject, kind, kind_part.first)
    partition.placed = partition.placed or kind_part.kind == "pp"
    return added


def one_attribute(kinds: list[str]) -> bool:
    """Whether kinds are told apart by one attribute whose values do not overlap: all
    colors ("red", "blue"), all shapes or sizes (`exclusive_attribute` in words.json), or
    all kinds of thing ("guppies", "tetras"); a mix ("red", "big") or states ("cracked",
    "chipped") may overlap."""
    lasts = [kind.rsplit(" ", 1)[-1] for kind in kinds]
    valued: set[str] = set()
    for entry in words("exclusive_attribute"):
        _, _, values = entry.partition(" / ")
        valued |= set(values.split(" "))
        if all(word in values.split(" ") for word in lasts):
            return True
    return all(
        word not in valued
        and ("NOUN" in pos_of(word) or not pos_of(word))  # ("tetras": unknown, a name)
        and "ADJ" not in pos_of(word)
        for word in lasts
    )


def _add_part(
    ctx: Context, stream: Stream, partition: Partition, subject: NounPhrase, kind: str, at: int
) -> bool:
    if kind in partition.kinds:
        stream.fail("inconsistent", "partition.kind_twice", f"the {kind} part is stated twice", at)
    model = ctx.model
    span = stream.span(subject.first, subject.end)
    if subject.head in _REST:
        if partition.rest:
            stream.fail(
                "inconsistent", "partition.rest_twice", "two rests of one whole", subject.first
            )
        if partition.shared == 1:
            # "1/2 of them are cows. 1/2 of them are pigs. The rest are sheep.": a rest of none
            stream.fail(
                "inconsistent",
                "partition.too_many",
                "the shares named make up the whole, and a rest is told",
                subject.first,
            )
        if len(partition.kinds) > 1 and not one_attribute(partition.kinds):
            # "10 of them are red and 12 of them are big. The rest are small.": a big one may
            # be red; the rest is what none of the parts is only when they cannot overlap
            stream.fail(
                "ambiguous",
                "partition.mixed_kinds",
                f"the parts ({', '.join(partition.kinds)}) may overlap: the rest is not known",
                subject.first,
            )
        part = model.unknown(partition.unit, partition.holder, kind, span)
        partition.rest = True
        model.relate("sum", partition.whole, (*partition.parts, part), "combine")
    else:
        share = share_of(subject)
        if share is None and subject.value is not None and subject.of is None:
            if subject.percent:
                share = Fraction(subject.value) / 100  # "45 percent are boys": of the whole
            elif subject.fraction:
                share = Fraction(subject.value)  # "3/4 are red"
        if (
            share is not None
            and partition.kinds
            and (partition.placed or not one_attribute([*partition.kinds, kind]))
        ):
            # "10 of them are on the swings. Half are girls.": half of all of them, or of
            # those on the swings?
            stream.fail(
                "ambiguous",
                "partitive.antecedent",
                f"a share after a part of another kind ({partition.kinds[-1]}): of which?",
                subject.first,
            )
        if share is not None:
            partition.shared += share
            if partition.shared > 1:
                # "5/4 of them are boys", "3/4 of them are red. 1/2 of them are blue.": parts
                # told apart by kind are more than their whole
                stream.fail(
                    "inconsistent",
                    "partition.too_many",
                    "the shares named add up to more than the whole",
                    subject.first,
                )
            part = model.derive(
                "product",
                (partition.whole, share_quantity(model, share, span)),
                "percent" if subject.percent else "part",
                partition.unit,
                partition.holder,
                kind,
                span,
            )
        elif subject.value is not None:
            part = model.given(subject.value, partition.unit, partition.holder, kind, span)
            # a part changes no whole: a question about the whole may leave it unread
            model.by_id[part].optional = True
        else:
            stream.fail(
                "unknown_operand", "partition.vague", "how many are in this part", subject.first
            )
        if partition.rest:
            stream.fail(
                "unsupported_sentence",
                "partition.after_rest",
                "a part named after the rest",
                subject.first,
            )
    key = (partition.holder, partition.unit, kind)
    if key in model.holdings:
        stream.fail(
            "inconsistent",
            "holding.conflict",
            f"the {kind} {partition.unit} are stated twice",
            subject.first,
        )
    model.holdings[key] = part
    model.starts.setdefault(key, part)
    partition.parts.append(part)
    partition.kinds.append(kind)
    partition.bare_ok = True
    _parts_fit(model, stream, partition, subject.first)
    _close_covering_pair(model, partition)
    ctx.recent_unit = partition.unit
    return True


def _close_covering_pair(model: Model, partition: Partition) -> None:
    """ "30 students. One third of them are boys. One half of them are girls.": two kinds that
    cover the whole (`complement_kinds`) make it up, so the whole is their sum; told so, the
    solver finds 10 + 15 is not 30, and the text is refused."""
    if partition.rest or len(partition.kinds) != 2:
        return
    for entry in words("complement_kinds"):
        pair, _, covered = entry.partition(" / ")
        if set(pair.split(" ")) == set(partition.kinds) and _covers(covered, partition.unit):
            model.relate("sum", partition.whole, tuple(partition.parts), "combine")
            partition.rest = True
            return


def _parts_fit(model: Model, stream: Stream, partition: Partition, at: int) -> None:
    """ "A carton holds 12 eggs. 5 are brown and 9 are white.": parts stated as counts that
    add up to more than their whole contradict it, though no question may need the sum."""
    whole = model.by_id[partition.whole].value
    if whole is None:
        return
    values = [model.by_id[p].value for p in partition.parts if p in model.by_id]
    stated = [v for v in values if v is not None]
    if sum(stated, Fraction(0)) > whole:
        stream.fail(
            "inconsistent",
            "partition.too_many",
            f"the parts named add up to more than the whole of {whole}",
            at,
        )


def _covers(covered: str, unit: str) -> bool:
    """Whether a covering pair's wholes (``complement_kinds``) include ``unit``: the nouns
    listed, or any noun of people where "person_noun" is listed (male and female)."""
    wholes = covered.split(" ")
    return noun_key(unit) in {noun_key(w) for w in wholes} or (
        "person_noun" in wholes and is_person_noun(unit)
    )


def complement_part(ctx: Context, stream: Stream, kind: str, holders: list[str]) -> str | None:
    """ "24 students ... one third of them are boys. How many girls?": where the one part a
    whole of people was told apart by is one of a pair that covers it (complement_kinds in
    words.json: boys and girls cover students, children, kids; men and women adults), the
    other is the rest; ``None`` otherwise."""
    other = None
    wholes = ""
    for entry in words("complement_kinds"):
        pair, _, covered = entry.partition(" / ")
        first, second = pair.split(" ")
        if kind in (first, second):
            other = second if kind == first else first
            wholes = covered
    if other is None:
        return None
    found = [
        p
        for p in ctx.partitions
        if p.kinds == [other] and not p.rest and (not holders or p.holder in holders)
    ]
    if len(found) != 1 or not _covers(wholes, found[0].unit):
        return None  # ("50 people ... 22 are men": children may be among them)
    partition = found[0]
    whole_unchanged(ctx, stream, partition.holder, partition.unit)  # ("... 5 students leave.")
    model = ctx.model
    part = model.unknown(partition.unit, partition.holder, kind, None)
    partition.rest = True
    model.relate("sum", partition.whole, (*partition.parts, part), "combine")
    partition.parts.append(part)
    partition.kinds.append(kind)
    model.holdings[(partition.holder, partition.unit, kind)] = part
    return part


def whole_unchanged(ctx: Context, stream: Stream, holder: str, unit: str) -> None:
    """A part of a whole ("5 of them are brown") is of the whole as it was: after the whole
    changed ("She buys 3 more eggs"), the parts are not known."""
    for partition in ctx.partitions:
        if partition.holder != holder or not same_unit(partition.unit, unit):
            continue
        now = ctx.model.holdings.get((holder, partition.unit, None))
        if now is not None and now != partition.whole:
            stream.fail(
                "unsupported_question",
                "question.partition_changed",
                f"the {unit} changed after they were told apart by kind",
            )


def parts_unchanged(ctx: Context, stream: Stream, holder: str, unit: str) -> None:
    """The whole a text split into kinds is of the parts as they were: after one part
    changed ("He buys 11 more white balls"), the whole (and what is not of a kind, and a
    part's percentage of it) is not the whole told."""
    for partition in ctx.partitions:
        if partition.holder != holder or not same_unit(partition.unit, unit):
            continue
        for kind, part in zip(partition.kinds, partition.parts, strict=True):
            if ctx.model.holdings.get((holder, partition.unit, kind), part) != part:
                stream.fail(
                    "unsupported_question",
                    "question.partition_changed",
                    f"the {kind} {unit} changed after the whole was told apart by kind",
                )


def part_of_kind(ctx: Context, kind: str, unit: str | None) -> tuple[Partition, str] | None:
    """The latest partition with a part of ``kind`` (in ``unit``, if given) and that part."""
    for partition in reversed(ctx.partitions):
        if (unit is None or same_unit(partition.unit, unit)) and kind in partition.kinds:
            return partition, partition.parts[partition.kinds.index(kind)]
    return None

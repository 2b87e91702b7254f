"""Questions about holdings: "How many apples does Sam have (left / at first)?".

The asked holders, their holdings of the asked unit and kind (summed, converted through the
units pack or through the text's rates, "3 boxes of 8 crayons"), the whole of a partition
and a category ("How many fruits?"), each checked against what changed since it was told.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Final

from generate._nouns import noun_key, singular
from generate._read.context import (
    EARNING,
    Context,
)
from generate._read.guards import is_category
from generate._read.lexicon import (
    category_members,
    is_person_noun,
    kinds_may_overlap,
    words,
)
from generate._read.meaning import (
    convert,
    entity_of,
    same_unit,
)
from generate._read.model import HoldKey, Model, Rate
from generate._read.partitions import complement_part, parts_unchanged, whole_unchanged
from generate._read.phrases import NounPhrase
from generate._read.references import Entity
from generate._read.stream import Stream
from generate._read.units import unit_name
from generate.math_units import unit_table

__all__ = [
    "apply_chain",
    "contents_fit",
    "every_holder",
    "grouping_holds",
    "holders_asked",
    "holding_asked",
    "implicit_unit_asked",
    "label_matches",
    "members_untold",
    "no_overlap",
    "rate_chains",
    "same_activity",
    "sum_of",
    "told_together",
    "unit_of_phrase",
]
_ANY_GROUP: Final = frozenset({"boy", "girl", "friend", "kid", "child", "person", "student"})
"""People a question may call all the named ones ("the boys"), if the words fit each."""


def every_holder(ctx: Context, np: NounPhrase, unit: str | None) -> list[Entity] | None:
    """ "in the three towns", "in both jars": every holder of the unit, when that many hold it."""
    count = np.value if np.value is not None else (2 if np.det == "both" else None)
    if count is None or unit is None or np.head is None or np.quantity is not None:
        return None
    keys = sorted({k[0] for k in ctx.model.holdings if same_unit(k[1], unit)})
    if len(keys) != count or not all(k in ctx.refs.entities for k in keys):
        return None
    return [ctx.refs.entities[k] for k in keys]


def unit_of_phrase(phrase: str) -> str:
    """The unit a question's noun phrase names."""
    return unit_name(phrase.rsplit(" ", 1)[-1])


def holders_asked(ctx: Context, stream: Stream, subjects: list[NounPhrase]) -> list[Entity]:
    out: list[Entity] = []
    for np in subjects:
        if np.quantity in ("all", "both") and np.of is not None and np.of.pronoun == "them":
            # "all of them", "both of them": they, every one ("both": the two)
            everyone = holders_asked(ctx, stream, [replace(np.of, pronoun="they")])
            if np.quantity == "both" and len(everyone) != 2:
                stream.fail(
                    "unsupported_question",
                    "question.subject",
                    f"'both of them', but they are {len(everyone)}",
                    np.first,
                )
            out.extend(everyone)
            continue
        if np.pronoun in ("they", "them") and not ctx.refs.candidates(np.pronoun):
            # "they" with no group named: the text's people, when it names two or more
            people = ctx.refs.people()
            if not people:
                # "A bakery makes 40 cakes. How many do they sell?": the one business
                found = ctx.refs.resolve(np.pronoun, at=np.first)
                if not isinstance(found, str) and not found.members:
                    people = [found]
            if len(people) < 2 and not (people and people[0].kind == "thing"):
                stream.fail(
                    "unresolved_reference",
                    "pronoun.unresolved",
                    f"{np.pronoun!r} means more than one, and the text names "
                    + ("no one" if not people else "one person"),
                    np.first,
                )
            out.extend(people)
            continue
        group_of_all = (
            np.det == "the"
            and np.owner is None
            and not np.mods
            and np.of is None
            and (
                (np.value is not None and np.head is None)  # "do the three have"
                or (
                    np.value is None
                    and np.head is not None
                    and singular(np.head) in _ANY_GROUP
                    and f"the {np.words}" not in ctx.refs.entities
                )  # "do the boys have", "the friends": no group the text named so (kin, as
                # "the brothers" or "the twins", is a relation the text must tell)
            )
        )
        if group_of_all:
            everyone = ctx.refs.people()
            people = [p for p in everyone if p.key[:1].isupper()]  # (named: not "the boy")
            if len(people) != len(everyone):
                people = []
            head = singular(np.head) if np.head is not None else ""
            wrong = (
                "m" if head in words("female_noun") else "f" if head in words("male_noun") else ""
            )
            counted = np.head is not None and any(
                noun_key(d.unit.split("/")[0]) == noun_key(np.head) for d in ctx.model.quantities
            )  # ("There are 6 boys in the club": the boys may be more than those named)
            right = {"m": "f", "f": "m"}.get(wrong)
            if (
                len(people) < 2
                or counted
                or (np.value is not None and len(people) != np.value)
                or any(right is not None and p.gender != right for p in people)
                or (np.head is not None and not all(_plain_name(p.key) for p in people))
                or (head in _YOUNG and _told_who(ctx, np.first))
            ):
                stream.fail(
                    "unsupported_question",
                    "question.subject",
                    f"{stream.text(np.first, np.end)!r}, but the text names {len(people)}"
                    " people of whom that may be said",
                    np.first,
                )
            out.extend(people)
            continue
        if np.value is not None and np.head is not None and is_person_noun(np.head):
            # "the 3 people", "the two girls": the text's people, when it names that many
            people = ctx.refs.people()
            head = singular(np.head)
            wrong = (
                "m" if head in words("female_noun") else "f" if head in words("male_noun") else ""
            )
            if len(people) != np.value or any(p.gender == wrong for p in people):
                stream.fail(
                    "unsupported_question",
                    "question.subject",
                    f"{np.value} {np.head}, but the text names {len(people)} people of whom"
                    " that may be said",
                    np.first,
                )
            out.extend(people)
            continue
        named = _named_things(ctx, np)
        if named is not None:
            out.extend(named)  # "How many marbles do the two jars hold?": Jar A and Jar B
            continue
        entity = entity_of(ctx.refs, stream, np)
        if entity is None:
            return []
        if entity.members:
            out.extend(ctx.refs.entities[m] for m in entity.members)
        else:
            out.append(entity)
    return out


def _named_things(ctx: Context, np: NounPhrase) -> list[Entity] | None:
    """ "the two jars", "both boxes": the things the text names by that noun and a letter or
    number ("Jar A", "Box 2"), when it names that many; ``None`` otherwise."""
    count = np.value if np.det == "the" else (2 if np.det == "both" and np.value is None else None)
    if count is None or np.head is None or np.quantity is not None or np.mods or np.of:
        return None
    head = singular(np.head)
    if is_person_noun(head):
        return None
    named = [
        e
        for e in ctx.refs.entities.values()
        if e.kind == "thing"
        and len(parts := e.key.split(" ")) == 2
        and parts[0].lower() == head
        and (len(parts[1]) == 1 or parts[1].isdigit())
    ]
    if len(named) != count:
        return None
    return sorted(named, key=lambda e: e.first_at)


_YOUNG: Final = frozenset({"boy", "girl", "kid", "child"})
"""Groups the named people are in only if they are young (and, for two, of one gender)."""


def _plain_name(key: str) -> bool:
    """A holder known only by a given name ("Emma", "Raj"; not "Mr. Diaz", "Grandpa Joe",
    "Ella's mother")."""
    return " " not in key and "'" not in key and key[:1].isupper()


def _told_who(ctx: Context, before: int) -> bool:
    """Whether the text before the question says who someone is (a noun of people or of
    animals, an age: "Casey is a boy.", "his sister Emma", "Fido is a dog", "Jake is 56
    years old"), which the name alone would not: the named ones are then not all known to be
    "the girls" or "the children"."""
    kinds = words("person_noun") | words("animal_noun")
    return any(
        t.low in kinds or singular(t.low) in kinds or t.low == "old" for t in ctx.tokens[:before]
    )


def no_overlap(ctx: Context, stream: Stream, unit: str, first: int) -> None:
    """ "A class has 26 students. There are 30 students in the gym. How many students are
    there?": what a person or group holds and what is at a place may be the same things, so
    a total over both is refused (over places alone, or holders alone, it is a sum)."""
    kinds = set()
    for holder, held, _ in ctx.model.holdings:
        if not same_unit(held, unit):
            continue
        entity = ctx.refs.entities.get(holder)
        kinds.add("place" if entity is not None and entity.kind == "thing" else "holder")
    if len(kinds) > 1:
        stream.fail(
            "ambiguous",
            "question.place_and_holder",
            f"{unit} held by someone and {unit} at a place may be the same ones",
            first,
        )


def implicit_unit_asked(
    ctx: Context, stream: Stream, holders: list[Entity], group: str | None
) -> str:
    model = ctx.model
    keys = {h.key for h in holders}
    if group is not None:
        # ("charges $45 an hour ... How much does he earn?": charging is earning, of money)
        earning = EARNING if group in ("earn", "make") else frozenset()

        def of_group(other: str | None, unit: str) -> bool:
            return other == group or (other in earning and unit in ("dollars", "cents"))

        units = {
            noun_key(e.unit): e.unit
            for e in model.events
            if of_group(e.group, e.unit) and (not keys or e.actor in keys)
        }
        units.update(
            {
                noun_key(r.top): r.top
                for r in (*model.rates, *model.periodic)
                if of_group(r.group, r.top) and (not keys or r.holder in keys)
            }
        )
    else:
        units = {noun_key(k[1]): k[1] for k in model.holdings if not keys or k[0] in keys}
    if len(units) != 1:
        stream.fail("ambiguous", "question.unit", "the question does not say what to count")
    return next(iter(units.values()))


def sum_of(model: Model, parts: list[str], unit: str, holder: str | None, label: str | None) -> str:
    if len(parts) == 1:
        return parts[0]
    return model.derive("sum", tuple(parts), "combine", unit, holder, label or "in total", None)


def label_matches(label: str | None, wanted: str | None) -> bool:
    if wanted is None:
        return True
    if label is None:
        return False
    return label == wanted or wanted in label.split(" ")


def _category_total(
    ctx: Context,
    stream: Stream,
    holders: list[Entity],
    unit: str,
    members: frozenset[str],
    at_start: bool,
) -> str:
    """ "Ines has 5 pears and 8 plums. How many fruits does she have?": each kind she
    holds counted as one of the category, when every counted thing she holds is of it (a
    thing the list does not name, as a tomato among fruits, may or may not be)."""
    model = ctx.model
    keys = {h.key for h in holders}
    table = model.starts if at_start else model.holdings
    in_play = [k for k in table if (not keys or k[0] in keys) and "/" not in k[1]]
    for key in in_play:
        found = unit_table().lookup(key[1])
        if found is not None and found.dimension == "count":
            # ("a pair of cats", "2 dozen eggs": counted in pairs or dozens of what)
            stream.fail(
                "unsupported_question",
                "question.category",
                f"{key[0]}'s {key[1]} of {key[2] or 'things'} are not counted one by one",
            )
    counted = sorted(
        (
            k
            for k in in_play
            if k[1] not in ("dollars", "cents") and unit_table().lookup(k[1]) is None
        ),
        key=lambda k: (k[0], k[1], k[2] or ""),
    )
    if not counted:
        stream.fail("unsupported_question", "question.no_holding", f"nobody is said to hold {unit}")
    for named in sorted(keys):
        if not any(k[0] == named for k in counted):
            # "Amy has 2 dogs and 3 cats. How many pets do Amy and Ben have?": Ben's are never
            # told, which is not to say he has none
            stream.fail("unsupported_question", "question.no_holding", f"{named} holds no {unit}")
    told = {noun_key(k[1]) for k in table if noun_key(k[1]) in members}
    for asked in sorted({k[0] for k in counted}):
        own = {noun_key(k[1]) for k in counted if k[0] == asked}
        if told - own:
            # "Tom has 10 apples and 5 oranges. Ann has 14 apples. How many fruits does Ann
            # have?": her oranges are not told, which is not to say she has none
            stream.fail(
                "unsupported_question",
                "question.category",
                f"{asked}'s {', '.join(sorted(told - own))} are not told",
            )
    for key in counted:
        if noun_key(key[1]) not in members or key[2] is not None:
            # ("3 apples and 2 tomatoes: how many fruits?"; "5 red apples": of a whole?)
            stream.fail(
                "unsupported_question",
                "question.category",
                f"whether {key[1]}{f' ({key[2]})' if key[2] else ''} are among the {unit}"
                " is not said",
            )
    mixed_tense(ctx, stream, counted)
    parts = []
    for key in counted:
        whose = ctx.refs.entities.get(key[0])
        held = holding_asked(ctx, stream, [whose] if whose else holders, key[1], None, at_start)
        kind = singular(key[1])
        each = model.given(1, f"{unit}/{kind}", None, f"a {kind} each", None)
        parts.append(model.derive("product", (held, each), "rate", unit, key[0], None, None))
    holder = holders[0].key if len(holders) == 1 else None
    return sum_of(model, parts, unit, holder, None)


_PIECES: Final = frozenset(noun_key(w) for w in ("pieces", "items"))
"""Counts of single things a category's noun names ("pieces of fruit", "items of clothing")."""


def mixed_tense(ctx: Context, stream: Stream, keys: list[HoldKey]) -> None:
    """ "Tom has 5 apples. He also had 3 pears. How many fruits does Tom have?": holdings
    summed one of which was stated in the present and another in the past (the pears then,
    and now?) are refused; a holding changed since (an event after) is read as now."""
    if len(keys) < 2:
        return
    tenses = set()
    for key in keys:
        first_told = next((r for r in ctx.told_places if key in r[1]), None)
        if first_told is not None and not ctx.model.changed(*key):
            tenses.add(first_told[2])
    if len(tenses) > 1:
        stream.fail(
            "ambiguous",
            "question.tense_mix",
            "holdings told as they are and as they were, summed: the ones told then, now?",
        )


def _owned_things(
    ctx: Context, holders: list[Entity], unit: str, table: dict[HoldKey, str]
) -> list[Entity]:
    """The things the asked people own ("Leif's apple tree", "his orange tree": keyed by
    the owner) that hold ``unit``, when no asked person holds or moves any of it: what a
    person's tree, farm or bag holds is theirs. Empty when any asked holder is no person,
    owns no such thing, or the reading would be a guess: a thing's parts ("his dog has 4
    legs"), a second owner's thing ("his sister's box"), a pet's or a person's, or two
    things of one name ("her bag", "her bags")."""
    if not holders or any(h.kind != "person" for h in holders):
        return []
    keys = {h.key for h in holders}
    if any(k[0] in keys for k in table) or any(
        keys & {e.actor, e.other} and same_unit(e.unit, unit) for e in ctx.model.events
    ):
        return []
    if noun_key(unit) in {noun_key(w) for w in words("part_noun")}:
        return []  # ("Tom's dog has 4 legs", "his house has 3 floors": the thing's own parts)
    owned = [
        e
        for e in ctx.refs.entities.values()
        if e.kind == "thing"
        and any(
            e.key.startswith(f"{k}'s ") and "'s " not in e.key[len(k) + 3 :] for k in sorted(keys)
        )  # (not "Omar's sister's box": his sister's)
        and any(k[0] == e.key and same_unit(k[1], unit) for k in table)
    ]
    names = [noun_key(e.key.split("'s ", 1)[1]) for e in owned]
    if any(
        e.key.rsplit(" ", 1)[-1].lower() in words("animal_noun")
        or is_person_noun(e.key.rsplit(" ", 1)[-1].lower())
        for e in owned
    ) or len(set(names)) != len(names):
        # ("Mia's bag has 8 cookies. Her bags have 15.": the one bag among the bags?; a
        # pet's or a person's own things are theirs)
        return []
    return owned


def holding_asked(
    ctx: Context,
    stream: Stream,
    holders: list[Entity],
    unit: str,
    label: str | None,
    at_start: bool,
) -> str:
    model = ctx.model
    key = noun_key(unit)
    keys = [h.key for h in holders]
    table = model.starts if at_start else model.holdings
    asked_words = {t.low for t in stream.tokens[stream.first : stream.end]}
    said = {t.low for t in ctx.tokens[: stream.first]}
    if asked_words & {"penny", "pennies"} and not said & {"penny", "pennies"}:
        # "... 75 cents ... How many pennies does Ann have?": cents of money, not coins
        stream.fail("unsupported_question", "question.no_holding", "no pennies are said")
    found = [
        (k, qid)
        for k, qid in table.items()
        if noun_key(k[1]) == key and (not keys or k[0] in keys) and label_matches(k[2], label)
    ]
    if any(k in model.opened for k, _ in found):
        # "Ann has 3 boxes. She uses 4 pencils. How many boxes does she have?": one opened
        stream.fail(
            "ambiguous",
            "question.opened",
            f"some of what the {unit} hold was taken: how many are still whole is not said",
        )
    if (
        not keys
        and any(k[0] == "there" for k, _ in found)
        and any(k[0] != "there" for k, _ in found)
    ):
        # "There are 20 balloons. Sam has 4 balloons. How many balloons are there?": his
        # among those there, or besides them?
        stream.fail(
            "ambiguous",
            "question.which_place",
            f"{unit} told as there and as someone's: whether they overlap is not said",
        )
    if not found and label is not None:
        derived = _via_rate(ctx, stream, keys, unit, label) or _in_other_units(
            ctx, stream, keys, unit, at_start, label
        )
        if derived is not None:
            return derived  # ("Each pack has 6 juice boxes. Tom buys 4 packs.")
        rest = complement_part(ctx, stream, label, keys) if not at_start else None
        if rest is not None and same_unit(model.unit_of(rest), unit):
            return rest  # ("30 children. 12 of them are girls. How many children are boys?")
        pieces = category_members(label) if noun_key(unit) in _PIECES and " " not in label else None
        if pieces is not None:
            # "How many pieces of fruit does he have?": each fruit he holds, one piece each
            return _category_total(ctx, stream, holders, unit, pieces, at_start)
        stream.fail(
            "unsupported_question", "question.no_holding", f"nobody is said to hold {label} {unit}"
        )
    if label is not None and not at_start:
        for k, _ in found:
            whole_unchanged(ctx, stream, k[0], k[1])  # ("5 of them are brown. She buys 3.")
    if label is None and not at_start:
        for k, _ in found:
            parts_unchanged(ctx, stream, k[0], k[1])  # ("18 are red. He gives 4 red away.")
    if not found:
        owned = _owned_things(ctx, holders, unit, table)
        if owned:
            # "Leif's apple tree has 14 apples ... How many apples does he have?": what his
            # things hold, when he holds none of it himself
            return holding_asked(ctx, stream, owned, unit, label, at_start)
        derived = _via_rate(ctx, stream, keys, unit)
        if derived is not None:
            return derived
        converted = _in_other_units(ctx, stream, keys, unit, at_start)
        if converted is not None:
            return converted
        kind_units = {
            p.unit
            for p in ctx.partitions
            if any(noun_key(kind) == key for kind in p.kinds) and (not keys or p.holder in keys)
        }  # (a kind a whole was told apart by; "a flock of chickens" counts flocks)
        if len(kind_units) == 1:
            # "24 students ... 8 of them are boys. The rest are girls. How many girls are
            # there?": the students of that kind
            return holding_asked(ctx, stream, holders, kind_units.pop(), unit, at_start)
        rest = complement_part(ctx, stream, unit, keys) if not kind_units and not at_start else None
        if rest is not None:
            return rest  # ("... one third of them are boys. How many girls are there?")
        members = category_members(unit) if not kind_units else None
        if members is not None:
            return _category_total(ctx, stream, holders, unit, members, at_start)
        stream.fail("unsupported_question", "question.no_holding", f"nobody is said to hold {unit}")
    extra: list[str] = []
    for key_holder in keys:
        if not any(k[0] == key_holder for k, _ in found):
            # "Rosa has 45 cents and Dev has four dimes. How many cents do they have?": Dev's
            # in another unit of the asked one, converted (or he holds none)
            converted = (
                _in_other_units(ctx, stream, [key_holder], unit, at_start, label)
                if len(keys) > 1
                else None
            )
            if converted is None:
                stream.fail(
                    "unsupported_question", "question.no_holding", f"{key_holder} holds no {unit}"
                )
            extra.append(converted)
    members = category_members(unit)
    whose = {f[0][0] for f in found}
    if (
        is_category(unit)
        and any(
            k[0] in whose
            and not same_unit(k[1], unit)
            and unit_table().lookup(k[1]) is None
            and k[1] not in ("dollars", "cents")
            for k in model.holdings
        )
    ) or (
        members is not None
        and any(
            k[0] in whose and not same_unit(k[1], unit) and noun_key(k[1]) in members
            for k in model.holdings
        )
    ):
        # "He has 10 cows. He buys 3 animals. How many animals does he have?": the cows are
        # animals too, which the text does not say in so many words ("5 fish and 3 goldfish":
        # a noun that is both a kind and a category's)
        stream.fail(
            "ambiguous",
            "question.category",
            f"{unit} may cover other things the holder holds",
        )
    covering = [
        k[1]
        for k, qid in model.holdings.items()
        if k[0] in whose
        and not same_unit(k[1], unit)
        and (covered := category_members(k[1])) is not None
        and key in covered
        and not _told_as_total(model, qid, unit)
    ]
    covering += [
        k[1]
        for k in model.holdings
        if k[0] in whose and not same_unit(k[1], unit) and kinds_may_overlap(unit, k[1])
    ]  # ("Ann has 3 poodles and 4 puppies. How many poodles?": puppies of any breed)
    if covering:
        # "Tom has 10 fish. He buys 3 goldfish. How many goldfish does he have?": some of
        # the 10 may be goldfish too
        stream.fail(
            "ambiguous",
            "question.category",
            f"some of the {covering[0]} held may be {unit} too",
        )
    by_holder: dict[str, list[str | None]] = {}
    for k, _ in found:
        by_holder.setdefault(k[0], []).append(k[2])
    for who, labels in by_holder.items():
        if len(labels) > 1 and any(_is_time_label(lab) for lab in labels):
            # "Sam has 10 apples today. Yesterday he had 3.": his at which time?
            stream.fail(
                "ambiguous",
                "question.which_time",
                f"{who}'s {unit} are stated at more than one time: which is asked is not said",
            )
    _now_of_then(ctx, stream, found, unit, at_start)
    mixed_tense(ctx, stream, [k for k, _ in found])
    holder = keys[0] if len(keys) == 1 else None
    for (who, _, _), _ in found:
        if any(same_unit(k[1], unit_name(who.rsplit(" ", 1)[-1])) for k in model.holdings):
            # "A bag has 5 apples. There are 3 bags.": one bag's apples, or every bag's?
            stream.fail(
                "ambiguous",
                "question.one_or_every",
                f"the text holds {who} as one and counts them: whose is asked is not said",
            )
    if not keys:
        members_untold(ctx, stream, {k[0] for k, _ in found}, unit)
    if label is None:
        # the parts of a whole are in the whole: "Of the 30 chairs, 12 are red" holds 30
        # (after any change to the whole, too)
        whole_keys = {k[:2] for k, _ in found if k[2] is None}
        kinds = {
            (p.holder, p.unit, kind)
            for p in ctx.partitions
            if (p.holder, p.unit) in whole_keys
            for kind in p.kinds
        }
        found = [(k, qid) for k, qid in found if k not in kinds]
        whole = {(k[0], noun_key(k[1])) for k, _ in found if k[2] is None}
        parts = [
            k
            for k, qid in found
            if k[2] is not None
            and (k[0], noun_key(k[1])) in whole
            and not _is_time_label(k[2])
            and model.starts.get(k) == qid
            and not model.by_id[qid].derived
        ]  # (stated so, not gained: "He buys 4 red caps" adds to the 10)
        if parts:
            # "Tom has 10 caps. He has 4 red caps and 6 green caps.": the red and green ones
            # may be of the 10, or more besides them
            stream.fail(
                "ambiguous",
                "question.whole_and_kinds",
                f"{parts[0][0]}'s {parts[0][1]} are told in all and by kind: of them, or more?",
            )
    if label is None and unit in ("dollars", "cents"):
        # "Eva has 3 dollars and 45 cents. How many cents does she have?": all her money, in
        # the unit asked
        other = "cents" if unit == "dollars" else "dollars"
        money_holders = {k[0] for k, _ in found}
        extra += [
            convert(model, stream, qid, found[0][0][1], k[0])
            for k, qid in table.items()
            if k[0] in money_holders and k[1] == other and k[2] is None
        ]
    return sum_of(model, [qid for _, qid in found] + extra, found[0][0][1], holder, label)


def _told_as_total(model: Model, qid: str, unit: str) -> bool:
    """Whether the category's holding ``qid`` is told as the total of kinds, the ``unit``
    asked among them ("twice as many pigs as cows ... 56 animals total"): what defines it
    (each kind counted one apiece, then summed) holds an amount of that unit."""
    key = noun_key(unit)
    made = model.defining()
    todo, seen = [qid], {qid}
    while todo:
        relation = made.get(todo.pop())
        if relation is None:
            continue
        for q in relation.operands:
            if noun_key(model.by_id[q].unit) == key:
                return True
            if q not in seen:
                seen.add(q)
                todo.append(q)
    return False


def members_untold(ctx: Context, stream: Stream, holders: set[str], unit: str) -> None:
    """ "There are 5 boxes. Box 1 has 8 toys. How many toys are there in all?": a count told
    of the things or people that hold ("5 boxes", "3 children") that is not the number of
    them whose holdings are told leaves the others' untold, so a total of everyone's is not
    the sum of the told ones (the v1 convention, what the text tells is all there is, is
    for holders the text does not count)."""
    for (who, counted, label), qid in ctx.model.holdings.items():
        draft = ctx.model.by_id[qid]
        if who != "there" or label is not None or draft.value is None or draft.derived:
            continue
        members = {h for h in holders if _one_of(ctx, h, counted)}
        if members and draft.value != len(members):
            stream.fail(
                "ambiguous",
                "question.members_untold",
                f"{draft.value} {counted} are told, and the {unit} of {len(members)} of them:"
                " the others' are not said",
            )


def _one_of(ctx: Context, holder: str, counted: str) -> bool:
    """Whether ``holder`` is one of the ``counted`` ("Box 1" of the boxes, Ann of the
    children)."""
    head, _, tag = holder.partition(" ")
    if tag and (tag.isdigit() or (len(tag) == 1 and tag.isupper())):
        return same_unit(unit_name(head.lower()), counted)  # ("Box 1", "Jar A")
    entity = ctx.refs.entities.get(holder)
    return entity is not None and entity.kind == "person" and is_person_noun(counted)


_TIME_LABEL_WORDS: Final = frozenset(
    {
        "today",
        "yesterday",
        "tonight",
        "tomorrow",
        "morning",
        "afternoon",
        "evening",
        "night",
        "week",
        "month",
        "year",
        "weekend",
        "day",
    }
)


def _now_of_then(
    ctx: Context,
    stream: Stream,
    found: list[tuple[tuple[str, str, str | None], str]],
    unit: str,
    at_start: bool,
) -> None:
    """Refuse a present question about holdings told only as they were at a past time
    ("Nora had 25 marbles yesterday. How many marbles does she have now?"), unchanged since:
    what they are now is not said."""
    model = ctx.model
    asked = stream.tokens[stream.first : stream.end]
    if at_start or not found or any(t.low in ("did", "had", "was", "were") for t in asked):
        return
    if all(
        not model.changed(*k)
        and (
            (_is_time_label(k[2]) and k[2] not in ("today", "now"))
            or (
                k[2] is None
                and (
                    (
                        _is_time_label(model.held_when.get(k[0]))
                        and model.held_when.get(k[0]) not in ("today", "now")
                    )
                    or _told_in_the_past(ctx, qid)
                )
            )
        )
        for k, qid in found
    ):
        stream.fail(
            "unsupported_question",
            "question.tense",
            f"the {found[0][0][1]} are told as they were then; now is asked",
        )


def _told_in_the_past(ctx: Context, qid: str) -> bool:
    """Whether the sentence that states ``qid`` dates it before now ("had 25 marbles
    yesterday", "last week")."""
    span = ctx.model.by_id[qid].span
    if span is None:
        return False
    tokens = ctx.tokens
    at = next((k for k, t in enumerate(tokens) if t.start >= span[0]), None)
    if at is None:
        return False
    lows = []
    for token in tokens[at:]:
        if token.low in (".", "?", "!"):
            break
        lows.append(token.low)
    for token in reversed(tokens[:at]):
        if token.low in (".", "?", "!"):
            break
        lows.append(token.low)
    return "yesterday" in lows or "ago" in lows or "last" in lows


def _is_time_label(label: str | None) -> bool:
    """Whether a holding's label is a time ("yesterday", "on monday", "last year")."""
    if label is None:
        return False
    pieces = set(label.split(" "))
    return bool(
        pieces & _TIME_LABEL_WORDS
        or pieces & words("time_unit_day")
        or pieces & words("month")
        or pieces & words("season")
    )


def _in_other_units(
    ctx: Context,
    stream: Stream,
    keys: list[str],
    unit: str,
    at_start: bool,
    label: str | None = None,
) -> str | None:
    """ "Ben has 14 dimes and 9 nickels. How many cents does he have?": one holder's
    holdings in other units of the asked unit's dimension, each converted through the
    units pack and summed. Only unlabelled holdings ("3 feet of rope and 2 feet of
    ribbon" are two things), and only of one asked holder; ``None`` when there are none."""
    model = ctx.model
    table = unit_table()
    asked = table.lookup(unit) if unit not in ("dollars", "cents") else table.lookup("cents")
    if asked is None or len(keys) != 1:
        return None
    question = {t.low for t in stream.tokens[stream.first : stream.end]}
    if asked.dimension == "money" and (
        unit not in ("dollars", "cents") or question & {"penny", "pennies"}
    ):
        # "Tom has 3 quarters. How many nickels does he have?": coins are counted, not
        # changed into; he has none the text names
        return None
    source = model.starts if at_start else model.holdings
    held = [
        (k, qid)
        for k, qid in source.items()
        if k[0] == keys[0]
        and (found := table.lookup(k[1] if k[1] != "dollars" else "cents")) is not None
        and found.dimension == asked.dimension
        and (label is None or k[2] == label)
    ]  # ("3 feet of rope ... How many inches of rope": the rope's, of the kind asked)
    if not held:
        return None
    if unit == "dollars" and not question & {"dollars", "dollar", "$"}:
        # "How much money does Ike have?" of coins: 1.80 (dollars) or 180 (cents)?
        stream.fail("ambiguous", "question.unit", "how much money, in dollars or in cents?")
    if any(
        k[0] == keys[0] and (k[1] in words("tender_noun") or "dollar" in (k[2] or ""))
        for k in model.holdings
    ):
        # "5 one-dollar bills and 3 quarters": bills are money the units pack does not count
        stream.fail(
            "unsupported_question",
            "question.unit",
            f"{keys[0]} holds money the reader does not count",
        )
    if label is None and any(k[2] is not None for k, _ in held):
        stream.fail(
            "ambiguous",
            "question.unit",
            f"{keys[0]} holds {asked.dimension} of more than one kind: which is asked is not said",
        )
    parts = [convert(model, stream, qid, unit, keys[0]) for _, qid in held]
    return sum_of(model, parts, unit, keys[0], label)


def rate_chains(
    model: Model,
    unit: str,
    keys: list[str],
    group: str | None,
    base: Callable[[str], bool],
    depth: int = 3,
    periodic: bool = False,
) -> list[list[Rate]]:
    """Chains of the text's rates from ``unit`` down to a unit ``base`` accepts.

    "hours of lessons in 21 days" with "each lesson is 2 hours long" and "2 lessons
    a week": hours/nap, then naps/week, then weeks from days. Each rate must
    belong to an asked holder or to nobody (a price, a box's contents); the
    first must be of the asked event's group when there is one.
    """
    found: list[list[Rate]] = []
    rates = [*model.rates, *model.periodic] if periodic else model.rates

    def walk(current: str, chain: list[Rate]) -> None:
        for rate in rates:
            if rate in chain or not same_unit(rate.top, current):
                continue
            if keys and rate.holder is not None and rate.holder not in keys:
                continue
            if rate.members is not None and (
                not any(_all_members(key, rate.members) for key in keys)
                or rate.whole not in model.holdings.values()
            ):
                continue  # ("Each dog eats 2 cups a day": the dogs', asked of the dogs, while
                # they are as many as then: "Then he buys 1 more dog" changes the rate)
            if not chain and group is not None and rate.group not in (group, None):
                continue
            if chain and not same_activity(chain[0], rate, model.rate_verbs):
                continue  # ("earns $8 an hour. He sleeps 8 hours a day": no hours of work)
            extended = [*chain, rate]
            if base(rate.per):
                found.append(extended)
            if len(extended) < depth:
                walk(rate.per, extended)

    walk(unit, [])
    # a chain another chain extends would leave the longer one's rates unread:
    # "$15 an hour" over 5 days goes through "8 hours a day", not 120 hours
    return [c for c in found if not any(len(o) > len(c) and o[: len(c)] == c for o in found)]


_PAY_GROUPS: Final = frozenset({"earn", "make", "get", "charge"})
_WORK: Final = "work"


def _of_the_counted(model: Model, qid: str, counted: str) -> bool:
    """Whether the holding ``qid`` is the ``counted`` things a rate was told of, or what is
    left of them after losses ("8 trays with 18 seedlings on each tray. It sells 5 of the
    trays.": the 3 left are of the 8); things gained may be others ("2 more kids come")."""
    defining = model.defining()
    while qid != counted:
        relation = defining.get(qid)
        if (
            relation is None
            or relation.kind != "difference"
            or relation.role not in ("change", "transfer")
        ):
            return False
        qid = relation.operands[0]
    return True


def same_activity(first: Rate, then: Rate, verbs: dict[str, str] | None = None) -> bool:
    """Whether ``then`` may count ``first``'s "per" in a chain: a rate of no activity (a
    box's contents, a price), or of the first's own activity (its verb, the work a pay rate
    is for: "earns $15 an hour ... works 8 hours a day"). "Ann reads 10 pages a day. She
    swims 3 days a week.": swimming days are no reading days, nor are days of rest; "knits
    2 rows an hour ... cooks 2 hours a day" are two verbs of one group, and two activities.
    ``verbs`` are the verbs the rates were told with."""
    if then.group is None or first.group in (None, "cost", "capacity"):
        return True
    if first.group in _PAY_GROUPS and first.activity is None and then.group == _WORK:
        return True
    if then.group not in (first.group, first.activity):
        return False
    told = verbs or {}
    one, two = told.get(first.qid), told.get(then.qid)
    return one is None or two is None or one == two or then.group == first.activity


def _all_members(key: str, members: str) -> bool:
    """Whether the holder ``key`` is the counted members themselves ("the hamsters", "Nadia's
    birds"), not one of them ("the bird", "a dog": one bird's rate is not all of theirs)."""
    last = key.rsplit(" ", 1)[-1]
    return same_unit(last, members) and singular(last) != last


def apply_chain(model: Model, chain: list[Rate], base: str, holder: str | None) -> str:
    """base (in the last rate's ``per``) times every rate of the chain, innermost first."""
    value = base
    for rate in reversed(chain):
        value = model.derive("product", (value, rate.qid), "rate", rate.top, holder, None, None)
    return value


def _via_rate(
    ctx: Context, stream: Stream, keys: list[str], unit: str, label: str | None = None
) -> str | None:
    """A total from rates and a count: "6 boxes ... each box holds 8 crayons"; of the kind
    ``label`` only through a rate that counts that kind ("each pack has 6 juice boxes")."""
    model = ctx.model
    counts = [(k, qid) for k, qid in model.holdings.items() if not keys or k[0] in keys]
    chains = rate_chains(
        model, unit, keys, None, lambda per: any(same_unit(k[1], per) for k, _ in counts)
    )
    if label is not None:
        chains = [c for c in chains if c[0].top_label == label]
    candidates = [
        (chain, k, qid)
        for chain in chains
        # a price makes no money held; what a box can hold is not what is in it
        if all(rate.group not in ("cost", "capacity") for rate in chain)
        for k, qid in counts
        if same_unit(k[1], chain[-1].per)
        and (
            contents_fit(k[2], chain)
            or told_together(ctx, chain[-1].qid, qid)
            or (k[2] is not None and chain[-1].when == k[2])  # ("3 small boxes": small ones)
        )
    ]
    if any(chain[-1].when not in (None, k[2]) for chain, k, _ in candidates):
        # "Rosa has 8 bags. Each little bag has 17 buttons.": are hers little ones?
        stream.fail(
            "unsupported_question",
            "question.rate_kind",
            "the rate is of one kind of container; the ones held are not said to be of it",
        )
    if len(candidates) > 1:
        # "Mara has 12 bags with 2 marbles in each bag. Markus has 2 bags with 13 marbles in
        # each bag.": each one's bags are counted by the rate told with them
        together = [c for c in candidates if told_together(ctx, c[0][-1].qid, c[2])]
        if len(together) == 1 and len(together[0][0]) == 1:
            candidates = together
    shared = len({tuple(rate.qid for rate in c[0]) for c in candidates}) == 1 and len(
        {c[1][0] for c in candidates}
    ) == len(candidates)  # ("Each bag has 12 candies. Tom has 3 bags and Ann has 2 bags.")
    if len(candidates) != 1 and not (candidates and shared):
        if len(candidates) > 1:
            stream.fail("ambiguous", "question.rates", "more than one way to count this")
        return None
    chosen = {k for _, k, _ in candidates}
    chosen_holders = {k[0] for k in chosen}
    chain = candidates[0][0]
    missed = [key for key, _ in counts if key not in chosen and same_unit(key[1], chain[-1].per)]
    missed += [(who, chain[-1].per, None) for who in keys if who not in chosen_holders]
    if missed:
        # "Tom has 3 boxes with 4 marbles each. Ann has 2 boxes of marbles.": what is in
        # Ann's is not said, which is not to say they are empty
        stream.fail(
            "unsupported_question",
            "question.uncounted",
            f"what {missed[0][0]}'s {missed[0][1]} hold is not said",
        )
    each = [
        _through_chain(ctx, stream, keys, unit, counts, chain, k, qid)
        for chain, k, qid in candidates
    ]
    if len(each) == 1:
        return each[0]
    return sum_of(model, each, model.unit_of(each[0]), None, None)


def _through_chain(
    ctx: Context,
    stream: Stream,
    keys: list[str],
    unit: str,
    counts: list[tuple[HoldKey, str]],
    chain: list[Rate],
    k: HoldKey,
    qid: str,
) -> str:
    """One holding ``k`` counted through ``chain`` into ``unit``, after what refuses it."""
    model = ctx.model
    package = chain[-1].package
    if k[2] is None and package is not None:
        kinds = {
            noun_key(rate.package)
            for rate in model.rates
            if rate.package is not None and same_unit(rate.per, chain[-1].per)
        }
        if len(kinds) > 1:
            # "Each box of pencils has 36 pencils and each box of pens has 24 pens. There are
            # 12 boxes.": boxes of pencils, of pens, or some of each?
            stream.fail(
                "ambiguous",
                "question.package_kind",
                f"the {k[1]} held are not said to be {k[1]} of {package} or of another kind",
            )
    if chain[-1].counted is not None and not _of_the_counted(model, qid, chain[-1].counted):
        # "There are 5 kids. Each kid has 3 balloons. 2 more kids come.": the balloons told
        # are of the 5; what the 2 have is not said
        stream.fail(
            "unsupported_question",
            "question.rate_then",
            f"what each {singular(chain[-1].per)} has was told of other ones (those there"
            " were then, or someone else's)",
        )
    _now_of_then(ctx, stream, [(k, qid)], unit, False)
    owner = ctx.refs.entities.get(k[0])
    if (
        keys
        and owner is not None
        and owner.kind == "person"
        and (_animate(chain[-1].per) or any(_animate(rate.top) for rate in chain))
    ):
        # "Tom has 3 dogs. Each dog has 4 legs. How many legs does Tom have?": the dogs' legs
        # are not his; "5 cars with 7 passengers each": nobody holds the passengers
        stream.fail(
            "unsupported_question",
            "question.rate_owner",
            f"what each {singular(chain[-1].per)} has is not {k[0]}'s",
        )
    table = unit_table()
    others = [
        key
        for key in counts
        if key[0][0] == k[0]
        and not same_unit(key[0][1], k[1])
        and key[0][1] not in ("dollars", "cents")
        and table.lookup(key[0][1]) is None
    ]
    if others:
        # "5 dogs and 2 birds; each dog has 4 legs: how many legs?": the birds' are not said
        stream.fail(
            "unsupported_question",
            "question.uncounted",
            f"{k[0]} also holds {others[0][0][1]}, which the rates do not count",
        )
    return apply_chain(model, chain, qid, k[0])


def _animate(unit: str) -> bool:
    """Whether ``unit`` counts people or animals, which have things of their own."""
    return any(
        form in words("person_noun") or form in words("animal_noun")
        for form in (unit, singular(unit))
    )


def contents_fit(label: str | None, chain: list[Rate]) -> bool:
    """Whether packages labelled ``label`` ("cartons of milk": milk) may be the ones the
    chain's last rate counts the contents of (its ``top``, "eggs"): unlabelled, or so named."""
    if label is None or unit_table().lookup(chain[-1].top) is not None:
        return True  # (a measure of the packages, "each bag weighs 5 kilograms", fits any)
    kinds = {noun_key(chain[-1].top)}
    top_label = chain[-1].top_label
    if top_label is not None:
        kinds.add(noun_key(top_label))  # ("rows of tomatoes ... 9 tomato plants")
    named = label.split(" ")
    if (
        top_label is not None
        and len(named) > 1
        and noun_key(named[-1]) == noun_key(chain[-1].top)
        and " ".join(named[:-1]) != top_label
    ):
        return False  # ("A box has 10 red apples. She has 8 boxes of yellow apples.")
    return any(noun_key(word) in kinds for word in named)


def told_together(ctx: Context, a: str, b: str) -> bool:
    """Whether quantities ``a`` and ``b`` come from one sentence ("7 rows of corn with 12
    seeds in each row": the rate is of those rows, whatever they are rows of)."""
    span_a, span_b = ctx.model.by_id[a].span, ctx.model.by_id[b].span
    if span_a is None or span_b is None:
        return False
    low, high = sorted((span_a[0], span_b[0]))
    return not any(c in ".?!" for c in ctx.source[low:high])


def grouping_holds(ctx: Context, stream: Stream, rate: Rate) -> None:
    """A rate made by putting a holding into groups ("into 4 equal boxes") is of that holding:
    after the holding changed, how many are in each is not said."""
    if rate.whole is None or rate.holder is None:
        return
    now = ctx.model.current(rate.holder, rate.top, None, None)
    if now is not None and now != rate.whole:
        stream.fail(
            "unsupported_question",
            "question.groups_changed",
            f"the {rate.top} changed after they were put into {rate.per}",
        )

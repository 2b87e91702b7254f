"""The reader's refusal guards that look at the whole reading, each a named predicate.

Guards inside the grammar (an unread word, an unresolved pronoun) refuse
where they fire; these run once the graph is built, because they need it:

- ``unused_amount``: every number the text states must be tied to the
  asked quantity, unless it counts something the asked quantity's relations
  never touch (a distractor, or the pens of a purchase when the question
  asks for the money). A number left over in the asked unit's world means
  the reading missed what the text did with it ("Then Hugo spent $75").
- ``verb_of_the_unit``: an event whose verb is the noun the question counts
  ("There are 50 staplers ... Stacie staples 36 reports"; "nails 20 boards")
  (or the tool named after the verb: staplers) uses up what is counted in a
  way the text does not quantify.
- ``bound``: an amount the text only bounds or estimates ("at most 4",
  "a maximum of 4", "up to 4", "about 20", "more than 5") is no amount.
- ``scene_may_count``: a sentence is skipped as scene setting only if no word
  in it may be about an amount: a number, an amount word ("some", "them",
  "left"), an uncertain or future word ("perhaps", "if", "will": the outcome
  may change a holding), a verb that changes amounts, or a thing it points
  back to outside a place phrase ("sorted the fruit", "The fruit
  disappeared", "ate them"): the thing may be what is counted, under another
  name.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import pairwise
from typing import Final

from generate._nouns import noun_key
from generate._read.errors import ReadError
from generate._read.lexicon import (
    activity_form,
    can_be_noun,
    category_members,
    comparatives,
    is_person_noun,
    kinds_may_overlap,
    pos_of,
    verb_form,
    words,
)
from generate._read.numbers import is_fraction_word
from generate.math_quantity_graph import QuantityGraph
from generate.math_units import unit_table

__all__ = [
    "bound",
    "closure",
    "connected",
    "counted_money",
    "is_category",
    "label_number",
    "scene_compares",
    "scene_may_count",
    "scene_takes",
    "scene_untold",
    "spelled_operation",
    "unused_amount",
    "verb_of_the_unit",
]


def counted_money(lows: list[str]) -> int | None:
    """Where a count of bills or coins of a worth in figures begins ("3 $5 bills", "2 $0.25
    coins"), or ``None``: neither reader multiplies the count by the worth, and read as two
    amounts the sum would be wrong, so the text is refused ("4 five-dollar bills", in
    words, is read where holdings are; a count of any other money the worth is not read
    of is ``unvalued_money``)."""
    for k in range(len(lows) - 1):
        word = lows[k]
        if not (word[:1].isdigit() or word in words("number_word")):
            continue
        if lows[k + 1] == "$" or (
            k + 2 < len(lows)
            and lows[k + 1] in words("number_word")
            and lows[k + 2] in ("dollar", "cent")
        ):  # ("3 five dollar bills": "five-dollar" unhyphenated)
            return k
    return None


def connected(graph: QuantityGraph) -> set[str]:
    """Quantities connected to the target through relations (undirected)."""
    touching: dict[str, list[int]] = {}
    for k, r in enumerate(graph.relations):
        for q in (r.result, *r.operands):
            touching.setdefault(q, []).append(k)
    seen = {graph.target}
    todo = [graph.target]
    used: set[int] = set()
    while todo:
        q = todo.pop()
        for k in touching.get(q, ()):
            if k in used:
                continue
            used.add(k)
            r = graph.relations[k]
            for other in (r.result, *r.operands):
                if other not in seen:
                    seen.add(other)
                    todo.append(other)
    return seen


_GENERAL_CONTENTS: Final = frozenset(
    {"fruit", "food", "things", "stuff", "snacks", "items", "produce", "treats", "supplies"}
)


@lru_cache(maxsize=1)
def _category_keys() -> frozenset[str]:
    """Nouns that name a kind of things ("animals", "fruits", "items"), as unit keys: an amount
    of them may be of the cows or apples a holder holds."""
    return frozenset(noun_key(word) for word in words("category_noun"))


def is_category(unit: str) -> bool:
    """Whether ``unit`` names a kind that may cover other counted things ("animals")."""
    return noun_key(unit.split("/", maxsplit=1)[0]) in _category_keys()


@lru_cache(maxsize=1)
def _container_keys() -> frozenset[str]:
    """Nouns of packages and groups ("bags", "boxes", "pairs"), as unit keys: a count of them
    says nothing of how many things are in them."""
    return frozenset(noun_key(word) for word in words("package_noun"))


def _world(unit: str) -> str:
    """What a unit measures: a pack unit's dimension (cents and dollars are both money),
    else the noun it counts."""
    found = unit_table().lookup(unit)
    return f"dimension:{found.dimension}" if found is not None else noun_key(unit)


def bound(lows: list[str]) -> int | None:
    """Where a sentence bounds or estimates an amount instead of stating it, or ``None``."""
    for k, word in enumerate(lows):
        after = lows[k + 1] if k + 1 < len(lows) else ""
        before = lows[k - 1] if k > 0 else ""
        numeric = after[:1].isdigit() or after in words("number_word") or after == "$"
        if (
            (word == "at" and after in ("most", "least"))
            or (word in ("maximum", "minimum") and after == "of" and before in ("a", "the"))
            or (
                word == "up"
                and after == "to"
                and before not in ("add", "adds", "added")  # ("ages add up to 30": a sum)
                and k + 2 < len(lows)
                and lows[k + 2][:1].isdigit()
            )
            or (word in words("bound_word") and numeric)
            or (
                word in ("more", "less", "fewer")
                and after == "than"
                and not before[:1].isdigit()
                and before not in words("number_word")
                and not can_be_noun(before)  # ("2 stones more than twice as many": an offset)
                and k + 2 < len(lows)
                and (
                    lows[k + 2][:1].isdigit()
                    or lows[k + 2] in words("number_word")
                    or lows[k + 2] in ("twice", "half", "double", "triple")
                )
            )
            or (word == "or" and after in ("so", "more", "less", "fewer") and k + 2 >= len(lows))
            or (
                word in ("over", "under")
                and (
                    numeric
                    or after == "half"
                    or (
                        after in ("a", "an")
                        and is_fraction_word(lows[k + 2] if k + 2 < len(lows) else "")
                    )
                )
                and not _span_at(lows, k)
            )  # ("just over 10 cakes", "over a third of them"; not "over 5 days")
            or (word == "some" and numeric)  # ("some 12 apples")
            or (
                word == "plus"
                and (before[:1].isdigit() or before in words("number_word"))
                and not (after[:1].isdigit() or after in words("number_word") or after == "$")
            )  # ("12 plus apples"; "12 plus 3" is a sum)
        ):
            return k
    return None


_OPERATION_WORDS: Final = frozenset({"minus", "x", "\u00d7", "multiplied", "divided"})
"""Words that write an amount as arithmetic ("7 minus 2", "3 x 4", "divided by 2")."""


def spelled_operation(lows: list[str]) -> int | None:
    """Where a sentence writes an amount as arithmetic ("7 minus 2 eggs", "3 x $5", "an hour
    plus 10 minutes"), or ``None``: the reader reads amounts, not sums a writer left undone;
    "12 plus 3" after a number is the one sum the noun phrase reads (``phrases``)."""
    for k, word in enumerate(lows):
        after = lows[k + 1] if k + 1 < len(lows) else ""
        before = lows[k - 1] if k > 0 else ""
        numeric = after[:1].isdigit() or after in words("number_word") or after in ("$", "a")
        if word in _OPERATION_WORDS and (
            word not in ("x", "\u00d7") or before[:1].isdigit() or before in words("number_word")
        ):
            if word in ("multiplied", "divided") and after != "by":
                continue  # ("divided the cake": a verb, read or refused as one)
            return k
        if (
            word == "plus"
            and numeric
            and not (before[:1].isdigit() or before in words("number_word"))
        ):
            return k  # ("an hour plus 10 minutes", "a dozen plus 3")
    return None


def label_number(texts: list[str]) -> int | None:
    """Where a number names a thing after a preposition rather than counting ("from aisle
    7", "to the girl from row 4", "on shelf three"), or ``None``: a lowercase noun then a
    number with no noun after it is a label the reader would take for an amount (a
    capitalized one, "Room 12", is a name the noun phrase reads)."""
    lows = [text.lower() for text in texts]
    for k in range(len(lows) - 2):
        noun, number = lows[k + 1], lows[k + 2]
        after = lows[k + 3] if k + 3 < len(lows) else ""
        if (
            lows[k] in words("preposition")
            and texts[k + 1].islower()
            and noun.isalpha()
            and noun not in words("stop")
            and noun not in words("determiner")
            and noun not in words("number_word")
            and noun not in words("possessive")
            and "NOUN" in pos_of(noun)
            and noun_key(noun) == noun
            and unit_table().lookup(noun) is None
            and (number.isdigit() or number in words("number_word"))
            and not (after.isalpha() and after not in words("conjunction"))
        ):
            return k + 2
    return None


def _span_at(lows: list[str], k: int) -> bool:
    """Whether "over"/"under" at ``k`` opens a stretch of time ("over 5 days") or is a giving
    verb's particle ("handed over 7"), not a bound ("over 10 cakes", "just over half")."""
    before = verb_form(lows[k - 1]) if k > 0 else None
    if before is not None and before.frame.lemma == "hand":
        return True  # ("handed over 7 stickers": a particle; no bound and no span either)
    rest = lows[k + 1 : k + 4]
    if rest[:1] == ["$"]:
        return False
    for word in rest[1:]:
        found = unit_table().lookup(word)
        if found is not None:
            return found.dimension == "time"
        if word.isalpha():
            return False
    return False


def verb_of_the_unit(
    graph: QuantityGraph, verbs: list[tuple[str, tuple[int, int] | None]]
) -> ReadError | None:
    """Why an event's verb may use up the counted thing, or ``None``; ``verbs`` are the
    events' lemmas with their spans."""
    component = connected(graph)
    counted = {
        noun_key(piece)
        for q in graph.quantities
        if q.id in component
        for piece in q.unit.split("/")
        if piece != "1"
    }
    for lemma, span in verbs:
        # the verb itself ("nails") or the tool named after it ("staples" and staplers)
        if {noun_key(lemma), noun_key(lemma + "r"), noun_key(lemma + "er")} & counted:
            return ReadError(
                "unsupported_sentence",
                "reading.verb_of_the_unit",
                f"the verb {lemma!r} may use up the {lemma}s the question counts",
                span,
            )
    return None


def unused_amount(
    graph: QuantityGraph,
    spans: dict[str, tuple[int, int] | None],
    optional: frozenset[str] | set[str] = frozenset(),
    either: tuple[tuple[str, str], ...] = (),
    others: frozenset[str] = frozenset(),
) -> ReadError | None:
    """Why a stated number is left out of the asked quantity's reading, or ``None``.

    ``either`` pairs two readings of one number ("A pizza has 16 slices": one pizza's, and
    per pizza): each may go unused, not both. ``others`` are numbers the reader has found to
    be distractors (another person's holding, rate or own gain, the asked person's doing at
    another time than the one asked: "His sister has 5 quarters. How many cents does Dev
    have?"): they may go unused."""
    component = connected(graph)
    optional = set(optional)
    for a, b in either:
        if a not in component and b not in component:
            optional -= {a, b}
    units: set[str] = set()
    holders: set[str] = set()
    for qid in component:
        quantity = graph.quantity(qid)
        for piece in quantity.unit.split("/"):
            if piece != "1":
                units.add(_world(piece))
        if quantity.label:
            # "5 pairs of socks" in play: a loss of "1 sock" is about them too
            units.update(noun_key(word) for word in quantity.label.split(" "))
        if quantity.holder:
            holders.add(quantity.holder)
    asked_unit = graph.quantity(graph.target).unit.split("/")[0]
    members = category_members(asked_unit)
    category = members is not None and is_category(asked_unit)
    # (a category noun, "fruits", may name any thing counted; a noun that is a kind too,
    # "fish", only the kinds listed as its members: "5 fish and 3 cats")
    asked = unit_table().lookup(asked_unit)
    counted = asked is None or asked.dimension == "count"
    parts = noun_key(asked_unit) in {noun_key(word) for word in words("part_noun")}
    changes = {op for r in graph.relations if r.role in ("change", "transfer") for op in r.operands}
    asked_changed = any(
        r.role in ("change", "transfer") and r.result in component for r in graph.relations
    )  # ("Tom has 5 boats. He buys 2 yachts.": the yachts' count changed beside the boats)
    for q in graph.quantities:
        if q.id in component or q.label == "at first" or q.id in optional:
            continue
        if q.id in others:
            continue  # (another person's holding, the question about someone else)
        if q.value is None and not (category and "/" not in q.unit and q.holder):
            continue  # (an unknown is no stated number; of a category, "some motorcycles")
        pieces = {_world(p) for p in q.unit.split("/") if p != "1"}
        if q.label:
            # "2 packs of pencils", "2 plum tarts": what the label names is in play too
            pieces.update(noun_key(word) for word in q.label.split(" "))
        container = (
            counted  # (what the bags hold may be what is asked; a price asked is not)
            and noun_key(q.unit) in _container_keys()
            and q.holder in holders
            and (q.label is None or q.label.split(" ")[-1] in _GENERAL_CONTENTS)
        ) or (
            counted and noun_key(q.unit) in _category_keys() and q.holder in holders
        )  # ("a jar of jam" holds jam; "3 boxes of fruit", "sells 3 animals" may be the cows)
        # ("Tom has 5 apples. He buys 3 bags.": what is in the bags may be what is asked)
        kind = (
            # "How many flowers are in the vase?" beside "Mia puts 2 tulips in the vase" (or
            # beets, of vegetables): any thing counted may be a kind of the category asked
            category
            and "/" not in q.unit
            and unit_table().lookup(q.unit) is None
            and not is_person_noun(q.unit)  # ("Of the 3 friends": no kind of fish or fruit)
        )
        kind = kind or (members is not None and "/" not in q.unit and noun_key(q.unit) in members)
        kind = kind or ("/" not in q.unit and kinds_may_overlap(asked_unit, q.unit))
        kind = kind or (
            # "A farmer has 8 hens. He sells 3 chickens.": the chickens sold may be hens
            (q.id in changes or asked_changed)
            and "/" not in q.unit
            and kinds_may_overlap(q.unit, asked_unit)
        )
        whole = (
            # "Tim has 3 bikes and 2 wheels. How many wheels does Tim have?": the bikes'
            # wheels may be asked too
            parts
            and "/" not in q.unit
            and unit_table().lookup(q.unit) is None
            and q.unit not in ("dollars", "cents", "1")
            and (q.holder in holders or q.holder is None)
        )
        if pieces & units or (q.holder is None and q.unit == "1") or container or kind or whole:
            return ReadError(
                "unsupported_sentence",
                "reading.unused_amount",
                f"the reading does not use the stated {q.value}"
                + (f" {q.unit}" if q.unit != "1" else f" (a {q.label or 'number'})")
                + (f" of {q.holder}" if q.holder else ""),
                spans.get(q.id),
            )
    return None


_POINTING: Final = frozenset({"the", "these", "those", "this", "that", "its", "their"})
_THING_OBJECTS: Final = frozenset({"it", "them", "these", "those"})


_TAKEN_WORDS: Final = frozenset(
    {"all", "them", "it", "these", "those", "everything", "nothing", "none", "rest", "remaining"}
    | {"half", "some", "most", "both", "whole", "any", "each", "every"}
)
"""Words that may name what is counted as a whole or a share ("took all of them")."""


def scene_takes(lows: list[str]) -> str | None:
    """Why a sentence with no number, read in full as changing nothing, may still have acted
    on what is counted ("His sister took all of them.", "She sold it."), or ``None``. The
    first word (a subject: "It is sunny.") and a place's object ("on it") are no such word."""
    places = words("preposition")
    purpose = False
    for k, word in enumerate(lows):
        if word in (",", "and", "but", "then"):
            purpose = False
        elif word == "to" and k + 1 < len(lows):
            form = verb_form(lows[k + 1])
            purpose = purpose or (form is not None and form.tense == "base")
        if purpose:
            continue  # ("went to a shop to buy some groceries": what it was for, not done)
        if k > 0 and word in _TAKEN_WORDS and lows[k - 1] not in places:
            return f"{word!r} may be what is counted, and the sentence may have changed it"
    return None


_ALONG: Final = frozenset({"him", "her", "them", "me", "us"})
_GOING: Final = frozenset({"go", "come", "walk", "travel", "ride", "drive", "fly"})
"""Activities done together that change no rate of another ("went to the park together")."""


def scene_untold(lows: list[str]) -> str | None:
    """Why a sentence with no number, read in full, may still have changed or held what is
    counted, whatever its nouns are ("Sam keeps puppies in the yard." of his dogs, "Ann
    joined the club." of its members, "A cub was born.", "Kim cooked breakfast." of her
    eggs): a holding of an amount not told, a change of one, someone joining or leaving, or
    an event that changes a count; ``None`` otherwise. Whether the untold thing is what is
    counted under another name is what the reader cannot tell, so the text is refused."""
    determiners = (
        _POINTING
        | words("possessive")
        | words("amount_word")
        | {"a", "an", "one", "no", "another", "some", "any", "several", "all", "both"}
    )  # ("had some cards": an unknown the text may go on to tell, which the reading keeps)
    acted = verbed = False
    for k, word in enumerate(lows):
        if word in words("count_event_word"):
            return f"{word!r} may have changed or fixed a count"
        following = lows[k + 1] if k + 1 < len(lows) else ""
        if acted and (word == "together" or (word == "with" and following in _ALONG)):
            # "Ravi and his sister work together.", "His friend mows with him.": someone
            # doing it too, which changes how fast it is done
            return f"{word!r}: someone does it along, which may change a rate"
        if word == "shopping" and k > 0 and lows[k - 1] in ("went", "go", "goes", "going"):
            return "'went shopping': what was spent is not said"
        if word == "will" and k > 0:
            # ("Amy will go to the beach tomorrow.": what she will find there is not said)
            return "'will' tells of something still to come, which may change a count"
        form = verb_form(word)
        if form is None:
            done = activity_form(word, k > 0)  # ("mows", "works")
            if done is not None and not verbed:
                verbed = True  # (the clause's verb: "went to the park", not "park")
                acted = done.frame.lemma not in _GOING
            continue
        cls = form.frame.cls
        if not verbed:
            verbed = True
            acted = cls == "act" and form.frame.lemma not in _GOING
        if cls in ("enter", "exit"):
            return f"{word!r}: someone joined or left, which may change a count"
        if cls in ("gain", "lose", "give", "receive"):
            return f"{word!r} changes an amount the sentence does not tell"
        following = lows[k + 1] if k + 1 < len(lows) else ""
        if (
            cls == "hold"
            and following.replace("-", "").isalpha()
            and following not in determiners
            and following not in words("person_noun")
            and (can_be_noun(following) or not pos_of(following))  # ("t-shirts": unknown)
        ):
            # ("has cats as well", "keeps quarters in a jar", "has savings"): a holding
            # of an amount not told
            return f"'{word} {following}' holds an amount the sentence does not tell"
    return None


def scene_may_count(lows: list[str]) -> str | None:
    """Why a sentence with no number may still speak of an amount, or ``None``."""
    places = words("preposition")
    for k, word in enumerate(lows):
        after_place = k > 0 and lows[k - 1] in places
        following = lows[k + 1] if k + 1 < len(lows) else ""
        if (
            not after_place
            and (word in _POINTING or word in words("possessive"))
            and following.isalpha()
            and following not in words("person_noun")
        ):
            return f"'{word} {following}' may be what is counted, and the sentence may change it"
        if word in _THING_OBJECTS and k > 0 and not after_place:
            return f"{word!r} may be what is counted, and the sentence may change it"
    amount = words("amount_word")
    uncertain = words("uncertain")
    possessive = words("possessive")
    for k, word in enumerate(lows):
        if (
            word in ("so", "neither", "nor")
            and k + 1 < len(lows)
            and lows[k + 1] in words("auxiliary")
        ):
            return f"'{word} {lows[k + 1]}' may repeat an event"
        if word in amount:
            return f"{word!r} may be about an amount"
        if word in uncertain:
            return f"{word!r} leaves what happens open"
        form = verb_form(word)
        if (
            form is not None
            and form.frame.cls not in ("act", "enter", "exit")
            and not (k > 0 and (lows[k - 1] in _NOUN_DETERMINERS or lows[k - 1] in possessive))
        ):  # ("went to the store": after a determiner, a noun)
            return f"{word!r} is a verb that changes amounts"
    return None


_NOUN_DETERMINERS: Final = frozenset({"the", "a", "an", "this", "that", "these", "those"})
"""Words after which a word a verb may spell is a noun ("the store", "a gift")."""


_HAVING: Final = frozenset({"has", "have", "had", "owns", "own", "owned", "holds", "held"})
_CLAUSE_JOINS: Final = frozenset({",", ";", "and", "but", "then", "so", "while"})
_CLOSING: Final = frozenset({"other", "more", "else"})
"""Words that close a "no" to what is not told ("no other books", "no more muffins", "no one
else")."""


def closure(lows: list[str]) -> bool:
    """Whether a sentence of no number only says nothing else happened or was there:

    closure := ("no" | "nobody" | "nothing" | "no" "one") ["other" | "more" | "else"] ...
             | "there" BE "no" ("other" | "more") ...
             | SUBJECT ("did" | "does" | "do") ("not" | "n't") ... ("any" ("other" | "more")
               | "anything" "else" | "anyone" "else")
    ("No other books were borrowed or returned.", "There are no other animals at the
    shelter.", "Nobody else sold tickets.", "She did not run on any other day that week.")

    The reader reads a text as telling every event and holding there is, so such a
    sentence changes nothing: it is read as said. A closing word must be there ("No books
    were sold on Monday" is an event of none, which this is not)."""
    numbers = words("number_word")
    if any(w in ("left", "remaining", "except", "but", "besides") for w in lows):
        return False  # ("No other apples were left.", "no other pens except blue ones")
    if not lows or any(
        w[:1].isdigit()
        or (w in numbers and not (w == "one" and k > 0 and lows[k - 1] == "no"))
        or w in _CLAUSE_JOINS
        for k, w in enumerate(lows)
    ):
        return False  # (a number, or a second clause: "No one else came, but 5 did.")
    start = 0
    if lows[0] == "there" and len(lows) > 2 and lows[1] in words("be"):
        start = 2
    head = lows[start] if start < len(lows) else ""
    following = lows[start + 1] if start + 1 < len(lows) else ""
    if head == "no" and following in _CLOSING:
        return True
    if head == "no" and following == "one" and "else" in lows[start + 2 : start + 3]:
        return True
    if head in ("nobody", "nothing") and following == "else":
        return True
    for k in range(1, len(lows) - 1):
        if lows[k] == "no" and lows[k + 1] in ("other", "more") and lows[k - 1] in _HAVING:
            return True  # ("He has no other money.")
        if lows[k] == "nothing" and lows[k + 1] == "else" and verb_form(lows[k - 1]) is not None:
            return True  # ("She bought nothing else.")
    if start == 0 and ("not" in lows or "n't" in lows):
        k = lows.index("not") if "not" in lows else lows.index("n't")
        if k == 0 or lows[k - 1] not in ("did", "does", "do", "was", "were", "is", "are"):
            return False
        return any(
            (a == "any" and b in ("other", "more")) or (a in ("anything", "anyone") and b == "else")
            for a, b in pairwise(lows[k + 1 :])
        )
    return False


_COMPARATIVES: Final = frozenset(
    comparatives("comparative_more").keys() | comparatives("comparative_fewer").keys()
)
"""Comparative adjectives ("older", "cheaper"), which a numberless sentence may compare with."""


def scene_compares(lows: list[str]) -> str | None:
    """Why a sentence of no number still compares ("Ann is older than Tom.", "Ann is as old
    as Tom.", "Ann is older."), or ``None``: a comparison of no amount says which is more,
    which a text may contradict and the reader does not check, so it is not skipped."""
    for k, word in enumerate(lows):
        if word == "than":
            return "'than' compares, with no amount"
        if word in _COMPARATIVES and word not in ("more", "later", "earlier", "less", "extra"):
            return f"{word!r} compares, with no amount"
        if word == "as" and k + 2 < len(lows) and lows[k + 2] == "as":
            return f"'as {lows[k + 1]} as' compares, with no amount"
    return None

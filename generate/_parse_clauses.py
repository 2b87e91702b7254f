"""The statement grammar: holdings and events, clause by clause.

A statement is an optional lead ("Then", "After that,", "In the morning,")
and clauses joined by ",", "and", "then". A clause is a subject (a name, a
pronoun, "the boy", or none: the previous clause's subject) and a predicate
whose verb the verb table knows. Its objects are one amount or a list of
amounts sharing the verb ("buys 3 apples and 2 pears", "picks 18 ... and 7
..."), each followed by an optional counterpart ("to Ben", "from Sam") and a
free trailing phrase. Everything read goes straight into the ``Discourse``;
anything not read is a ``ParseError``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Final

from generate._parse_cursor import REFLEXIVES, Amount, Cursor, Ref
from generate._parse_discourse import Event, Holding
from generate._parse_errors import ParseError
from generate._parse_lexicon import Gender, VerbEntry, verb_surfaces
from generate._parse_numbers import NUMBER_WORDS
from generate._parse_scene import negated, never_a_name, scene_refusal, scene_verb
from generate._parse_words import (
    AMOUNT_WORDS,
    BACKWARD_TIME,
    CONTAINERS,
    FORWARD_TIME,
    FUTURE_AUXILIARIES,
    LEAD_ADVERBS,
    LEAD_PREPOSITIONS,
    MID_ADVERBS,
    MONEY_NOUNS,
    POSSESSIVE_PRONOUNS,
    SUBJECT_PRONOUNS,
    SUBORDINATORS,
    TIME_ADJECTIVES,
    TIME_DETERMINERS,
    TIME_NOUNS,
    TIME_UNITS,
)

__all__ = ["Statement"]

_BE = frozenset({"is", "are", "was", "were"})
_PASSIVE_AUX = frozenset({"is", "was", "gets", "got", "get", "were", "are"})
_SCALE_WRAPPERS = frozenset({"number", "amount", "collection", "supply", "stack", "pile", "set"})
_KEEP = frozenset({"keep", "keeps", "kept", "keeping"})
_GROUP_WORDS = frozenset({"pile", "piles", "group", "groups", "part", "parts", "share", "shares"})
_SPLIT_GROUPS = {
    f"{noun}{plural}": noun
    for noun in ("pile", "group", "part", "share", "heap", "stack", "portion", "bag", "bunch")
    for plural in ("s", "es")
    if (noun.endswith(("ch", "sh", "x")) == (plural == "es"))
} | {"boxes": "box"}
"""Group nouns of a split ("into 3 piles") and the singular that "keeps one ..." must use."""
_AMOUNT_OF = frozenset({"number", "amount"})
_REFLEXIVE_GENDER: dict[str, Gender | None] = {
    "himself": "m",
    "herself": "f",
    "themselves": None,
    "themself": None,
}
"""Reflexives that can name the subject as its own recipient ("gives 2 to herself"),
with the gender they give it; the others ("itself", "myself") name nobody here."""
_HAVE = frozenset({"has", "had", "have", "owns", "owned", "holds", "held"})
_TIME_SPANS = frozenset(f"{unit}s" for unit in TIME_UNITS) | TIME_UNITS
_FUTURE_WORDS = FORWARD_TIME | FUTURE_AUXILIARIES | {"next", "later"}
"""Words at which ``Statement.check_future`` looks closer (and "to", "in", "'ll" forms)."""


@lru_cache(maxsize=1)
def _base_forms() -> frozenset[str]:
    """The base forms of the table's verbs ("buy", "give"): "to buy" is planned."""
    return frozenset(entry.lemma for entry in verb_surfaces().values())


def _scale(name: str, words: str) -> dict[str, tuple[str, int]]:
    return {word: (name, k) for k, word in enumerate(words.split())}


_TIME_SCALES: Final = {
    **_scale("week", "monday tuesday wednesday thursday friday saturday"),
    **_scale("day", "morning noon afternoon evening night"),
    **_scale("meal", "breakfast lunch dinner"),
    **_scale(
        "year",
        "january february march april may june july august september october november december",
    ),
    **_scale("season", "spring summer autumn fall winter"),
}
"""Points in the order a text tells them: days of a week (Sunday has no place: texts start
weeks on it and end weekends with it), parts of a day, meals, months; seasons are a cycle, so
two of them are refused whatever their order."""


def may_be_future(words: set[str], contracted_will: bool) -> bool:
    """Whether a sentence with these lowercase words may tell of a future or planned
    event (``Statement.check_future`` then looks word by word); a few set lookups."""
    return (
        contracted_will
        or not _FUTURE_WORDS.isdisjoint(words)
        or ("to" in words and not _base_forms().isdisjoint(words))
        or ("in" in words and not _TIME_SPANS.isdisjoint(words))
    )


class Statement(Cursor):
    """Reads one statement sentence into the discourse."""

    recent: str | None = None
    """The unit of the last amount read in this sentence."""

    def implicit(self, subject: str) -> str:
        """ "buys 3 more": the subject's last unit, else the sentence's last unit."""
        unit = self.discourse.last_unit.get(subject) or self.recent
        if unit is None:
            return self.discourse.implicit_unit(subject)
        if subject in self.discourse.mixed:
            self.discourse.single_unit(subject)
        return unit

    def partitive_owner(self, amount: Amount, subject: str, unit: str) -> None:
        """ "eats 2 of them" / "2 of the apples" with no possessor: if someone else
        holds that unit too, whose things they are is unclear, so it is refused."""
        if amount.partitive and amount.owner is None:
            others = self.discourse.holders(unit)
            others.discard(subject)
            if others:
                raise self.fail(
                    "ambiguous_unit",
                    f"'of them' may be the {unit} of {', '.join(sorted(others))}",
                )

    def parse(self, words: set[str] | None = None) -> None:
        """Read the statement; ``words`` (its lowercase words, if the caller has them)
        lets the future-event check skip the sentences with no trigger word."""
        self.check_time_order()
        self.check_has_got()
        if words is None or may_be_future(words, self.discourse.contracted_will):
            self.check_future()
        i = self.lead(self.first)
        subject: str | None = None
        while True:
            clause_first = i
            ref = self.peek_ref(i, "subject")
            if ref is None and self.w(i) in POSSESSIVE_PRONOUNS:
                ref = self.peek_ref(i, "possessive")  # "His mother ...", "Her beads ..."
            if self.w(i) == "there" and self.w(i + 1) in _BE:
                i = self.there(i + 2)
                subject = None
            elif self.w(i) == "the" and self.w(i + 1) in _AMOUNT_OF and self.w(i + 2) == "of":
                i, subject = self.number_of(i + 3, clause_first)
            elif ref is not None and ref.possessive:
                i, subject = self.possessed(ref, i)
            elif ref is not None:
                self.known_word_name(ref)
                subject = self.resolve(ref)
                i = self.predicate(ref.end, subject, clause_first)
            elif subject is not None and (
                self.w(i) in self.verbs or self.w(i) in MID_ADVERBS or scene_verb(self.w(i))
            ):
                i = self.predicate(i, subject, clause_first)
            else:
                raise self.fail("unsupported_sentence", f"expected a person before {self.said(i)}")
            if i >= self.end:
                return
            nxt = self.skip_joiner(i)
            if nxt == i or nxt >= self.end:
                raise self.fail("unsupported_sentence", f"cannot read {self.text[i]!r}")
            i = nxt

    def known_word_name(self, ref: Ref) -> None:
        """A new person's name must not be a dictionary word that is never a noun and
        no listed given name ("Quickly gets 2 apples"): refused, not guessed."""
        if ref.kind != "name" or ref.text in self.discourse.entities:
            return
        first = ref.text.split(" ", 1)[0]
        if never_a_name(first) and "." not in ref.text:
            raise self.fail("unresolved_reference", f"{first!r} is an English word, not a name")

    def check_time_order(self) -> None:
        """Refuse a look back in time once something is already stated.

        Events are applied in the order they are written. "Sam has 12 apples.
        Last week he ate 2." puts an event before the stated holding, so
        applying it would answer 10 where the text means 12; with no clear
        order the sentence is refused, never guessed.
        """
        self.discourse.prior_points = dict(self.discourse.time_points)
        for k in range(self.first, self.end):
            point = _TIME_SCALES.get(self.low[k])
            if point is None or (self.low[k] == "may" and not self.text[k][:1].isupper()):
                continue
            scale, at = point
            told = self.discourse.time_points.get(scale)
            if told is not None and (at < told or (scale == "season" and at != told)):
                # "She picked 5 on Tuesday. She ate 7 on Monday.", "had 10 at noon ... ate 3
                # in the morning": applied as written, the holdings are not the times'
                raise self.fail(
                    "unsupported_sentence",
                    f"{self.text[k]!r} comes before a time already told;"
                    " the order of events is unclear",
                )
            self.discourse.time_points[scale] = at
        if not self.discourse.last_unit:
            return
        for k in range(self.first, self.end):
            word = self.low[k]
            if word in BACKWARD_TIME or (word == "last" and self.w(k + 1) in TIME_NOUNS):
                raise self.fail(
                    "unsupported_sentence",
                    f"{self.text[k]!r} looks back before what is already stated;"
                    " the order of events is unclear",
                )

    def check_more_at_another_time(self) -> None:
        """Refuse "N more" told at another time than an amount before it ("spent $13 on
        Thursday and $2 more on Friday", "baked 26 on Saturday. He baked 2 more on Sunday"):
        another N, or N more than then? Texts mean both."""
        seen: dict[str, int] = dict(self.discourse.prior_points)
        if "sunday" in self.low[: self.first]:
            seen.setdefault("week", 7)  # (Sunday is on no scale of order, but it is a day)
        for k in range(self.first, self.end):
            point = _TIME_SCALES.get(self.low[k]) or ({"sunday": ("week", 7)}.get(self.low[k]))
            if point is None or (self.low[k] == "may" and not self.text[k][:1].isupper()):
                continue
            scale, at = point
            if seen.get(scale, at) != at:
                raise self.fail(
                    "unsupported_sentence",
                    f"'more' {self.text[k]!r}: another amount, or more than the one before?",
                )
            seen[scale] = at

    def check_has_got(self) -> None:
        """ "He has got 4 left", "He's still got 4": "has got" says what is held, not a gain;
        this parser reads "got" as getting, so the sentence is refused."""
        for k in range(self.first + 1, self.end):
            if self.low[k] != "got":
                continue
            j = k - 1
            while j > self.first and self.low[j] in MID_ADVERBS:
                j -= 1
            if self.low[j] in ("has", "have", "had", "'s", "\u2019s", "'ve", "'d"):
                raise self.fail(
                    "unsupported_sentence", f"{self.text[j]} got: a holding, not a gain"
                )

    def check_future(self) -> None:
        """Refuse an event that is still to come, or only planned, wherever its time
        phrase stands ("He buys 3 more tomorrow", "Next week he buys 3", "in the
        future", "in 2 days", "will buy", "he'll buy", "is going to buy", "plans to
        buy", "has to pay"): the question asks what is held now, and a planned event
        may never happen. Applying it would answer a different question, so the
        sentence is refused."""
        if not may_be_future(set(self.low[self.first : self.end]), self.discourse.contracted_will):
            return
        for k in range(self.first, self.end):
            why = self.future_at(k)
            if why:
                raise self.fail(
                    "unsupported_sentence",
                    f"{why}: an event not yet done is not applied to what is held now",
                )

    def future_at(self, k: int) -> str:
        """Why the word at ``k`` makes the sentence's event future or planned, or ""."""
        word = self.low[k]
        if word not in _FUTURE_WORDS and word not in ("to", "in") and "ll" not in word:
            return ""
        nxt = self.w(k + 1)
        if word in FORWARD_TIME:
            return f"{self.text[k]!r} places it after now"
        if word == "next" and nxt in TIME_NOUNS and self.w(k - 1) not in ("the", "that"):
            return f"'{self.text[k]} {self.text[k + 1]}' places it after now"
        if word == "later" and nxt in ("today", "tonight", "this"):
            return f"'{self.text[k]} {self.text[k + 1]}' places it after now"
        if word == "in":
            if self.w(k + 2) in _TIME_SPANS and (
                self.number(k + 1) is not None or self.w(k + 1) in ("a", "an")
            ):
                return f"'in {self.text[k + 1]} {self.text[k + 2]}' places it after now"
            return ""
        if (word in FUTURE_AUXILIARIES and self.text[k].islower()) or word.endswith(
            ("'ll", "\u2019ll")
        ):
            return f"{self.text[k]!r} tells of it as still to come"
        if word == "to" and nxt in self.verbs and self.verbs[nxt].lemma == nxt:
            before = self.text[k - 1] if k > self.first else ""
            return f"'{before} to {self.text[k + 1]}' tells of it as planned, not done"
        return ""

    def lead(self, i: int) -> int:
        """Skip a sentence-initial adverbial ("Then", "After that,", "On Monday,")."""
        while True:
            word = self.w(i)
            timed = self.time_phrase(i) if word in TIME_DETERMINERS else 0
            if timed:
                i = timed
            elif word in LEAD_ADVERBS:
                i += 1
            elif word == "after" and self.w(i + 1) == "that":
                i += 2
            else:
                break
            if self.w(i) == ",":
                i += 1
        word = self.w(i)
        bound = self.bound_at(i)
        if bound:
            # "At most, she eats 4 apples": a bound, not an exact amount.
            raise self.fail(
                "unknown_operand", f"{' '.join(self.text[i:bound])!r} bounds the amount"
            )
        clause = word in SUBORDINATORS or (
            i == self.first and word.endswith("ing") and scene_verb(word)
        )
        if word in LEAD_PREPOSITIONS or clause:
            j = i + 1
            while j < self.end and self.low[j] != ",":
                word = self.low[j]
                if j > i + 1 and word in SUBJECT_PRONOUNS and self.plain_phrase(i + 1, j):
                    self.unreal(i, j)
                    self.discourse.scenes.append((i, j, False))
                    return j  # "In the morning she buys ...", no comma
                if (
                    not word[0].isalpha()
                    or word in self.verbs
                    or word in NUMBER_WORDS
                    or (self.text[j][0].isupper() and self.peek_name(j) is not None)
                    or (clause and (word in AMOUNT_WORDS or negated([word])))
                ):
                    return i
                j += 1
            if j < self.end:
                # "While walking home," / "After school,": checked once the units are known.
                self.unreal(i, j)
                self.discourse.scenes.append((i, j, False))
                return j + 1
        return i

    def plain_phrase(self, i: int, end: int) -> bool:
        """Whether ``i:end`` is only determiners and lowercase nouns ("the park")."""
        return all(
            self.low[k] in ("the", "a", "an", "this", "that") or self.np_word(k)
            for k in range(i, end)
        )

    def time_phrase(self, i: int) -> int:
        """The index after a time phrase at ``i`` ("The next day,", "Later that
        afternoon", "Last week"), or 0 if none starts there."""
        if self.w(i) not in TIME_DETERMINERS:
            return 0
        j = i + 1
        while self.w(j) in TIME_ADJECTIVES:
            j += 1
        if self.w(j) not in TIME_NOUNS:
            return 0
        j += 1
        return j + 1 if self.w(j) == "," else j

    def scene_clause(self, i: int) -> int:
        """ "went to the store" in "She went to the store and bought 5 apples": a clause
        whose verb is outside the table and never a noun, read as scene setting up to
        the next joiner when it has no number, amount word, table verb, name or
        negation (its nouns are checked against every unit once the graph is known)."""
        j = i + 1
        while not self.boundary(j):
            token = self.text[j]
            if not token[0].isalpha() or token[0].isupper():
                raise self.fail(
                    "unsupported_sentence", f"cannot read {token!r} after {self.text[i]!r}"
                )
            j += 1
        words = self.low[i:j]
        why = scene_refusal(words, self.discourse.heads, possessives=True)
        if why is None and negated(words):
            why = "a negated clause may deny what follows"
        if why is not None:
            raise self.fail("unsupported_sentence", f"cannot skip {self.text[i]!r}: {why}")
        self.discourse.scenes.append((i, j, True))
        return j

    def number_of(self, i: int, first: int) -> tuple[int, str]:
        """ "The number of marbles Tom has triples" / "The amount of his money doubles":
        the owner's existing holding is scaled; returns (end, the owner)."""
        owner: str | None = None
        ref = self.peek_ref(i, "possessive")
        if ref is not None and ref.possessive:
            owner, i = self.resolve(ref), ref.end
        start = i
        while self.np_word(i):
            i += 1
        if i == start:
            raise self.fail("unsupported_sentence", "'the number of' names no holding")
        end_np = i
        if owner is None:
            ref = self.peek_ref(i, "subject")
            if ref is None or ref.possessive or self.w(ref.end) not in _HAVE:
                raise self.fail("unsupported_sentence", "'the number of' names nobody's holding")
            owner, i = self.resolve(ref), ref.end + 1
        entry = self.verbs.get(self.w(i))
        if entry is None or entry.factor is None:
            raise self.fail("unsupported_sentence", "only a scaling verb is read after it")
        unit = self.holding_unit(start, end_np)
        if not self.discourse.has(owner, unit):
            raise self.fail("unsupported_sentence", f"{owner} holds no {unit!r}")
        end = self.scale_tail(i + 1)
        verb = self.text[i]
        self.discourse.event(Event(owner, entry.kind, unit, entry.factor, None, first, end, verb))
        return end, owner

    # -- holdings -------------------------------------------------------------

    def holdings(self, i: int, owner: str, first: int, verb: str) -> int:
        """ "has 8 pens and 5 pencils": one holding per amount."""
        amounts: list[tuple[Amount, str | None]] = []
        while True:
            read = self.amount(i)
            if read is None:
                raise self.fail("unknown_operand", "the holding has no number")
            amount, i = read
            if amount.more or amount.partitive or amount.alias:
                self.stated(amount)
            start = i
            i = self.tail(i, state=True)
            place = self.tail_container(start, i, owner) if self.w(start) == "in" else None
            amounts.append((amount, place))
            nxt = self.skip_joiner(i)
            if nxt != i and self.starts_amount(nxt) and self.peek_ref(nxt, "subject") is None:
                i = nxt
                continue
            break
        discourse = self.discourse
        for amount, place in amounts:
            # "Tom has 5 apples and Mia has 3": a gapped unit is the sentence's last one.
            unit = amount.unit or self.recent or discourse.implicit_unit(owner)
            self.recent = unit
            discourse.hold(Holding(owner, unit, amount.value, first, i, verb))
            if place is not None:
                discourse.containers.setdefault((owner, place), set()).add(unit)
        if "now" in self.low[first:i]:
            discourse.now_state = True
        units: set[str] = set()
        if len(discourse.initial) > 1 and discourse.initial[-2].first >= self.first:
            for holding in reversed(discourse.initial):
                if holding.first < self.first:
                    break
                if holding.entity == owner:
                    units.add(holding.unit)
        if len(units) > 1:
            # "Ana has 5 apples and 3 pears. She eats 2.": which unit is not said.
            discourse.mixed.add(owner)
        return i

    def tail_container(self, start: int, end: int, owner: str) -> str | None:
        """The owner's container a holding's tail puts it in ("has $15 in her wallet"),
        or ``None``; a possessive that is not the owner's names no container of theirs."""
        ref = self.peek_ref(start + 1, "possessive")
        if ref is None or not ref.possessive:
            return None
        try:
            if self.resolve(ref, register=False) != owner:
                return None
        except ParseError:
            return None
        j = ref.end
        while j < end and self.np_word(j):
            j += 1
        if j != end or j == ref.end or j - ref.end > 2 or self.low[j - 1] not in CONTAINERS:
            return None
        return " ".join(self.low[ref.end : j])

    def stated(self, amount: Amount) -> None:
        """A stated holding must be a plain amount: "has 3 more pens" compares with
        an amount the text does not give, and "has 2 of them" is part of one."""
        if amount.more:
            raise self.fail("out_of_scope_comparative", "a stated 'more' holding is a comparison")
        if amount.partitive:
            raise self.fail("unsupported_sentence", "a holding stated as part of another")
        if amount.alias:
            raise self.fail(
                "ambiguous_unit", f"a new holding named only by part of {amount.unit!r}"
            )

    def possessor(self, i: int) -> tuple[str, int] | None:
        """ "Lucy's" / "her" / "the girl's" before a container noun."""
        ref = self.peek_ref(i, "possessive")
        if ref is None or not ref.possessive:
            return None
        return self.resolve(ref), ref.end

    def there(self, i: int) -> int:
        """ "There are 8 crayons in Oscar's box and 11 crayons in Paula's box."."""
        first = i - 2
        items: list[tuple[Amount, str | None, str | None]] = []
        container: str | None = None
        while True:
            read = self.amount(i)
            if read is None:
                raise self.fail("unsupported_sentence", "'there are' without an amount")
            amount, i = read
            self.stated(amount)
            owner = None
            if self.w(i) in ("in", "on", "inside", "at"):
                found = self.possessor(i + 1)
                if found is None:
                    raise self.fail("out_of_scope_generic", "the amount belongs to no named person")
                owner, i = found
                start = i
                while self.np_word(i):
                    i += 1
                if i == start or i - start > 2 or self.low[i - 1] not in CONTAINERS:
                    raise self.fail("unsupported_sentence", f"{self.text[i - 1]!r} is no container")
                container = " ".join(self.low[start:i])
            i = self.tail(i, state=True)
            items.append((amount, owner, container if owner is not None else None))
            nxt = self.skip_joiner(i)
            if nxt != i and self.starts_amount(nxt):
                i = nxt
                continue
            break
        pending: tuple[str, str] | None = None
        owners: list[tuple[str, str]] = []
        for _, owner, place in reversed(items):
            if owner is not None and place is not None:
                pending = (owner, place)
            if pending is None:
                raise self.fail("out_of_scope_generic", "the amount belongs to no named person")
            owners.append(pending)
        owners.reverse()
        for (amount, _, _), (owner, place) in zip(items, owners, strict=True):
            unit = amount.unit
            if unit is None:
                raise self.fail("ambiguous_unit", "'there are' needs a unit")
            self.discourse.hold(Holding(owner, unit, amount.value, first, i, self.text[first + 1]))
            self.discourse.containers.setdefault((owner, place), set()).add(unit)
        return i

    def possessed(self, ref: Ref, first: int) -> tuple[int, str | None]:
        """A clause whose subject starts with a possessive; returns (end, the subject).

        - "Lucy's box has 16 crayons": the possessor owns what the container holds.
        - "Her brother Eli gives her 4 shells": the named relative is the subject.
        - "Her stamp collection triples" / "Mia's marbles double": the possessor's
          holding is scaled.
        - "His mother gives him 3 apples": a giver nobody named, so the receiver gains.
        Anything else an unnamed person does is refused.
        """
        j = ref.end
        while self.np_word(j):
            j += 1
        if j == ref.end:
            raise self.fail("unsupported_sentence", f"cannot read what {ref.text} refers to")
        nouns = self.low[ref.end : j]
        if j < self.end and self.text[j][0].isupper():
            name = self.peek_name(j)
            if name is None or name.possessive:
                raise self.fail("unsupported_sentence", f"cannot read {self.text[j]!r}")
            subject = self.resolve(name)
            self.discourse.describe(subject, nouns)
            self.note_possessor(ref, subject)
            return self.predicate(name.end, subject, first), subject
        owner = self.resolve(ref)
        if self.w(j) == "of" and j == ref.end + 1 and self.low[ref.end] in _SCALE_WRAPPERS:
            k = j + 1  # "her collection of beads triples"
            while self.np_word(k):
                k += 1
            if k > j + 1 and self.verbs.get(self.w(k)) is not None:
                return self.scaled_subject(owner, j + 1, k, first), owner
        entry = self.verbs.get(self.w(j))
        if entry is None:
            raise self.fail("unsupported_sentence", f"cannot read what {owner}'s thing does")
        if entry.kind == "hold":
            if j - ref.end > 2 or self.low[j - 1] not in CONTAINERS:
                raise self.fail("unsupported_sentence", f"{ref.text} {nouns[-1]!r} is no container")
            held = len(self.discourse.initial)
            end = self.holdings(j + 1, owner, first, self.text[j])
            units = {h.unit for h in self.discourse.initial[held:]}
            self.discourse.containers.setdefault((owner, " ".join(nouns)), set()).update(units)
            return end, None
        if entry.kind in ("multiply", "divide"):
            return self.scaled_subject(owner, ref.end, j, first), owner
        if entry.kind == "transfer" and self.low[j - 1] not in self.discourse.heads:
            self.discourse.unnamed(nouns, " ".join(self.text[ref.end - 1 : j]))
            return self.unnamed_giver(j, entry, first), None
        raise self.fail("unsupported_sentence", f"{ref.text} ... {self.text[j]!r} names nobody")

    def scaled_subject(self, owner: str, start: int, verb_at: int, first: int) -> int:
        """ "Her stamp collection triples": scale the owner's holding named by the phrase."""
        entry = self.verbs[self.low[verb_at]]
        if entry.factor is None:
            raise self.fail("unsupported_sentence", "a split needs a person who keeps a share")
        unit = self.holding_unit(start, verb_at)
        if not self.discourse.has(owner, unit):
            raise self.fail("unsupported_sentence", f"{owner} holds no {unit!r}")
        end = self.scale_tail(verb_at + 1)
        verb = self.text[verb_at]
        self.discourse.event(Event(owner, entry.kind, unit, entry.factor, None, first, end, verb))
        return end

    def unnamed_giver(self, j: int, entry: VerbEntry, first: int) -> int:
        """ "His mother gives him 3 apples" / "... gives 3 apples to Sam": the receiver gains."""
        verb = self.text[j]
        i = j + 1
        receiver: str | None = None
        ref = self.peek_ref(i, "object")
        if ref is not None and not ref.possessive and self.starts_amount(ref.end):
            receiver, i = self.resolve(ref), ref.end
        read = self.amount(i)
        if read is None:
            raise self.fail("unknown_operand", f"{verb!r} has no number")
        amount, i = read
        if amount.owner is not None or amount.partitive:
            raise self.fail("unsupported_sentence", "whose holding is given is unclear")
        if receiver is None and self.w(i) == "to":
            ref = self.peek_ref(i + 1, "object")
            if ref is not None and not ref.possessive:
                receiver, i = self.resolve(ref), ref.end
        if receiver is None:
            raise self.fail("unsupported_sentence", "nobody named takes part in the event")
        i = self.tail(i)
        unit = amount.unit or self.implicit(receiver)
        if amount.alias:
            # The giver is nobody named, so nothing says the gift is of the stated kind.
            raise self.fail("ambiguous_unit", f"{verb!r} names {unit!r} only by its head noun")
        self.recent = unit
        self.discourse.event(Event(receiver, "add", unit, amount.value, None, first, i, verb))
        return i

    # -- predicates -------------------------------------------------------------

    def predicate(self, i: int, subject: str, first: int) -> int:
        while self.w(i) in MID_ADVERBS:
            i += 1
        word = self.w(i)
        if word in _PASSIVE_AUX:
            entry = self.verbs.get(self.w(i + 1))
            if entry is not None and entry.passive:
                return self.passive(i, subject, first, entry)
            if word in _BE:
                age = self.age(i + 1)
                if age:
                    return age
                raise self.fail("unsupported_sentence", f"cannot read '{word} {self.w(i + 1)}'")
        if word in ("has", "had", "have") and self.w(i + 1) in self.verbs:
            nxt = self.verbs[self.w(i + 1)]
            if nxt.kind != "hold":
                i += 1
                word = self.w(i)
        entry = self.verbs.get(word)
        if entry is None:
            if scene_verb(word):
                return self.scene_clause(i)
            if i >= self.end:
                raise self.fail("unsupported_sentence", f"expected a verb before {self.said(i)}")
            raise self.fail(
                "unsupported_sentence", f"{self.text[i]!r} is not a verb the parser knows"
            )
        verb = self.text[i]
        if word == "had" and self.w(i + 1) == "had":
            i += 1  # "Ana had had 5 stickers": a past holding, read only before any event
            if self.discourse.events:
                raise self.fail(
                    "unsupported_sentence", "'had had' after an event leaves the order unclear"
                )
        if entry.kind == "hold":
            return self.holdings(i + 1, subject, first, verb)
        if entry.kind in ("multiply", "divide"):
            return self.scaling(i + 1, subject, first, entry, verb)
        return self.event(i + 1, subject, first, entry, verb)

    def age(self, i: int) -> int:
        """ "is 8 years old" (scene setting: an age is no holding); the index after it, or 0."""
        read = self.number(i)
        if read is None:
            return 0
        j = read[1]
        if self.w(j) in ("years", "year") and self.w(j + 1) == "old":
            j += 2
        elif self.w(j) in ("year-old", "years-old"):
            j += 1
        else:
            return 0
        return j if self.boundary(j) else 0

    def passive(self, i: int, subject: str, first: int, entry: VerbEntry) -> int:
        """ "Sofia is given 3 dolls [by Ana]": a gain, or a transfer from the named giver."""
        verb = f"{self.text[i]} {self.text[i + 1]}"
        read = self.amount(i + 2)
        if read is None:
            raise self.fail("unknown_operand", f"'{verb}' has no number")
        amount, i = read
        giver: str | None = None
        if self.w(i) == "by":
            giver, j = self.counterpart(i + 1, subject)
            i = j if giver is not None else i
        i = self.tail(i)
        if amount.partitive:
            raise self.fail("unsupported_sentence", "whose holding is given is unclear")
        unit = amount.unit or self.implicit(subject)
        if amount.alias and (giver is None or not self.discourse.has(giver, unit)):
            raise self.fail("ambiguous_unit", f"{verb!r} names {unit!r} only by its head noun")
        self.recent = unit
        if giver is None:
            self.discourse.event(Event(subject, "add", unit, amount.value, None, first, i, verb))
        else:
            self.discourse.event(
                Event(giver, "transfer", unit, amount.value, subject, first, i, verb)
            )
        return i

    def own(self, ref: Ref, subject: str, gain: bool) -> None:
        """A partitive's possessor ("3 of her stickers") must be the actor. A loss or a
        give acts on the actor's own holding, so a pronoun of the actor's gender is
        the actor; a gain ("wins 2 of his marbles") may take another's holding, so
        there the pronoun must fit nobody else."""
        if ref.kind == "pronoun":
            self.discourse.agrees(subject, ref.gender, ref.text, bound=not gain)
        elif self.resolve(ref) != subject:
            raise self.fail("unsupported_sentence", f"{subject} acts on {ref.text}'s holding")

    def counterpart(self, i: int, subject: str) -> tuple[str | None, int]:
        """The person after "to"/"from" ("to Ben", "from his sister Ana"), or ``None`` for
        "to the library" or "to his aunt" (nobody named: read as a tail)."""
        ref = self.peek_ref(i, "object")
        if (
            ref is None
            or ref.possessive
            # "to her sister": a possessive, not a person ("to her friend Lea": Lea).
            or (ref.kind == "pronoun" and ref.text.lower() == "her" and not self.boundary(ref.end))
        ):
            found = self.relative(i)
            if found is None or found[0] is None:
                return None, i
            if found[0] == subject:
                raise self.fail("unresolved_reference", f"{subject} cannot trade with themselves")
            return found
        person = self.resolve(ref, exclude=subject)
        if person == subject:
            raise self.fail("unresolved_reference", f"{subject} cannot trade with themselves")
        return person, ref.end

    def event(self, i: int, subject: str, first: int, entry: VerbEntry, verb: str) -> int:
        """A gain, loss or transfer with one or more amounts."""
        particle: str | None = None
        if self.w(i) in entry.particles:
            particle = self.w(i)
            i += 1
        shared: str | None = None
        unnamed = False
        if entry.ditransitive and particle is None:
            ref = self.peek_ref(i, "object")
            if self.w(i) in REFLEXIVES and self.starts_amount(i + 1):
                # "gives herself 2 apples": nothing changes hands (``subject`` marks it).
                self.reflexive(i, subject)
                shared, i = subject, i + 1
            elif ref is not None and not ref.possessive and self.starts_amount(ref.end):
                shared = self.resolve(ref, exclude=subject)
                if shared == subject:
                    raise self.fail("unresolved_reference", f"{subject} gives to themselves")
                i = ref.end
            else:
                # "hands his brother Max 2 pens" (Max), "gives her aunt 2 pens" (nobody named).
                found = self.relative(i)
                if found is not None and self.starts_amount(found[1]):
                    shared, i = found
                    unnamed = shared is None
                    if shared == subject:
                        raise self.fail("unresolved_reference", f"{subject} gives to themselves")
        items: list[tuple[Amount, str | None, str | None]] = []
        while True:
            read = self.amount(i)
            if read is None:
                raise self.fail("unknown_operand", f"{verb!r} has no number")
            amount, i = read
            if amount.more:
                self.check_more_at_another_time()
            if amount.owner is not None:
                self.own(amount.owner, subject, entry.kind == "add")
            if particle is None and self.w(i) in entry.particles:
                particle = self.w(i)
                i += 1
            recipient = source = None
            if self.w(i) == "to" and entry.recipient_prep and shared is None and not unnamed:
                if self.w(i + 1) in REFLEXIVES:
                    # "gives 2 apples to herself": nothing changes hands.
                    self.reflexive(i + 1, subject)
                    recipient, i = subject, i + 2
                else:
                    recipient, j = self.counterpart(i + 1, subject)
                    i = j if recipient is not None else i
            elif self.w(i) == "from" and entry.source_prep:
                source, j = self.counterpart(i + 1, subject)
                i = j if source is not None else i
            tail_start = i
            i = self.tail(i)
            if entry.kind == "add" and any(
                self.w(k) in ("onto", "into") for k in range(tail_start, i)
            ):
                # "She sews 12 buttons onto a coat": the things go on something, not to her
                raise self.fail("unsupported_sentence", f"{verb!r} ... onto or into something")
            items.append((amount, recipient or shared, source))
            nxt = self.skip_joiner(i)
            if nxt != i and self.starts_amount(nxt) and self.peek_ref(nxt, "subject") is None:
                i = nxt
                continue
            break
        if len(items) > 1 and len({r is None and s is None for _, r, s in items}) > 1:
            raise self.fail("unsupported_sentence", "the list's counterpart is ambiguous")
        if particle == "away" and any(r for _, r, _ in items):
            raise self.fail("unsupported_sentence", "'away' and a named receiver disagree")
        discourse = self.discourse
        for amount, named_recipient, named_source in items:
            unit = amount.unit or self.implicit(subject)
            recipient, source = named_recipient, named_source
            if particle == "back" and amount.unit is None:
                # "Ann gives Ben 4 pencils and 3 pens. Ben gives 2 back.": 2 of which?
                got = {
                    e.unit for e in discourse.events if e.kind == "transfer" and e.target == subject
                }
                if len(got) > 1:
                    raise self.fail(
                        "ambiguous_unit",
                        f"{verb!r} ... back: of which of {subject}'s units is not said",
                    )
            if particle == "back" and recipient is None and source is None:
                recipient, source = self.returned(subject, unit, entry, verb)
            if (
                amount.more
                and particle != "away"
                and recipient is None
                and source is None
                and entry.recipient_prep is not None
                and any(e.kind == "transfer" and e.actor == subject for e in discourse.events)
            ):
                # "Tom gives Sue 3 marbles. Tom gives 2 more.": to Sue again, or away?
                raise self.fail("unresolved_reference", f"{verb!r} ... more: to whom is not said")
            if amount.unit is None and amount.partitive:
                discourse.single_unit(subject)  # "2 of them" after two of her units
            elif amount.unit is not None:
                discourse.mixed.discard(subject)
            self.partitive_owner(amount, subject, unit)
            value = amount.value
            if amount.alias and (
                (source is None and recipient is None and entry.kind == "add")
                or not discourse.has(source or subject, unit)
            ):
                # "Rosa has 6 blue marbles. She wins 4 marbles.": a gain comes from
                # outside, so nothing says the new marbles are blue ones.
                raise self.fail("ambiguous_unit", f"{verb!r} names {unit!r} only by its head noun")
            if recipient == subject:
                # A give to oneself (the reflexive read above) moves nothing: no
                # operation, but only out of a holding the giver has.
                if not discourse.has(subject, unit):
                    raise self.fail("unsupported_sentence", f"{subject} holds no {unit} to give")
                self.recent = unit
                continue
            gainer = subject if source is not None or entry.kind == "add" else recipient
            if (
                amount.more
                and gainer is not None
                and not any(key[0] == gainer for key in (*discourse.held, *discourse.touched))
            ):
                # "Raj bought 5 more apples.", "gives Paul 8 more pens" with none told: more
                # than what the text never gives
                raise self.fail("unknown_operand", f"'more {unit}' than {gainer} was told to have")
            if (
                amount.partitive
                and not amount.more  # ("She buys 2 more of them.": more of that kind)
                and entry.kind == "add"
                and source is None
                and discourse.has(subject, unit)
                and not any(
                    e.actor == subject and e.kind in ("subtract", "transfer")
                    for e in discourse.events
                )
            ):
                # "Sara has 14 crayons. She collects 8 of them.": some of her own, no gain
                # ("He lost 8. Then he found 3 of them." gets back what was lost)
                raise self.fail("unsupported_sentence", f"{verb!r} some of what {subject} has")
            if source is not None:
                op = Event(source, "transfer", unit, value, subject, first, i, verb)
            elif recipient is not None:
                op = Event(subject, "transfer", unit, value, recipient, first, i, verb)
            elif entry.kind == "add":
                op = Event(subject, "add", unit, value, None, first, i, verb)
            else:
                op = Event(subject, "subtract", unit, value, None, first, i, verb)
            discourse.event(op)
            self.recent = unit
            if entry.money_only and unit != "dollars":
                raise self.fail("unsupported_sentence", f"{verb!r} is read only for money")
            if entry.priced and unit != "dollars":
                discourse.priced.add(subject)
        return i

    def reflexive(self, k: int, subject: str) -> None:
        """A reflexive recipient ("to herself", "gives himself 2") must be the subject:
        its gender must fit the subject, and "themselves" needs one person named."""
        word = self.w(k)
        if word not in _REFLEXIVE_GENDER:
            raise self.fail("unresolved_reference", f"{self.text[k]!r} cannot be {subject}")
        self.discourse.agrees(subject, _REFLEXIVE_GENDER[word], self.text[k], bound=True)

    def returned(
        self, subject: str, unit: str, entry: VerbEntry, verb: str
    ) -> tuple[str | None, str | None]:
        """ "Ben gives 1 apple back" / "Ann gets 2 back": (recipient, source) of the
        return, the reverse of an earlier transfer of ``unit`` with one named
        counterpart; with none or several (or one nobody named), it is refused."""
        if entry.kind == "transfer" or entry.recipient_prep is not None:
            return self.discourse.giver(subject, unit, verb), None
        if entry.source_prep is not None:
            return None, self.discourse.receiver(subject, unit, verb)
        raise self.fail("unresolved_reference", f"'{verb} ... back' names no counterpart")

    # -- scaling ------------------------------------------------------------------

    def scaled(self, i: int, subject: str) -> tuple[str, int]:
        """The holding a scaling verb acts on: "his stickers", "her money", "them"."""
        word = self.w(i)
        discourse = self.discourse
        if word in ("them", "it"):
            unit = discourse.implicit_unit(subject)
            discourse.single_unit(subject)
            return unit, i + 1
        if word in POSSESSIVE_PRONOUNS:
            discourse.agrees(subject, POSSESSIVE_PRONOUNS[word], self.text[i], bound=True)
            i += 1
        elif word == "the":
            i += 1
        else:
            ref = self.peek_ref(i, "possessive")
            if ref is None or not ref.possessive or self.resolve(ref) != subject:
                raise self.fail("unsupported_sentence", "cannot tell whose holding is scaled")
            i = ref.end
        if self.w(i) in _SCALE_WRAPPERS and self.w(i + 1) == "of":
            i += 2
            if self.w(i) in POSSESSIVE_PRONOUNS:
                discourse.agrees(subject, POSSESSIVE_PRONOUNS[self.w(i)], self.text[i], bound=True)
                i += 1
        start = i
        while self.np_word(i):
            i += 1
        if i == start:
            raise self.fail("unsupported_sentence", "the scaled holding has no noun")
        return self.holding_unit(start, i), i

    def holding_unit(self, start: int, end: int) -> str:
        """The unit a holding phrase names: "her sticker collection" -> stickers, "his
        money" -> dollars, "his cards" -> baseball cards when that is the one card unit."""
        words = self.low[start:end]
        if len(words) > 1 and words[-1] in _SCALE_WRAPPERS:
            words = words[:-1]  # "stamp collection" -> "stamp"
        phrase = " ".join(words)
        if phrase in MONEY_NOUNS:
            return "dollars"
        return self.discourse.canonical(phrase)

    def scaling(self, i: int, subject: str, first: int, entry: VerbEntry, verb: str) -> int:
        """ "doubles his stickers" (factor from the table) or the split-and-keep-one frame."""
        unit, i = self.scaled(i, subject)
        if entry.frame is None:
            assert entry.factor is not None
            factor = entry.factor
        else:
            factor, i = self.split_keep_one(i)
        i = self.scale_tail(i)
        self.discourse.event(Event(subject, entry.kind, unit, factor, None, first, i, verb))
        return i

    def split_keep_one(self, i: int) -> tuple[int, int]:
        """ "... equally into 4 piles and keeps one pile": divide by 4."""
        equal = False
        if self.w(i) in ("equally", "evenly"):
            equal, i = True, i + 1
        if self.w(i) != "into":
            raise self.fail("unsupported_sentence", "a split must say 'into N' groups")
        read = self.number(i + 1)
        if read is None or type(read[0]) is not int or read[0] < 1:
            raise self.fail("unsupported_sentence", "a split needs a whole number of groups")
        parts, i = int(read[0]), read[1]
        if self.w(i) == "equal":
            equal, i = True, i + 1
        start = i
        while self.np_word(i):
            i += 1
        group = self.low[i - 1] if i > start else ""
        if self.w(i) in ("equally", "evenly"):
            equal, i = True, i + 1
        if not equal:
            raise self.fail("unsupported_sentence", "only an equal split has a known share")
        i = self.skip_joiner(i)
        if self.w(i) not in _KEEP or self.w(i + 1) not in ("one", "1"):
            raise self.fail("unsupported_sentence", "a split must end with 'keeps one' group")
        i += 2
        # Only "keeps one pile" (the split's own group noun, or "one of the piles") is
        # one share: "keeps one apple", "keeps 1", "keeps one of them" may keep a thing.
        if self.w(i) == "of" and self.w(i + 1) == "the" and self.w(i + 2) == group:
            i += 3
        elif group in _SPLIT_GROUPS and self.w(i) == _SPLIT_GROUPS[group]:
            i += 1
        else:
            raise self.fail("unsupported_sentence", "a split must keep one of its groups")
        if self.w(i) == "for" and self.w(i + 1) in ("himself", "herself", "themselves"):
            i += 2
        return parts, i

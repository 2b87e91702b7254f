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

from generate._parse_cursor import Amount, Cursor, Ref
from generate._parse_discourse import Event, Holding
from generate._parse_lexicon import VerbEntry
from generate._parse_numbers import NUMBER_WORDS
from generate._parse_words import (
    LEAD_ADVERBS,
    LEAD_PREPOSITIONS,
    MID_ADVERBS,
    MONEY_NOUNS,
    POSSESSIVE_PRONOUNS,
)

__all__ = ["Statement"]

_BE = frozenset({"is", "are", "was", "were"})
_PASSIVE_AUX = frozenset({"is", "was", "gets", "got", "get", "were", "are"})
_SCALE_WRAPPERS = frozenset({"number", "amount", "collection", "supply", "stack", "pile", "set"})
_KEEP = frozenset({"keep", "keeps", "kept", "keeping"})
_GROUP_WORDS = frozenset({"pile", "piles", "group", "groups", "part", "parts", "share", "shares"})


class Statement(Cursor):
    """Reads one statement sentence into the discourse."""

    recent: str | None = None
    """The unit of the last amount read in this sentence."""

    def implicit(self, subject: str) -> str:
        """ "buys 3 more": the subject's last unit, else the sentence's last unit."""
        unit = self.discourse.last_unit.get(subject) or self.recent
        if unit is None:
            return self.discourse.implicit_unit(subject)
        return unit

    def parse(self) -> None:
        i = self.lead(self.first)
        subject: str | None = None
        while True:
            clause_first = i
            ref = self.peek_ref(i, "subject")
            if self.w(i) == "there" and self.w(i + 1) in _BE:
                i = self.there(i + 2)
                subject = None
            elif ref is not None and ref.possessive:
                i = self.container(ref, i)
                subject = None
            elif ref is not None:
                subject = self.resolve(ref)
                i = self.predicate(ref.end, subject, clause_first)
            elif subject is not None and (self.w(i) in self.verbs or self.w(i) in MID_ADVERBS):
                i = self.predicate(i, subject, clause_first)
            else:
                token = self.text[i] if i < self.end else "the end"
                raise self.fail("unsupported_sentence", f"expected a person before {token!r}")
            if i >= self.end:
                return
            nxt = self.skip_joiner(i)
            if nxt == i or nxt >= self.end:
                raise self.fail("unsupported_sentence", f"cannot read {self.text[i]!r}")
            i = nxt

    def lead(self, i: int) -> int:
        """Skip a sentence-initial adverbial ("Then", "After that,", "On Monday,")."""
        while True:
            word = self.w(i)
            if word in LEAD_ADVERBS:
                i += 1
            elif word == "after" and self.w(i + 1) == "that":
                i += 2
            else:
                break
            if self.w(i) == ",":
                i += 1
        if self.w(i) in LEAD_PREPOSITIONS:
            j = i + 1
            while j < self.end and self.low[j] != ",":
                word = self.low[j]
                if (
                    not word[0].isalpha()
                    or word in self.verbs
                    or word in NUMBER_WORDS
                    or (self.text[j][0].isupper() and self.peek_name(j) is not None)
                ):
                    return i
                j += 1
            if j < self.end:
                return j + 1
        return i

    # -- holdings -------------------------------------------------------------

    def holdings(self, i: int, owner: str, first: int, verb: str) -> int:
        """ "has 8 pens and 5 pencils": one holding per amount."""
        amounts: list[Amount] = []
        while True:
            read = self.amount(i)
            if read is None:
                raise self.fail("unknown_operand", "the holding has no number")
            amount, i = read
            i = self.tail(i)
            amounts.append(amount)
            nxt = self.skip_joiner(i)
            if nxt != i and self.starts_amount(nxt) and self.peek_ref(nxt, "subject") is None:
                i = nxt
                continue
            break
        discourse = self.discourse
        for amount in amounts:
            # "Tom has 5 apples and Mia has 3": a gapped unit is the sentence's last one.
            unit = amount.unit or self.recent or discourse.implicit_unit(owner)
            self.recent = unit
            discourse.hold(Holding(owner, unit, amount.value, first, i, verb))
        return i

    def possessor(self, i: int) -> tuple[str, int] | None:
        """ "Lucy's" / "her" / "the girl's" before a container noun."""
        ref = self.peek_ref(i, "possessive")
        if ref is None or not ref.possessive:
            return None
        return self.resolve(ref), ref.end

    def there(self, i: int) -> int:
        """ "There are 8 crayons in Oscar's box and 11 crayons in Paula's box."."""
        first = i - 2
        items: list[tuple[Amount, str | None, int]] = []
        while True:
            read = self.amount(i)
            if read is None:
                raise self.fail("unsupported_sentence", "'there are' without an amount")
            amount, i = read
            owner = None
            if self.w(i) in ("in", "on", "inside", "at"):
                found = self.possessor(i + 1)
                if found is None:
                    raise self.fail("out_of_scope_generic", "the amount belongs to no named person")
                owner, i = found
                while self.np_word(i):
                    i += 1
            i = self.tail(i)
            items.append((amount, owner, i))
            nxt = self.skip_joiner(i)
            if nxt != i and self.starts_amount(nxt):
                i = nxt
                continue
            break
        pending: str | None = None
        owners: list[str] = []
        for _, owner, _ in reversed(items):
            pending = owner or pending
            if pending is None:
                raise self.fail("out_of_scope_generic", "the amount belongs to no named person")
            owners.append(pending)
        owners.reverse()
        for (amount, _, _), owner in zip(items, owners, strict=True):
            unit = amount.unit
            if unit is None:
                raise self.fail("ambiguous_unit", "'there are' needs a unit")
            self.discourse.hold(Holding(owner, unit, amount.value, first, i, self.text[first + 1]))
        return i

    def container(self, ref: Ref, i: int) -> int:
        """ "Lucy's box has 16 crayons": the possessor owns what the container holds."""
        owner = self.resolve(ref)
        j = ref.end
        while self.np_word(j):
            j += 1
        entry = self.verbs.get(self.w(j))
        if j == ref.end or entry is None or entry.kind != "hold":
            raise self.fail("unsupported_sentence", f"cannot read what {owner}'s thing does")
        return self.holdings(j + 1, owner, i, self.text[j])

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
                raise self.fail("unsupported_sentence", f"cannot read '{word} {self.w(i + 1)}'")
        if word in ("has", "had", "have") and self.w(i + 1) in self.verbs:
            nxt = self.verbs[self.w(i + 1)]
            if nxt.kind != "hold":
                i += 1
                word = self.w(i)
        entry = self.verbs.get(word)
        if entry is None:
            token = self.text[i] if i < self.end else "nothing"
            raise self.fail("unsupported_sentence", f"{token!r} is not a verb the parser knows")
        verb = self.text[i]
        if entry.kind == "hold":
            return self.holdings(i + 1, subject, first, verb)
        if entry.kind in ("multiply", "divide"):
            return self.scaling(i + 1, subject, first, entry, verb)
        return self.event(i + 1, subject, first, entry, verb)

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
        unit = amount.unit or self.implicit(subject)
        self.recent = unit
        if giver is None:
            self.discourse.event(Event(subject, "add", unit, amount.value, None, first, i, verb))
        else:
            self.discourse.event(
                Event(giver, "transfer", unit, amount.value, subject, first, i, verb)
            )
        return i

    def counterpart(self, i: int, subject: str) -> tuple[str | None, int]:
        """The person after "to"/"from", or ``None`` for "to the library" (read as a tail)."""
        ref = self.peek_ref(i, "object")
        if ref is None or ref.possessive:
            return None, i
        if ref.kind == "pronoun" and ref.text.lower() == "her" and not self.boundary(ref.end):
            return None, i  # "to her sister": a possessive, not a person
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
        if entry.ditransitive and particle is None:
            ref = self.peek_ref(i, "object")
            if ref is not None and not ref.possessive and self.starts_amount(ref.end):
                shared = self.resolve(ref, exclude=subject)
                if shared == subject:
                    raise self.fail("unresolved_reference", f"{subject} gives to themselves")
                i = ref.end
        items: list[tuple[Amount, str | None, str | None]] = []
        while True:
            read = self.amount(i)
            if read is None:
                raise self.fail("unknown_operand", f"{verb!r} has no number")
            amount, i = read
            if particle is None and self.w(i) in entry.particles:
                particle = self.w(i)
                i += 1
            recipient = source = None
            if self.w(i) == "to" and entry.recipient_prep and shared is None:
                recipient, j = self.counterpart(i + 1, subject)
                i = j if recipient is not None else i
            elif self.w(i) == "from" and entry.source_prep:
                source, j = self.counterpart(i + 1, subject)
                i = j if source is not None else i
            i = self.tail(i)
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
        for amount, recipient, source in items:
            unit = amount.unit or self.implicit(subject)
            value = amount.value
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
            if entry.priced and unit != "dollars":
                discourse.priced.add(subject)
        return i

    # -- scaling ------------------------------------------------------------------

    def scaled(self, i: int, subject: str) -> tuple[str, int]:
        """The holding a scaling verb acts on: "his stickers", "her money", "them"."""
        word = self.w(i)
        discourse = self.discourse
        if word in ("them", "it"):
            return discourse.implicit_unit(subject), i + 1
        if word in POSSESSIVE_PRONOUNS:
            discourse.agrees(subject, POSSESSIVE_PRONOUNS[word], self.text[i])
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
                discourse.agrees(subject, POSSESSIVE_PRONOUNS[self.w(i)], self.text[i])
                i += 1
        start = i
        while self.np_word(i):
            i += 1
        if i == start:
            raise self.fail("unsupported_sentence", "the scaled holding has no noun")
        phrase = " ".join(self.low[start:i])
        if phrase in MONEY_NOUNS:
            return "dollars", i
        return phrase, i

    def scaling(self, i: int, subject: str, first: int, entry: VerbEntry, verb: str) -> int:
        """ "doubles his stickers" (factor from the table) or the split-and-keep-one frame."""
        unit, i = self.scaled(i, subject)
        if entry.frame is None:
            assert entry.factor is not None
            factor = entry.factor
        else:
            factor, i = self.split_keep_one(i)
        i = self.tail(i)
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
        while self.np_word(i):
            i += 1
        if self.w(i) in ("equally", "evenly"):
            equal, i = True, i + 1
        if not equal:
            raise self.fail("unsupported_sentence", "only an equal split has a known share")
        i = self.skip_joiner(i)
        if self.w(i) not in _KEEP or self.w(i + 1) != "one":
            raise self.fail("unsupported_sentence", "a split must end with 'keeps one' group")
        i += 2
        if self.w(i) == "of" and self.w(i + 1) in ("them", "the"):
            i += 2
        while self.np_word(i):
            i += 1
        if self.w(i) == "for" and self.w(i + 1) in ("himself", "herself", "themselves"):
            i += 2
        return parts, i

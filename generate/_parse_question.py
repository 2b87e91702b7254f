"""The question grammar: what is asked, of whom.

Accepted: "How many X does/did/will E (still) have [now|left (over)|in all|...]?",
"How many X has E got [left]?",
"How many X do E1 and E2 have [together|altogether|in total|combined]?",
"How many X do they have ...?", "How many X are there [in total]?",
"How much money does E have?", and "How many dollars ...". A question about
an event ("How many did he buy?") or any other shape is refused.
"""

from __future__ import annotations

from typing import Final, NamedTuple

from generate._parse_cursor import Cursor, Ref
from generate._parse_errors import ParseError
from generate._parse_words import DOLLAR_WORDS, MONEY_NOUNS, MORE_WORDS

__all__ = ["Asked", "Question"]

_AUX: Final = frozenset({"does", "did", "do", "will"})
_HAVE: Final = frozenset({"have", "own", "hold", "possess"})
_TOTAL: Final = frozenset({"together", "altogether", "combined", "total", "all"})
_FILLER: Final = frozenset(
    [
        "now",
        "left",
        "in",
        "at",
        "the",
        "end",
        "remaining",
        "still",
        "then",
        "overall",
        "today",
        "currently",
    ]
)


_END_MARKERS: Final = frozenset(["left", "remaining", "then", "end", "now", "over"])
"""After "did ... have", these place the question after the events."""
_COUNTS: Final = {"two": 2, "three": 3, "four": 4, "five": 5}
_GROUP_NOUNS: Final = frozenset(
    ["girls", "boys", "friends", "children", "kids", "siblings", "sisters", "brothers", "people"]
)


class Asked(NamedTuple):
    """The unknown as read: ``named`` lists the people a total covers (``None`` = everyone)."""

    entity: str | None
    unit: str | None
    named: tuple[str, ...] | None
    verb: str
    container: str | None = None
    """ "How many pears are in Ivo's bag?": the container phrase ("bag"), which the
    text must have stated as holding the asked unit for ``entity``."""


class Question(Cursor):
    """Reads the question sentence."""

    def parse(self) -> Asked:
        try:
            return self._parse()
        except ParseError as exc:
            if exc.reason == "unsupported_sentence":
                raise self.fail("unsupported_question", exc.detail) from None
            raise

    def _parse(self) -> Asked:
        i = self.first
        lead_total = False
        word = self.w(i)
        if word in ("altogether", "overall", "together") or (
            word == "in" and self.w(i + 1) == "total"
        ):
            # "Altogether, how many ...?" / "In total, how many ...?"
            i += 2 if self.w(i) == "in" else 1
            if self.w(i) == ",":
                i += 1
            lead_total = True
        if self.w(i) != "how":
            raise self.fail("unsupported_question", "only 'How many/much ...' questions are read")
        i += 1
        unit: str | None
        if self.w(i) == "much":
            if self.w(i + 1) not in MONEY_NOUNS:
                raise self.fail("unsupported_question", "'How much' is read only for money")
            unit, i = "dollars", i + 2
        elif self.w(i) == "many":
            i += 1
            if self.w(i) in MORE_WORDS:
                raise self.fail("out_of_scope_comparative", "'how many more' compares amounts")
            unit, i = self.unit(i)
        else:
            raise self.fail("unsupported_question", "only 'How many/much ...' questions are read")
        total, i = self.markers(i)
        word = self.w(i)
        if word in ("are", "were", "is", "was") and self.w(i + 1) == "there":
            _, i = self.markers(i + 2)
            self.end_of_question(i)
            return Asked(None, unit, None, f"{self.text[i - 1]} there")
        if word in ("are", "were", "is", "was"):
            # "How many pencils are in Mia's box (now)?": the possessor holds them.
            be = i
            _, i = self.markers(i + 1)
            if self.w(i) in ("in", "inside", "on") and self.w(i - 1) != "in":
                i += 1
            if self.w(i - 1) in ("in", "inside", "on"):
                ref = self.peek_ref(i, "possessive")
                if ref is not None and ref.possessive:
                    j = ref.end
                    while self.np_word(j):
                        j += 1
                    if j > ref.end:
                        place = " ".join(self.low[ref.end : j])
                        _, j = self.markers(j)
                        self.end_of_question(j)
                        owner = self.resolve(ref, register=False)
                        return Asked(owner, unit, None, f"{self.text[be]} in", place)
            raise self.fail("unsupported_question", self.cannot_read(i))
        perfect = word in ("has", "have")  # "How many pens has Ana got left?"
        if word not in _AUX and not perfect:
            raise self.fail("unsupported_question", self.cannot_read(i))
        refs: list[Ref] = []
        aux = i
        i += 1
        group = self.group(i) if self.w(i) in ("both", "the", "all") and not perfect else None
        if group is not None:
            count, i = group
            verb_at = i
            if self.w(i) not in _HAVE:
                raise self.fail("unsupported_question", self.cannot_read(i))
            _, i = self.markers(i + 1)
            self.end_of_question(i)
            if count != len(self.discourse.entities):
                raise self.fail(
                    "unresolved_reference",
                    f"the question counts {count} people, the text names"
                    f" {len(self.discourse.entities)}",
                )
            return Asked(None, unit, None, self.text[verb_at])
        while True:
            ref = self.peek_ref(i, "subject")
            if ref is None or ref.possessive:
                raise self.fail("unsupported_question", "the question names nobody")
            refs.append(ref)
            i = ref.end
            if self.w(i) == "," and self.peek_ref(i + 1, "subject") is not None:
                i += 1
            elif self.w(i) in (",", "and") and self.w(i + 1) == "and":
                i += 2
            elif self.w(i) == "and":
                i += 1
            else:
                break
        while self.w(i) in ("still", "now"):
            i += 1  # "How many pens does Ana still have?"
        verb_at = i
        if perfect:
            if self.w(i) != "got":
                raise self.fail("unsupported_question", self.cannot_read(i))
            i += 1
        elif self.w(i) in _HAVE:
            i += 1
        elif self.w(i) == "end" and self.w(i + 1) == "up" and self.w(i + 2) == "with":
            i += 3
        elif self.w(i) in self.verbs:
            raise self.fail("unsupported_question", "the question asks about an event")
        else:
            raise self.fail("unsupported_question", self.cannot_read(i))
        verb = " ".join(self.text[verb_at:i])
        more, i = self.markers(i)
        self.end_of_question(i)
        if (
            self.low[aux] == "did"
            and self.discourse.events
            and _END_MARKERS.isdisjoint(self.low[verb_at:i])
        ):
            # "How much money did Ana have?" after events: before or after them is unclear.
            raise self.fail("unsupported_question", "a past question does not say when")
        total = total or more or lead_total
        if len(refs) > 1:
            names = tuple(self.resolve(ref, register=False) for ref in refs)
            if len(set(names)) != len(names):
                raise self.fail("unresolved_reference", "a person is named twice")
            return Asked(None, unit, names, verb)
        ref = refs[0]
        if (
            ref.kind == "pronoun"
            and ref.gender is None
            and (total or len(self.discourse.entities) != 1)
        ):
            return Asked(None, unit, None, verb)
        return Asked(self.resolve(ref, register=False), unit, None, verb)

    def unit(self, i: int) -> tuple[str | None, int]:
        """The asked unit ("apples", "liters of water" -> liters, "dollars")."""
        j = i
        while self.np_word(j):
            j += 1
        if j == i:
            return None, i
        words = self.low[i:j]
        phrase = " ".join(words)
        if len(words) == 1 and words[0] in DOLLAR_WORDS:
            return "dollars", j
        if self.w(j) == "of":
            substance, k = self.substance(j + 1)
            phrase = self.discourse.canonical(phrase)
            if self.discourse.measures.get(phrase) != substance:
                raise self.fail("ambiguous_unit", f"'{phrase} of {substance}' was never stated")
            return phrase, k
        return self.discourse.canonical(phrase), j

    def group(self, i: int) -> tuple[int, int] | None:
        """ "both girls", "both of them", "the two boys", "all three of them", "the three
        friends": everyone, when the count matches; (count, index after) or ``None``."""
        word = self.w(i)
        if word == "both":
            count, j = 2, i + 1
        elif word in ("the", "all") and self.w(i + 1) in _COUNTS:
            count, j = _COUNTS[self.w(i + 1)], i + 2
        else:
            return None
        if self.w(j) == "of" and self.w(j + 1) in ("them", "us"):
            return count, j + 2
        if self.w(j) in _GROUP_NOUNS:
            return count, j + 1
        if word == "all" or (word == "both" and self.w(j) in _HAVE):
            return count, j
        return None

    def markers(self, i: int) -> tuple[bool, int]:
        """Skip "now", "left", "in total", "altogether", ...; report a total marker."""
        total = False
        while i < self.end:
            low = self.low[i]
            if low in _TOTAL:
                total = True
            elif low == "over" and self.w(i - 1) == "left":
                pass  # "left over"
            elif low not in _FILLER:
                break
            i += 1
        return total, i

    def end_of_question(self, i: int) -> None:
        if i < self.end:
            raise self.fail("unsupported_question", self.cannot_read(i))

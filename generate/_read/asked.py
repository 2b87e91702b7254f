"""What a question's reading returns, and the pieces every question rule shares.

``Asked`` is the target quantity with the question's token range; ``all_read`` refuses a
question with a part no rule read.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from generate._read.clauses import (
    Clause,
)
from generate._read.phrases import NounPhrase
from generate._read.stream import Stream

__all__ = ["ATTRIBUTES", "DO", "Asked", "all_read", "take_start"]

_START_WORDS: Final = frozenset({"initially", "originally", "first", "beginning", "start"})
ATTRIBUTES: Final = {
    "old": "years",
    "tall": None,
    "long": None,
    "far": None,
    "heavy": None,
    "high": None,
    "wide": None,
    "deep": None,
}


@dataclass(frozen=True, slots=True)
class Asked:
    """The target quantity id and the question's token range."""

    target: str
    first: int
    end: int


DO: Final = frozenset({"do", "does", "did"})


def all_read(stream: Stream, clause: Clause) -> None:
    """Refuse a question with a part no rule read ("... in 5 minutes plus 2 words a
    minute?"): it says more than the target built for it."""
    unused = clause.unused()
    if unused:
        stream.fail(
            "unsupported_question",
            "question.unused",
            f"the reading leaves {stream.text(unused[0].first, unused[0].end)!r} unread",
            unused[0].first,
        )


def take_start(clause: Clause) -> bool:
    for part in clause.parts:
        if part.used:
            continue
        if part.kind == "word" and part.word in _START_WORDS:
            part.used = True
            return True
        if (
            part.kind == "pp"
            and part.np is not None
            and part.prep in ("at", "in")
            and part.np.head in ("first", "beginning", "start")
            and (part.np.of is None or _first_period(part.np.of))
        ):  # ("at the start of the second week" is after the first week's events)
            part.used = True
            return True
    return False


def _first_period(np: NounPhrase) -> bool:
    """Whether "the start of" ``np`` is the start of all: "the day", "the first week", "the
    trip"; not "the second week" or "Tuesday"."""
    return np.det == "the" and (not np.mods or np.mods == ("first",))

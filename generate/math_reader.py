"""ADR-0131 compositional reader: English word problem -> ``QuantityGraph``, or a typed refusal.

Each sentence becomes quantities and relations on its own (a holding, an
event changing it, a rate, a comparison, a part of a whole); the question
becomes the target, often a new quantity defined by a relation ("how many
more ... than", "how much ... in all"). The reader accounts for every word of
every sentence it reads or refuses, and whatever it cannot tell apart (two
people "she" may be, a fraction of what someone had or of what is left) it
refuses rather than guesses. A refusal is a ``ReadError`` with a coarse
``reason``, the ``code`` of the exact guard that fired, and the ``span`` of
text that caused it (``caret()`` draws it).

The graph it returns is solved by ``generate.math_quantity_solver``; the
reader never computes.
"""

from __future__ import annotations

from generate._read.errors import MAX_QUOTE, READ_REASONS, ReadError, ReadReason
from generate._read.reader import MAX_INPUT_CHARS, Reading, read

__all__ = [
    "MAX_INPUT_CHARS",
    "MAX_QUOTE",
    "READ_REASONS",
    "ReadError",
    "ReadReason",
    "Reading",
    "read_problem",
]


def read_problem(text: str) -> Reading:
    """Read ``text`` into a quantity graph with provenance; raises ``ReadError``.

    ``TypeError`` is raised only for a non-str argument (a programming error).
    """
    return read(text)

"""The reader's refusal guards that look at the whole reading, each a named predicate.

Guards inside the grammar (an unread word, an unresolved pronoun) refuse
where they fire; these run once the graph is built, because they need it:

- ``unused_amount``: every number the text states must be tied to the
  asked quantity, unless it is about a holder and a unit the asked
  quantity's relations never touch (a distractor). A number left over in
  the asked holder's or unit's world means the reading missed what the
  sentence did with it ("2 birds eat one-third of the tomatoes").
- ``scene_may_count``: a sentence is skipped as scene setting only if no word
  in it may be about an amount: a number, an amount word ("some", "them",
  "left"), an uncertain or future word ("perhaps", "if", "will": the outcome
  may change a holding), or a verb that changes amounts.
"""

from __future__ import annotations

from generate._nouns import noun_key
from generate._read.errors import ReadError
from generate._read.lexicon import verb_form, words
from generate.math_quantity_graph import QuantityGraph

__all__ = ["scene_may_count", "unused_amount"]


def _component(graph: QuantityGraph) -> set[str]:
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


def unused_amount(
    graph: QuantityGraph, spans: dict[str, tuple[int, int] | None]
) -> ReadError | None:
    """Why a stated number is left out of the asked quantity's reading, or ``None``."""
    component = _component(graph)
    holders = {graph.quantity(qid).holder for qid in component} - {None}
    units: set[str] = set()
    for qid in component:
        for piece in graph.quantity(qid).unit.split("/"):
            if piece != "1":
                units.add(noun_key(piece))
    for q in graph.quantities:
        if q.value is None or q.id in component or q.label == "at first":
            continue
        pieces = {noun_key(p) for p in q.unit.split("/") if p != "1"}
        if q.holder in holders or pieces & units or q.holder is None:
            return ReadError(
                "unsupported_sentence",
                "reading.unused_amount",
                f"the reading does not use the stated {q.value} {q.unit}"
                + (f" of {q.holder}" if q.holder else ""),
                spans.get(q.id),
            )
    return None


def scene_may_count(lows: list[str]) -> str | None:
    """Why a sentence with no number may still speak of an amount, or ``None``."""
    if lows and (
        lows[0] in ("the", "these", "those", "this", "that")
        and len(lows) > 1
        and lows[1] not in words("person_noun")
        and lows[1].isalpha()
    ):
        return f"'{lows[0]} {lows[1]}' may be what is counted, and the sentence may change it"
    amount = words("amount_word")
    uncertain = words("uncertain")
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
        if form is not None and form.frame.cls != "act":
            return f"{word!r} is a verb that changes amounts"
    return None

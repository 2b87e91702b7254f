"""The parser's one failure type, shared by its private modules.

Every refusal is a ``ParseError`` whose ``reason`` is one of ``REASONS``; the
message names the sentence (at most ``QUOTE_LIMIT`` characters of it), so a
user can see which words were not understood. Keeping the type in its own
module lets every helper raise it without importing the public module (which
imports the helpers).
"""

from __future__ import annotations

from typing import Final, Literal, get_args

__all__ = ["QUOTE_LIMIT", "REASONS", "ParseError", "Reason", "clip"]

QUOTE_LIMIT: Final = 120
"""A refusal message quotes at most this many characters of a sentence (and its
detail at most twice as many): a 100 KB sentence must not become a 100 KB message."""

Reason = Literal[
    "empty_input",
    "input_too_large",
    "no_question",
    "multiple_questions",
    "unsupported_sentence",
    "unsupported_question",
    "unresolved_reference",
    "ambiguous_unit",
    "number_unreadable",
    "out_of_scope_rate",
    "out_of_scope_comparative",
    "out_of_scope_conditional",
    "out_of_scope_generic",
    "unknown_operand",
    "conflicting_holding",
    "invalid_graph",
]
"""Why a text was refused.

- ``empty_input``: nothing but whitespace.
- ``input_too_large``: ``len(text) > 100_000`` characters (checked first).
- ``no_question``: no question, or the question is not the last sentence.
- ``multiple_questions``: more than one question.
- ``unsupported_sentence``: a sentence that could change a holding (it has a
  number, a holding/operation verb, or mentions a counted unit) that the
  grammar does not fully understand, and an event told as still to come or
  only planned ("tomorrow", "next week", "will buy", "plans to buy").
- ``unsupported_question``: a question outside "how many X does E have" and
  its total forms, including questions about an event ("How many did he
  buy?"), totals over only some of the holders, and a container the text
  never stated as holding the asked unit ("How many pears are in Ivo's bag?").
- ``unresolved_reference``: a pronoun, "the boy"/"the girl" or a name that
  cannot be tied to exactly one named person, a "gives ... back" whose
  counterpart is not exactly one named person, and a reflexive that is not the
  giver ("He gives 2 to herself") or stands where no recipient can ("eats 2
  apples to herself", "buys 2 from herself"); a give to oneself that fits
  ("She gives 2 apples to herself") moves nothing and is read as no operation.
- ``ambiguous_unit``: an implicit unit with no antecedent, a unit that is a
  part of another unit ("cards" stated before "trading cards"), a head noun
  that ends two stated units ("cards" after "baseball cards" and "soccer
  cards") or is used by someone who holds no such unit or for a gain ("has 6
  blue marbles. She wins 4 marbles."), cents, "pairs of", and a question in one
  measure unit when the people it counts hold or change another unit of the same
  dimension of the units pack ("5 feet of rope ... buys 2 yards ... How many
  feet?").
- ``number_unreadable``: a malformed or unreadable number ("1,20", "3.5.1",
  "1/2", "twenty twenty", "a billion billion", more than 15 digits in digits or
  in words, digits of two scripts), a scale word past "trillion" or made up
  ("a quadrillion", "a zillion"), and letters glued to a number ("10k", "5x",
  "5m"; ordinals, clock times, decades and unit abbreviations of two or more
  letters such as "7kg" are kept).
- ``out_of_scope_rate``: "each", "per", "every", "%".
- ``out_of_scope_comparative``: "than", "twice", "times", "fewer", "as many as",
  and a stated holding with "more"/"extra"/"another"/"additional" or a
  trailing "more"/"fewer"/"less" ("Ola has 3 more pens", "has 2 pens more").
- ``out_of_scope_conditional``: "if", "unless", "would", ...
- ``out_of_scope_generic``: a holding without a named owner ("There are 5 boys").
- ``unknown_operand``: an event whose amount is not a number ("some", "all",
  "the rest", "half of", no amount at all), an amount given as a bound ("4
  apples at most", "at least", "or so", "a maximum of 4"), and a stated holding
  that is a remainder of something unstated ("has 4 left", "has 2 pens
  remaining").
- ``conflicting_holding``: a holding stated twice, or stated after an event
  already changed it.
- ``invalid_graph``: the schema refused the assembled graph (defensive; the
  grammar checks everything the schema checks).
"""

REASONS: Final[frozenset[str]] = frozenset(get_args(Reason))


def clip(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` if it has at most ``limit`` characters, else its start and its end
    joined by " ... " (``limit`` characters in all): what went wrong is often at the
    end of a sentence, so both ends are kept."""
    if len(text) <= limit:
        return text
    tail = (limit - 5) // 3
    return f"{text[: limit - 5 - tail]} ... {text[len(text) - tail :]}"


class ParseError(ValueError):
    """The parser refuses the text; ``reason`` says why and the message names the sentence."""

    def __init__(
        self,
        reason: Reason,
        detail: str,
        sentence_index: int | None = None,
        sentence: str | None = None,
    ) -> None:
        self.reason: Reason = reason
        self.detail = detail
        self.sentence_index = sentence_index
        self.sentence = sentence
        """The whole sentence; the message quotes at most ``QUOTE_LIMIT`` characters of it."""
        where = ""
        if sentence_index is not None:
            where = f"sentence {sentence_index + 1} {clip(sentence or '')!r}: "
        super().__init__(f"{reason}: {where}{clip(detail, 2 * QUOTE_LIMIT)}")

    def located(self, sentence_index: int, sentence: str) -> ParseError:
        """The same refusal, naming the sentence it happened in (if it names none yet)."""
        if self.sentence_index is not None:
            return self
        return ParseError(self.reason, self.detail, sentence_index, sentence)

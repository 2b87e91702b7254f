"""The token stream a grammar rule reads from; it owns the position.

Rules look ahead with ``peek``/``check``, advance with ``consume``/``expect``,
and refuse with ``fail``, which locates the refusal at a token so the error
can draw a caret under it. Backtracking is ``mark()`` then ``reset(mark)``:
positions are plain ints, so trying an alternative costs nothing.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, NoReturn

from generate._read.errors import ReadError, ReadReason
from generate._read.tokens import Token

if TYPE_CHECKING:
    from generate._read.numbers import Number

__all__ = ["Stream"]


class Stream:
    """Tokens ``[first, end)`` of one clause and a position in them."""

    __slots__ = ("cardinals", "end", "first", "pos", "tokens")

    def __init__(self, tokens: list[Token], first: int, end: int) -> None:
        self.tokens = tokens
        self.first = first
        self.end = end
        self.pos = first
        self.cardinals: dict[int, Number] = {}
        """The cardinal read at each position so far (``numbers.read_cardinal`` fills it): a
        number is tried as a percent, a fraction, a multiplier and a cardinal in turn, and
        the tokens and bounds of a stream never change, so one reading serves them all."""

    def at_end(self) -> bool:
        """Whether every token has been read."""
        return self.pos >= self.end

    def peek(self, ahead: int = 0) -> Token | None:
        """The token ``ahead`` places from the position, if any."""
        i = self.pos + ahead
        return self.tokens[i] if i < self.end else None

    def low(self, ahead: int = 0) -> str:
        """The lowercase text ``ahead`` places on, or ``""`` past the end."""
        i = self.pos + ahead
        return self.tokens[i].low if i < self.end else ""

    def low_at(self, index: int) -> str:
        """The lowercase text of token ``index`` of the clause, or ``""`` outside it."""
        return self.tokens[index].low if self.first <= index < self.end else ""

    def check(self, words: Collection[str], ahead: int = 0) -> bool:
        """Whether the token ``ahead`` places on is one of ``words`` (``low`` written out:
        this and the other lookahead methods run hundreds of times per problem)."""
        i = self.pos + ahead
        return (self.tokens[i].low if i < self.end else "") in words

    def consume(self, words: Collection[str]) -> Token | None:
        """Read the next token if it is one of ``words``."""
        pos = self.pos
        if pos < self.end:
            token = self.tokens[pos]
            if token.low in words:
                self.pos = pos + 1
                return token
        return None

    def read(self) -> Token:
        """Read the next token, whatever it is (the caller checked there is one)."""
        token = self.tokens[self.pos]
        self.pos += 1
        return token

    def expect(self, words: Collection[str], code: str, detail: str) -> Token:
        """Read one of ``words`` or refuse as an unsupported sentence."""
        pos = self.pos
        if pos < self.end:
            token = self.tokens[pos]
            if token.low in words:
                self.pos = pos + 1
                return token
        self.fail("unsupported_sentence", code, detail)

    def mark(self) -> int:
        """The position, to ``reset`` to when an alternative does not match."""
        return self.pos

    def reset(self, mark: int) -> None:
        """Go back to a position from ``mark``."""
        self.pos = mark

    def span(self, first: int, end: int) -> tuple[int, int]:
        """Character offsets of tokens ``[first, end)`` (clamped to the clause)."""
        end = max(min(end, self.end), first + 1)
        first = min(first, self.end - 1)
        return self.tokens[first].start, self.tokens[end - 1].end

    def text(self, first: int, end: int) -> str:
        """The words of tokens ``[first, end)`` joined by spaces."""
        return " ".join(t.text for t in self.tokens[first:end])

    def fail(
        self, reason: ReadReason, code: str, detail: str, at: int | None = None, width: int = 1
    ) -> NoReturn:
        """Refuse, pointing at token ``at`` (the position by default)."""
        where = self.pos if at is None else at
        if where >= self.end:
            where = self.end - 1
        raise ReadError(reason, code, detail, self.span(where, where + width))

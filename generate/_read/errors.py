"""The reader's one refusal type: a coarse reason, a precise code, and the span.

``reason`` is the coarse class a caller branches on (``unsupported_sentence``,
``ambiguous``, ...); ``code`` names the exact guard that fired
(``pronoun.two_candidates``) so a test asserts which rule refused; ``span``
is the character range of the text that caused it, and ``caret()`` draws it
the way a compiler points at a syntax error. Messages quote at most
``MAX_QUOTE`` characters of a sentence.
"""

from __future__ import annotations

from typing import Final, Literal, get_args

__all__ = ["MAX_QUOTE", "READ_REASONS", "ReadError", "ReadReason", "quote"]

ReadReason = Literal[
    "empty_input",
    "input_too_large",
    "no_question",
    "multiple_questions",
    "unsupported_sentence",
    "unsupported_question",
    "unresolved_reference",
    "ambiguous",
    "number_unreadable",
    "unknown_operand",
    "unit_mismatch",
    "out_of_scope",
    "inconsistent",
]
READ_REASONS: Final[frozenset[str]] = frozenset(get_args(ReadReason))

MAX_QUOTE: Final = 120
_BREAKS: Final = (". ", "? ", "! ", "\n")


def quote(text: str) -> str:
    """``text`` for a message: at most ``MAX_QUOTE`` characters, escaped."""
    if len(text) > MAX_QUOTE:
        text = text[: MAX_QUOTE - 3] + "..."
    return repr(text)


class ReadError(ValueError):
    """The reader refuses the text: why (``reason``), which guard (``code``), where (``span``)."""

    def __init__(
        self,
        reason: ReadReason,
        code: str,
        detail: str,
        span: tuple[int, int] | None = None,
        source: str | None = None,
    ) -> None:
        self.reason: ReadReason = reason
        self.code = code
        self.detail = detail
        self.span = span
        self.source = source
        super().__init__(self._message())

    def _message(self) -> str:
        where = ""
        if self.span is not None and self.source is not None:
            start, end = self.span
            where = f"at {quote(self.source[start:end])}: "
        return f"{self.reason} [{self.code}]: {where}{self.detail}"

    def located(self, source: str) -> ReadError:
        """The same refusal, able to quote the text it was raised on."""
        if self.source is not None:
            return self
        return ReadError(self.reason, self.code, self.detail, self.span, source)

    def caret(self) -> str:
        """The sentence the span is in, and a caret line under the span (empty without one)."""
        if self.span is None or self.source is None:
            return ""
        start, end = self.span
        text = self.source
        line_start = max(text.rfind(mark, 0, start) + len(mark) for mark in _BREAKS)
        line_start = max(line_start, 0, start - MAX_QUOTE // 2)
        line_end = min(end + MAX_QUOTE // 2, len(text))
        for mark in _BREAKS:
            found = text.find(mark, end)
            if 0 <= found < line_end:
                line_end = found + 1
        line = text[line_start:line_end].replace("\n", " ")
        return f"{line}\n{' ' * (start - line_start)}{'^' * max(1, end - start)}"

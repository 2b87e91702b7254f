"""What the CLI prints: text that input cannot forge, canonical JSON, short quotes.

Names, units, ids and problem texts come from files a user may not have
written. Printed raw, a newline in an entity name would forge an output line
and an escape sequence would drive the terminal, so every text line leaves
through :func:`printable`, which escapes what ``str.isprintable`` rejects
(control and format characters, line separators, lone surrogates) the way
``repr`` does. JSON output is ASCII (``ensure_ascii``), so it needs nothing.
"""

from __future__ import annotations

import json
from typing import Final

__all__ = ["QUOTE_LIMIT", "canonical_json", "printable", "quote"]

QUOTE_LIMIT: Final = 120
"""Most characters of user text a message quotes; longer text is cut with an ellipsis."""

_NAMED: Final = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def printable(text: str) -> str:
    """``text`` with every non-printable character escaped; unchanged (same object) if clean."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else _escape(ch) for ch in text)


def _escape(ch: str) -> str:
    named = _NAMED.get(ch)
    if named is not None:
        return named
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    if code < 0x10000:
        return f"\\u{code:04x}"
    return f"\\U{code:08x}"


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` in single quotes, escaped, at most ``limit`` characters of it."""
    shown = text if len(text) <= limit else text[: limit - 1] + "\u2026"
    return "'" + printable(shown).replace("'", "\\'") + "'"


def canonical_json(obj: object) -> str:
    """Sorted keys, compact separators, ASCII: byte-equal for equal input."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))

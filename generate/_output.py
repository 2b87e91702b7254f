"""What the CLI prints: text that input cannot forge, canonical JSON, short quotes.

Names, units, ids and problem texts come from files a user may not have
written. Printed raw, a newline in an entity name would forge an output line
and an escape sequence would drive the terminal, so every text line leaves
through :func:`printable` (``packs._text``), which escapes what
``str.isprintable`` rejects (control and format characters, line separators,
lone surrogates) the way ``repr`` does. JSON output is ASCII
(``ensure_ascii``), so it needs nothing.
"""

from __future__ import annotations

import json
from typing import Final

from packs._text import printable

__all__ = ["QUOTE_LIMIT", "canonical_json", "printable", "quote"]

QUOTE_LIMIT: Final = 120
"""Most characters of user text a message quotes; longer text is cut with an ellipsis."""


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` in single quotes, escaped, at most ``limit`` characters of it."""
    shown = text if len(text) <= limit else text[: limit - 1] + "\u2026"
    return "'" + printable(shown).replace("'", "\\'") + "'"


def canonical_json(obj: object) -> str:
    """Sorted keys, compact separators, ASCII: byte-equal for equal input."""
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))

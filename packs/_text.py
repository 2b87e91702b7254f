"""Text that input cannot forge: escape what ``str.isprintable`` rejects, as ``repr`` would.

Shared by every command-line output of this distribution (the ledger, the
checksum tool, ``core-math``): a name, id, path or manifest field holding a
newline would forge an output line, and an escape sequence would drive the
terminal. Lives in ``packs`` because ``generate`` imports ``packs``, never
the reverse.
"""

from __future__ import annotations

from typing import Final

__all__ = ["printable", "printable_lines"]

_NAMED: Final = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def printable(text: str) -> str:
    """``text`` with every non-printable character escaped; the same object if clean."""
    if text.isprintable():
        return text
    return "".join(ch if ch.isprintable() else _escape(ch) for ch in text)


def printable_lines(text: str) -> str:
    """Each ``\\n``-separated line of ``text`` made printable, each ending in ``\\n``."""
    return "".join(printable(line) + "\n" for line in text.split("\n"))


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

"""Canonical JSON fragments, built by hand because ``json.dumps`` is too slow.

The contract is byte equality with
``json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()``; callers
write their keys in sorted order and the property tests hold every builder to
that contract. Building strings directly costs a fraction of the generic
encoder (which re-sorts every dict on every call), and canonical bytes sit on
the solver's hot path.
"""

from __future__ import annotations

from json.encoder import encode_basestring_ascii as _ascii_string

__all__ = ["number", "quantity", "string"]

string = _ascii_string
"""JSON string literal exactly as ``json.dumps`` writes it (``ensure_ascii``)."""


def number(value: int | float) -> str:
    """JSON number for an exact ``int`` or a finite ``float``.

    ``json.dumps`` uses ``int.__repr__`` and ``float.__repr__``; values reach
    here already validated (never bool, NaN or infinity).
    """
    return repr(value)


def quantity(value: int | float, unit: str) -> str:
    """The ``{"unit":..,"value":..}`` object shared by graphs and traces."""
    return '{"unit":' + _ascii_string(unit) + ',"value":' + repr(value) + "}"

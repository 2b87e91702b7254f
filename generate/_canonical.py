"""Canonical JSON fragments, built by hand because ``json.dumps`` is too slow.

The contract is byte equality with
``json.dumps(obj, sort_keys=True, separators=(",", ":")).encode()``: the graph
and trace builders write their keys in sorted order into %-templates, numbers
with ``repr`` (what ``json.dumps`` uses for validated ints and finite floats)
and strings with ``string`` below; the property tests hold both builders to
that contract. Building strings directly costs a fraction of the generic
encoder (which re-sorts every dict on every call), and canonical bytes sit on
the solver's hot path.
"""

from __future__ import annotations

from json.encoder import encode_basestring_ascii as _ascii_string

__all__ = ["string"]

string = _ascii_string
"""JSON string literal exactly as ``json.dumps`` writes it (``ensure_ascii``)."""

"""CORE packs for the arithmetic solver: verified vocabulary, not code.

The solver binds each operation kind to a lexicon entry of a pack rather than
to a string in its own source (ADR-0114a obligation 10), so the loader in
``packs.compiler`` and the inventory in ``packs.ledger`` are the only ways in.
"""

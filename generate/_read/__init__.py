"""The compositional reader (ADR-0131): English word problems -> quantity graph.

Private package; the public face is ``generate.math_reader``. Each module
holds one concept and the data flows one way:

- ``tokens``: tokens with offsets, sentences;
- ``stream``: the token stream a grammar rule reads from (owns the position);
- ``lexicon``: closed word classes and verb frames, loaded from ``data/``;
- ``numbers``: numbers, fractions, percents and multipliers in words or digits;
- ``amounts``: an amount and its unit ("6 boxes of crayons", "$2.50");
- ``references``: people and things, and what a pronoun may refer to;
- ``model``: the discourse model that turns readings into quantities and relations;
- ``statements``, ``questions``: one function per grammar rule;
- ``guards``: the named refusal predicates;
- ``errors``: the refusal type, with the span that caused it.
"""

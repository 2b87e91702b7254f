"""The compositional reader (ADR-0131): English word problems -> quantity graph.

Private package; the public face is ``generate.math_reader``. Each module
holds one concept and the data flows one way (text -> tokens -> phrases ->
clauses -> the discourse model -> the graph):

- ``tokens``: tokens with offsets, sentences;
- ``stream``: the token stream a grammar rule reads from (owns the position);
- ``lexicon``: closed word classes and verb frames, loaded from ``data/``;
- ``numbers``: numbers, fractions, percents and multipliers in words or digits;
- ``units``: the one unit name a noun counts or measures in;
- ``phrases``: the noun-phrase grammar (what a phrase says);
- ``meaning``: what a phrase denotes (entities, amounts, parts, conversions);
- ``references``: people and things, and what a pronoun may refer to;
- ``model``: the discourse model that turns readings into quantities and relations;
- ``clauses``: subjects, verb groups, comparisons and the parts of a clause;
- ``statements``: one interpretation rule per verb class;
- ``partitions``: a whole split into kinds;
- ``questions``, ``rate_questions``: the question, which defines the target;
- ``guards``: the named refusal predicates that need the whole reading;
- ``errors``: the refusal type, with the span that caused it;
- ``reader``: the driver, sentence by sentence.
"""

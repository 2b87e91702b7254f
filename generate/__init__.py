"""Deterministic arithmetic word-problem solving for CORE (ADR-0115, ADR-0116).

Data flows one way: text -> ``math_parser`` -> ``MathProblemGraph``
(``math_problem_graph``) -> ``math_solver`` -> ``SolutionTrace`` ->
``math_domain`` (sense checks) and ``math_verifier`` (replay) -> verdict ->
``math_explain``. ``math_pipeline`` runs them in that order. Each stage is
usable without reading the next one.
"""

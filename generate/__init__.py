"""Deterministic arithmetic word-problem solving for CORE (ADR-0115, ADR-0116).

Data flows one way: text -> ``math_parser`` -> ``MathProblemGraph``
(``math_problem_graph``) -> ``math_solver`` -> ``SolutionTrace`` ->
``math_verifier`` -> verdict -> ``math_explain``. Each stage is usable without
reading the next one.
"""

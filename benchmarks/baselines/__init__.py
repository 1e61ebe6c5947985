"""Frozen copies of computer players, kept so that a comparison stays honest as the code moves."""

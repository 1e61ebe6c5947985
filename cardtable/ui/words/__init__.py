"""The table's words: translation, the texts of the table, the names of settings and games,
the rules pages. The lowest layer of ``ui``: it imports no other part of it."""

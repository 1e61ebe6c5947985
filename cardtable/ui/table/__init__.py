"""The table itself: the scene, its card, chip, plate and board items, their layout and
motion, and the screen reader's view of them. It asks a game only through ``ui.table.asks``."""

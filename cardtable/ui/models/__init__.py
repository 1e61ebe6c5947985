"""The table's models: what the screen shows, as Qt item models and plain zones of cards.
Views observe them; they import only ``ui.words``."""

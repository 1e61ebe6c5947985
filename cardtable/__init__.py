"""cardtable: a desktop card table for five traditional European card games."""

__version__ = "0.1.0"

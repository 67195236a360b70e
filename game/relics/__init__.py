"""Relics of Rajavihara: the pure rules core (no pygame) and, in ``game.relics.view``, its presentation."""

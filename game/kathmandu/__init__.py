"""Reviving Kathmandu: the pure rules core (no pygame) and, in ``game.kathmandu.view``, its presentation."""

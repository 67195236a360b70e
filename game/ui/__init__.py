"""Shared UI widgets and the one theme both games use."""

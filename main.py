"""Durbar: the entry point. Everything is dispatched by game.cli (see DESIGN.md, command-line contract)."""
import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""Words of the engine's texts (the turn log's events, the explanations, results).

>>> counted(1, "die", "dice"), counted(3, "die", "dice"), counted(1, "figure")
('1 die', '3 dice', '1 figure')
"""

from __future__ import annotations


def counted(n: int, word: str, many: str | None = None) -> str:
    """``n`` and the word for one or for many of them (``word`` + "s" unless ``many``)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"

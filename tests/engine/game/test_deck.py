"""The 60-card deck of command-cards.md, and the sentences the cards cite."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from editor.engine.game.cards import (ALL, DECK, KINDS, kind_of, mirrored)

from ...conftest import SHARED

RULES_DIR = SHARED / "rules"


def test_the_deck_has_sixty_cards_forty_section_and_twenty_tactic() -> None:
    assert len(DECK) == 60
    section = sum(1 for k in DECK if KINDS[k].is_section)
    assert (section, 60 - section) == (40, 20)


@pytest.mark.parametrize("key,copies", [
    ("recon-left", 2), ("recon-center", 2), ("recon-right", 2),
    ("probe-left", 4), ("probe-center", 5), ("probe-right", 4),
    ("attack-left", 3), ("attack-center", 4), ("attack-right", 3),
    ("assault-left", 2), ("assault-center", 2), ("assault-right", 2),
    ("general-advance", 1), ("pincer-move", 1), ("recon-in-force", 3),
    ("air-power", 1), ("ambush", 1), ("armor-assault", 2), ("artillery-bombard", 1),
    ("barrage", 1), ("behind-enemy-lines", 1), ("close-assault", 1), ("counter-attack", 2),
    ("dig-in", 1), ("direct-from-hq", 2), ("firefight", 1), ("infantry-assault", 2),
    ("medics-mechanics", 1), ("move-out", 2), ("their-finest-hour", 1),
])
def test_copies_of_each_card(key: str, copies: int) -> None:
    assert Counter(DECK)[kind_of(key)] == copies


def test_section_cards_order_what_the_reference_says() -> None:
    assert KINDS[kind_of("recon-left")].orders == (1, 0, 0)
    assert KINDS[kind_of("recon-left")].draw_two
    assert KINDS[kind_of("probe-center")].orders == (0, 2, 0)
    assert KINDS[kind_of("attack-right")].orders == (0, 0, 3)
    assert KINDS[kind_of("assault-left")].orders == (ALL, 0, 0)
    assert KINDS[kind_of("general-advance")].orders == (2, 2, 2)
    assert KINDS[kind_of("pincer-move")].orders == (2, 0, 2)
    assert KINDS[kind_of("recon-in-force")].orders == (1, 1, 1)


def test_mirroring_swaps_the_flanks_only() -> None:
    assert mirrored(kind_of("probe-left")) == kind_of("probe-right")
    assert mirrored(kind_of("recon-right")) == kind_of("recon-left")
    assert mirrored(kind_of("assault-center")) == kind_of("assault-center")
    assert mirrored(kind_of("pincer-move")) == kind_of("pincer-move")
    assert mirrored(kind_of("barrage")) == kind_of("barrage")
    for k in range(len(KINDS)):
        assert mirrored(mirrored(k)) == k


def test_card_keys_parse_with_common_spellings() -> None:
    assert kind_of("Probe Centre") == kind_of("probe-center")
    assert kind_of("move-out!") == kind_of("move-out")
    assert kind_of("medics-and-mechanics") == kind_of("medics-mechanics")
    with pytest.raises(ValueError, match="not a command card"):
        kind_of("blitzkrieg")


@pytest.mark.skipif(not RULES_DIR.is_dir(), reason="the shared rules texts are not beside "
                                                   "the repository (nor in M44_SHARED)")
def test_every_card_quotes_its_rules_text() -> None:
    # The 60-card deck quotes command-cards.md; the Air Sortie (not in the deck) the Air Pack.
    for k in KINDS:
        assert k.source is not None
        assert k.source.file == ("command-cards.md" if k.copies else "004_f4c70528eca49c06.txt")
        text = re.sub(r"\s+", " ", (RULES_DIR / k.source.file).read_text(encoding="utf-8"))
        assert k.source.quote in text, k.key

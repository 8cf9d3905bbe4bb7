"""Text: special rules that the battle simulation does not play, so playtesters know."""

from __future__ import annotations

import re
from collections.abc import Iterator

from editor.engine.air_rules import air_settings
from editor.engine.catalog import CATALOG
from editor.engine.findings import Finding

from .registry import Check, Context, check

#: Scenario options the battle engine plays: the Air rules (and, with them, the Air Strikes
#: rules' Recon cards as Air Sorties); each other one present is reported.
PLAYED_OPTIONS: frozenset[str] = frozenset({"air_rules"})

#: Special rules recognised in the special-rules text, pattern → rule name. The simulation
#: plays the base rules only, so each one found is reported as information.
SPECIAL_RULES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p, re.IGNORECASE), name) for p, name in (
        (r"\bair (rules|strikes?|power rules)|\bair sorties?\b|\bair pack\b", "air rules"),
        (r"\bblitz\b", "Blitz rules"),
        (r"\bnight\b", "night attacks"),
        (r"\bmine ?fields?\b|\bmines\b", "minefields"),
        (r"\bcommissar\b|\bred army\b|\brkka\b", "Red Army commissar rule"),
        (r"\bdesert rules\b|\bnorth african\b", "North African desert rules"),
        (r"\bbig guns?\b", "Big Guns"),
        (r"\bsnipers?\b", "snipers"),
        (r"\bengineers?\b", "combat engineers"),
        # a drop, not paratroopers set up on the map (badged, or as special forces)
        (r"\bparachut|\b(air|para) ?drops?\b|\bparatroop\w*\W+(drops?|landings?|jumps?)\b",
         "paratroop drops"),
        (r"\breinforcements?\b", "reinforcements"),
        # actions whose exceptions Disaster at Dieppe (003) gives its vehicles
        (r"\bheroic leaders?\b", "Heroic Leaders"),
        (r"\b(hospital|oasis) recovery\b", "Hospital and Oasis Recovery"),
        (r"\bcollapsible (rafts?|boats?)\b|\brafts?\b", "Collapsible Rafts and Boats"),
        (r"\bsmoke\b", "smoke screens"),
        (r"\bgung ho\b|\bmarine corps\b", "US Marine Corps rules"),
        (r"\bbanzai\b|\bimperial japanese army\b", "Imperial Japanese Army rules"),
        (r"\bblow(n|ing)? (up )?(the )?bridges?\b|\bdestroy(ed|ing)? (the )?bridges?\b",
         "blowing bridges"),
        (r"\bcaves?\b", "caves"),
        (r"\bsupply\b", "supply rules"),
        (r"\bcavalry\b", "cavalry"),
        (r"\bski troops?\b", "ski troops"),
        (r"\bflame ?throwers?\b", "flame throwers"),
        (r"\banti-?tank\b", "anti-tank weapons"),
    ))


@check("unplayed-option", "info", "a rule option that the battle simulation does not play",
       "nothing to fix: playtest results ignore this rule")
def unplayed_option(ctx: Context, me: Check) -> Iterator[Finding]:
    air = air_settings(ctx.scenario).on
    for key in ctx.game_info.options:
        if key in PLAYED_OPTIONS or (air and key == "air_strikes_rules"):
            continue
        known = CATALOG.options.get(key)
        what = f"{key} ({known.label})" if known else f"{key} (an option no catalog knows)"
        yield me.finding(f"the simulation does not play {what}", (),
                         f"$.game_info.options.{key}")


@check("unplayed-rule", "info", "the special rules mention a rule the battle simulation does "
       "not play", "nothing to fix: playtest results ignore this rule")
def unplayed_rule(ctx: Context, me: Check) -> Iterator[Finding]:
    air = air_settings(ctx.scenario).on
    for lang, t in ctx.scenario.text.items():
        found = [name for pattern, name in SPECIAL_RULES if pattern.search(t.rules or "")
                 and not (air and name == "air rules")]
        if found:
            yield me.finding(f"the special rules mention {', '.join(found)}, which the "
                             "simulation does not play", (), f"$.text.{lang}.rules")

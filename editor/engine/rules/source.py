"""Where a rule comes from: the rules file and the sentence a table entry implements.

Every entry of the rules tables carries one or more :class:`Source` values so that the
rules inspector, ``docs/RULES.md`` and a reviewer can check each number against the text
it rests on (``../shared/rules/``).

>>> ENCYCLOPEDIA.quote("Unit moving in must stop.").file
'000_823a2feeefcab970.txt'
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Source:
    """One sentence of one rules file (or of the shared vocabulary, for fallbacks)."""

    file: str
    quote: str

    def __str__(self) -> str:
        """The sentence as a person cites it: the source by its title and number, not by
        its file's name (``Base game encyclopedia article (000): "..."``)."""
        return f'{_TITLES.get(self.file, self.file)}: "{self.quote}"'


@dataclass(frozen=True, slots=True)
class RulesFile:
    """A rules text of ``../shared/rules``; :meth:`quote` makes a :class:`Source`."""

    file: str
    title: str

    def quote(self, sentence: str) -> Source:
        return Source(self.file, sentence)


#: The base game article (terrain, units, battle, retreats).
ENCYCLOPEDIA = RulesFile("000_823a2feeefcab970.txt", "base game encyclopedia article")
#: The rules digest with FAQ clarifications; it wins over ENCYCLOPEDIA where they differ.
DIGEST = RulesFile("001_ed9ddf44570e687e.txt", "base rules digest with FAQ")
#: Disaster at Dieppe: Long Range Patrol Cars and Half-tracks; it wins for those units.
DIEPPE = RulesFile("003_893fd26030ef7e8a.txt", "Disaster at Dieppe troop rules")
#: The Air Pack: airplanes (the ``pln`` units), and the Dragon's Teeth's line of sight.
AIR_PACK = RulesFile("004_f4c70528eca49c06.txt", "Air Pack rules")
#: The command-card reference (the battle die's faces).
CARDS = RulesFile("command-cards.md", "command card reference")
#: The shared vocabulary (catalog behaviours and one online implementation's rules hints):
#: used only where the rules texts are silent, and said so in docs/RULES.md.
VOCABULARY = RulesFile("m44-vocabulary.json", "shared vocabulary (behaviours, rules hints)")
#: The format fact sheet (bunker ownership, beach rows).
FORMAT = RulesFile("m44-format.md", "the .m44 format fact sheet")


def _title(f: RulesFile) -> str:
    number = f.file.split("_", 1)[0]
    return f.title[0].upper() + f.title[1:] + (f" ({number})" if number.isdigit() else "")


#: How :class:`Source` names each rules file.
_TITLES = {f.file: _title(f) for f in (ENCYCLOPEDIA, DIGEST, DIEPPE, AIR_PACK, CARDS,
                                      VOCABULARY, FORMAT)}

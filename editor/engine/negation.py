"""Whether a scenario's special rules name a rule to say it is not played ("Air rules are
not in effect", "Les règles aériennes ne sont pas en vigueur"): a careful reading of the
common negated forms of the text check's languages, in the sentence of the rule's name and
near it, not a reading of the language (:func:`negated`).

A negation is read where it is one of these forms and nothing else stands between it and
the rule's name (read within :data:`BEFORE_CHARS` characters before the name and
:data:`AFTER_CHARS` after it):

- before the name, at the start of its clause or after the language's "there are", or
  as the imperative "do not use": "No Air rules.", "There are no minefields", "Do not use
  the Air rules", "Pas de règles aériennes", "N'utilisez pas les", "Es gibt keine
  Minenfelder", "No se aplican las reglas aéreas", "No usar las", "Senza le regole aeree",
  "Non usare le", "Geen luchtregels", "Gebruik geen";
- after the name, within six words of it: "... are not in effect", "... do not apply",
  "... ne sont pas en vigueur", "... ne s'appliquent pas", "... gelten (in diesem Szenario)
  nicht", "... no están en vigor", "... non sono in vigore", "... zijn niet van kracht".

A negation said of some only ("do not apply to the Allied units", "gelten für die Alliierten
nicht", "No Air rules for the Allied player"; a side or nation beside the name: "No Allied
reinforcements", "Pas de renforts alliés": :data:`SIDES`), after a contrast ("Air rules are
in effect, but minefields are not": the minefields' only), or past words that say a rule is
in effect (another clause's: "Air rules apply, minefields do not apply") is not the rule's,
nor is one limited in time or by a condition in its clause ("are not in effect until turn
5", "unless the Allies hold the airfield", "jusqu'au tour 5": the rule is in effect at other
times): the rule is still said. A form not read here leaves the rule said, as before: the
finding is an info, and the designer reads the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Negations:
    """The negated forms of one language."""

    #: Before the rule's name, ending where the name begins (matched against the clause
    #: before it).
    before: re.Pattern[str]
    #: After the rule's name, searched for in the rest of its sentence.
    after: re.Pattern[str]
    #: Words saying a rule is in effect: a gap that holds them is another clause's.
    said: re.Pattern[str]
    #: A contrast ("but"): a negation past it is another clause's.
    contrast: re.Pattern[str]
    #: A restriction to some ("to the Allies", "for the Axis"): a negation past it, holding
    #: it or followed by it is not the whole rule's.
    some: re.Pattern[str]
    #: A limit in time or a condition ("until turn 5", "unless"): a negation so limited,
    #: in the clause of the name and its negation, is not the whole rule's (it is in
    #: effect at other times).
    limit: re.Pattern[str]


#: A run of blanks (``\s+``, ``\s*``) of a negation before the name, read whole
#: (possessive: ``\s++``). Given back, a run was read again to its end by the blanks that
#: end the negation (``\s*$``) from each of its blanks: a run of 10,000 blanks after "No",
#: 0.4 s; 40,000, 6 s. Nothing that follows a run in these forms begins with a blank but
#: those last blanks, which the whole run ends with too: the same texts match.
_BLANKS = re.compile(r"\\s([+*])(?![+?])")


def _negations(before: tuple[str, ...], after: tuple[str, ...], said: str,
               contrast: str, some: str, limit: str) -> Negations:
    flags = re.IGNORECASE
    before = tuple(_BLANKS.sub(r"\\s\1+", form) for form in before)
    return Negations(re.compile(r"(?:" + "|".join(before) + r")\s*+$", flags),
                     re.compile("|".join(after), flags), re.compile(said, flags),
                     re.compile(contrast, flags), re.compile(some, flags),
                     re.compile(limit, flags))


#: Words that may stand between a negation before the name and the name ("No special Air
#: rules"): one word, or none.
_ONE = r"(?:[\w'’-]+\s+)?"
#: Words that may stand inside a negation after the name (German and Dutch put "nicht",
#: "niet" late: "gelten in diesem Szenario nicht"): up to four.
_SOME = r"(?:\s+[\w'’-]+){0,4}?"

#: The negated forms of each language of the text check, by its code: English's are read in
#: every text, as its rules' English names are.
NEGATIONS: dict[str, Negations] = {
    "en": _negations(
        (r"(?:^\s*|\bthere\s+(?:is|are|will\s+be)\s+|\buses?\s+)no\s+" + _ONE,
         r"(?:^\s*|\b(?:played|fought|is|are)\s+)without\s+(?:the\s+|any\s+)?" + _ONE,
         r"\b(?:do\s+not|don['’]t)\s+use\s+(?:the\s+|any\s+)?"),
        (r"\bnot\s+(?:be\s+)?(?:in\s+effect|in\s+force|in\s+play|in\s+use|(?:being\s+)?used"
         r"|applied|applicable|active)\b",
         r"\b(?:isn|aren|weren|wasn)['’]t\s+(?:in\s+effect|in\s+force|in\s+play|in\s+use|used"
         r"|applied|applicable|active)\b",
         r"\b(?:do|does|will|shall)\s*(?:not|n['’]t)\s+apply\b|\bwon['’]t\s+apply\b",
         r"\bno\s+longer\s+(?:apply|applies|in\s+effect|in\s+force|used)\b",
         r"\b(?:is|are)\s+not\s*$"),
        r"\b(?:in\s+effect|in\s+force|in\s+play|in\s+use|used|appl(?:y|ies|ied))\b",
        r"\b(?:but|however|except|whereas|while)\b",
        r"\b(?:to|for)\b(?!\s+(?:this|the|that)\s+(?:scenario|battle|game|mission|operation)\b)",
        r"\b(?:until|till|unless|before|after|once|when(?:ever)?|if|as\s+long\s+as"
        r"|from\s+turn)\b"),
    "fr": _negations(
        (r"(?:^\s*|\bn['’]y\s+a\s+)pas\s+d(?:e\s+|['’])" + _ONE,
         r"(?:^\s*|\b(?:jouée?|se\s+joue)\s+)(?:aucun(?:e|s|es)?\s+|sans\s+(?:les?\s+|la\s+"
         r"|l['’]|aucune?\s+)?)" + _ONE,
         r"\b(?:n['’]utilisez\s+pas|ne\s+pas\s+utiliser)\s+(?:les?\s+|la\s+|l['’])?"),
        (r"\bn(?:e\s+|['’])(?:sont|est|seront|sera)\s+(?:pas|plus|point)\s+(?:en\s+vigueur"
         r"|en\s+jeu|en\s+usage|utilisée?s?|appliquée?s?|jouée?s?|d['’]application"
         r"|actives?)",
         r"\bne\s+s['’]appliqu\w*\s+(?:pas|plus|point)\b",
         r"\b(?:pas|non|plus)\s+en\s+vigueur\b"),
        r"\b(?:en\s+vigueur|en\s+jeu|s['’]appliqu\w*|utilisée?s?|appliquée?s?)",
        r"\b(?:mais|cependant|sauf|excepté|tandis)\b",
        r"\b(?:pour|aux?|à)\b(?!\s+(?:ce|cette)\s+(?:scénario|bataille|partie|mission)\b)",
        r"\b(?:jusqu|avant|après|tant\s+que|à\s+moins|lorsqu\w*|quand|si|s['’]ils?|dès"
        r"|à\s+partir)\b"),
    "de": _negations(
        (r"(?:^\s*|\b(?:es\s+gibt|gibt\s+es|gelten)\s+)(?:keine[nrs]?\s+|ohne\s+"
         r"(?:die\s+|den\s+|das\s+)?)" + _ONE,),
        (r"\b(?:gilt|gelten)\b" + _SOME + r"\s+nicht\b",
         r"\b(?:ist|sind|bleibt|bleiben)\b" + _SOME + r"\s+nicht\s+(?:in\s+kraft|im\s+spiel"
         r"|gültig|aktiv|anwendbar)\b",
         r"\b(?:wird|werden)\b" + _SOME + r"\s+nicht\s+(?:verwendet|angewendet|angewandt"
         r"|benutzt|genutzt|gespielt|eingesetzt)\b",
         r"\b(?:kommt|kommen)\b" + _SOME + r"\s+nicht\s+zu[mr]\s+(?:einsatz|anwendung)\b",
         r"\b(?:findet|finden)\s+keine\s+anwendung\b|\bnicht\s+in\s+kraft\b",
         r"^\s*nicht\s+(?:verwenden|anwenden|benutzen|nutzen)\b",
         r"^" + _SOME + r"\s+nicht\s*$"),
        r"\b(?:gilt|gelten|in\s+kraft|im\s+spiel|verwendet|angewendet|angewandt|eingesetzt)\b",
        r"\b(?:aber|jedoch|außer|sondern|während)\b",
        r"\bfür\b(?!\s+(?:dieses|das)\s+(?:szenario|spiel|gefecht)\b)",
        r"\b(?:bis|vor|nach|solange|sobald|wenn|falls|sei\s+denn|ab|erst)\b"),
    "es": _negations(
        (r"(?:^\s*|\bse\s+juega\s+)(?:sin\s+(?:las?\s+|los?\s+|el\s+)?|ningun[oa]s?\s+"
         r"|ningún\s+)" + _ONE,
         r"\bno\s+hay\s+" + _ONE,
         r"\bno\s+se\s+(?:aplica|aplican|aplicarán|usa|usan|usarán|utiliza|utilizan"
         r"|utilizarán|juega|juegan)\s+(?:las?\s+|los?\s+|el\s+)?",
         r"\bno\s+(?:usar|utilizar|aplicar|use|usen|utilice|utilicen)\s+"
         r"(?:las?\s+|los?\s+|el\s+)?"),
        (r"\bno\s+(?:está|están|estará|estarán|es|son)\s+(?:en\s+vigor|en\s+juego|vigentes?"
         r"|activ[oa]s?|de\s+aplicación|aplicables?|utilizad[oa]s?|usad[oa]s?)\b",
         r"\bno\s+se\s+(?:aplica|aplican|aplicará|aplicarán|usa|usan|usará|usarán|utiliza"
         r"|utilizan|utilizará|utilizarán|juega|juegan)\b"),
        r"\b(?:en\s+vigor|en\s+juego|vigentes?|aplica\w*|usa[nd]?\w*|utiliza\w*)\b",
        r"\b(?:pero|sin\s+embargo|excepto|salvo|mientras)\b",
        r"\b(?:para|a|al)\b(?!\s+(?:este|esta)\s+(?:escenario|batalla|partida|misión)\b)",
        r"\b(?:hasta|antes|después|a\s+menos|si|cuando|desde|a\s+partir)\b"),
    "it": _negations(
        (r"(?:^\s*|\bsi\s+gioca\s+)(?:senza\s+(?:le\s+|i\s+|il\s+|la\s+|gli\s+|l['’])?"
         r"|nessun[oa]?\s+)" + _ONE,
         r"\bnon\s+ci\s+sono\s+" + _ONE,
         r"\bnon\s+si\s+(?:applicano|applica|usano|usa|utilizzano|utilizza)\s+"
         r"(?:le\s+|i\s+|il\s+|la\s+|gli\s+|l['’])?",
         r"\bnon\s+(?:usare|utilizzare|applicare)\s+(?:le\s+|i\s+|il\s+|la\s+|gli\s+"
         r"|l['’])?"),
        (r"\bnon\s+(?:è|sono|sarà|saranno)\s+(?:in\s+vigore|in\s+gioco|attiv[eoia]"
         r"|utilizzat[eoia]|usat[eoia]|applicat[eoia]|applicabil[ei])\b",
         r"\bnon\s+si\s+(?:applica|applicano|usa|usano|utilizza|utilizzano)\b",
         r"\bnon\s+(?:vengono|viene|verranno|verrà)\s+(?:usat|utilizzat|applicat|giocat)\w*"),
        r"\b(?:in\s+vigore|in\s+gioco|si\s+applica\w*|applicat\w*|utilizzat\w*|usat[eoia])\b",
        r"\b(?:ma|però|tranne|eccetto|mentre)\b",
        r"\b(?:per|a|al|ai|alle)\b(?!\s+(?:questo|questa)\s+(?:scenario|battaglia|partita"
        r"|missione)\b)",
        r"\b(?:fino|finché|prima|dopo|a\s+meno|se|quando|dal|a\s+partire)\b"),
    "nl": _negations(
        (r"(?:^\s*|\ber\s+(?:zijn|is|gelden|worden)\s+|\bgelden\s+)geen\s+" + _ONE,
         r"(?:^\s*|\bgespeeld\s+)zonder\s+(?:de\s+|het\s+)?" + _ONE,
         r"\bgebruik\s+geen\s+"),
        (r"\b(?:is|zijn|blijft|blijven)\b" + _SOME + r"\s+niet\s+(?:van\s+kracht"
         r"|in\s+het\s+spel|in\s+gebruik|actief|geldig)\b",
         r"\b(?:geldt|gelden)\b" + _SOME + r"\s+niet\b",
         r"\b(?:wordt|worden)\b" + _SOME + r"\s+niet\s+(?:gebruikt|toegepast|gespeeld"
         r"|ingezet)\b",
         r"\bniet\s+van\s+kracht\b",
         r"^" + _SOME + r"\s+niet\s*$"),
        r"\b(?:geldt|gelden|van\s+kracht|gebruikt|toegepast|in\s+het\s+spel)\b",
        r"\b(?:maar|echter|behalve|terwijl)\b",
        r"\bvoor\b(?!\s+(?:dit|deze)\s+(?:scenario|slag|spel|missie)\b)",
        r"\b(?:tot|totdat|vóór|voordat|na|nadat|zolang|tenzij|als|wanneer|vanaf|pas)\b"),
}

#: The end of a sentence (a negation is read in the sentence of the name only); a colon
#: also begins a clause before the name ("Special rules: no Air rules").
_SENTENCE_END = re.compile(r"[.!?;\n]")
_CLAUSE_START = re.compile(r"[.!?;:\n]")
#: The most words between the name and a negation after it.
NEAR = 6
#: How far from the name a negation is read, in characters: before it (a negation of five
#: words, "There will be no X") and after it (six words, the negation, a limit in time of
#: its clause: "... are not in effect until turn 5"), many times what these words take in
#: any text written. Each name was read to the start of its clause and the end of its
#: sentence: a clause that named a rule, negated, thousands of times ("use no mines use
#: no mines ...", 20,000 letters) kept the text check 13 s, its length squared.
BEFORE_CHARS = 200
AFTER_CHARS = 300


#: The sides and nations a rule's name may be said of, by language: a negation before the
#: name with one of them beside the name ("No Allied reinforcements", "Pas de renforts
#: alliés", "Keine deutschen Minenfelder") is one side's only, and the rule still said.
SIDES: dict[str, re.Pattern[str]] = {
    code: re.compile(r"\b(?:" + words + r")\b", re.IGNORECASE) for code, words in {
        "en": r"allied|allies|axis|german|american|us|u\.s\.|british|soviet|russian"
              r"|japanese|french|italian|polish|canadian",
        "fr": r"alli[ée]e?s?|de\s+l['’]axe|allemand\w*|améric\w*|britanni\w*|soviéti\w*"
              r"|russes?|japonais\w*|français\w*|italien\w*|polonais\w*|canadien\w*",
        "de": r"alliiert\w*|achsen\w*|deutsch\w*|amerikanisch\w*|britisch\w*"
              r"|sowjetisch\w*|russisch\w*|japanisch\w*|französisch\w*|italienisch\w*",
        "es": r"aliad[oa]s?|del\s+eje|aleman\w*|estadounidenses?|american\w*|británic\w*"
              r"|soviétic\w*|rus[oa]s?|japones\w*|frances\w*|italian\w*",
        "it": r"alleat[ie]|dell['’]asse|tedesch?[ie]|american[ie]|britannic[ie]|sovietic[ie]"
              r"|russ[ie]|giappones[ie]|frances[ie]|italian[ie]",
        "nl": r"geallieerde|as-|duitse|amerikaanse|britse|sovjet\w*|russische|japanse"
              r"|franse|italiaanse",
    }.items()}


def negated(text: str, start: int, end: int, lang: str = "en") -> bool:
    """Whether the rule's name at ``text[start:end]`` is said not to be in effect, in
    English or in ``lang`` (a base language code: ``fr``) when it has forms of its own
    (:data:`NEGATIONS`).

    >>> negated("Air rules are not in effect.", 0, 9)
    True
    >>> negated("Air rules are in effect, but minefields are not.", 0, 9)
    False
    >>> text = "Les règles aériennes ne sont pas en vigueur."
    >>> negated(text, 4, 20, "fr"), negated(text, 4, 20, "de")
    (True, False)
    """
    low = max(0, start - BEFORE_CHARS)
    # a stop just before the window begins a clause at its edge, read whole
    cut = max((m.end() for m in _CLAUSE_START.finditer(text, max(0, low - 1), start)),
              default=0)
    # the head of a clause read whole, its start as a start ("No Air rules"); of one longer
    # than read, the end only (searched in the text from there: no "^" there)
    head = text[cut:start] if cut >= low else None
    high = min(len(text), end + AFTER_CHARS)
    stop = _SENTENCE_END.search(text, end, high)
    after = text[end:stop.start() if stop else high]
    for code in dict.fromkeys(("en", lang)):
        forms = NEGATIONS.get(code)
        if forms is None:
            continue
        # "No Air rules for the Allied player", "No Allied reinforcements" negate them for
        # some only
        m = (forms.before.search(head) if head is not None
             else forms.before.search(text, low, start))
        if (m and not forms.some.match(after.lstrip()) and not _of_a_side(m.group(), after, lang)
                and not _limited(after, forms)) or _negated_after(after, forms):
            return True
    return False


def _of_a_side(gap: str, after: str, code: str) -> bool:
    """Whether a negation before a rule's name (``gap``, from the negation to the name)
    says it of one side: a side or nation in the gap ("No Allied reinforcements") or
    just after the name ("Pas de renforts alliés", "de l'Axe": the words after it, not its
    first word only), in English or the text's language."""
    return any(p.search(gap) or p.match(after.lstrip())
               for p in (SIDES[c] for c in dict.fromkeys(("en", code)) if c in SIDES))


def _negated_after(after: str, forms: Negations) -> bool:
    """Whether the rest of the sentence after a rule's name begins with its negation:
    within :data:`NEAR` words, past no contrast, restriction, colon (but the one that
    follows the name) or words of another clause saying a rule is in effect, and not
    said of some only."""
    m = forms.after.search(after)
    if m is None:
        return False
    gap = after[:m.start()]
    if ":" in gap and gap.strip(" :\t"):
        return False  # "Air rules: Recon cards are not used" is said of the cards
    rest = after[m.end():]
    # a contrast inside a negation of late "niet", "nicht" ("de mijnenvelden zijn echter niet
    # van kracht") is another clause's when words stand between it and the name
    said_of = gap + m.group() if gap.strip() else gap
    return (len(gap.split()) <= NEAR and not forms.said.search(gap)
            and not forms.contrast.search(said_of) and not forms.some.search(gap)
            and not forms.some.search(m.group()) and not forms.some.match(rest.lstrip())
            and not forms.limit.search(gap + m.group()) and not _limited(rest, forms))


def _limited(rest: str, forms: Negations) -> bool:
    """Whether the rest of a negation's clause (to the next comma) limits it in time or by
    a condition ("until turn 5", "unless the bridge is taken", "jusqu'au tour 5"): the
    rule is then in effect at other times, and still said."""
    return forms.limit.search(rest.split(",", 1)[0]) is not None

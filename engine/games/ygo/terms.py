"""Yu-Gi-Oh!'s words in English: type lines, stats and markers (``engine.core.terms``)."""

from engine.games.ygo.cardtext.en import ATTRIBUTES

TYPE_WORDS = {
    "Ficha de Monstruo": "Monster Token", "Monstruo Normal": "Normal Monster", "Monstruo de Efecto": "Effect Monster",
    "Monstruo de Fusión": "Fusion Monster", "Monstruo de Ritual": "Ritual Monster",
    "Mágica Continua": "Continuous Spell", "Mágica Normal": "Normal Spell", "Mágica de Campo": "Field Spell",
    "Mágica de Equipo": "Equip Spell", "Mágica de Juego Rápido": "Quick-Play Spell", "Mágica de Ritual": "Ritual Spell",
    "Trampa Continua": "Continuous Trap", "Trampa Normal": "Normal Trap", "Trampa de Contraefecto": "Counter Trap",
}

FIELDS = {
    "atk": ("ATK", "ATK"), "def": ("DEF", "DEF"), "nivel": ("Nivel", "Level"),
    "ataque": ("Posición de ataque", "Attack position"), "defensa": ("Posición de defensa", "Defence position"),
    "atacó": ("Ya atacó", "Attacked"), "controlado": ("Control tomado", "Control taken"), "ficha": ("Ficha", "Token"),
    "manual": ("A mano", "By hand"), "lp": ("LP", "LP"),
    # the numbers printed on a card, as the card data keys them
    "level": ("Nivel", "Level"), "rank": ("Rango", "Rank"), "link": ("LINK", "LINK"),
    "scale_left": ("Escala izquierda", "Left scale"), "scale_right": ("Escala derecha", "Right scale"),
}

SECTIONS = {"main": ("Mazo", "Main Deck"), "extra": ("Mazo de Fusión", "Fusion Deck"), "side": ("Mazo de Apoyo", "Side Deck")}  # PreparacionDeTuMazoDeJuego

FORMATS = {"advanced": ("Avanzado", "Advanced"), "traditional": ("Tradicional", "Traditional")}

#: The Attributes the deck editor charts, as the sets (Spanish) or a YGOPro database (English) write them.
PALETTE = {name: (es, en) for en, es in ATTRIBUTES.items() for name in (es, en)}

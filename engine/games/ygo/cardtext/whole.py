"""Whole-card templates: card texts read as one piece (equip and field boosts, rituals, and the
first templates, kept as they were tested).

Each is a pattern over the whole text of one card kind with what it gives the card; the clause
compiler (``compiler``) reads every other text. Each template is listed, with the test that plays
a real card with it, in ``engine.games.ygo.coverage.TEMPLATES``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from types import MappingProxyType
from typing import Callable

from engine.core.cards import Op
from engine.games.ygo.cards import Boost, Effect, TargetSpec
from engine.games.ygo.cardtext.model import Compiled
from engine.games.ygo.cardtext.zh_words import RACES as RACES_ZH

_MARK = re.compile(r"^①：")




@dataclass(frozen=True)
class Template:
    """A whole card text of one kind and what it means for the card."""

    name: str
    kind: tuple[str, str]  # (kind, sub) of the card, e.g. ("spell", "normal")
    pattern: re.Pattern[str]
    build: Callable[[re.Match[str]], Compiled]


def _activate(name: str, *, trigger: str = "activate", when: str | None = None, target: TargetSpec | None = None,
              optional: bool = True, **args: object) -> Compiled:
    op = Op(name, MappingProxyType(dict(args)))
    return {"effects": (Effect(trigger, ops=(op,), when=when, target=target, optional=optional),)}


_N = "[0-9]+"
_EQUIP = re.compile(rf"(?:(?P<race>{'|'.join(RACES_ZH)})(?:怪兽)?才能装备。)?(?:1只)?装备(?:的)?怪兽(?:的)?攻击力"
                    rf"(?P<both>(?:和|·)守备力)?上升(?P<n>{_N})(?:点)?。")


_RACE_LIST = rf"(?:{'|'.join(RACES_ZH)})(?:·(?:{'|'.join(RACES_ZH)}))*"
_FIELD = re.compile(rf"全部(?P<races>{_RACE_LIST})的怪兽攻击力·守备力上升(?P<n>{_N})。")


def _field(found: re.Match[str]) -> Compiled:
    """A Field Spell raising ATK and DEF of the monsters of some Types on the whole field."""
    amount = int(found.group("n"))
    races = tuple(RACES_ZH[race] for race in found.group("races").split("·"))
    return {"boost": Boost(atk=amount, defense=amount, side="any", races=races)}


def _equip(found: re.Match[str]) -> Compiled:
    """An Equip Spell raising ATK (and DEF) of a face-up monster, of one Type when it says so
    (YGO CartasMagicas.8)."""
    amount = int(found.group("n"))
    race = RACES_ZH[found.group("race")] if found.group("race") else None
    target = TargetSpec("monstruos", "any", "monster", True, race=race)
    return {"effects": (Effect("activate", target=target),),
            "boost": Boost(atk=amount, defense=amount if found.group("both") else 0)}
#: The wordings of a Ritual Spell that only Ritual Summons its monster, old and new.
_RITUAL_SPELL = "|".join((
    rf"「(?P<monster>[^」]+)」的?降临必[要需]。必须从场上或者手札，牺牲奉献等级合计为{_N}个以上的卡。",
    rf"「(?P<m2>[^」]+)」的?降临必[要需]。\n①：从自己的手卡·场上把等级合计直到{_N}以上的怪兽解放，从手卡把(?:1只)?「(?P=m2)」仪式召唤。",
    rf"「(?P<m3>[^」]+)」的?降临必[要需]。场上和手卡加起来总共{_N}颗星以上的怪兽作祭品。",
    rf"「(?P<m4>[^」]+)」的?降临必[要需]。若不从场地和手卡把等级直到{_N}以上的卡作为祭品，则「(?P=m4)」不能降临。",
    rf"「(?P<m5>[^」]+)」的?降临必[要需]。必须把场上·手卡合计{_N}星以上的卡作为祭品。",
    rf"「(?P<m6>[^」]+)」降临所必需。特殊召唤时，必须以场上(?:和/或|或)手卡中合计{_N}颗?星以上的怪兽作为祭品。",
    rf"「(?P<m7>[^」]+)」的降临需要。必须从场上或手卡把合计{_N}星以上的卡作为祭品。",
))


def _ritual(found: re.Match[str]) -> Compiled:
    """A Ritual Spell: Ritual Summon the monster it names (YGO CartasDeMonstrusDeRitual.3)."""
    monster = next(found.group(g) for g in ("monster", "m2", "m3", "m4", "m5", "m6", "m7") if found.group(g))
    return {"ritual_monster": monster, **_activate("ritual")}


TEMPLATES: tuple[Template, ...] = (
    # 强欲之壶 Pot of Greed: "Draw 2 cards."
    Template("draw", ("spell", "normal"), re.compile(r"(?:自己)?从(?:自己的)?卡组抽([0-9]+)张(?:卡)?。"),
             lambda m: _activate("draw", count=int(m.group(1)))),
    # 治疗之神 迪安·凯特 Dian Keto the Cure Master: "Increase your Life Points by 1000 points."
    Template("gain-lp", ("spell", "normal"), re.compile(r"自己回复([0-9]+)基本分。"),
             lambda m: _activate("gain", amount=int(m.group(1)))),
    # 火球 Hinotama: "Inflict 500 damage to your opponent."
    Template("burn", ("spell", "normal"), re.compile(r"给与对方([0-9]+)(?:基本分)?伤害。"),
             lambda m: _activate("damage", who="opponent", amount=int(m.group(1)))),
    # 旋风 Mystical Space Typhoon: "Target 1 Spell/Trap on the field; destroy that target."
    Template("destroy-target-spell-trap", ("spell", "quickplay"), re.compile(r"以场上1张魔法·陷阱卡为对象才能发动。那张卡破坏。"),
             lambda m: _activate("destroy", what="target", target=TargetSpec(zone="magias", side="any"))),
    # 大风暴 Heavy Storm: "Destroy all Spell and Trap Cards on the field."
    Template("destroy-all-spell-trap", ("spell", "normal"), re.compile(r"场上的魔法·陷阱卡全部破坏。"),
             lambda m: _activate("destroy", what="all_spells")),
    # 神圣防护罩 -反射镜力- Mirror Force: "When an opponent's monster declares an attack: Destroy
    # all your opponent's Attack Position monsters."
    Template("mirror-force", ("trap", "normal"), re.compile(r"对方怪兽的攻击宣言时才能发动。对方场上的攻击表示怪兽全部破坏。"),
             lambda m: _activate("destroy", what="opponent_attack_monsters", when="opponent_attack")),
    # 强制脱出装置 Compulsory Evacuation Device: "Target 1 monster on the field; return that target
    # to the hand."
    Template("return-target-monster", ("trap", "normal"), re.compile(r"以场上1只怪兽为对象才能发动。那只怪兽回到持有者手卡。"),
             lambda m: _activate("return", what="target", target=TargetSpec(zone="monstruos", side="any"))),
    # 执着的老魔术师 Old Vindictive Magician: "FLIP: Destroy 1 monster your opponent controls."
    Template("flip-destroy-opponent-monster", ("monster", "effect"), re.compile(r"反转：破坏对方场上1只怪兽。"),
             lambda m: _activate("destroy", trigger="flip", what="target", optional=False,  # no "you can"
                                 target=TargetSpec(zone="monstruos", side="opponent"))),
    # 传说之剑 Legendary Sword: "Only a Warrior monster can be equipped with this card. It gains
    # 300 ATK/DEF."
    Template("equip-boost", ("spell", "equip"), _EQUIP, _equip),
    # 山 Mountain: "All Dragon, Winged Beast and Thunder monsters gain 200 ATK/DEF."
    Template("field-boost", ("spell", "field"), _FIELD, _field),
    # 异形的从者 Ancient Tool: "This card can attack your opponent directly."
    Template("direct-attack", ("monster", "effect"), re.compile(r"这张卡可以直接攻击(?:对方玩家)?。"),
             lambda m: {"keywords": frozenset({"direct_attack"})}),
    # 元素英雄 金刃侠 and others: "If this card attacks a Defense Position monster, inflict piercing
    # battle damage."
    Template("piercing", ("monster", "effect"), re.compile(
        r"这张卡向守备表示怪兽攻击的场合，给与攻击力超过那个守备力的数值的战斗伤害。"
        r"|这张卡攻击守备表示怪兽时，若攻击力超过那个守备力，给与对方基本分那个数值的战斗伤害。"),
             lambda m: {"keywords": frozenset({"piercing"})}),
    # 混沌战士 Black Luster Soldier: "You can Ritual Summon this card with "Black Luster Ritual"."
    Template("ritual-monster", ("monster", "ritual"),
             re.compile(rf"(?:借由)?「[^」]+」降临。(?:必须从场上或者手札，牺牲奉献等级合计为{_N}个以上的卡。)?"),
             lambda m: {}),
    # 混沌的仪式 Black Luster Ritual: "This card is used to Ritual Summon "Black Luster Soldier"…"
    Template("ritual-spell", ("spell", "ritual"), re.compile(_RITUAL_SPELL), _ritual),
)


def compile_whole(kind: str, sub: str, text: str) -> tuple[Compiled, str] | None:
    """What a card's whole ``text`` gives it and the template that read it (``None``: none
    matches all of it)."""
    plain = _MARK.sub("", text.strip().replace("\r", ""))
    for template in TEMPLATES:
        if template.kind == (kind, sub):
            found = template.pattern.fullmatch(plain)
            if found is not None:
                return template.build(found), template.name
    return None

"""The words of YGOPro's Simplified Chinese card texts: Types, Attributes, which cards a clause picks
(``FILTER``) and targets (``_TARGET``), read into the slots the compiler fills (``model.Draft``)."""

from __future__ import annotations

import re

from engine.games.ygo.cards import TargetSpec
from engine.games.ygo.cardtext.model import Draft


#: The Types as YGOPro's Chinese text writes them, and as Tapete names them.
RACES = {
    "龙族": "Dragón", "魔法师族": "Lanzador de Conjuros", "不死族": "Zombi", "战士族": "Guerrero",
    "兽战士族": "Guerrero Bestia", "兽族": "Bestia", "鸟兽族": "Bestia Alada", "恶魔族": "Demonio", "天使族": "Hada",
    "昆虫族": "Insecto", "恐龙族": "Dinosaurio", "爬虫类族": "Reptil", "鱼族": "Pez", "海龙族": "Serpiente Marina",
    "机械族": "Máquina", "雷族": "Trueno", "水族": "Aqua", "炎族": "Piro", "岩石族": "Roca", "植物族": "Planta",
    "电子界族": "Ciberso", "念动力族": "Psíquico", "幻龙族": "Wyrm",
}
ATTRIBUTES = {"地": "TIERRA", "水": "AGUA", "炎": "FUEGO", "风": "VIENTO", "光": "LUZ", "暗": "OSCURIDAD", "神": "DIVINO"}
RACE = "|".join(sorted(RACES, key=len, reverse=True))
NUM = "[0-9]+"
#: Which cards a search, summon or send picks: "1只4星以下的战士族怪兽", "「X」以外的1张「X」卡", "1只「X」", and the older
#: orders "1只名字带有「X」的4星以下怪兽", "1只守备力200的怪兽" (that DEF exactly), "1张名字中带有「X」的…怪兽卡".
FILTER = (rf"(?:「(?P<other>[^」]+)」以外的)?1(?:只|张)(?:「(?P<other2>[^」]+)」以外的)?(?:(?P<lv>{NUM})(?:～(?P<lvhi>{NUM}))?星(?P<lvc>以下|以上)?的?)?"
          rf"(?:(?P<stat>攻击力|守备力)(?P<sn>{NUM})(?P<sc>以下|以上)?的?)?(?:(?P<attr>[地水炎风光暗])属性的?)?"
          rf"(?:(?P<race>{RACE})(?:·(?P<attr2>[地水炎风光暗])属性)?(?:·(?P<lv2>{NUM})星)?)?(?:名字中?带有「(?P<has>[^」]+)」的|「(?P<q>[^」]+)」)?"
          rf"(?:(?P<lv3>{NUM})星(?P<lvc3>以下|以上)?的?)?"
          r"(?P<noun>通常怪兽|仪式怪兽|怪兽卡|怪兽|魔法·陷阱卡|场地魔法卡|装备魔法卡|魔法卡|陷阱卡|卡)?")
#: A cost picking N cards, face-up ones perhaps ("2只怪兽", "1只表侧表示的植物族怪兽"): ``FILTER`` with a count.
FILTER_N = FILTER.replace("1(?:只|张)", "(?P<count>[1-9])(?:只|张)(?P<up>表侧表示的?)?", 1)
#: The position a monster is Special Summoned in ("盖伏上场" and "里侧守备表示": face-down Defense Position).
POSITIONS = {"守备表示": "defense", "表侧守备表示": "defense", "表侧攻击表示": "attack", "攻击表示": "attack", "盖伏": "set",
             "里侧守备表示": "set"}
POSITION = "表侧守备表示|里侧守备表示|守备表示|表侧攻击表示|攻击表示"
#: The zones a card is taken from: "your hand", "your hand or Deck", "your hand, Deck or GY"…
ZONES = r"(?:手卡|卡组|墓地)(?:(?:·|或者|、|或)(?:自己的?)?(?:手卡|卡组|墓地))*"
#: Who a sentence's "that card" is: the target chosen when the effect was activated.
THAT = (rf"(?:那只(?:对方|自己)?的?(?:表侧表示的?)?(?:{RACE}|效果)?怪兽|那只攻击怪兽|那张(?:对方的?|表侧表示的)?(?:卡|魔法·陷阱卡|陷阱卡|魔法卡)|那些(?:怪兽|卡)|那[2-9](?:只(?:怪兽)?|张(?:卡)?)(?=回到|破坏|除外|加入|送去)"
        r"|选择的(?:怪兽|卡)|那个对象|作为对象的(?:对方的)?(?:怪兽|卡))")


def card_filter(found: re.Match[str]) -> dict[str, object] | None:
    """The arguments of an operation picking cards by ``FILTER`` (``None``: it names nothing)."""
    noun, quoted = found.group("noun"), found.group("q")
    if not noun and not quoted:
        return None
    args: dict[str, object] = {}
    if quoted and not noun:
        args["name"] = quoted  # 1只「X」: the card of that name
    elif quoted or found.group("has"):
        args["name_has"] = quoted or found.group("has")  # an archetype: a card with it in its name
    if noun:
        args["kind"] = {"魔法·陷阱卡": "spell_trap", "魔法卡": "spell", "场地魔法卡": "spell", "装备魔法卡": "spell",
                        "陷阱卡": "trap", "卡": ""}.get(noun, "monster")
        sub = {"通常怪兽": "normal", "仪式怪兽": "ritual", "场地魔法卡": "field", "装备魔法卡": "equip"}.get(noun)
        if sub:
            args["sub"] = sub
    if found.group("other") or found.group("other2"):
        args["other"] = found.group("other") or found.group("other2")
    if found.group("lv2"):  # "1 Machine·Level 4 monster"
        args["level"] = int(found.group("lv2"))
    level, bound = found.group("lv") or found.group("lv3"), found.group("lvc") or found.group("lvc3")
    if found.group("lvhi"):  # "Level 3 to 5"
        args["min_level"], args["max_level"] = int(found.group("lv")), int(found.group("lvhi"))
    elif level:  # "Level 4 or lower", "Level 5 or higher", "Level 3"
        args[{"以下": "max_level", "以上": "min_level"}.get(bound or "", "level")] = int(level)
    if found.group("attr") or found.group("attr2"):
        args["attribute"] = ATTRIBUTES[found.group("attr") or found.group("attr2")]
    if found.group("stat"):  # "with 1500 or less DEF", "with exactly 200 DEF" (both bounds)
        stat = "atk" if found.group("stat") == "攻击力" else "def"
        for way in {"以下": ("max_",), "以上": ("min_",)}.get(found.group("sc") or "", ("max_", "min_")):
            args[way + stat] = int(found.group("sn"))
    if found.group("race"):
        args["race"] = RACES[found.group("race")]
    if (level or found.group("attr") or found.group("race") or found.group("stat")) and args.get("kind") != "monster":
        return None
    return args


# ---------------------------------------------------------------------------------- targets

_WHERE = {"场上": ("monstruos", "any"), "自己场上": ("monstruos", "own"), "对方场上": ("monstruos", "opponent"),
          "自己墓地": ("cementerio", "own"), "对方墓地": ("cementerio", "opponent"), "自己的墓地": ("cementerio", "own"),
          "自己或者对方的墓地": ("cementerio", "any"), "双方墓地": ("cementerio", "any"), "除外的": ("desterradas", "own"),
          "从游戏中除外的": ("desterradas", "own")}
TARGET = (rf"(?P<xself>这张卡以外的)?(?:「(?P<other>[^」]+)」以外的)?(?P<where>{'|'.join(sorted(_WHERE, key=len, reverse=True))})"
           rf"(?P<up0>表侧表示)?(?:存在)?的?(?P<xself2>这张卡以外的)?(?:「(?P<other2>[^」]+)」以外的)?"
           rf"(?P<count>[1-5])(?P<unit>只|张)(?:自己的)?(?P<up>表侧表示的?)?(?:(?P<lv>{NUM})星(?P<lvc>以下|以上)?的?)?(?:(?P<attr>[地水炎风光暗])属性的?)?"
           rf"(?:(?P<race>{RACE})(?:·(?P<attr2>[地水炎风光暗])属性)?)?(?:「(?P<has>[^」]+)」|名字带有「(?P<has2>[^」]+)」的)?"
           r"(?P<what>通常怪兽|效果怪兽|怪兽|魔法·陷阱卡|魔法卡|陷阱卡|卡)")


def fill_target(draft: Draft, found: re.Match[str]) -> None:
    """"Target 1 face-up Level 4 or lower LIGHT Warrior "X" monster in your GY, except "Y"" (other than this
    card): the slots of where (side and zone), face-up, Level, Attribute, Type, name and kind (YGO Cartas.2)."""
    zone, side = _WHERE[found.group("where")]
    what = found.group("what")
    if what not in ("怪兽", "通常怪兽", "效果怪兽") and zone == "monstruos":
        zone = "magias" if what != "卡" else "field"
    kind = {"魔法卡": "spell", "陷阱卡": "trap"}.get(what, "monster" if "怪兽" in what else None)
    race = RACES[found.group("race")] if found.group("race") else None
    if (found.group("lv") or found.group("attr") or found.group("attr2") or race) and kind != "monster":
        raise ValueError("a monster's Level, Attribute or Type, of another kind")
    extra: dict[str, object] = {}
    if found.group("other") or found.group("other2"):
        extra["other"] = found.group("other") or found.group("other2")
    if found.group("xself") or found.group("xself2"):
        extra["not_self"] = True  # "other than this card" (textops.may_target_itself)
    if found.group("attr") or found.group("attr2"):
        extra["attribute"] = ATTRIBUTES[found.group("attr") or found.group("attr2")]
    if what != "怪兽" and kind == "monster":
        extra["sub"] = "normal" if what == "通常怪兽" else "effect"
    level = int(found.group("lv")) if found.group("lv") else None
    if level is not None and found.group("lvc") != "以下":
        extra["min_level" if found.group("lvc") == "以上" else "level"] = level
    draft.target = TargetSpec(zone, side, kind, True if found.group("up") or found.group("up0") else None, race=race,
                              name_has=found.group("has") or found.group("has2"),
                              max_level=level if found.group("lvc") == "以下" else None, filter=tuple(sorted(extra.items())),
                              count=int(found.group("count")))


#: The older "choose 1 … and destroy/banish/… it" (选择场上1张卡破坏): a target and what is done to it.
CHOSEN = {"破坏": "destroy", "从游戏中除外": "banish", "除外": "banish", "加入手卡": "to_hand", "回到持有者手卡": "return",
           "回到手卡": "return"}


def fill_chosen(draft: Draft, found: re.Match[str]) -> None:
    if draft.target is not None:
        raise ValueError("a target already")
    fill_target(draft, found)
    draft.op(CHOSEN[found.group("act")], what="target")

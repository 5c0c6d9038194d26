"""The Simplified Chinese wording of YGOPro's card texts (the shared ``cards.cdb``), clause by clause.

Each ``Piece`` reads one clause where the reading stands; the compiler (``compiler``) walks a
card's effects with them. The wordings are YGOPro's (new PSCT-like ones with ①② and 才能发动,
and the older ones with 选择…发动), the meanings those of ``model.Draft``.
"""

from __future__ import annotations

import re

from engine.games.ygo.cardtext.model import ACTION, ACTIVATE, COST, HEAD, Piece, STATIC, TIMING
from engine.games.ygo.cardtext.zh_board import (ALL_OF, BOOST, BOOST_OTHERS, COUNT, DESTROY_ALL, HAS, MODIFY,
                                                RETURN_ALL, all_of_kind, atk_per_counter, attacker, attacker_goes,
                                                cost_lp, count_spec, counter_gain, counter_self, counter_target,
                                                counters_destroy, crossout, destroy_all, destroy_all_level,
                                                destroy_noun_first, destroy_pick, direct_damage, equip_indestructible,
                                                fill_bound, fill_standby, fill_stays, gain_if_destroyed, if_has,
                                                lasting_boost, main1_only, monster_keyword, no_attacks, own_turn_once,
                                                per_count, per_name, protects, remove_counters, spell_burn, spell_gain,
                                                summon_discarding, to_defense)
from engine.games.ygo.cardtext.zh_clauses import (after_damage, any_summon, banish_on_leave, banish_self,
                                                  battled_to_deck, before_damage, boost_per_level, destroy_one,
                                                  direct_attack_declared, discard_self, equip_boost,
                                                  equip_from_graveyard, equip_to, fill_activate, fill_answers,
                                                  fill_condition, fill_hold, fill_modify, fill_op, fill_unique, summoned_gains,
                                                  fill_values, from_zone, hand_to_deck, ignition_self, in_graveyard,
                                                  kinds_procedure, negate_monster, once_name, own_gy_summoned,
                                                  own_monster_destroyed, pick_cost, ritual_monster, send_self, shuffled,
                                                  summon_limit, summon_self, tribute_to, until_battle_end)
from engine.games.ygo.cardtext.zh_words import (ATTRIBUTES, CHOSEN, FILTER, FILTER_N, NUM, POSITION, RACE, RACES, TARGET, THAT, ZONES,
                                                fill_chosen, fill_target)


PIECES: tuple[Piece, ...] = (
    # once per turn, by card name (PSCT "You can only use this effect of "X" once per turn")
    Piece("once-per-turn", HEAD, r"(?:这个卡名|「[^」]+」)的(?:(?P<marks>[①-⑳]+)的)?效果1回合(?:只能|各能)使用1次。", once_name),
    Piece("once-per-turn", HEAD, r"(?:这个卡名|「[^」]+」)的(?P<marks>[①-⑳]+)的效果1回合只能有1次使用其中任意1个。", once_name),
    Piece("once-per-turn", HEAD, r"(?:这个卡名的卡|「[^」]+」)在1回合只能发动1张。",
          lambda d, m: d.card_once.__setitem__("card", "name:card")),
    Piece("once-per-turn", TIMING, r"1回合1次", fill_values(once="copy")),
    Piece("once-per-turn", ACTION, r"这个效果1回合只能使用1次", fill_values(once="copy")),
    Piece("once-per-turn", ACTION, r"「[^」]+」的这个效果1回合只能使用1次", fill_values(once="name:this")),
    # summon restrictions (YGO PhasesDelJuego.11: a card's text overrides the Normal Summon)
    Piece("summon-limit", STATIC, r"这张卡不能通常召唤", summon_limit("no_normal")),
    Piece("summon-limit", STATIC, r"这张卡不能特殊召唤", summon_limit("no_special")),
    Piece("summon-limit", STATIC, r"这张卡不用融合召唤不能特殊召唤", summon_limit("fusion_only")),
    Piece("summon-limit", STATIC, r"(?:这张卡)?(?:只能)?用?「(?P<q>[^」]+)」的效果(?:才能|才可以)特殊召唤|不用「(?P<q2>[^」]+)」的效果不能特殊召唤",
          lambda d, m: d.summon_limit.add("effect_only:" + (m.group("q") or m.group("q2")))),
    Piece("summon-limit", STATIC, r"这张卡不能从卡组特殊召唤", summon_limit("not_from_deck")),
    Piece("summon-untributed", STATIC, r"手卡只有这1张卡的场合，这张卡可以不用解放作召唤",
          lambda d, m: monster_keyword(d, "summon_alone_untributed")),
    Piece("ritual-monster", STATIC, r"(?:借由)?「[^」]+」降临", ritual_monster),
    Piece("fusion-materials", STATIC, r"「[^」]+」(?:[＋+]「[^」]+」)+", lambda d, m: None),
    # timing and conditions
    Piece("ignition", TIMING, r"自己(?:的)?主要阶段(?:时)?(?:(?:才能|可以)?(?=发动))?", fill_values(trigger="ignition")),
    # conditions ("If you control no monsters: …")
    Piece("condition", TIMING, r"自己场上没有怪兽存在的场合", fill_condition("no_own_monsters")),
    Piece("condition", TIMING, r"(?:对方场上有怪兽存在，自己场上没有怪兽存在|只有对方场上才有怪兽存在)的场合",
          fill_condition("only_opponent_monsters")),
    Piece("condition", TIMING, r"自己场上没有魔法·陷阱卡存在的场合", fill_condition("no_own_spells")),
    Piece("condition", TIMING, r"自己场上有(?:「(?P<q>[^」]+)」怪兽|名字带有「(?P<has>[^」]+)」的怪兽)(?:表侧表示)?存在的场合",
          lambda d, m: d.conditions.append("own_has:" + (m.group("q") or m.group("has")))),
    Piece("condition", ACTION, r"这个效果在这张卡送去墓地的回合不能发动", fill_condition("not_sent_this_turn")),
    Piece("condition", TIMING, r"场地魔法卡表侧表示存在的场合", fill_condition("field_spell")),
    Piece("condition", TIMING, HAS, if_has),
    Piece("condition", TIMING, rf"自己(?:的)?手卡是(?P<n>{NUM})张的场合", lambda d, m: d.conditions.append(f"hand_size:{m.group('n')}")),
    Piece("condition", TIMING, r"场上有「(?P<q>[^」]+)」存在时", lambda d, m: d.conditions.append("field_has:" + m.group("q"))),
    # summoning itself from the hand or the Graveyard
    Piece("summon-self", ACTION, r"这张卡从手卡(?P<pos>守备表示)?特殊召唤", summon_self("mano", "ignition")),
    Piece("summon-self", ACTION, r"这张卡从墓地(?P<pos>守备表示)?特殊召唤", summon_self("cementerio", "ignition")),
    Piece("summon-self", ACTION, r"这张卡可以从手卡(?P<pos>守备表示)?特殊召唤", summon_self("mano", "procedure")),
    # "You can Special Summon this card by discarding 1 card" (诡术师 The Tricky): a procedure with its cost
    Piece("summon-self-discard", ACTION, rf"这张卡可以丢弃(?P<n>{NUM})张手卡，从手卡(?P<pos>守备表示)?特殊召唤", summon_discarding),
    Piece("condition", TIMING, r"对方场上的怪兽数量比自己场上的怪兽多的场合", fill_condition("fewer_monsters")),
    Piece("once-per-turn", HEAD, r"(?:这个卡名|「[^」]+」)的(?:(?P<marks>[①-⑳]+)的)?方法的特殊召唤1回合只能有1次。", once_name),
    Piece("quick", ACTION, r"这个效果在对方回合也能发动", fill_values(quick=True)),
    Piece("on-summon", TIMING, r"这张卡的?召唤成功(?:时|的场合)", fill_values(trigger="summon_normal")),
    Piece("on-summon", TIMING, r"这张卡召唤·特殊召唤成功(?:时|的场合)", fill_values(trigger="summon_any")),
    Piece("on-summon", TIMING, r"这张卡召唤·反转召唤·特殊召唤成功(?:时|的场合)", fill_values(trigger="summon_all")),
    Piece("on-summon", TIMING, r"这张卡特殊召唤成功(?:时|的场合)", fill_values(trigger="summon_special")),
    Piece("flip", TIMING, r"这张卡反转(?:的场合|时)|反转：", fill_values(trigger="flip")),
    Piece("on-flip-summon", TIMING, r"这张卡反转召唤成功(?:时|的场合)", fill_values(trigger="summon_flip")),
    Piece("on-flip-summon", TIMING, r"这张卡召唤·反转召唤成功(?:时|的场合)", fill_values(trigger="summon_normal_flip")),
    # "when this card is Normal Summoned or flipped face-up" (any flip): the same effect on both
    Piece("on-summon", TIMING, r"这张卡召唤·反转(?:时|的场合)", fill_values(trigger="summon_normal+flip")),
    Piece("to-graveyard", TIMING, r"(?:当)?这张卡从场上送去墓地(?:时|的场合)", fill_values(trigger="to_graveyard")),
    Piece("to-graveyard", TIMING, r"(?:当)?这张卡被送去墓地(?:时|的场合)", fill_values(trigger="sent_to_graveyard")),
    # 光道兽 沃尔夫 Wulf: "if this card is sent from the Deck to the GY: Special Summon it" (a mandatory trigger)
    Piece("deck-to-graveyard", TIMING, r"这张卡从卡组被送去墓地(?:时|的场合)", fill_values(trigger="deck_to_graveyard")),
    # 魔轰神兽 刻耳柏拉 Fabled Cerburrel: "if this card is discarded from the hand to the GY: Special Summon it"
    Piece("on-discard", TIMING, r"这张卡从手卡丢弃去墓地(?:时|的场合)", fill_values(trigger="discarded")),
    Piece("deck-to-graveyard", ACTION, r"这张卡在自己场上特殊召唤", fill_op("summon_self", position="")),
    Piece("to-graveyard", TIMING, r"(?:当)?这张卡被战斗破坏(?:送去墓地)?(?:时|的场合)", fill_values(trigger="battle_to_graveyard")),
    Piece("to-graveyard", TIMING, r"(?:(?:自己场上|怪兽区域|场上)(?:存在)?的)?这张卡被(?:战斗·效果)?破坏(?:送去墓地)?(?:时|的场合)",
          fill_values(trigger="destroyed_to_graveyard")),
    Piece("on-attack", TIMING, r"对方怪兽的攻击宣言时", fill_values(when="opponent_attack")),
    Piece("destroys-unbattled", STATIC, r"这张卡攻击表侧守备表示的怪兽的场合，不进入伤害计算，那只怪兽直接破坏",
          lambda d, m: monster_keyword(d, "destroys_face_up_defense")),
    Piece("rests-after-attack", STATIC, r"这张卡攻击的场合，战斗阶段结束时变成守备表示，直到下次的自己回合的结束时不能把表示形式变更",
          lambda d, m: monster_keyword(d, "rests_after_attack")),
    # "after damage calculation": 异次元的女战士 D.D. Warrior Lady, 棉花糖 Marshmallon
    Piece("after-damage", TIMING, r"这张卡和对方怪兽进行战斗的伤害计算后", after_damage("battled")),
    Piece("after-damage", TIMING, r"里侧表示的这张卡被攻击的伤害计算后", after_damage("attacked_face_down")),
    Piece("after-damage", ACTION, r"那些进行战斗的各自怪兽除外", fill_op("banish_battled")),
    # 光道武僧 艾琳 Ehren: "before damage calculation, if this card attacks a Defense Position monster: shuffle it into the Deck"
    Piece("before-damage", TIMING, r"这张卡向守备表示怪兽攻击的伤害计算前(?=发动)", before_damage),
    Piece("before-damage", ACTION, r"(?<=伤害计算前发动。)那只怪兽回到持有者卡组(?!最)", battled_to_deck),
    Piece("after-damage", ACTION, rf"向这张卡攻击的怪兽的控制者受到(?P<n>{NUM})伤害",
          lambda d, m: d.op("damage", who="opponent", amount=int(m.group("n")))),
    Piece("hold", ACTION, rf"{THAT}的攻击力下降(?P<n>{NUM})，不能攻击，也不能作表示形式的变更", fill_hold),
    Piece("hold", ACTION, r"那只怪兽从场上离开时这张卡破坏", lambda d, m: d.amend(("hold",), bound="held")),
    # 虚荣巨影 Ego Boost: "when a monster declares an attack: target 1 face-up monster; it gains N ATK until the end of
    # that Battle Phase"
    Piece("until-battle-end", TIMING, r"怪兽的攻击宣言时", fill_values(when="any_attack")),
    Piece("until-battle-end", ACTION, rf"{THAT}的(?P<stat>攻击力)直到那次战斗阶段结束时(?P<dir>上升|下降)(?P<n>{NUM})", until_battle_end),
    Piece("on-battle-destroy", TIMING, r"这张卡(?:和对方怪兽进行战斗)?战斗破坏对方怪兽(?:并)?(?:送去墓地)?(?:时|的场合)",
          fill_values(trigger="battle_destroys")),
    Piece("on-direct-damage", TIMING, r"这张卡直接攻击给与对方(?:基本分)?战斗伤害(?:时|的场合)", direct_damage),
    Piece("end-phase", TIMING, r"(?:每次)?自己(?:的)?结束阶段(?:时)?(?=(?:才能|可以)?发动)", fill_values(trigger="end_own")),
    # the older "(while this card is face-up on your field,) during each of your End Phases: send the top N cards …"
    Piece("end-phase", TIMING, r"(?:这张卡在自己场上表侧表示存在的场合，)?每次自己的结束阶段(?:时)?(?!发动)", fill_values(trigger="end_own")),
    # 激流葬 Torrential Tribute, 奈落的落穴 Bottomless Trap Hole: any Summon, Special ones too
    Piece("on-any-summon", TIMING, rf"(?P<opp>对方把)?(?:攻击力(?P<n>{NUM})以上的)?怪兽召唤·反转召唤·特殊召唤时", any_summon),
    Piece("on-any-summon", ACTION, rf"那些攻击力{NUM}以上的怪兽破坏并除外", fill_op("destroy_banish", what="summoned")),
    Piece("on-summon-opponent", TIMING, r"对方(?:把怪兽)?(?:召唤|召唤·特殊召唤|怪兽召唤|怪兽召唤·特殊召唤)成功时", fill_values(when="opponent_summon")),
    Piece("negate", TIMING, r"(?P<opp>对方把)?(?P<what>魔法·陷阱卡|魔法卡|陷阱卡)(?:发动|的发动)时", fill_answers),
    # costs (PSCT: before the ";" — in Chinese, before 才能发动)
    Piece("cost-lp", COST, rf"支付(?P<n>{NUM})基本分", cost_lp),
    Piece("cost-discard", COST, rf"(?:丢弃(?P<n>{NUM})张手卡|把(?P<m>{NUM})张手卡丢弃(?:去墓地)?)",
          lambda d, m: setattr(d, "cost_discard", int(m.group("n") or m.group("m")))),
    Piece("cost-tribute", COST, r"把这张卡解放", lambda d, m: d.cost("tribute_self")),
    # the older wording: "you can Tribute this card to …", an Ignition Effect with no 发动 said
    Piece("cost-tribute", COST, r"可以把这张卡作为祭品", tribute_to),
    Piece("cost-banish-self", COST, r"把墓地(?:存在)?的这张卡(?:从游戏中)?除外", banish_self),
    Piece("cost-to-deck", COST, rf"让(?P<n>{NUM})张手卡回到卡组最上面", lambda d, m: d.cost("hand_to_deck_top", count=int(m.group("n")))),
    Piece("cost-pick", COST, rf"从手卡丢弃{FILTER_N}", pick_cost("mano", "discard")),
    Piece("cost-pick", COST, rf"从手卡把{FILTER_N}送去墓地", pick_cost("mano", "send")),
    Piece("cost-pick", COST, rf"把自己场上(?P<up0>表侧表示)?(?:存在的)?{FILTER_N}解放", pick_cost("monstruos", "tribute")),
    Piece("cost-pick", COST, rf"把自己墓地(?:存在的)?{FILTER_N}(?:从游戏中)?除外", pick_cost("cementerio", "banish")),
    Piece("cost-pick", COST, rf"从自己墓地把{FILTER_N}(?:从游戏中)?除外", pick_cost("cementerio", "banish")),
    Piece("summon-self", TIMING, r"这张卡在墓地存在的场合", in_graveyard),
    Piece("cost-discard-self", COST, r"把(?:手卡的)?这张卡(?:从手卡)?丢弃(?:去墓地)?", discard_self),
    Piece("cost-discard-self", COST, r"把(?:手卡的)?这张卡从手卡送去墓地", send_self),
    # targets ("Target 1 …;": 以…为对象, older 选择…)
    Piece("target", TARGET, rf"以{TARGET}为对象", fill_target),
    Piece("target", TARGET, rf"选择{TARGET}", fill_target),
    Piece("target", ACTION, rf"选择{TARGET}(?P<act>{'|'.join(CHOSEN)})", fill_chosen),
    Piece("activate", ACTIVATE, r"(?:才能|可以)?(?:把这张卡)?发动。", fill_activate),
    # what the effect does
    Piece("draw", ACTION, rf"(?:自己)?从(?:自己的?)?卡组抽(?P<n>{NUM})张(?:卡)?", lambda d, m: d.op("draw", count=int(m.group("n")))),
    Piece("draw", ACTION, rf"对方从卡组抽(?P<n>{NUM})张(?:卡)?", lambda d, m: d.op("draw", who="opponent", count=int(m.group("n")))),
    Piece("draw", ACTION, rf"双方(?:各)?从(?:各自)?卡组抽(?P<n>{NUM})张(?:卡)?", lambda d, m: d.op("draw", who="both", count=int(m.group("n")))),
    Piece("gain-lp", ACTION, rf"自己(?:的)?(?:基本分)?回复(?P<n>{NUM})(?:点的?)?(?:基本分)?", lambda d, m: d.op("gain", amount=int(m.group("n")))),
    Piece("gain-lp", ACTION, rf"(?P<who>对方|双方)(?:基本分)?(?:各)?回复(?P<n>{NUM})(?:点的?)?(?:基本分)?",
          lambda d, m: d.op("gain", who={"对方": "opponent", "双方": "both"}[m.group("who")], amount=int(m.group("n")))),
    Piece("burn", ACTION, rf"(?P<who>自己|对方|双方)(?:基本分)?(?:各)?受到(?P<n>{NUM})(?:分|点)?的?伤害",
          lambda d, m: d.op("damage", who={"自己": "self", "对方": "opponent", "双方": "both"}[m.group("who")], amount=int(m.group("n")))),
    Piece("destroy", ACTION, r"破坏(?P<side>对方场上|自己场上|场上)的?1(?:只|张)(?P<what>怪兽|魔法·陷阱卡|卡)", destroy_one),
    Piece("discard-random", ACTION, rf"对方(?:的)?手卡随机(?:选)?(?:丢弃)?(?P<n>{NUM})张(?:丢弃)?",
          lambda d, m: d.op("discard_random", count=int(m.group("n")))),
    Piece("burn", ACTION, rf"给与对方(?:基本分)?(?P<n>{NUM})(?:基本分|分)?(?:的)?伤害", lambda d, m: d.op("damage", who="opponent", amount=int(m.group("n")))),
    Piece("destroy", ACTION, rf"{THAT}破坏", fill_op("destroy", what="target")),
    Piece("destroy", ACTION, r"这张卡破坏", fill_op("destroy", what="self")),
    Piece("destroy-all", ACTION, r"(?P<side>场上|对方场上|自己场上)的(?P<what>怪兽|魔法·陷阱卡|卡|攻击表示怪兽)全部破坏",
          lambda d, m: d.op("destroy", what=ALL_OF[m.group("side"), m.group("what")])),
    Piece("destroy-all-of-kind", ACTION, DESTROY_ALL, all_of_kind),
    Piece("return-all-of-kind", ACTION, RETURN_ALL, all_of_kind),
    Piece("return", ACTION, rf"{THAT}(?:回到持有者(?:的)?手卡|回到手卡|返回持有者(?:的)?手卡)", fill_op("return", what="target")),
    Piece("banish", ACTION, rf"{THAT}除外", fill_op("banish", what="target")),
    Piece("to-deck", ACTION, rf"{THAT}回到(?:持有者(?:的)?)?卡组(?:洗切)?(?!最)", fill_op("to_deck", what="target")),
    Piece("to-hand", ACTION, rf"{THAT}加入(?:自己)?手卡", fill_op("to_hand", what="target")),
    Piece("to-hand-locked", ACTION, r"从自己的墓地里?选择1张装备魔法卡加入手卡", equip_from_graveyard),
    Piece("to-hand-locked", ACTION, r"这张装备魔法卡本回合不能发动", lambda d, m: d.amend(("to_hand",), locked=True)),
    Piece("special-summon-target", ACTION, rf"{THAT}(?:从墓地)?(?:在自己场上)?(?P<pos>守备表示|表侧攻击表示|攻击表示)?特殊召唤",
          lambda d, m: d.op("special_summon", position={"守备表示": "defense", "表侧攻击表示": "attack", "攻击表示": "attack"}.get(m.group("pos") or "", ""))),
    Piece("negate", ACTION, r"那个发动无效并破坏", fill_op("negate")),
    # 天罚 Divine Wrath (older wording): "negate the activation of an Effect Monster's effect, and destroy that monster"
    Piece("negate-monster-effect", ACTION, r"效果怪兽的发动和效果无效，那只怪兽破坏", negate_monster),
    # YGO Cartas.2: what the summon before it brings out has no effects while it stays face-up
    Piece("effects-negated", ACTION, r"这个效果特殊召唤的怪兽的效果无效化",
          lambda d, m: d.amend(("special_summon", "summon_from"), effects_negated=True)),
    # 古代的机械苏生 Ancient Gear Reborn…: "the monster Special Summoned by this effect gains N ATK" — while it stays on
    # the field (YGO Cartas.2)
    Piece("summoned-gains", ACTION, rf"这个效果特殊召唤的怪兽的攻击力上升(?P<n>{NUM})", summoned_gains),
    # YGO Cartas.2, PalabrasClave.5: it is banished instead of going anywhere else from the field
    Piece("banish-on-leave", ACTION, r"这个效果特殊召唤的这张卡从场上离开的场合除外", banish_on_leave),
    # YGO DeterminacionDelDano.41: "then end the Battle Phase" — the attack does not go on, the End Step comes
    Piece("end-battle", TIMING, r"对方怪兽的直接攻击宣言时", direct_attack_declared),
    Piece("end-battle", ACTION, r"(?:那之后)?战斗阶段结束", fill_op("end_battle")),
    Piece("negate-attack", ACTION, rf"那次攻击无效|{THAT}的攻击无效", fill_op("negate_attack")),
    # answers to an attack: the attacking monster as the target (炸裂装甲, 魔法筒)
    Piece("target-attacker", TARGET, r"以(?:那)?1只攻击怪兽为对象", attacker),
    # the older "banish / destroy that 1 attacking monster" (次元幽闭 Dimensional Prison): the attacker, targeted
    Piece("target-attacker", ACTION, r"那1只攻击怪兽(?P<act>从游戏中除外|除外|破坏)", attacker_goes),
    Piece("burn-atk", ACTION, rf"给与对方(?:基本分)?{THAT}的攻击力(?:数值)?的伤害", fill_op("damage_atk", what="target")),
    Piece("gain-atk", ACTION, rf"自己回复{THAT}的攻击力(?:数值)?的基本分", fill_op("gain_atk", what="target")),
    Piece("more-summons", ACTION, rf"这个回合自己可以进行通常召唤最多(?P<n>{NUM})次",
          lambda d, m: d.op("summons_allowed", count=int(m.group("n")))),
    Piece("reload", ACTION, r"将自己的全部手卡放回卡组。那之后，抽与放回卡组的卡数量相同的卡", fill_op("reload")),
    Piece("tribute-target", ACTION, rf"{THAT}解放", fill_op("tribute", what="target")),
    Piece("destroy-pick", ACTION, r"(?P<may>可以)?选(?P<side>场上|对方场上|自己场上)(?:的)?1(?:只|张)(?P<what>怪兽|魔法·陷阱卡|卡)破坏",
          destroy_pick),
    # Spell Counters (魔力指示物)
    Piece("spell-counter", STATIC, rf"(?:只要这张卡在(?:怪兽区域|场上表侧表示|场上)存在，)?(?:自己与对方每发动1次魔法，就在这张卡上|每次自己或者对方把魔法卡发动，给这张卡)"
          rf"放置(?:(?P<n>{NUM})个)?魔力指示物(?:（最多(?:只能放置)?(?P<max>{NUM})个）)?", counter_gain),
    Piece("spell-counter", ACTION, rf"(?:给)?这张卡(?:上)?放置(?P<n>{NUM})个魔力指示物(?:（最多(?P<max>{NUM})个）)?", counter_self),
    # 漆黑的能量石 Pitch-Black Power Stone: "activate by placing 3 Spell Counters on it; once per turn, during your turn,
    # you can move 1 to another card that can hold them; with none left, destroy it"
    Piece("spell-counter", ACTION, rf"发动后，(?:给)?这张卡(?:上)?放置(?P<n>{NUM})个魔力指示物", counter_self),
    Piece("own-turn-once", TIMING, r"自己回合1次", own_turn_once),
    Piece("spell-counter", ACTION, rf"给场上表侧表示存在的这张卡以外的1张可以放置魔力指示物的卡放置(?P<n>{NUM})个魔力指示物",
          lambda d, m: d.op("add_counter_pick", count=int(m.group("n")))),
    Piece("spell-counter", STATIC, r"这张卡上放置的魔力指示物全无时，这张卡破坏", lambda d, m: d.keywords.add("no_counters_destroyed")),
    Piece("spell-counter", STATIC, rf"这张卡的攻击力上升这张卡的魔力指示物数量×(?P<n>{NUM})|这张卡放置的魔力指示物每有1个，这张卡的攻击力上升(?P<m>{NUM})"
          rf"|这张卡上每存在1个魔力指示物，这张卡的攻击力就上升(?P<k>{NUM})", atk_per_counter),
    Piece("spell-counter", COST, rf"(?P<may>可以)?把这张卡(?:放置的)?(?P<n>{NUM})个魔力指示物取除", remove_counters),
    Piece("spell-counter", TIMING, rf"当这张卡处于放置了(?P<n>{NUM})个魔力指示物的状态时", lambda d, m: d.conditions.append(f"counters:{m.group('n')}")),
    Piece("spell-counter", ACTION, rf"指定场上1张表侧表示的可以放置魔力指示物的卡，在上面放置(?P<n>{NUM})个魔力指示物", counter_target),
    Piece("spell-counter", ACTION, rf"给场上表侧表示存在的可以放置魔力指示物的卡全部放置(?P<n>{NUM})个魔力指示物",
          lambda d, m: d.op("add_counter_all", count=int(m.group("n")))),
    Piece("cost-tribute", COST, r"(?:可以)?将这张卡祭掉|这张卡做祭品", tribute_to),
    # 光之护封剑 Swords of Revealing Light: a Normal Spell that stays, and its lock
    Piece("stays-on-field", STATIC, rf"这张卡发动后继续留在场上，用对方回合计算的(?P<n>{NUM})回合后的对方结束阶段破坏", fill_stays),
    Piece("stays-on-field", ACTION, r"作为这张卡的发动时的效果处理，对方场上有里侧表示怪兽存在的场合，那些怪兽全部变成表侧表示",
          fill_op("flip_up", what="opponent_monsters")),
    Piece("no-attacks", STATIC, r"只要这张卡在魔法与陷阱区域存在，对方怪兽不能攻击宣言", no_attacks),
    # 活死人的呼声 Call of the Haunted: the card and the monster it summoned leave together (YGO Cartas.2)
    Piece("bound", ACTION, r"这张卡从场上离开时，?那只怪兽破坏。?那只怪兽(?P<how>破坏|从场上离开)时，?这张卡破坏", fill_bound),
    # boosts by a count ("for each …")
    Piece("count-boost", STATIC, rf"(?:这张卡|(?P<equip>装备怪兽))的(?P<stat>攻击力·守备力|攻击力|守备力)上升{COUNT}", per_count),
    Piece("count-names", STATIC, rf"墓地中每有1种名字带有「(?P<has>[^」]+)」的怪兽卡，这张卡的(?P<stat>攻击力)就上升(?P<n>{NUM})", per_name),
    Piece("count-names", STATIC, rf"这张卡的(?P<stat>攻击力·守备力|攻击力|守备力)上升自己墓地存在的名字带有「(?P<has>[^」]+)」的怪兽卡种类×(?P<n>{NUM})的数值",
          per_name),
    # 魔法爆破 Magical Blast: "inflict 200 damage to your opponent for each face-up Spellcaster you control"
    Piece("burn-count", ACTION, rf"给与对方(?:基本分)?{COUNT}的伤害",
          lambda d, m: d.op("damage_count", amount=int(m.group("n")), spec=count_spec(m))),
    Piece("gain-count", ACTION, rf"回复数值与{COUNT}等同的基本分",
          lambda d, m: d.op("gain_count", amount=int(m.group("n")), spec=count_spec(m))),
    # a monster's "during your Standby Phase:" (a Trigger Effect that must start: YGO PhasesDelJuego.5)
    Piece("standby", TIMING, r"(?:在)?自己的准备阶段时", fill_standby),
    # 沙尘之恶灵 Dark Dust Spirit: "destroy all other face-up monsters on the field"
    Piece("destroy-all-of-kind", ACTION, r"(?P<side>场上)的(?P<xself>这张卡以外的)全部(?P<face>表侧表示的)(?P<what>怪兽)破坏"
          r"(?P<attr>(?!))?(?P<xattr>(?!))?(?P<races>(?!))?", destroy_all),  # (no Attribute or Type named)
    # 出于黑暗的绝望 Despair from the Dark, 再生木乃伊 Regenerating Mummy: "when this card is sent from your hand (or
    # Deck) to the GY by an opponent's card effect: Special Summon it / return it to the hand"
    Piece("sent-by-opponent", TIMING, r"当这张卡被对方的效果从手卡或卡组送去墓地时", fill_values(trigger="opponent_sent_hand_deck")),
    Piece("sent-by-opponent", TIMING, r"对方控制的卡的效果把这张卡从手卡送去墓地时", fill_values(trigger="opponent_sent_hand")),
    Piece("sent-by-opponent", ACTION, r"这张卡特殊召唤上场", fill_op("summon_self", position="")),
    Piece("sent-by-opponent", ACTION, r"这张卡回到手卡", fill_op("graveyard_to_hand")),
    Piece("skip-draws", ACTION, rf"(?:那之后)?的?自己抽卡阶段跳过(?P<n>{NUM})次", lambda d, m: d.op("skip_draws", count=int(m.group("n")))),
    Piece("swap-control", ACTION, r"双方选择自己场上存在的1只怪兽，那些怪兽的控制权交换", fill_op("swap_control")),
    Piece("swap-control", ACTION, r"那些怪兽在这个回合不能把表示形式改变", lambda d, m: d.amend(("swap_control",), lock=True)),
    # 魔法吸收 Spell Absorption: "each time a Spell Card is activated, its controller gains 500 LP (after it resolves)"
    Piece("spell-gain", STATIC, rf"每次魔法卡发动，这张卡的控制者基本分回复(?P<n>{NUM})分", spell_gain),
    # 连弹之魔术师 Rapid-Fire Magician: "each time you activate a Normal Spell Card, inflict 400 damage to your opponent"
    Piece("spell-burn", STATIC, rf"只要这张卡在场上表侧表示存在，每次自己发动通常魔法卡，给与对方基本分(?P<n>{NUM})分的伤害", spell_burn),
    # 和睦的使者 Waboku: "this turn, your monsters cannot be destroyed by battle, and you take no battle damage"
    Piece("shelter", ACTION, r"这个回合，自己怪兽不会被战斗破坏，自己受到的战斗伤害变成0", fill_op("shelter")),
    # 补给部队 Supply Squad: "once per turn, if a monster you control is destroyed by battle or card effect: draw 1 card"
    Piece("own-monster-destroyed", TIMING, r"自己场上的怪兽被战斗·效果破坏的场合把这个效果发动", own_monster_destroyed),
    # 生还的宝札 Card of Safe Return: "when a monster in your GY is Special Summoned, you can draw 1 card"
    Piece("own-gy-summoned", TIMING, r"自己墓地存在的怪兽特殊召唤成功时", own_gy_summoned),
    # 卡片商人 Card Trader: "during your Standby Phase, you can shuffle 1 card from your hand into the Deck, then draw 1"
    Piece("hand-to-deck", ACTION, r"(?P<may>可以)?让1张手卡回到卡组", hand_to_deck),
    Piece("set-from-hand", ACTION, r"可以从手卡把1张魔法·陷阱卡盖放", fill_op("set_from_hand")),
    # 魔法操纵人偶 Magical Marionette: "you can remove 2 Spell Counters from this card to destroy 1 monster on the field"
    # (a target, chosen as it is activated)
    Piece("spell-counter", ACTION, rf"从这张卡上每除去(?P<n>{NUM})个魔力指示物，破坏(?P<side>场上)1只(?P<what>怪兽)", counters_destroy),
    Piece("excavate", ACTION, rf"从自己卡组上面翻开(?P<n>{NUM})张卡，选择那之内的1张加入手卡。?剩下的回到卡组最下面",
          lambda d, m: d.op("excavate", count=int(m.group("n")))),
    Piece("gain-if-destroyed", ACTION, rf"这个效果破坏后，对方回复(?P<n>{NUM})基本分", gain_if_destroyed),
    # 死之四星瓢虫: "FLIP: destroy all face-up Level 4 monsters your opponent controls"
    Piece("destroy-all-of-kind", ACTION, rf"(?P<side>对方场上)表侧表示存在的(?P<lv>{NUM})星怪兽全部破坏", destroy_all_level),
    # 混沌魔术师 Chaos Command Magician: "negate the effects of Effect Monsters that target only this card"
    Piece("lone-target-negated", STATIC, r"仅以这张卡1张卡为对象的效果怪兽的效果无效",
          lambda d, m: monster_keyword(d, "negates_lone_targeting")),
    # 双价体 Double Coston: "when you Tribute Summon a DARK monster, this card can be treated as 2 Tributes"
    Piece("double-tribute", STATIC, r"(?P<attr>[地水炎风光暗])属性怪兽上级召唤的场合，这张卡可以作为2只的数量解放",
          lambda d, m: monster_keyword(d, f"double_tribute:{ATTRIBUTES[m.group('attr')]}")),
    # "while this card is in your GY, you can add it to your hand instead of conducting your normal draw"
    Piece("draw-instead", STATIC, r"这张卡在墓地存在的场合，可以作为自己的抽卡阶段时进行通常抽卡的代替，把这张卡加入手卡",
          lambda d, m: d.keywords.add("draw_instead")),
    Piece("protect-others", STATIC, rf"只要这张卡在(?:怪兽区域|场上表侧表示|场上)存在，对方不能(?:选择|把)其他的(?P<race>{RACE})怪兽作为攻击对象",
          protects),
    # 光道德鲁伊 奥库斯 Aurkus: "neither player can target "Lightsworn" monsters with card effects"
    Piece("shields-named", STATIC, r"只要这张卡在场上表侧表示存在，双方玩家不能把名字带有「(?P<has>[^」]+)」的怪兽作为魔法·陷阱·效果怪兽的效果的对象",
          lambda d, m: monster_keyword(d, f"shields:{m.group('has')}")),
    # the older noun-first "destroy 1 face-up Spell or Trap on the field" (场上存在的1张表侧表示的魔法或者陷阱卡破坏): a target
    Piece("destroy-noun-first", ACTION, r"(?P<side>对方场上|自己场上|场上)(?P<up0>表侧表示)?(?:存在)?的?1(?:只|张)(?P<up>表侧表示的)?"
          r"(?P<what>怪兽|仪式怪兽|融合怪兽|魔法或者陷阱卡|永续魔法或者永续陷阱卡)破坏", destroy_noun_first),
    # battle: "gains 300 ATK during the Damage Step when it attacks", "at the end of the Damage Step, destroy the
    # Warrior or Spellcaster it battled", "remove all Spell Counters at the end of the Battle Phase it battled"
    Piece("battle-keyword", STATIC, rf"这张卡向对方怪兽攻击的伤害步骤内，这张卡的攻击力上升(?P<n>{NUM})",
          lambda d, m: monster_keyword(d, f"attack_boost:{m.group('n')}")),
    Piece("battle-keyword", STATIC, rf"和这张卡进行战斗的怪兽是(?P<races>(?:{RACE})(?:·(?:{RACE}))*)的场合，伤害步骤结束时把那只怪兽破坏",
          lambda d, m: monster_keyword(d, "destroys_battled:" + ",".join(RACES[r] for r in m.group("races").split("·")))),
    Piece("spell-counter", STATIC, r"这张卡进行战斗的战斗阶段结束时这张卡的魔力指示物全部取除",
          lambda d, m: monster_keyword(d, "clear_counters_after_battle")),
    # 抹杀之使徒 Nobleman of Crossout: a face-down monster destroyed and banished, a Flip monster's namesakes from both Decks
    Piece("crossout", ACTION, r"破坏1只里侧表示的怪兽，并从游戏中除外", crossout),
    Piece("crossout", ACTION, r"破坏的怪兽是反转效果的场合，双方互相确认对方卡组，和破坏的怪兽同名的卡全部从游戏中除外。?之后洗切卡组",
          lambda d, m: d.amend(("destroy_banish",), namesakes=True)),
    # 光道魔术师 丽拉 Lyla: "change this face-up Attack Position card to Defense Position, and destroy that target; it
    # cannot change its battle position until the end of your next turn"
    Piece("position-lock", ACTION, r"自己场上的表侧攻击表示的这张卡变成守备表示", to_defense),
    Piece("position-lock", ACTION, r"这个效果的发动后，直到下次的自己回合的结束时这张卡不能把表示形式变更", fill_op("lock_position")),
    # 地割 Fissure, 地碎 Tremendous Fire's kin: "destroy the 1 face-up monster with the lowest ATK / highest DEF"
    Piece("destroy-extreme", ACTION, r"对方场上1只(?P<stat>攻击力|守备力)(?P<way>最低|最高)的怪兽破坏",
          lambda d, m: d.op("destroy_extreme", stat="atk" if m.group("stat") == "攻击力" else "def",
                            lowest=m.group("way") == "最低")),
    # 槌击 Hammer Shot: "destroy the 1 face-up Attack Position monster on the field with the highest ATK" (either side)
    Piece("destroy-extreme", ACTION, r"场上表侧攻击表示存在的1只攻击力(?P<way>最低|最高)的怪兽破坏",
          lambda d, m: d.op("destroy_extreme", stat="atk", lowest=m.group("way") == "最低", side="any", position="attack")),
    Piece("equip-indestructible", STATIC, r"装备怪兽不会被战斗破坏", equip_indestructible),
    # 古代的机械巨人 Ancient Gear Golem: "if this card attacks, your opponent cannot activate Spell/Trap Cards until the
    # end of the Damage Step"
    Piece("attack-lock", STATIC, r"这张卡攻击的场合，对方直到伤害步骤结束时魔法·陷阱卡不能发动",
          lambda d, m: monster_keyword(d, "attack_lock")),
    # 机动城的齿轮巨人: "This effect can only be activated in Main Phase 1. Pay 800 LP; this turn, this card can attack
    # directly" (an Ignition Effect in the older wording)
    Piece("main1-only", TIMING, r"这个效果在主要阶段一才能发动", main1_only),
    Piece("direct-attack-turn", ACTION, r"本回合这张卡可以对对方进行直接攻击", fill_op("mark_self", word="direct_attack")),
    Piece("attack-twice", STATIC, rf"这张卡在同1(?:次|个)的?战斗阶段中(?:可以)?(?:作|进行)(?P<n>{NUM})次攻击",
          lambda d, m: monster_keyword(d, f"attacks:{m.group('n')}")),
    # 重装武者-弁庆 Armed Samurai - Ben Kei: one more attack for each Equip Card equipped to it
    Piece("attacks-per-equip", STATIC, r"每次的战斗阶段中，这张卡在通常攻击之上追加、这张卡装备的装备卡数量的攻击次数",
          lambda d, m: monster_keyword(d, "attacks_per_equip")),
    Piece("destroys-equips", STATIC, r"这张卡有装备卡被装备的场合发动。那些装备卡破坏", lambda d, m: monster_keyword(d, "destroys_equips")),
    Piece("positions-all", ACTION, r"变更自己与对方场上以表侧表示存在的所有怪兽的表示形式", fill_op("positions_all")),
    Piece("position", ACTION, rf"{THAT}的表示形式变更", fill_op("position", what="target")),
    Piece("position", ACTION, r"这张卡的表示形式变更", fill_op("position", what="self")),
    Piece("set-face-down", ACTION, r"这张卡(?:1回合只有1次|1个回合(?:可以有)?1次)(?:可以)?(?:变成|变回)里侧守备表示",
          lambda d, m: ignition_self(d, "set_face_down")),
    Piece("once-per-turn", ACTION, r"（1回合只有1次）", fill_values(once="copy")),
    Piece("set-face-down", ACTION, rf"(?:{THAT}|(?P<self>这张卡))变成里侧守备表示",
          lambda d, m: d.op("set_face_down", what="self" if m.group("self") else "target")),
    Piece("modify", ACTION, rf"{THAT}的{MODIFY}", fill_modify("target")),
    Piece("modify", ACTION, rf"这张卡的{MODIFY}", fill_modify("self")),
    Piece("search", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>卡组)中?(?:把|选择?){FILTER}加入(?:自己的?)?手卡", from_zone("search")),
    Piece("special-summon-from", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>{ZONES})(?:把|选|(?<=卡组)选择|(?<=手卡)选择){FILTER}"
          rf"(?:在自己场上)?(?P<pos>{POSITION})?特殊召唤(?:上场)?", from_zone("summon_from")),
    # the older "Special Summon 1 … from your GY" (把自己墓地存在的1只…特殊召唤): chosen as it resolves (no 选择: no target)
    Piece("special-summon-from", ACTION, rf"(?:可以)?把自己的?(?P<zones>墓地)存在的{FILTER}(?:在自己场上)?(?P<pos>{POSITION})?特殊召唤",
          from_zone("summon_from")),
    Piece("special-summon-from", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>{ZONES})中?"
          rf"(?P<pos>{POSITION})?特殊召唤{FILTER}(?:上场)?", from_zone("summon_from")),
    # the older "choose 1 … from your Deck and Set it" (盖伏上场): Special Summoned face-down
    Piece("special-summon-from", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>{ZONES})中?选择{FILTER}(?P<pos>盖伏)上场",
          from_zone("summon_from")),
    Piece("send-from-deck", ACTION, rf"(?:可以)?从(?:自己的?)?(?P<zones>卡组)中?(?:把|选择?){FILTER}送去墓地", from_zone("send_from")),
    Piece("mill", ACTION, rf"(?P<who>自己|对方|双方)?(?:从(?:自己)?卡组上面把|卡组最上面的|(?:自己)?卡组上面|将自己卡组最上方的)(?P<n>{NUM})张(?:卡)?送去墓地",
          lambda d, m: d.op("mill", who={"对方": "opponent", "双方": "both"}.get(m.group("who") or "", "self"), count=int(m.group("n")))),
    Piece("search", ACTION, r"(?:之后|那之后，)?(?:卡组洗切|洗切卡组)", shuffled),
    # Equip Spells (YGO CartasMagicas.7–9)
    Piece("equip-boost", STATIC, rf"(?:1只)?装备(?:的)?怪兽(?:的)?(?P<stat>攻击力·守备力|攻击力和守备力|攻击力|守备力)(?P<dir>上升|下降)(?P<n>{NUM})(?:点)?",
          equip_boost),
    Piece("equip-boost", STATIC, rf"(?:(?P<race>{RACE})|「(?P<q>[^」]+)」|名字带有「(?P<has>[^」]+)」的)(?:怪兽)?才能装备", equip_to),
    # lasting boosts of the monsters a face-up card names (YGO Cartas.2)
    Piece("lasting-boost", STATIC, BOOST, lasting_boost),
    Piece("boost-others", STATIC, BOOST_OTHERS, lasting_boost),
    # 强者的苦痛 Burden of the Mighty: "monsters your opponent controls lose 100 ATK × their own Level"
    Piece("boost-per-level", STATIC, rf"对方场上的怪兽的攻击力下降那怪兽的等级×(?P<n>{NUM})", boost_per_level),
    # what the card is, always (YGO Cartas.2: the text overrides the rulebook)
    Piece("unique-face-up", STATIC, r"「[^」]+」在自己场上只能有1(?:只|张)表侧表示存在", fill_unique),
    Piece("battle-indestructible", STATIC, r"这张卡不会被战斗破坏", lambda d, m: d.keywords.add("battle_indestructible")),
    # 奇袭的又佐 Kiryu's kin: "control of this face-up card cannot switch"
    Piece("control-locked", STATIC, r"这张卡在场上以表侧表示存在时，控制权不能被变更",
          lambda d, m: monster_keyword(d, "control_locked")),
    # 翻弄敌人的精灵剑士 Obnoxious Celtic Guard: "cannot be destroyed by battle with a monster with 1900 or more ATK"
    Piece("battle-indestructible", STATIC, rf"这张卡不会被和攻击力(?P<n>{NUM})以上的怪兽的战斗破坏",
          lambda d, m: monster_keyword(d, f"battle_safe_from_atk:{m.group('n')}")),
    # 指挥骑士 Command Knight: "your opponent cannot target this card for attacks while you control another monster"
    Piece("protect-others", STATIC, r"只要自己场上有这张卡以外的怪兽存在，对方不能选择这张卡为?攻击对象",
          lambda d, m: monster_keyword(d, "shielded_by_others")),
    # 裁决之龙 Judgment Dragon: "must first be Special Summoned (from your hand) while there are 4 or more "Lightsworn"
    # monsters with different names in your GY" — its summon procedure, under that condition
    Piece("summon-self", ACTION, rf"自己墓地的「(?P<has>[^」]+)」怪兽是(?P<n>{NUM})种类以上的场合才能特殊召唤(?P<pos>)", kinds_procedure),
    Piece("direct-attack", STATIC, r"这张卡可以直接攻击(?:对方玩家)?", lambda d, m: d.keywords.add("direct_attack")),
    Piece("piercing", STATIC, r"这张卡向守备表示怪兽攻击的场合，给与(?:对方)?攻击力超过那个守备力的数值的战斗伤害"
          r"|这张卡(?:向)?(?:攻击)?守备表示怪兽(?:攻击)?(?:时|的场合)，若攻击力超过那个守备力，给与对方(?:基本分)?那个数值的战斗伤害",
          lambda d, m: d.keywords.add("piercing")),
)
#: Between clauses: commas, full stops, "then", "in addition"; "…，可以" (an older text's "you can").
SEPARATOR = re.compile(r"(?:，可以(?!把这张卡作为祭品)|[，。、；\s]|那之后，?|之后，|然后|并且|此外，|，?那个后)+")
#: An effect's number (①：) or a Flip Effect's mark.
MARKER = re.compile(r"^(?P<mark>[①-⑳])：")

"""« Conseil » leads with one tip, the idea behind the advised choice (issue #40, deliverable 6),
said only when it is true: over seeded positions of every searched game, each tip shown is
checked again on the real deal (every hand known), by code of its own; and every tip a game can
give is in its own words, French and English."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from engine import Deal
from engine.actions import Bid, Call, Discard, Pass, Play, Trump
from engine.cards import PETIT, TRUMP
from engine.hard_bots import Advice, advise, searched
from engine.protocol import get_game
from engine.search import fork
from engine.tips import GENERIC, PLAY, TIPS
from engine.trickgame import TrickView

from tests.test_advice_truth import _positions

#: what a card counts in the real deal (La Taroinche's trump suit counts more)
def _points(deal: Deal, card) -> int:
    trump = getattr(deal, "trump", None)
    return deal.game.card_points(card, trump if isinstance(trump, str) and len(trump) == 1 else TRUMP)


def _trick_after(deal: Deal, action: Play):
    """The real trick once ``action`` is played, if it completes it."""
    after = fork(deal)
    at = len(after.tricks)
    after.apply(action)
    return after.tricks[at] if len(after.tricks) > at else None


def _cheapest(deal: Deal, view: TrickView, card) -> bool:
    return _points(deal, card) == min(_points(deal, a.card) for a in view.legal if isinstance(a, Play))


def _count(text: str, noun: str) -> int:
    """« 2 Bouts » → 2, « aucun Roi » → 0."""
    found = re.search(rf"(\d+|aucune?) {noun}", text)
    assert found, (noun, text)
    return 0 if found.group(1).startswith("aucun") else int(found.group(1))


def _true(deal: Deal, view: TrickView, advice: Advice) -> bool:
    """Whether the tip shown is true of the real position and the advised action."""
    key, action, seat = advice.tip.key, advice.choices[0].action, view.seat
    side = deal.side(seat)
    card = action.card if isinstance(action, Play) else None
    taker = getattr(deal, "taker", None)
    if key in ("save-petit", "keep-petit", "load", "take", "take-trick", "dump-taker", "dump"):
        trick = _trick_after(deal, Play(PETIT) if key == "keep-petit" else action)
        if trick is None or trick.winner is None:
            return False
        winner, table = trick.winner, [c for s, c in trick.plays if s != seat]
        return {
            "save-petit": card == PETIT and winner in side,
            "keep-petit": card != PETIT and winner not in side,
            "load": winner != seat and winner in side and not _cheapest(deal, view, card),
            "take": winner == seat and any(_points(deal, c) > min(map(lambda x: _points(deal, x), deal.game.deck.cards))
                                           for c in table),
            "take-trick": winner == seat,
            "dump-taker": winner == taker != seat and seat not in deal.side(taker) and _cheapest(deal, view, card),
            "dump": winner not in side and _cheapest(deal, view, card),
        }[key]
    if key == "excuse":
        return card is not None and card.is_excuse and len(deal.hands[seat]) == 2
    if key == "master":
        trump = getattr(deal, "trump", None) or TRUMP
        return (not view.trick and card.suit == trump
                and not any(c.suit == trump and c.rank > card.rank for s, h in enumerate(deal.hands) if s != seat
                            for c in h))
    if key == "trump-taker":
        return not view.trick and taker not in (None, seat) and seat not in deal.side(taker) \
            and not any(c.suit == card.suit for c in deal.hands[taker])
    hand, fr = deal.hands[seat], advice.tip.fr
    if key in ("bid", "pass"):  # Tarot: the hand as the lesson counts it
        counts = (_count(fr, "Bouts?"), _count(fr, "atouts?"), _count(fr, "Rois?"))
        real = (sum(c in deal.game.deck.bouts for c in hand), sum(c.is_trump for c in hand),
                sum(c.rank == 14 and not c.is_trump and not c.is_excuse for c in hand))
        kind = Bid if key == "bid" else Pass
        return isinstance(action, kind) and counts == real
    if key == "call":
        longest = max(sum(c.suit == s for c in hand) for s in "SHDC")
        return (isinstance(action, Call) and action.card.rank == 14 and action.card not in hand
                and sum(c.suit == action.card.suit for c in hand) == longest)
    if key == "ecart-void":
        return isinstance(action, Discard) and sum(c.suit == action.card.suit for c in hand) == 1
    if key in ("bet", "pass-bet"):  # Tarot Kids: its strong cards
        real = (sum(c.rank == 14 and c.suit in "BOGP" for c in hand),
                sum(c.is_trump and 10 <= c.rank <= 13 and c not in deal.game.deck.bouts for c in hand),
                sum(c in deal.game.deck.bouts for c in hand))
        counts = (_count(fr, "Proviseurs?"), _count(fr, "gros atouts?"), _count(fr, "Bouts?"))
        return counts == real and isinstance(action, Bid if key == "bet" else Pass)
    if key == "pass-after-bet":
        return isinstance(action, Pass) and any(isinstance(a, Bid) for _, a in view.history)
    if key == "bid-low":  # Le Tarin
        return isinstance(action, Bid) and int(action.level) == min(int(a.level) for a in view.legal
                                                                      if isinstance(a, Bid))
    if key == "pass-sure":
        sure = 10 * sum(c.rank == 14 for c in hand)
        return isinstance(action, Pass) and f"que {sure} points" in fr \
            and sure < min(int(a.level) for a in view.legal if isinstance(a, Bid))
    if key == "trump-long":
        return isinstance(action, Trump) and sum(c.suit == action.suit for c in hand) == max(
            sum(c.suit == s for c in hand) for s in {c.suit for c in hand})
    if key == "coinche":  # La Taroinche: the Jack and the 9 of the taker's trumps
        suit = deal.bid.suit
        return str(action) == "coinche" and {(suit, 11), (suit, 9)} <= {(c.suit, c.rank) for c in hand}
    if advice.wins:  # a game of wins: the learner reads the deals each choice won
        won = [c.won for c in advice.choices]
        if key == "best":
            return won[0] >= max(won)
        if key == "as-good":
            better = [c for c in advice.choices if c.won > won[0]]
            return bool(better) and all(c.against == "same" for c in better)
        raise AssertionError(f"a game of wins says {key!r}")
    points = [c.points for c in advice.choices]
    if key == "best":
        return points[0] >= max(points) - 1e-9
    if key == "least-loss":
        return max(points) < 0
    if key == "as-good":  # a better figure, within the noise: listed with it, « ces choix se valent »
        better = [c for c in advice.choices if c.points > points[0] + 1e-9]
        return bool(better) and all(c.against == "same" for c in better)
    raise AssertionError(f"a tip no test checks: {key}")


def _template(words: str) -> re.Pattern[str]:
    return re.compile(re.escape(words).replace(r"\{", "{").replace(r"\}", "}").replace("{", "(?P<").replace(
        "}", ">.+)") if "{" in words else re.escape(words))


@pytest.mark.parametrize("game", searched())
def test_each_tip_shown_is_true_of_its_position(game: str, summary) -> None:
    """Every phase of every searched game, few imagined deals (the tip is about the position and
    the advised action, not the figures)."""
    seen: Counter[str] = Counter()
    worlds = iter([2, 3, 4] * 1000)
    for deal, view, rng in _positions(game, 5000, lambda v, r: v.phase != "play" or r.random() < 0.5):
        advice = advise(view, random.Random(rng.random()), worlds=next(worlds))
        if not advice.choices:
            continue
        tip = advice.tip
        assert tip is not None and tip.key in TIPS[game].words, tip
        fr, en = TIPS[game].words[tip.key]
        # in this game's own words, both languages
        assert re.fullmatch(_template(fr), tip.fr) and re.fullmatch(_template(en), tip.en), (tip, fr, en)
        assert _true(deal, view, advice), (tip, str(advice.choices[0].action), deal.text())
        seen[tip.key] += 1
        if sum(seen.values()) == 250:
            break
    summary.append(f"{game}: tips shown over 250 positions: {dict(seen)}")
    ideas = {k for k in seen if k not in GENERIC}
    assert len(ideas) >= 2, seen  # ideas, not only the plain sentences


@pytest.mark.parametrize("game", searched())
def test_every_tip_a_game_can_give_has_its_own_french_and_english_words(game: str) -> None:
    """Each game registers its own words (no game's text stands in for another's): the plain
    sentences, and for each idea the same places to fill in both languages."""
    words = TIPS[game].words
    assert set(GENERIC) <= set(words), sorted(words)
    for key, (fr, en) in words.items():
        assert fr and en and fr != en, key
        assert set(re.findall(r"{(\w+)}", fr)) == set(re.findall(r"{(\w+)}", en)), key
        assert fr.endswith(".") and en.endswith("."), key
    # a table without a taker never hears of one
    if game in ("kids", "premier", "tarin"):
        assert not any("preneur" in fr or "taker" in en for fr, en in words.values()), game
    assert all(key in PLAY or key in GENERIC or TIPS[game].own is not None for key in words), sorted(words)


def test_the_tip_of_a_partner_winning_the_trick_is_to_load_it() -> None:
    """Tarot, the second position of lesson 56 (« Défendre »): your partner's Queen wins, you play
    last: « Ton partenaire gagne ce pli : donne-lui des points »."""
    import lessons
    step = lessons.load().step("tarot-defend", 3)
    view = step.setup.deal().view(0)
    advice = advise(view, random.Random(1), worlds=30)
    assert advice.tip.key == "load" and advice.tip.fr == "Ton partenaire gagne ce pli : donne-lui des points."
    assert advice.tip.en == "Your partner wins this trick: give them points."

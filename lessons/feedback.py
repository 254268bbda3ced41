"""What the learner reads after an answer: right, or the rule in one sentence and its cost.

The sentence of a refused card, bid or écart card is the engine's own :class:`~engine.Refusal`;
the cost is written in the lesson file (``cost``) or, where it is not, a plain default per kind.
"""

from __future__ import annotations

from engine import Card, Deal
from engine.cards import parse_card
from engine.texts import card_list, card_name

from .model import TIE, Feedback, Step, Text, format_number, parse_number

_RIGHT = Text("Bravo, c'est juste !", "Well done, that's right!")
_DEFAULT_COST = {
    "legal": Text("Cette carte serait refusée : il faudrait en rejouer une autre.",
                  "That card would be refused: you would have to play another one."),
    "ecart": Text("L'écart serait refusé : il faudrait reprendre la carte.",
                  "The écart would be refused: you would have to take the card back."),
    "bid": Text("L'annonce serait refusée : il faudrait en choisir une autre.",
                "That call would be refused: you would have to choose another one."),
    "winner": Text("Tu donnerais le pli au mauvais joueur.",
                   "You would give the trick to the wrong player."),
    "count": Text("Un joueur noterait un faux score.", "Someone would write down a wrong score."),
    "score": Text("Toute la table noterait un faux score.",
                  "The whole table would write down a wrong score."),
}
#: one sentence for counting, by game (the value of each card)
_COUNT_RULE = {
    "kids": Text("Proviseur 5, Prof 2, Élève 1, Interro 0, les 3 Bouts 5, les autres atouts 0.",
                 "Proviseur 5, teacher 2, pupil 1, test 0, the 3 Bouts 5, other trumps 0."),
    "tarot": Text("Bouts et Rois 4,5, Dames 3,5, Cavaliers 2,5, Valets 1,5, les autres cartes 0,5 ; "
                  "on compte par deux.",
                  "Bouts and Kings 4.5, Queens 3.5, Knights 2.5, Jacks 1.5, every other card 0.5; "
                  "count them in pairs."),
}


def check(step: Step, picked: tuple[str, ...]) -> Feedback:
    """The verdict on an answer to ``step`` (see :meth:`lessons.model.Step.check`)."""
    cost = step.cost or _DEFAULT_COST.get(step.kind, Text("", ""))
    right = step.answer
    if step.pick == "none":
        return Feedback(True, None, _RIGHT, right)
    if step.pick == "number":
        typed = parse_number(picked[0]) if len(picked) == 1 else None
        if typed is not None and format_number(typed) == right[0]:
            return Feedback(True, None, _RIGHT, right)
        shown = picked[0] if len(picked) == 1 else ""
        return Feedback(False, None, _not_number(shown) + _number_rule(step) + cost, right)
    if step.pick == "many":
        if set(picked) == set(right) and len(set(picked)) == len(picked):
            return Feedback(True, None, _RIGHT, right)
        refused = [t for t in picked if step.refusals.get(t) is not None]
        if refused:
            refusal = step.refusals[refused[0]]
            assert refusal is not None
            return Feedback(False, refusal.rule, Text(refusal.fr, refusal.en) + cost, right)
        unknown = [t for t in picked if t not in step.options]
        if unknown:
            return Feedback(False, None, Text(f"« {unknown[0]} » n'est pas un choix ici.",
                                              f"'{unknown[0]}' is not a choice here."), right)
        missing = [t for t in right if t not in picked]
        return Feedback(False, None, _missing(missing), right)
    # one
    if len(picked) == 1 and picked[0] == right[0]:
        return Feedback(True, None, _RIGHT, right)
    if len(picked) != 1:
        return Feedback(False, None, Text("Choisis une seule réponse.", "Choose one answer only."), right)
    refusal = step.refusals.get(picked[0])
    if refusal is not None:
        return Feedback(False, refusal.rule, Text(refusal.fr, refusal.en) + cost, right)
    if step.kind == "winner":
        return Feedback(False, None, _not_winner(picked[0], right[0]) + cost, right)
    return Feedback(False, None, step.why + cost, right)


def check_move(step: Step, deal: Deal, token: str) -> Feedback:
    """The verdict on a move the learner makes in a deal: the engine's refusal, or right."""
    refusal = deal.why_illegal(token, 0)
    right = tuple(str(a) for a in deal.legal_actions()) if deal.to_act == 0 else ()
    if refusal is None:
        return Feedback(True, None, _RIGHT, right)
    cost = step.cost or _DEFAULT_COST["legal"]
    return Feedback(False, refusal.rule, Text(refusal.fr, refusal.en) + cost, right)


def _not_number(shown: str) -> Text:
    if parse_number(shown) is None:
        return Text(f"« {shown} » n'est pas un nombre.", f"'{shown}' is not a number.")
    return Text(f"Ce n'est pas {shown}.", f"It is not {shown}.")


def _number_rule(step: Step) -> Text:
    rule = step.worked or step.why
    if step.kind == "count":
        return _COUNT_RULE["kids" if step.board and step.board.game == "kids" else "tarot"] + rule
    return rule


def _missing(tokens: list[str]) -> Text:
    cards = [_card(t) for t in tokens]
    if all(cards):
        names = [c for c in cards if c is not None]
        return Text(f"Tu en as oublié : {card_list(names, 'fr')}.",
                    f"You left some out: {card_list(names, 'en')}.")
    return Text(f"Tu en as oublié : {', '.join(tokens)}.", f"You left some out: {', '.join(tokens)}.")


def _not_winner(picked: str, winner: str) -> Text:
    if winner == TIE:
        return Text("Regarde bien : les deux meilleures cartes ont la même force, c'est une égalité.",
                    "Look closely: the two best cards are equally strong, it is a tie.")
    mine, best = _card(picked), _card(winner)
    if mine is None or best is None:
        return Text("Ce pli n'est pas une égalité : une carte est plus forte que les autres.",
                    "This trick is not a tie: one card is stronger than the others.")
    return Text(f"{_cap(card_name(mine, 'fr'))} ne gagne pas ce pli : c'est {card_name(best, 'fr')} "
                f"qui le remporte.",
                f"{_cap(card_name(mine, 'en'))} does not win this trick: {card_name(best, 'en')} "
                f"takes it.")


def _card(token: str) -> Card | None:
    try:
        return parse_card(token)
    except ValueError:
        return None


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]

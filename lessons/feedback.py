"""What the learner reads after an answer: right, or a nudge (the rule, never the answer).

A wrong answer gets the rule it breaks in one sentence and what the mistake would cost: the
engine's own :class:`~engine.Refusal` for a refused card, bid or écart card, else the rule of
the step's kind (how a trick is won, what the cards are worth, how a deal is scored). The cost
is written in the lesson file (``cost``) or, where it is not, a plain default per kind. The
answer itself is told by :func:`reveal`, which the app shows only after a second miss or when
the learner asks for it.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine import Card, Deal
from engine.cards import parse_card
from engine.texts import card_list, card_name

from .model import Feedback, Step, Text, format_number, parse_number
from .tokens import label

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
#: how a trick is won, by game: the rule a wrong « who wins? » answer is nudged with
_TRICK_RULE = {
    "kids": Text("Rappel : la plus forte carte de l'École jouée en premier gagne, mais un atout bat "
                 "toute carte d'École, et le plus grand atout gagne. Deux meilleures cartes de même force : "
                 "personne ne gagne encore, on rejoue.",
                 "Remember: the strongest card of the school led wins, but a trump beats any school card, "
                 "and the biggest trump wins. Two best cards equally strong: nobody wins yet, play again."),
    "tarot": Text("Rappel : la plus forte carte de la couleur jouée en premier gagne, sauf si quelqu'un "
                  "a mis un atout : alors le plus fort atout gagne. L'Excuse ne gagne jamais.",
                  "Remember: the strongest card of the suit led wins, unless someone played a trump: "
                  "then the biggest trump wins. The Excuse never wins."),
}
_SCORE_RULE = Text("Rappel : plus l'attaque a de bouts, moins il lui faut de points. Le contrat vaut "
                   "(25 + l'écart) × 1, 2, 4 ou 6 selon la Prise, la Garde, la Garde sans ou la Garde contre, "
                   "plus le Petit au bout et la poignée ; chaque défenseur paie ce total à l'attaque, ou le "
                   "reçoit si elle chute.",
                   "Remember: the more bouts the attack has, the fewer points it needs. The contract is "
                   "worth (25 + the gap) × 1, 2, 4 or 6 for a Prise, Garde, Garde sans or Garde contre, "
                   "plus the Petit au bout and the poignée; each defender pays that total to the attack, or "
                   "gets it if the attack falls.")


def check(step: Step, picked: Sequence[str]) -> Feedback:
    """The verdict on the tokens the learner picked for ``step`` (for a number: one text,
    "40,5" allowed).

    >>> import lessons
    >>> step = lessons.load().get("kids-follow").steps[1]
    >>> check(step, step.answer).correct
    True
    """
    picked = tuple(picked)
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
        return Feedback(False, None, _missing(len(missing)), right)
    # one
    if len(picked) == 1 and picked[0] == right[0]:
        return Feedback(True, None, _RIGHT, right)
    if len(picked) != 1:
        return Feedback(False, None, Text("Choisis une seule réponse.", "Choose one answer only."), right)
    refusal = step.refusals.get(picked[0])
    if refusal is not None:
        return Feedback(False, refusal.rule, Text(refusal.fr, refusal.en) + cost, right)
    if step.kind == "winner":
        rule = _TRICK_RULE["kids" if _game(step) == "kids" else "tarot"]
        return Feedback(False, None, _not_winner(picked[0]) + rule + cost, right)
    return Feedback(False, None, Text("Ce n'est pas ça : relis bien la question.",
                                      "That is not it: read the question again.") + cost, right)


def check_move(step: Step, deal: Deal, token: str) -> Feedback:
    """The verdict on a card or action the learner plays in a scripted or practice deal: the
    engine's refusal sentence, or right."""
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
    """The rule to count or score with (never the step's own working)."""
    if step.kind == "count":
        return _COUNT_RULE["kids" if _game(step) == "kids" else "tarot"]
    return _SCORE_RULE


def _game(step: Step) -> str:
    return step.board.game if step.board is not None else "tarot"


def reveal(step: Step) -> Text:
    """The answer in words, with its working for a number: what the app shows after a second
    miss or on request.

    >>> import lessons
    >>> reveal(lessons.load().get("kids-follow").steps[1]).en
    'The right answers: Pupil 1 (blue), Pupil 3 (blue) and the Excuse.'
    """
    right = step.answer
    if step.pick == "number":
        number = right[0].replace("-", "−")  # the true minus sign, as in the working
        shown = Text(f"La réponse : {number.replace('.', ',')}.", f"The answer: {number}.")
        return shown + step.worked if step.worked is not None else shown
    cards = [_card(t) for t in right]
    if all(cards):
        names = [c for c in cards if c is not None]
        fr, en = card_list(names, "fr"), card_list(names, "en")
    else:
        fr, en = ", ".join(label(t, "fr") for t in right), ", ".join(label(t, "en") for t in right)
    if len(right) == 1:
        return Text(f"La bonne réponse : {fr}.", f"The right answer: {en}.")
    return Text(f"Les bonnes réponses : {fr}.", f"The right answers: {en}.")


def _missing(count: int) -> Text:
    """How many right answers are missing, not which ones."""
    if count == 1:
        return Text("Tu en as oublié une : regarde encore toutes tes cartes.",
                    "You left one out: look at all your cards again.")
    return Text(f"Tu en as oublié {count} : regarde encore toutes tes cartes.",
                f"You left {count} out: look at all your cards again.")


def _not_winner(picked: str) -> Text:
    """Why the pick is wrong, without naming the winner."""
    mine = _card(picked)
    if mine is None:  # the learner said « tie »
        return Text("Ce pli n'est pas une égalité.", "This trick is not a tie.")
    return Text(f"{_cap(card_name(mine, 'fr'))} ne gagne pas ce pli.",
                f"{_cap(card_name(mine, 'en'))} does not win this trick.")


def _card(token: str) -> Card | None:
    try:
        return parse_card(token)
    except ValueError:
        return None


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]

"""What the learner reads after an answer: right, or a nudge (the rule, never the answer).

A wrong answer gets the rule it breaks in one sentence and what the mistake would cost: the
engine's own :class:`~engine.Refusal` for a refused card, bid or écart card, else the step's
reminder: its game's rule for that kind of step (how a trick is won, what the cards are worth,
how a deal is scored). The cost is written in the lesson file (``cost``) or, where it is not,
its game's cost for that kind of step (its ``lessons.toml``, checked by the loader). The
answer itself is told by :func:`reveal`, which the app shows only after a second miss or when
the learner asks for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from engine import Card, Deal, Refusal
from engine.cards import parse_card
from engine.texts import card_list, card_name
from engine.worlds import worth

from .model import Feedback, LessonError, Step, Text, format_number, parse_number
from .tokens import label

_RIGHT = Text("Bravo, c'est juste !", "Well done, that's right!")


def check(step: Step, picked: Sequence[str]) -> Feedback:
    """The verdict on the tokens the learner picked for ``step`` (for a number: one text,
    "40,5" allowed).

    >>> import lessons
    >>> step = lessons.load().get("kids-follow").steps[1]
    >>> check(step, step.answer).correct
    True
    """
    picked = tuple(picked)
    right = step.answer
    if step.pick == "none":
        return Feedback(True, None, _RIGHT, right)
    if step.proof is not None:  # a best step: every choice is allowed, some bring less
        if len(picked) == 1 and picked[0] == right[0]:
            return Feedback(True, None, _RIGHT, right)
        if len(picked) == 1 and picked[0] in step.options:
            return Feedback(False, None, _costs_on_average(step, picked[0]) + (step.cost or Text("", "")),
                            right)
    cost = _cost(step)
    if step.pick == "number":
        typed = parse_number(picked[0]) if len(picked) == 1 else None
        if typed is not None and format_number(typed) == right[0]:
            return Feedback(True, None, _RIGHT, right)
        shown = picked[0] if len(picked) == 1 else ""
        return Feedback(False, None, _not_number(shown) + _reminder(step) + cost, right)
    if step.pick == "many":
        if set(picked) == set(right) and len(set(picked)) == len(picked):
            return Feedback(True, None, _RIGHT, right)
        refused = [t for t in picked if step.refusals.get(t) is not None]
        if refused:
            refusal = step.refusals[refused[0]]
            assert refusal is not None
            return Feedback(False, refusal.rule, _refused(refusal, cost), right)
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
        return Feedback(False, refusal.rule, _refused(refusal, cost), right)
    if step.kind == "winner":
        return Feedback(False, None, _not_winner(picked[0]) + _reminder(step) + cost, right)
    return Feedback(False, None, Text("Ce n'est pas ça : relis bien la question.",
                                      "That is not it: read the question again.") + cost, right)


def check_move(step: Step, deal: Deal, token: str) -> Feedback:
    """The verdict on a card or action the learner plays in a scripted or practice deal: the
    engine's refusal sentence, or right."""
    refusal = deal.why_illegal(token, 0)
    right = tuple(str(a) for a in deal.legal_actions()) if deal.to_act == 0 else ()
    if refusal is None:
        return Feedback(True, None, _RIGHT, right)
    return Feedback(False, refusal.rule, _refused(refusal, _cost(step)), right)


def _refused(refusal: Refusal, cost: Text) -> Text:
    """The engine's refusal, then the cost unless the refusal already says it."""
    return Text(refusal.fr, refusal.en) + (Text("", "") if refusal.says_cost else cost)


def _not_number(shown: str) -> Text:
    if parse_number(shown) is None:
        return Text(f"« {shown} » n'est pas un nombre.", f"'{shown}' is not a number.")
    return Text(f"Ce n'est pas {shown}.", f"It is not {shown}.")


def _cost(step: Step) -> Text:
    """What the mistake costs: the file's words, else its game's."""
    cost = step.cost or step.default_cost
    if cost is None:  # the loader refuses such a step; only a Step made by hand lacks it
        raise LessonError([f"{step.lesson} step {step.number}: no cost for a {step.kind} step of {step.game}"])
    return cost


def _reminder(step: Step) -> Text:
    """The rule to nudge with (never the step's own working)."""
    if step.reminder is None:  # the loader refuses such a step; only a Step made by hand lacks it
        raise LessonError([f"{step.lesson} step {step.number}: no reminder for a {step.kind} step "
                           f"of {step.game}"])
    return step.reminder


def reveal(step: Step, words: Callable[[str, str], str] = label) -> Text:
    """The answer in words, with its working for a number: what the app shows after a second
    miss or on request; ``words`` says a choice that is not a card (the app's table's words).

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
    hand = step.board.hand if step.board else ()
    if len(right) > 1 and step.kind == "legal" and sorted(right) == sorted(str(c) for c in hand):
        # every card is allowed: naming the whole hand again makes a sentence too long to follow
        return Text("Les bonnes réponses : toutes tes cartes.", "The right answers: every card in your hand.")
    if all(cards):
        names = [c for c in cards if c is not None]
        fr, en = card_list(names, "fr"), card_list(names, "en")
    else:
        fr, en = ", ".join(words(t, "fr") for t in right), ", ".join(words(t, "en") for t in right)
    if len(right) == 1:
        return Text(f"La bonne réponse : {fr}.", f"The right answer: {en}.")
    return Text(f"Les bonnes réponses : {fr}.", f"The right answers: {en}.")


def _points(value: float, lang: str) -> str:
    """« 1 point », « 24 points », « 2,5 points »: a figure as « Conseil » says it, rounded."""
    shown = round(value, 1) if abs(value) < 2 else round(value)
    number = f"{shown:g}".replace("-", "−")
    if lang == "fr":
        return f"{number.replace('.', ',')} point{'s' if abs(shown) >= 2 else ''}"
    return f"{number} point{'' if abs(shown) == 1 else 's'}"


def _costs_on_average(step: Step, picked: str) -> Text:
    """What a choice that is not the best costs, from the proof's figures, without naming the
    best, in the game's units, in sentences a child reads (15 words at most): « J'ai essayé 200
    donnes imaginées. En moyenne, ce choix rapporte 24 points de moins que le meilleur. »"""
    assert step.proof is not None
    best, mine = step.proof.figure(step.answer[0]), step.proof.figure(picked)
    less, worlds, own = best - mine, step.proof.worlds, worth(step.game)
    if own is not None:
        return Text(f"{own.less(worlds, best, mine, 'fr')} Cherche encore.",
                    f"{own.less(worlds, best, mine, 'en')} Look again.")
    return Text(f"J'ai essayé {worlds} donnes imaginées. En moyenne, ce choix rapporte "
                f"{_points(less, 'fr')} de moins que le meilleur. Cherche encore.",
                f"I tried {worlds} imagined deals. On average, this choice brings "
                f"{_points(less, 'en')} less than the best one. Look again.")


def figures(step: Step, words: Callable[[str, str], str] = label) -> Text:
    """Each choice's figure, best first, as « Conseil » lists them, in the game's units: shown
    once the step is answered. « Sur 200 donnes imaginées, en moyenne : le vert +46 points, le
    rouge +22 points. »"""
    assert step.proof is not None
    proof, own = step.proof, worth(step.game)

    def listed(lang: str) -> list[tuple[str, float]]:
        return [(words(token, lang), value) for token, value in proof.figures if token in step.options]

    if own is not None:
        return Text(own.figures(proof.worlds, listed("fr"), "fr"), own.figures(proof.worlds, listed("en"), "en"))

    def points(lang: str) -> str:
        return ", ".join(f"{said} {'+' if value >= 0 else ''}{_points(value, lang)}" for said, value in listed(lang))

    return Text(f"Sur {proof.worlds} donnes imaginées, en moyenne : {points('fr')}.",
                f"Over {proof.worlds} imagined deals, on average: {points('en')}.")


def _missing(count: int) -> Text:
    """How many right answers are missing, not which ones."""
    if count == 1:
        return Text("Tu en as oublié une : regarde encore tous les choix.",
                    "You left one out: look at all the choices again.")
    return Text(f"Tu en as oublié {count} : regarde encore tous les choix.",
                f"You left {count} out: look at all the choices again.")


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

"""Card, hand, deal and action notation (``engine/cards.py``, ``engine/actions.py``).

Round trips for any subset of either deck and any way of splitting it into a deal; malformed
text raises :class:`NotationError` quoting what was written; well-formed cards that the game's
deck does not have raise :class:`UnknownCardError`; a card written twice is refused.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import (EXCUSE, TAROT_DECK, Bid, Call, Card, Deal, Declare,
                    IllegalActionError, NotationError, NotInHandError, OptionsError, OutOfTurnError,
                    Pass, Play, TarotError, UnknownCardError, WrongPhaseError, format_actions,
                    format_deal, format_hand, parse_action, parse_actions, parse_card, parse_deal,
                    get_game, parse_hand)
from engine.games.kids import KIDS_DECK
from engine.texts import card_list, card_name

# The tokens written out from the notation each deck's module describes (engine/games/*/deck.py),
# independently of the engine's own tables: a card the parser forgets, or one it invents, fails here.
KIDS_TOKENS = ([f"T{n}" for n in range(1, 14)] + ["EX"]
               + [rank + school for school in "BOGP"
                  for rank in ("In", "E1", "E2", "E3", "E4", "Sp", "Hg", "Sc", "Pv")])
TAROT_TOKENS = ([f"T{n}" for n in range(1, 22)] + ["EX"]
                + [rank + suit for suit in "SHDC"
                   for rank in [*map(str, range(1, 11)), "J", "N", "Q", "K"]])
DECKS = {"kids": (KIDS_DECK, KIDS_TOKENS), "tarot": (TAROT_DECK, TAROT_TOKENS)}

FAST = settings(max_examples=60, deadline=None)


# --- single cards -------------------------------------------------------------------------------
@pytest.mark.parametrize("name", DECKS)
def test_every_token_of_the_deck_parses_and_prints_back(name):
    deck, tokens = DECKS[name]
    cards = [parse_card(t, deck) for t in tokens]
    assert [str(c) for c in cards] == tokens
    assert len(set(cards)) == len(tokens)
    assert set(cards) == set(deck.cards)
    assert all(c in deck for c in cards)


def test_card_of_is_parse_card():
    assert Card.of("KH") == parse_card("KH")
    assert parse_card("EX") == EXCUSE
    assert parse_card("EX").is_excuse and not parse_card("EX").is_trump
    assert parse_card("T1").is_trump and parse_card("T21").is_trump


def test_kids_and_tarot_tokens_name_different_cards():
    """The two decks share trumps and the Excuse, nothing else."""
    kids = {parse_card(t) for t in KIDS_TOKENS}
    tarot = {parse_card(t) for t in TAROT_TOKENS}
    assert kids & tarot == {parse_card(f"T{n}") for n in range(1, 14)} | {EXCUSE}


MALFORMED_CARDS = ["", " ", "T0", "T22", "T01", "T100", "t1", "ex", "Ex", "X", "KX", "KZ", "11H",
                   "0S", "PvS", "KB", "E5B", "E0B", "In", "PV B", " T1", "T1 ", "KH,", "B", "HK",
                   "-", "|", "T", "10", "Pv"]


@pytest.mark.parametrize("token", MALFORMED_CARDS)
def test_malformed_card_raises_notation_error_quoting_it(token):
    with pytest.raises(NotationError) as info:
        parse_card(token)
    assert repr(token) in str(info.value)
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("bad", [5, None, ("KH",), b"KH"])
def test_non_text_is_not_notation(bad):
    for parse in (parse_card, parse_hand, parse_deal, parse_action):
        with pytest.raises(NotationError):
            parse(bad)


@pytest.mark.parametrize("token,deck", [
    ("T14", KIDS_DECK), ("T21", KIDS_DECK), ("KH", KIDS_DECK), ("10S", KIDS_DECK),
    ("1C", KIDS_DECK), ("QD", KIDS_DECK), ("PvB", TAROT_DECK), ("E1O", TAROT_DECK),
    ("InP", TAROT_DECK), ("ScG", TAROT_DECK),
])
def test_well_formed_card_missing_from_the_deck_is_unknown(token, deck):
    with pytest.raises(UnknownCardError) as info:
        parse_card(token, deck)
    assert repr(token) in str(info.value)
    parse_card(token)  # well formed: fine without a deck
    with pytest.raises(UnknownCardError):
        parse_hand(f"EX {token}", deck)
    with pytest.raises(UnknownCardError):
        parse_deal(f"EX / {token}", deck)
    with pytest.raises(UnknownCardError):
        parse_action(token, deck)
    with pytest.raises(UnknownCardError):
        parse_action(f"call:{token}", deck)


@pytest.mark.parametrize("game,token", [("kids", "T21"), ("kids", "KH"), ("kids", "T14"),
                                        ("premier", "PvB")])
def test_from_hands_refuses_unknown_cards(game, token):
    players = 2 if game == "kids" else 3
    hands = " / ".join([token] + [f"T{n}" for n in range(2, players + 1)])
    with pytest.raises(UnknownCardError):
        Deal.from_hands(game, hands)


@pytest.mark.parametrize("token", ["T21", "KH", "10S"])
def test_playing_an_unknown_card_in_kids_raises_unknown_card_error(token):
    deal = Deal.from_hands("kids", "T1 PvB / T2 E1B", dealer=1)
    before = deal.text()
    with pytest.raises(UnknownCardError) as info:
        deal.apply(token)
    assert info.value.refusal is not None and info.value.refusal.rule == "unknown-card"
    assert deal.text() == before and deal.history == []


# --- card names -----------------------------------------------------------------------------------
@pytest.mark.parametrize("game", ["kids", "premier", "tarot"])
def test_the_trump_1_is_called_the_petit(game):
    """Kids: « L'Atout 1 appelé "Le PETIT" »; Mon premier Tarot and Tarot: « le 1 d'atout (ou
    « Petit ») »: every deck with trumps names its 1 the Petit, and so does every sentence."""
    petit = min(card for card in get_game(game).deck.cards if card.is_trump)
    assert petit == Card.of("T1")
    assert (card_name(petit, "fr"), card_name(petit, "en")) == ("le Petit", "the Petit")
    assert card_list([Card.of("T2"), petit], "fr") == "le 2 d'atout et le Petit"
    deal = Deal.from_hands("kids", "T2 PvB / T3 E1B", dealer=1)
    with pytest.raises(NotInHandError) as info:
        deal.apply("T1")
    assert "le Petit" in info.value.text("fr") and "the Petit" in info.value.text("en")


def test_english_names_the_kids_cards_in_english():
    """One English name per Kids card, as on its English art: the Proviseur is the Head
    teacher, beside the Sports teacher and Pupil 3; no French card word is left."""
    names = [card_name(Card.of(token), "en") for token in KIDS_TOKENS]
    assert card_name(Card.of("PvB"), "en") == "the Head teacher (blue)"
    french = ("Proviseur", "Prof", "Élève", "Interro", "atout")
    assert not [n for n in names if any(word in n for word in french)]


# --- hands --------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", DECKS)
@FAST
@given(data=st.data())
def test_any_subset_of_a_deck_round_trips_as_a_hand(name, data):
    deck, tokens = DECKS[name]
    chosen = data.draw(st.lists(st.sampled_from(tokens), unique=True))
    shuffled = data.draw(st.permutations(chosen))
    text = " ".join(shuffled) if shuffled else "-"
    hand = parse_hand(text, deck)
    assert set(hand) == {parse_card(t) for t in chosen}
    assert len(hand) == len(chosen)
    canonical = format_hand(hand)
    assert parse_hand(canonical, deck) == hand
    assert format_hand(parse_hand(canonical)) == canonical
    # canonical order does not depend on the order written
    assert format_hand(reversed(hand)) == canonical


def test_empty_hand_is_a_dash():
    assert format_hand([]) == "-"
    assert parse_hand("-") == ()


def test_canonical_hand_order():
    """Suits in deck order by rank, then trumps by number, then the Excuse."""
    assert format_hand(parse_hand("EX T2 T10 T1 PvB InB E1O")) == "InB PvB E1O T1 T2 T10 EX"
    assert format_hand(parse_hand("EX T21 KS 1S 10S JS NS QS 2H")) == "1S 10S JS NS QS KS 2H T21 EX"


@pytest.mark.parametrize("text,bad", [("T1 XX", "XX"), ("T1 T22", "T22"), ("PvB  E9B", "E9B"),
                                      ("T1, T2", "T1,"), ("- T1", "-"), ("T1 -", "-")])
def test_malformed_hand_quotes_the_bad_token(text, bad):
    with pytest.raises(NotationError) as info:
        parse_hand(text)
    assert repr(bad) in str(info.value)


@pytest.mark.parametrize("text,twice", [("T1 T1", "T1"), ("KH 10S KH", "KH"),
                                        ("PvB EX E1O EX", "EX")])
def test_a_card_twice_in_a_hand_is_refused(text, twice):
    with pytest.raises(NotationError) as info:
        parse_hand(text)
    assert repr(text) in str(info.value) and twice in str(info.value)


# --- deals --------------------------------------------------------------------------------------
@st.composite
def deal_splits(draw, tokens):
    chosen = draw(st.lists(st.sampled_from(tokens), unique=True))
    chosen = draw(st.permutations(chosen))
    hands = draw(st.integers(1, 7))
    with_aside = draw(st.booleans())
    cuts = sorted(draw(st.lists(st.integers(0, len(chosen)), min_size=hands + with_aside - 1,
                                max_size=hands + with_aside - 1)))
    bounds = [0, *cuts, len(chosen)]
    parts = [chosen[a:b] for a, b in zip(bounds, bounds[1:])]
    aside = parts.pop() if with_aside else []
    return parts, aside


@pytest.mark.parametrize("name", DECKS)
@FAST
@given(data=st.data())
def test_any_deal_split_round_trips(name, data):
    deck, tokens = DECKS[name]
    parts, aside = data.draw(deal_splits(tokens))
    hands = [[parse_card(t) for t in p] for p in parts]
    aside_cards = [parse_card(t) for t in aside]
    text = format_deal(hands, aside_cards)
    parsed_hands, parsed_aside = parse_deal(text, deck)
    assert [set(h) for h in parsed_hands] == [set(h) for h in hands]
    assert [len(h) for h in parsed_hands] == [len(h) for h in hands]
    assert set(parsed_aside) == set(aside_cards) and len(parsed_aside) == len(aside_cards)
    assert format_deal(parsed_hands, parsed_aside) == text
    # the text is hands separated by " / ", then " | " and the aside when there is one
    assert text.count(" / ") == len(hands) - 1
    assert (" | " in text) == bool(aside_cards)


def test_deal_notation_example():
    hands, aside = parse_deal("T1 PvB / EX | InG")
    assert hands == [(parse_card("PvB"), parse_card("T1")), (EXCUSE,)]
    assert aside == (parse_card("InG"),)
    assert format_deal(hands, aside) == "PvB T1 / EX | InG"


@pytest.mark.parametrize("text", ["T1 / T1", "T1 T2 / EX | T2", "KH / - / 1S KH",
                                  "EX | EX", "PvB / E1B | PvB InB"])
def test_a_card_twice_in_a_deal_is_refused(text):
    with pytest.raises(NotationError) as info:
        parse_deal(text)
    assert repr(text) in str(info.value)


@pytest.mark.parametrize("text,bad", [("T1 / XX", "XX"), ("T1 | T2 | T3", "|"),
                                      ("T1 / T2 | Y", "Y")])
def test_malformed_deal_quotes_the_bad_part(text, bad):
    with pytest.raises(NotationError) as info:
        parse_deal(text)
    message = str(info.value)
    assert repr(bad) in message or repr(text) in message


@pytest.mark.parametrize("text", ["T1 // T2", "T1 / ", " / T1", "T1 /  / T2"])
def test_an_empty_hand_must_be_written_with_a_dash(text):
    """« A hand is its tokens separated by single spaces (``-`` when empty) »: nothing at all
    between two slashes is a typo, not an empty hand (``T1 / - / T2`` is the empty hand)."""
    assert parse_deal("T1 / - / T2")[0][1] == ()
    with pytest.raises(NotationError):
        parse_deal(text)


def test_from_hands_refuses_duplicates_and_unequal_hands():
    with pytest.raises(NotationError):
        Deal.from_hands("kids", [[parse_card("T1")], [parse_card("T1")]])
    with pytest.raises(NotationError):
        Deal.from_hands("kids", "T1 T2 / T3")
    with pytest.raises(NotationError):
        Deal.from_hands("kids", "T1 / T2", dealer=2)


# --- actions ------------------------------------------------------------------------------------
ALL_TOKENS = sorted(set(KIDS_TOKENS) | set(TAROT_TOKENS))
cards = st.sampled_from(ALL_TOKENS).map(parse_card)
words = st.from_regex(r"[a-z_]{1,12}", fullmatch=True)
actions = st.one_of(
    cards.map(Play),
    words.map(Bid),
    st.just(Pass()),
    st.one_of(st.none(), cards).map(Call),
    st.builds(Declare, words, st.lists(cards, unique=True, max_size=7).map(tuple)),
)


@FAST
@given(st.lists(actions, max_size=8))
def test_any_action_list_round_trips(acts):
    text = format_actions(acts)
    assert parse_actions(text) == tuple(acts)
    assert format_actions(parse_actions(text)) == text
    for action in acts:
        assert parse_action(str(action)) == action


@pytest.mark.parametrize("text,action", [
    ("KH", Play(parse_card("KH"))), ("PvB", Play(parse_card("PvB"))), ("EX", Play(EXCUSE)),
    ("bid:bac", Bid("bac")), ("pass", Pass()), ("call:PvB", Call(parse_card("PvB"))),
    ("call:none", Call(None)),
    ("declare:trop_cool:T2,T3,T4,T5,T6,T7",
     Declare("trop_cool", tuple(parse_card(f"T{n}") for n in range(2, 8)))),
    ("declare:la_loose", Declare("la_loose")),
])
def test_action_notation_table(text, action):
    """The table of engine/actions.py."""
    assert parse_action(text) == action
    assert str(action) == text


MALFORMED_ACTIONS = ["", "bid:", "bid:Bac", "bid:b c", "call:", "call:XX", "declare:",
                     "declare:Trop", "pass:now", "play:KH", "KH:", "foo", "T22", "bid",
                     "declare:trop_cool:T2,,T3", "declare:trop_cool:T2,XX"]


@pytest.mark.parametrize("text", MALFORMED_ACTIONS)
def test_malformed_action_raises_notation_error_quoting_it(text):
    with pytest.raises(NotationError) as info:
        parse_action(text)
    message = str(info.value)
    # the whole action, or the bad card token inside it, is quoted
    pieces = {text, *text.replace(":", " ").replace(",", " ").split(), *text.split(",")}
    assert any(repr(p) in message for p in pieces), message


def test_declare_showing_a_card_twice_is_refused():
    """« Il doit montrer 5 ou 6 Atouts »: the same card written twice is not two cards shown,
    and the notation refuses a card twice everywhere else (hands, deals)."""
    with pytest.raises(NotationError):
        parse_action("declare:trop_cool:T2,T2,T3,T4,T5,T6")


# --- error classes ------------------------------------------------------------------------------
@pytest.mark.parametrize("error", [TarotError, NotationError, UnknownCardError, OptionsError,
                                   IllegalActionError, OutOfTurnError, WrongPhaseError,
                                   NotInHandError])
def test_every_error_class_is_a_value_error(error):
    assert issubclass(error, ValueError)
    assert issubclass(error, TarotError)


def test_refused_actions_raise_their_own_class():
    deal = Deal.from_hands("kids", "T1 PvB / T2 E1B", dealer=1)
    cases = [("T2", 0, NotInHandError), ("T2", 1, OutOfTurnError), ("pass", 0, WrongPhaseError),
             ("T21", 0, UnknownCardError)]
    for action, seat, error in cases:
        with pytest.raises(error) as info:
            deal.apply(action, seat=seat)
        assert info.value.refusal == deal.why_illegal(action, seat)
    assert issubclass(OutOfTurnError, IllegalActionError)

"""Le Tarin's words at the table, in French and English (registered with the game's UI:
:func:`ui.games.registry.register` adds them to :mod:`ui.i18n`'s catalogues)."""

from __future__ import annotations

FR: dict[str, str] = {
    "home.pitch.tarin": "Quatre couleurs et un atout choisi : annonce combien de points tu vas prendre.",
    "home.age.tarin": "dès 9 ans",
    "game.tarin": "Le Tarin (3 à 6 joueurs)",
    "tarin.turn_bid": "À toi d'annoncer combien de points tu vas prendre, ou de passer.",
    "tarin.turn_trump": "Tu as gagné les enchères : choisis la couleur d'atout.",
    "tarin.auction_open": "Les enchères commencent : le donneur ouvre.",
    "tarin.auction_bid": "Enchère la plus haute : {n} points.",
    "tarin.trump": "Atout {colour}",
    "tarin.badge": "dit {n}",
    "tarin.trump_note": "Atout : {colour}",
    "tarin.log_bid": "{name} annonce {n}.",
    "tarin.log_bid.you": "Tu annonces {n}.",
    "tarin.log_trump": "{name} choisit le {colour} comme atout.",
    "tarin.log_trump.you": "Tu choisis le {colour} comme atout.",
    "tarin.made": "{name} a pris {n} points pour {bid} annoncés : c'est réussi, {name} marque {n}.",
    "tarin.made.you": "Tu as pris {n} points pour {bid} annoncés : c'est réussi, tu marques {n}.",
    "tarin.missed": "{name} a pris {n} points pour {bid} annoncés : c'est raté, {name} perd {bid}.",
    "tarin.missed.you": "Tu as pris {n} points pour {bid} annoncés : c'est raté, tu perds {bid}.",
    "tarin.spare": "{name} avait une carte en plus, {card} : elle va à {winner}, qui a pris le dernier pli.",
    "tarin.spare.you": "Tu avais une carte en plus, {card} : elle va à {winner}, qui a pris le dernier pli.",
    "tarin.total": "Tous les points de la donne : {terms} = 100.",
    "tarin.bid_missed": "Enchère ratée",
}

EN: dict[str, str] = {
    "home.pitch.tarin": "Four colours and a chosen trump: say how many points you will take.",
    "home.age.tarin": "from age 9",
    "game.tarin": "Le Tarin (3 to 6 players)",
    "tarin.turn_bid": "Your turn to bid how many points you will take, or to pass.",
    "tarin.turn_trump": "You won the auction: choose the trump colour.",
    "tarin.auction_open": "The auction starts: the dealer opens.",
    "tarin.auction_bid": "Highest bid: {n} points.",
    "tarin.trump": "{colour} trumps",
    "tarin.badge": "bid {n}",
    "tarin.trump_note": "Trumps: {colour}",
    "tarin.log_bid": "{name} bids {n}.",
    "tarin.log_bid.you": "You bid {n}.",
    "tarin.log_trump": "{name} names {colour} as trumps.",
    "tarin.log_trump.you": "You name {colour} as trumps.",
    "tarin.made": "{name} took {n} points for a bid of {bid}: made, {name} scores {n}.",
    "tarin.made.you": "You took {n} points for a bid of {bid}: made, you score {n}.",
    "tarin.missed": "{name} took {n} points for a bid of {bid}: missed, {name} loses {bid}.",
    "tarin.missed.you": "You took {n} points for a bid of {bid}: missed, you lose {bid}.",
    "tarin.spare": "{name} had one card more, {card}: it goes to {winner}, who took the last trick.",
    "tarin.spare.you": "You had one card more, {card}: it goes to {winner}, who took the last trick.",
    "tarin.total": "All the points of the deal: {terms} = 100.",
    "tarin.bid_missed": "Missed bid",
}

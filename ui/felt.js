// The green felt: robots across the top, the trick in the middle, the player's hand below.
// It only draws `model.drawing` (the scene as JSON, built in Python by ui/views.py from the
// view-model) and sends the token of a clicked hand card back with model.send_msg({pick: token}),
// once until Python has answered it (model.answered).

function cardNode(face, tag) {
  const node = document.createElement(tag || "div");
  node.className = "card";
  for (const flag of ["lit", "dim", "winner", "advised"]) {
    if (face[flag]) node.classList.add(flag);
  }
  node.dataset.token = face.token;
  addCardArt(node, face);
  return node;
}

function shownCard(face) {
  const node = cardNode(face);
  node.setAttribute("role", "img");
  node.setAttribute("aria-label", face.label);
  return node;
}

function text(tag, className, content) {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = content;
  return node;
}

function seatBox(seat, back) {
  const box = document.createElement("section");
  box.className = "seat" + (seat.turn ? " turn" : "") + (seat.out ? " out" : "");
  box.setAttribute("aria-label", seat.name);
  const head = document.createElement("div");
  head.className = "seat-head";
  head.appendChild(text("div", "seat-name", seat.name));
  head.appendChild(badgeRow(seat.badges));
  box.appendChild(head);
  if (seat.cards.length) {
    const open = document.createElement("div");
    open.className = "open-hand";
    open.setAttribute("role", "group");
    open.setAttribute("aria-label", seat.handLabel);
    // one row whatever the number of cards: each card keeps its size and its slot narrows,
    // so the cards overlap as much as the seat's width needs and show their corner
    for (const face of seat.cards) {
      const slot = document.createElement("span");
      slot.className = "slot";
      slot.appendChild(shownCard(face));
      open.appendChild(slot);
    }
    box.appendChild(open);
  } else {
    const backs = document.createElement("div");
    backs.className = "backs";
    backs.setAttribute("aria-label", seat.countText);
    for (let i = 0; i < Math.min(seat.count, 6); i++) {
      const img = document.createElement("img");
      img.src = back;
      img.alt = "";
      img.className = "back";
      img.addEventListener("error", () => img.classList.add("missing"));
      backs.appendChild(img);
    }
    backs.appendChild(text("span", "count", String(seat.count)));
    box.appendChild(backs);
  }
  if (seat.shown.length) box.appendChild(cardRow("shown-cards", seat.shown));
  box.appendChild(text("div", "seat-line", seat.line));
  return box;
}

// the badges have a row of their own, always there and of a fixed height: a badge given
// mid-deal never pushes a seat (or the table) around
function badgeRow(badges) {
  const row = document.createElement("div");
  row.className = "badges";
  for (const badge of badges) {
    const node = text("span", "badge", badge);
    node.title = badge;
    row.appendChild(node);
  }
  return row;
}

function cardRow(className, faces) {
  const row = document.createElement("div");
  row.className = className;
  for (const face of faces) row.appendChild(shownCard(face));
  return row;
}

function played(face, fresh) {
  const fig = document.createElement("figure");
  fig.className = "played" + (face.winner ? " winner" : "") + (fresh ? " fresh" : "");
  fig.appendChild(shownCard(face));
  fig.appendChild(text("figcaption", "", face.caption));
  return fig;
}

const TAP = 44; // px: the narrowest strip of a card a finger must be able to hit
const GAP = 10; // px between cards that fit side by side
const RAISE = 18; // px above the cards: a hovered or focused card rises into it

export function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "tarot-felt";
  let size = ""; // players-N (and big-deck for the 78 cards): the stylesheet scales to it
  let current = 0; // the hand card that holds the keyboard focus (roving tabindex)
  let onTable = new Set(); // cards already shown in the middle: only new ones slide in
  let hand = null;
  let laidOut = null; // the sizes the hand was last laid out for: {width, w, h}
  const waiting = new Set();  // the cards tapped whose pick Python has not answered yet
  const resized = new ResizeObserver(() => layoutHand());
  // a hand card had the focus before a redraw took it away: it gets it back in the next frame,
  // with the hand laid out (a focus() there and then made the browser lay out the whole page in
  // the middle of the worker's changes, then again for the frame: 80 ms a tap)
  let refocus = false;

  function buttons() {
    return hand ? Array.from(hand.querySelectorAll("button.card-btn")) : [];
  }

  function layoutHand() {
    const list = buttons();
    if (!list.length || !hand.clientWidth) return;
    const card = list[0].querySelector(".card");
    const sizes = { width: hand.clientWidth, w: card.offsetWidth, h: card.offsetHeight };
    // the observer of the hand's size calls as it starts to watch a new hand, with the sizes
    // the hand was just laid out for: no second layout
    if (laidOut && ["width", "w", "h"].every((k) => laidOut[k] === sizes[k])) return;
    laidOut = sizes;
    place(list, sizes);
  }

  function place(list, { width, w, h }) {
    // The cards sit side by side when they fit; otherwise they overlap, in as many rows as it
    // takes for each card to keep a strip of at least TAP px wide (a finger's width). Each
    // button covers only the part of its card that stays visible, so a tap (or the pointer)
    // always hits the card it is on.
    const room = width - 16;
    const fits = list.length * (w + GAP) - GAP <= room;
    let perRow = list.length, step = w + GAP;
    if (!fits) {
      const most = Math.max(1, Math.floor((room - w) / TAP) + 1);
      perRow = Math.ceil(list.length / Math.ceil(list.length / most));
      step = perRow > 1 ? Math.min(w + GAP, (room - w) / (perRow - 1)) : w;
    }
    const rows = Math.ceil(list.length / perRow);
    const rowStep = Math.max(TAP, Math.round(h * 0.5));
    list.forEach((b, i) => {
      const row = Math.floor(i / perRow), col = i % perRow;
      const inRow = Math.min(perRow, list.length - row * perRow);
      const left = (width - ((inRow - 1) * step + w)) / 2 + col * step;
      const lastCol = col === inRow - 1, lastRow = row === rows - 1;
      b.style.left = `${left}px`;
      b.style.top = `${RAISE + row * rowStep}px`;
      b.style.width = `${lastCol ? w : Math.min(w, step)}px`;
      b.style.height = `${lastRow ? h : rowStep}px`;
    });
    hand.style.height = `${RAISE + (rows - 1) * rowStep + h + 6}px`;
  }

  function focusCard(index) {
    const list = buttons();
    if (!list.length) return;
    current = Math.max(0, Math.min(index, list.length - 1));
    list.forEach((b, i) => { b.tabIndex = i === current ? 0 : -1; });
    list[current].focus();
  }

  // What each part of the felt was drawn from (its data as JSON): a part whose data did not
  // change stays as it is (a robot's card leaves the player's hand, its buttons and its focus
  // untouched). Drawing the whole felt anew at each change made the browser style and lay out
  // every card again, the largest part of the page's work at a robot's move on a slow CPU.
  let drawn = {};
  function part(name, key, make) {
    const old = drawn[name];
    if (old && old.key === key) return;
    const node = make();
    if (old) old.node.replaceWith(node);
    else root.appendChild(node);
    drawn[name] = { key, node };
  }

  function draw() {
    const scene = JSON.parse(model.drawing || "{}");
    if (!scene.hand) {
      root.replaceChildren();
      drawn = {};
      return;
    }
    if (scene.size !== size) {
      if (size) root.classList.remove(...size.split(" "));
      size = scene.size || "";
      if (size) root.classList.add(...size.split(" "));
    }
    part("opponents", JSON.stringify([scene.opponents, scene.back]), () => opponents(scene));
    part("middle", JSON.stringify([scene.trick, scene.heldTitle]), () => middle(scene));
    const key = JSON.stringify([scene.me, scene.hand, scene.playable, scene.handLabel,
                                scene.legalWord, scene.advisedWord]);
    const tokens = scene.hand.map((face) => face.token).join(" ");
    const old = drawn.mine;
    if (old && old.tokens === tokens && old.key !== key) {
      // the same cards with new marks (the advice, a hint's lit cards) or a new line: the buttons
      // stay, as a button drawn anew between a finger's press and its release lost the tap
      refreshMine(scene, old.node);
      old.key = key;
    } else {
      part("mine", key, () => mine(scene));
      drawn.mine.tokens = tokens;
    }
  }

  function refreshMine(scene, node) {
    node.className = "mine" + (scene.me.turn ? " turn" : "");
    node.querySelector(".seat-name").replaceWith(mineHead(scene.me));
    hand.className = "hand" + (scene.playable ? " playable" : "");
    hand.setAttribute("aria-label", scene.handLabel);
    buttons().forEach((btn, i) => {
      const face = scene.hand[i];
      btn.setAttribute("aria-label", buttonLabel(face, scene));
      const card = btn.querySelector(".card");
      const img = card.querySelector("img");
      const tag = card.querySelector(".card-tag");
      if ((img && img.getAttribute("src") !== face.url) || (tag ? tag.dataset.tag : "") !== (face.tag || "")) {
        card.replaceWith(cardNode(face));  // another language's art
      } else {
        for (const flag of ["lit", "dim", "winner", "advised"]) card.classList.toggle(flag, !!face[flag]);
      }
    });
  }

  function mineHead(me) {
    const head = text("div", "seat-name", me.name);
    for (const badge of me.badges) head.appendChild(text("span", "badge", badge));
    head.appendChild(text("span", "seat-line", me.line));
    return head;
  }

  function buttonLabel(face, scene) {
    return [face.label, ...(face.lit ? [scene.legalWord] : []), ...(face.advised ? [scene.advisedWord] : [])].join(", ");
  }

  function opponents(scene) {
    const top = document.createElement("div");
    top.className = "opponents";
    for (const seat of scene.opponents) top.appendChild(seatBox(seat, scene.back));
    return top;
  }

  function middle(scene) {
    const middle = document.createElement("section");
    middle.className = "middle";
    middle.setAttribute("aria-label", scene.trick.title);
    middle.appendChild(text("div", "trick-title", scene.trick.title));
    const trick = document.createElement("div");
    trick.className = scene.trick.waiting ? "trick waiting" : "trick";
    const shown = new Set(scene.trick.plays.map((face) => face.token));
    for (const face of scene.trick.plays) trick.appendChild(played(face, !onTable.has(face.token)));
    onTable = shown;
    middle.appendChild(trick);
    if (scene.trick.held.length) {
      const held = document.createElement("div");
      held.className = "held";
      held.appendChild(text("div", "held-title", scene.heldTitle));
      for (const face of scene.trick.held) held.appendChild(played(face, false));
      middle.appendChild(held);
    }
    if (scene.trick.asideTitle) {
      // the chien, or the écart being made: beside the trick, with what it means
      const aside = document.createElement("div");
      aside.className = scene.trick.aside.length ? "aside with-cards" : "aside";
      aside.appendChild(text("div", "aside-title", scene.trick.asideTitle));
      if (scene.trick.aside.length) aside.appendChild(cardRow("aside-cards", scene.trick.aside));
      middle.appendChild(aside);
    }
    return middle;
  }

  function mine(scene) {
    const active = root.getRootNode().activeElement;
    const hadFocus = !!(active && active.classList && active.classList.contains("card-btn"));
    const me = scene.me;
    const mine = document.createElement("section");
    mine.className = "mine" + (me.turn ? " turn" : "");
    mine.appendChild(mineHead(me));
    hand = document.createElement("div");
    hand.className = "hand" + (scene.playable ? " playable" : "");
    hand.setAttribute("role", "group");
    hand.setAttribute("aria-label", scene.handLabel);
    scene.hand.forEach((face, i) => {
      const btn = document.createElement("button");
      btn.type = "button";
      btn.className = "card-btn";
      btn.dataset.token = face.token;
      btn.setAttribute("aria-label", buttonLabel(face, scene));
      btn.appendChild(cardNode(face));
      btn.addEventListener("click", () => {
        current = i;
        // one press per screen: a second tap before Python has answered the first (a double
        // tap) would play on the next screen, where that card is no longer in the hand
        if (waiting.has(face.token)) return;
        waiting.add(face.token);
        model.send_msg({ pick: face.token });
      });
      hand.appendChild(btn);
    });
    hand.addEventListener("keydown", (event) => {
      const moves = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
      if (event.key in moves) {
        focusCard(current + moves[event.key]);
      } else if (event.key === "Home") {
        focusCard(0);
      } else if (event.key === "End") {
        focusCard(buttons().length - 1);
      } else {
        return;
      }
      event.preventDefault();
    });
    hand.addEventListener("focusin", (event) => {
      const index = buttons().indexOf(event.target);
      if (index >= 0) current = index;
    });
    mine.appendChild(hand);
    // again when the hand or a card changes size (the stylesheet may arrive after the cards)
    resized.disconnect();
    resized.observe(hand);
    if (scene.hand.length) resized.observe(hand.querySelector(".card"));

    const list = buttons();
    // laid out at once with the sizes of the hand drawn before (measured again in the next
    // frame): until then the new buttons were not in place, and a tap there could hit no card
    if (laidOut) place(list, laidOut);
    current = Math.min(current, Math.max(list.length - 1, 0));
    list.forEach((b, i) => { b.tabIndex = i === current ? 0 : -1; });
    refocus = refocus || hadFocus;
    requestAnimationFrame(settle);
    return mine;
  }

  function settle() {
    layoutHand();
    if (refocus) {
      refocus = false;
      focusCard(current);
    }
  }

  model.on("drawing", draw);
  model.on("answered", () => waiting.clear());
  draw();
  return root;
}

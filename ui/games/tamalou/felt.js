// Le Tamalou's felt: every player's square of face-down cards, the draw pile and the discard in
// the middle, the player's own square at the bottom. It only draws `model.drawing` (the scene as
// JSON, built in Python by ui/games/tamalou/presenter.py) and sends what was clicked back with model.send_msg({pick: key}):
// "slot:<seat>:<place>", "pile" or "discard".

function el(tag, className, content) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (content !== undefined) node.textContent = content;
  return node;
}

// a card face or back; a button when clicking it does something, else an image with a name
function cardNode(face, send) {
  const node = el(face.pick ? "button" : "div", "tam-card card");
  for (const flag of ["lit", "peek", "moved", "penalty", "open"]) {
    if (face[flag]) node.classList.add(flag);
  }
  if (face.pick) {
    node.type = "button";
    node.dataset.pick = face.pick;
    node.addEventListener("click", () => send(face.pick));
  } else {
    node.setAttribute("role", "img");
  }
  node.setAttribute("aria-label", face.label);
  node.dataset.token = face.token;
  addCardArt(node, face);
  return node;
}

// the square keeps its shape: places 0 and 1 are the row nearest the owner (at the bottom for
// the player, at the top for the others, who sit across), 2 and 3 the far row; penalty cards
// add columns to the right
function square(seat, send) {
  const grid = el("div", "square");
  grid.setAttribute("role", "group");
  grid.setAttribute("aria-label", seat.squareLabel);
  seat.slots.forEach((face, place) => {
    const col = (place % 2) + 2 * Math.floor(place / 4);
    const near = Math.floor(place / 2) % 2 === 0;
    const row = near === seat.mine ? 2 : 1;
    const cell = face ? cardNode(face, send) : el("div", "tam-card empty");
    cell.style.gridColumn = String(col + 1);
    cell.style.gridRow = String(row);
    grid.appendChild(cell);
  });
  return grid;
}

function seatBox(seat, send) {
  const box = el("section", "tam-seat" + (seat.turn ? " turn" : "") + (seat.mine ? " tam-mine" : ""));
  box.setAttribute("aria-label", seat.name);
  const head = el("div", "seat-head");
  head.appendChild(el("div", "seat-name", seat.name));
  for (const badge of seat.badges) head.appendChild(el("span", "badge", badge));
  box.appendChild(head);
  box.appendChild(square(seat, send));
  return box;
}

function pileNode(title, face, send) {
  const fig = el("figure", "tam-pile");
  fig.appendChild(face ? cardNode(face, send) : el("div", "tam-card empty"));
  fig.appendChild(el("figcaption", "", title));
  return fig;
}

export function render({ model, el: host }) {
  const root = el("div", "tarot-felt tamalou-felt");
  const send = (key) => model.send_msg({ pick: key });
  let animated = -1; // the last event whose cards were animated: a redraw does not replay it

  function draw() {
    const scene = JSON.parse(model.drawing || "{}");
    const active = root.getRootNode().activeElement;
    const focused = active && active.dataset ? active.dataset.pick : undefined;
    root.replaceChildren();
    if (!scene.seats) return;
    if (scene.fresh === animated) {
      for (const seat of scene.seats) for (const face of seat.slots) if (face) face.moved = false;
    }
    animated = scene.fresh;
    root.className = "tarot-felt tamalou-felt " + (scene.size || "");
    const top = el("div", "opponents tam-opponents");
    for (const seat of scene.seats.filter((s) => !s.mine)) top.appendChild(seatBox(seat, send));
    root.appendChild(top);

    const middle = el("section", "middle tam-middle");
    middle.setAttribute("aria-label", scene.middle.title);
    // the title names the middle for screen readers; it shows only when it says more (last round)
    middle.appendChild(el("div", "trick-title" + (scene.middle.quiet ? " sr-only" : ""), scene.middle.title));
    const piles = el("div", "tam-piles");
    piles.appendChild(pileNode(scene.middle.pileTitle, scene.middle.pile, send));
    piles.appendChild(pileNode(scene.middle.discardTitle, scene.middle.discard, send));
    if (scene.middle.drawn) piles.appendChild(pileNode(scene.middle.drawnTitle, scene.middle.drawn, send));
    middle.appendChild(piles);
    // the pile and discard beside the player's square: the whole table fits a laptop's height
    const bottom = el("div", "tam-bottom");
    bottom.appendChild(middle);
    for (const seat of scene.seats.filter((s) => s.mine)) bottom.appendChild(seatBox(seat, send));
    root.appendChild(bottom);
    // the same card keeps the keyboard focus after a redraw
    if (focused) {
      const again = root.querySelector(`[data-pick="${CSS.escape(focused)}"]`);
      if (again) again.focus();
    }
  }

  model.on("drawing", draw);
  draw();
  return root;
}

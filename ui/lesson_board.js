// A row of cards a learner clicks in a lesson step (the legal cards, the trick's winner, the
// écart). Drawn from `model.cards` (built in Python by ui/lesson_views.py); a click sends the
// card's token with model.send_msg({pick: token}). Cards that are not choices are not buttons.

export function render({ model }) {
  const root = document.createElement("div");
  root.className = "lesson-cards";

  // what a pick changes: picked, right, and the words that say so
  function mark(node, face) {
    node.className = "lesson-card" + (face.picked ? " picked" : "") + (face.right ? " right" : "");
    const words = [face.label];
    if (face.picked) words.push(model.pickedWord);
    if (face.right) words.push(model.rightWord);
    node.setAttribute("aria-label", words.join(", "));
    if (face.option) node.setAttribute("aria-pressed", face.picked ? "true" : "false");
  }

  function card(face) {
    const node = document.createElement(face.option ? "button" : "div");
    node.dataset.token = face.token;
    if (face.option) {
      node.type = "button";
      node.addEventListener("click", () => model.send_msg({ pick: face.token }));
    } else {
      node.setAttribute("role", "img");
    }
    mark(node, face);
    addCardArt(node, face);
    return node;
  }

  // the same cards are changed in place: a tap right after a pick, and the keyboard's focus,
  // stay on the card's element instead of one on its way out
  let drawn = "";
  function draw() {
    const faces = model.cards || [];
    const shape = JSON.stringify(faces.map((face) => [face.token, face.option, face.caption]));
    if (shape === drawn) {
      faces.forEach((face, i) => mark(root.children[i].firstElementChild, face));
      return;
    }
    drawn = shape;
    root.replaceChildren();
    for (const face of faces) {
      const fig = document.createElement("figure");
      fig.className = "lesson-slot";
      fig.appendChild(card(face));
      if (face.caption) {
        const caption = document.createElement("figcaption");
        caption.textContent = face.caption;
        fig.appendChild(caption);
      }
      root.appendChild(fig);
    }
  }

  model.on("cards", draw);
  draw();
  return root;
}

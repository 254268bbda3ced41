// A row of cards a learner clicks in a lesson step (the legal cards, the trick's winner, the
// écart). Drawn from `model.cards` (built in Python by ui/lesson_views.py); a click sends the
// card's token with model.send_msg({pick: token}). Cards that are not choices are not buttons.

export function render({ model }) {
  const root = document.createElement("div");
  root.className = "lesson-cards";

  function card(face) {
    const node = document.createElement(face.option ? "button" : "div");
    node.className = "lesson-card" + (face.picked ? " picked" : "") + (face.right ? " right" : "");
    node.dataset.token = face.token;
    const words = [face.label];
    if (face.picked) words.push(model.pickedWord);
    if (face.right) words.push(model.rightWord);
    node.setAttribute("aria-label", words.join(", "));
    if (face.option) {
      node.type = "button";
      node.setAttribute("aria-pressed", face.picked ? "true" : "false");
      node.addEventListener("click", () => model.send_msg({ pick: face.token }));
    } else {
      node.setAttribute("role", "img");
    }
    addCardArt(node, face);
    return node;
  }

  function draw() {
    root.replaceChildren();
    for (const face of model.cards || []) {
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

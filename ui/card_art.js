// Shared by the felt (felt.js) and the lesson boards (lesson_board.js): Python puts this file
// in front of each component's module, since a component's module cannot import a sibling file
// once the site is built.

// The card's own art over a plain card showing its token, seen only when the art file is missing.
function addCardArt(node, face) {
  const fallback = document.createElement("span");
  fallback.className = "fallback";
  // drawn by the stylesheet (::before): the card's name is its node's aria-label, and a
  // button's visible text must be part of its name
  fallback.dataset.token = face.token;
  node.appendChild(fallback);
  const img = document.createElement("img");
  img.src = face.url;
  img.alt = "";
  img.draggable = false;
  img.addEventListener("error", () => img.remove());
  node.appendChild(img);
  if (face.tag) {
    // a short name over the art's corner, shown by the stylesheet on a small card only (the
    // art's own name is then too small to read); drawn by the stylesheet (::before) as the
    // fallback is: a screen reader has the card's whole name (its aria-label), of which a
    // button's text must be a part (« Atout 2 » is not in « le 2 d'atout »)
    const tag = document.createElement("span");
    tag.className = "card-tag";
    tag.setAttribute("aria-hidden", "true");
    tag.dataset.tag = face.tag;
    node.appendChild(tag);
  }
}


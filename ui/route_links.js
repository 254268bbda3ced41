// A link to one of the app's routes (« #/lesson/… », « #/play/… ») changes the address, which
// the app follows (ui/views.py, Address). Panel's HTML pane also takes any « #… » link for an
// anchor to scroll to, and throws on clicking it (« '#/lesson/…' is not a valid selector »): the
// click is stopped on its way down, before it reaches that handler; the browser still follows
// the link. Installed once per page, by every view with such links (ui/lesson_views.py).
export function render() {
  if (window.tarotRouteLinks) return;
  window.tarotRouteLinks = true;
  document.addEventListener("click", (event) => {
    const link = event.composedPath().find((node) => node.tagName === "A");
    if (link && (link.getAttribute("href") || "").startsWith("#/")) event.stopPropagation();
  }, true);
}

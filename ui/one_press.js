// One press per screen (issue 39). A double tap was taken twice: its second tap, made before
// Python had answered the first, reached Python after the first had moved on, and acted on the
// next screen (« Suivant » skipped an explanation). A button of the app (ui/widgets.py: the
// class "one-press") takes one press, then none until Python has answered it: Python changes the
// button's "answered-…" class, which is what this waits for, in the same message as the new
// screen (ui/widgets.py). A press made once the answer is in is a press on the new screen, and is
// taken. The click is stopped on its way down, before it reaches the button (a press with the
// keyboard is a click too). Installed once per page.
export function render() {
  if (window.tarotOnePress) return;
  window.tarotOnePress = true;
  const pressed = new WeakMap();  // a button's element -> its classes when it was last pressed
  document.addEventListener("click", (event) => {
    const host = event.composedPath().find((node) => node.classList && node.classList.contains("one-press"));
    if (!host) return;
    if (pressed.get(host) === host.className) {  // pressed, and not answered yet
      event.stopPropagation();
      event.preventDefault();
      return;
    }
    pressed.set(host, host.className);
  }, true);
}

// The address bar. Python sends `address` = {url, push}: a new screen or a new lesson step is a
// new history entry (push); a move at the table or a change of language replaces the entry, so
// Back goes back one screen or one step. The address at load time, and after Back or Forward,
// goes to Python with model.send_msg({search, hash, load, visit}), with the language kept at load.

// how long a replaced entry waits (milliseconds)
const WRITE_MS = 100;

export function render({ model }) {
  let visits = 0; // Back and Forward presses so far: Python answers each one in turn
  // the language chosen on an earlier visit (the header's buttons keep it): the app opens in it
  // when the address has no « l= »; a browser may refuse storage, even to read it
  let kept = null;
  try { kept = window.localStorage.getItem(model.langKey); } catch (error) { kept = null; }
  const here = (load) => ({
    search: window.location.search, hash: window.location.hash, load, visit: visits,
    ...(load && kept ? { lang: kept } : {}),
  });
  const visit = () => {
    visits += 1;
    model.send_msg(here(false));
  };
  function write(address) {
    const { url, push, visit: seen } = address || {};
    // an answer to an older press would rewrite the entry the browser has moved to since
    if (!url || seen !== visits || window.location.search + window.location.hash === url) return;
    window.history[push ? "pushState" : "replaceState"]({}, "", url);
  }
  // A move at the table replaces the entry a little later, in a task of its own, and moves
  // that come close together make one write: the browser took about 3 ms a write (13 on a
  // CPU 4 times slower), 80 writes a Tarot deal, each in the frame that showed the move. A
  // new entry (a new screen) is written at once, after the one held; leaving the page writes
  // the one held.
  let held = null;
  let timer = null;
  function flush() {
    clearTimeout(timer);
    timer = null;
    const address = held;
    held = null;
    if (address) write(address);
  }
  function heard() {
    const address = model.address;
    if (address && address.push) {
      flush();
      write(address);
    } else {
      if (timer === null) timer = setTimeout(flush, WRITE_MS);
      held = address;
    }
  }
  window.addEventListener("popstate", visit);
  window.addEventListener("pagehide", flush);
  model.on("remove", () => {
    window.removeEventListener("popstate", visit);
    window.removeEventListener("pagehide", flush);
    flush();
  });
  model.on("address", heard);
  model.send_msg(here(true));
  const node = document.createElement("div");
  node.hidden = true;
  return node;
}

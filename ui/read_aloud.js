// « Lire à voix haute » (issue 42): the header's toggle, and the one place that speaks. The
// browser's own speechSynthesis says the texts Python publishes (each new `speak`: its texts, in its language) with
// the device's voices, offline; a new batch cancels what was being said. Without a voice for the
// page's language (no speechSynthesis, or none of its voices' lang starts with it) the toggle
// says so and stays off. The choice is kept in localStorage (as the language is) and taken back
// on the next visit once the device's voices are known (Chromium lists them a moment after load).
// The speaker buttons (ui/speakers.py) show only while it is on: a custom property reaches inside
// every component's shadow DOM.

export function render({ model }) {
  const synth = window.speechSynthesis
  const voice = (lang) => (synth ? synth.getVoices() : []).find((v) => (v.lang || "").toLowerCase().startsWith(lang))
  // never waits: speechSynthesis queues the utterances and plays them while the page goes on
  window.tarotSay = (texts, lang) => {
    const found = voice(lang)
    if (!found) return
    synth.cancel()
    for (const text of texts) {
      const utterance = new SpeechSynthesisUtterance(text)
      utterance.voice = found
      utterance.lang = found.lang
      synth.speak(utterance)
    }
  }
  const kept = () => { try { return localStorage.getItem(model.key) === "on" } catch (error) { return false } }
  const keep = (on) => { try { localStorage.setItem(model.key, on ? "on" : "off") } catch (error) {} }
  // a speaker (struck through without a voice); its words are its name and tooltip, shown for a
  // moment when it is tapped without a voice (static/app.css)
  const button = document.createElement("button")
  button.type = "button"
  button.className = "press-btn read-aloud"
  const icon = (can) => '<svg class="icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">'
    + '<path d="M3 9v6h4l5 4V5L7 9H3z" fill="currentColor"/>'
    + (can ? '<path d="M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12" stroke="currentColor" stroke-width="2" fill="none"/>'
      : '<path d="M2 2l20 20" stroke="currentColor" stroke-width="2.5"/>') + "</svg>"
  const draw = () => {
    const can = Boolean(voice(model.lang))
    if (model.value && !can) model.value = false
    const on = model.value && can
    const words = can ? model.label : model.none
    button.innerHTML = `${icon(can)}<span class="words"></span>`
    button.lastChild.textContent = words
    button.setAttribute("aria-label", words)
    button.title = words
    button.setAttribute("aria-pressed", String(on))
    button.setAttribute("aria-disabled", String(!can))
    document.documentElement.style.setProperty("--speaker", on ? "inline-flex" : "none")
  }
  let telling = null
  button.addEventListener("click", () => {
    if (!voice(model.lang)) {  // says in words why nothing happens, then folds back to its speaker
      button.classList.add("telling")
      clearTimeout(telling)
      telling = setTimeout(() => button.classList.remove("telling"), 4000)
      return
    }
    model.value = !model.value
    keep(model.value)
    if (!model.value) synth.cancel()
  })
  const start = () => {
    if (kept() && voice(model.lang) && !model.value) model.value = true
    draw()
  }
  model.on(["value", "label", "none", "lang"], draw)
  model.on("speak", () => { if (model.value) window.tarotSay(model.speak.texts, model.speak.lang) })
  if (synth) synth.addEventListener("voiceschanged", start)
  start()
  return button
}

/**
 * Lays out, once and off screen, a sample of every type face the read views use (the body face and
 * the code face, in their weights and sizes), while the app is idle after it has loaded. A fresh
 * page finds a face only when it first lays out text in it: on Linux each family in a stack is
 * matched over IPC and each size and weight loaded, 20 to 60 ms in all, and without this that
 * happens in the frame of a read's first rows. Nothing here changes what is drawn.
 */
const SIZES_PX = [10, 11, 12, 13, 13.3, 14, 15, 16];
const WEIGHTS = [400, 600, 700];
/** Letters, digits and the marks the views print (separators, arrows, ellipsis). */
const SAMPLE = 'Aa0#:·…—→▸▾×“”';

export function warmFonts(doc: Document = document): void {
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText = 'position:absolute;left:-10000px;top:0;visibility:hidden;pointer-events:none;contain:strict;width:1px;height:1px;overflow:hidden';
  // The code face is whatever the style sheet gives `code`, so this follows the CSS.
  const code = doc.createElement('code');
  box.append(code);
  doc.body.append(box);
  const faces = [getComputedStyle(doc.body).fontFamily, getComputedStyle(code).fontFamily];
  for (const family of faces) {
    for (const weight of WEIGHTS) {
      for (const size of SIZES_PX) {
        const span = doc.createElement('span');
        span.style.cssText = `font-family:${family};font-weight:${weight};font-size:${size}px`;
        span.textContent = SAMPLE;
        box.append(span);
      }
    }
    const italic = doc.createElement('em');
    italic.style.fontFamily = family;
    italic.textContent = SAMPLE;
    box.append(italic);
  }
  // Reading a size forces the layout that loads the faces; then the sample goes.
  void box.scrollWidth;
  box.remove();
}

/** Runs `run` when the page is next idle (or soon, where there is no idle callback). */
export function whenIdle(run: () => void, timeoutMs = 2_000): void {
  const g = globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  if (g.requestIdleCallback) g.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}

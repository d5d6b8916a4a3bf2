/**
 * Work a fresh page does the first time it shows something, done while the app is idle after it has
 * loaded, so it does not fall in the frames of the first table opened or the first rows read.
 *
 * Type faces: a page finds a face only when it first lays out text in it. On Linux each family of
 * a stack is matched over IPC and each size and weight loaded, 20 to 60 ms in all, which fell in
 * the frame of a read's first rows. warmFonts lays out a sample of the body and code faces in the
 * weights and sizes the views use, off screen, and takes it away again: nothing drawn changes.
 */
const SIZES_PX = [10, 11, 12, 13, 13.3, 14, 15, 16];
const WEIGHTS = [400, 600, 700];
/** Letters, digits and the marks the views print (separators, arrows, ellipsis). */
const SAMPLE = 'Aa0#:·…—→▸▾×“”';

export function warmFonts(doc: Document = document): void {
  const box = doc.createElement('div');
  box.setAttribute('aria-hidden', 'true');
  box.style.cssText =
    'position:absolute;left:-10000px;top:0;visibility:hidden;pointer-events:none;contain:strict;width:1px;height:1px;overflow:hidden';
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

/**
 * Formats a number and a date the ways the views do, once, while idle: the first format in a page
 * loads the locale's data (about 15 ms), which otherwise falls in the frame that opens a table.
 */
export function warmFormats(): void {
  (12_345.6).toLocaleString();
  (12_345.6).toLocaleString('en-US', { maximumFractionDigits: 1 });
  new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' }).format(0);
}

/** Runs `run` when the page is next idle (or soon, where there is no idle callback). */
export function whenIdle(run: () => void, timeoutMs = 2_000): void {
  const g = globalThis as { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
  if (g.requestIdleCallback) g.requestIdleCallback(run, { timeout: timeoutMs });
  else setTimeout(run, 200);
}

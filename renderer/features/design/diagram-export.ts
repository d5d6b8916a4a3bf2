/**
 * The diagram as a file: the SVG as drawn (its colours are in its markup), or a PNG of it at twice
 * its size. The PNG goes through an <img> of the SVG as a data: URL (the page's CSP allows data:
 * images) and a canvas, so nothing leaves the page.
 */
function save(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function svgText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.removeAttribute('aria-hidden');
  copy.setAttribute('role', 'img');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export function exportSvg(svg: SVGSVGElement, name: string): void {
  save(`${name}.svg`, new Blob([svgText(svg)], { type: 'image/svg+xml' }));
}

export async function pngBlob(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const text = svgText(svg);
  const img = new Image();
  img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(svg.width.baseVal.value * scale);
  canvas.height = Math.ceil(svg.height.baseVal.value * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This window cannot draw a PNG (no 2D canvas).');
  ctx.scale(scale, scale);
  ctx.drawImage(img, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The PNG could not be made.'))), 'image/png'),
  );
}

export async function exportPng(svg: SVGSVGElement, name: string): Promise<void> {
  save(`${name}.png`, await pngBlob(svg));
}

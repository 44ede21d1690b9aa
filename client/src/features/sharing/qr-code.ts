/**
 * The QR code of a share's link, as an SVG image. `qrcode` is loaded only when a link is
 * shown, so it stays out of the main bundle.
 */
export async function renderQrCodeSvg(url: string): Promise<string> {
  // The package is CommonJS: its `module.exports` is the default export under every interop.
  const { default: QRCode } = await import('qrcode');
  return QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
}

/** An SVG as an <img> source. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

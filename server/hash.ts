/**
 * FNV-1a with 64 bits over the UTF-8 bytes of a text, as 16 hex digits: what names the stylesheet files and the
 * fragments' ETags. Plain arithmetic on two 32-bit halves, so it runs wherever the renderer does (Node, a CDN
 * worker) and stays synchronous. It tells versions of one text apart; it is no defence against a forger.
 */
const encoder = new TextEncoder();

// The 64-bit offset basis 0xcbf29ce484222325; the prime 0x100000001b3 is 2^40 + 0x1b3.
const OFFSET_HIGH = 0xcbf29ce4;
const OFFSET_LOW = 0x84222325;
const PRIME_LOW = 0x1b3;

export function fnv1a64(text: string): string {
  let high = OFFSET_HIGH;
  let low = OFFSET_LOW;
  for (const byte of encoder.encode(text)) {
    low = (low ^ byte) >>> 0;
    // (high·2^32 + low) · (2^40 + 0x1b3), kept to 64 bits: every product below stays under 2^53.
    const lowProduct = low * PRIME_LOW;
    const carry = Math.floor(lowProduct / 0x1_0000_0000);
    high = (high * PRIME_LOW + carry + ((low << 8) >>> 0)) >>> 0;
    low = lowProduct >>> 0;
  }
  return high.toString(16).padStart(8, '0') + low.toString(16).padStart(8, '0');
}

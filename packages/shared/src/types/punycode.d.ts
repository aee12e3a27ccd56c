// punycode.js ships no types: the two functions the host names use (RFC 3492 / IDNA labels). Its
// CommonJS build (what Node loads) has no named exports, so it is imported as the default.
declare module 'punycode.js' {
  const punycode: {
    /** `żółw.pl` → `xn--w-uga1v8h.pl`: only the labels that need it are converted. */
    toASCII(domain: string): string;
    /** `xn--w-uga1v8h.pl` → `żółw.pl`. */
    toUnicode(domain: string): string;
  };
  export default punycode;
}

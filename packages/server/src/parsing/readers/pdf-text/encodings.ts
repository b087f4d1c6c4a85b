/**
 * Simple-font encodings (§9.6.6, Annex D) and the glyph names they and /Differences use, for
 * fonts without a ToUnicode map. Only the Latin names scripts are written in; a name outside
 * them sends the file to pdf.js, which carries the whole Adobe Glyph List.
 */
const ASCII = [
  'space exclam quotedbl numbersign dollar percent ampersand quotesingle parenleft parenright',
  'asterisk plus comma hyphen period slash zero one two three four five six seven eight nine colon',
  'semicolon less equal greater question at A B C D E F G H I J K L M N O P Q R S T U V W X Y Z',
  'bracketleft backslash bracketright asciicircum underscore grave a b c d e f g h i j k l m n o p',
  'q r s t u v w x y z braceleft bar braceright asciitilde',
]
  .join(' ')
  .split(' ');

/** 0xA1–0xFF: Latin-1's names in code order. */
const LATIN1 = [
  'exclamdown cent sterling currency yen brokenbar section dieresis copyright ordfeminine',
  'guillemotleft logicalnot hyphen registered macron degree plusminus twosuperior threesuperior',
  'acute mu paragraph periodcentered cedilla onesuperior ordmasculine guillemotright onequarter',
  'onehalf threequarters questiondown Agrave Aacute Acircumflex Atilde Adieresis Aring AE Ccedilla',
  'Egrave Eacute Ecircumflex Edieresis Igrave Iacute Icircumflex Idieresis Eth Ntilde Ograve',
  'Oacute Ocircumflex Otilde Odieresis multiply Oslash Ugrave Uacute Ucircumflex Udieresis Yacute',
  'Thorn germandbls agrave aacute acircumflex atilde adieresis aring ae ccedilla egrave eacute',
  'ecircumflex edieresis igrave iacute icircumflex idieresis eth ntilde ograve oacute ocircumflex',
  'otilde odieresis divide oslash ugrave uacute ucircumflex udieresis yacute thorn ydieresis',
]
  .join(' ')
  .split(' ');

/** Windows-1252's 0x80–0x9F; `bullet` where it has no character, as pdf.js reads them. */
const CP1252 = [
  'Euro bullet quotesinglbase florin quotedblbase ellipsis dagger daggerdbl circumflex perthousand',
  'Scaron guilsinglleft OE bullet Zcaron bullet bullet quoteleft quoteright quotedblleft',
  'quotedblright bullet endash emdash tilde trademark scaron guilsinglright oe bullet zcaron',
  'Ydieresis',
]
  .join(' ')
  .split(' ');

/** Mac OS Roman's 0x80–0xFF, as pdf.js's MacRomanEncoding names them. */
const MAC_HIGH = [
  'Adieresis Aring Ccedilla Eacute Ntilde Odieresis Udieresis aacute agrave acircumflex adieresis',
  'atilde aring ccedilla eacute egrave ecircumflex edieresis iacute igrave icircumflex idieresis',
  'ntilde oacute ograve ocircumflex odieresis otilde uacute ugrave ucircumflex udieresis dagger',
  'degree cent sterling section bullet paragraph germandbls registered copyright trademark acute',
  'dieresis notequal AE Oslash infinity plusminus lessequal greaterequal yen mu partialdiff',
  'summation product pi integral ordfeminine ordmasculine Omega ae oslash questiondown exclamdown',
  'logicalnot radical florin approxequal Delta guillemotleft guillemotright ellipsis space Agrave',
  'Atilde Otilde OE oe endash emdash quotedblleft quotedblright quoteleft quoteright divide lozenge',
  'ydieresis Ydieresis fraction currency guilsinglleft guilsinglright fi fl daggerdbl',
  'periodcentered quotesinglbase quotedblbase perthousand Acircumflex Ecircumflex Aacute',
  'Edieresis Egrave Iacute Icircumflex Idieresis Igrave Oacute Ocircumflex apple Ograve Uacute',
  'Ucircumflex Ugrave dotlessi circumflex tilde macron breve dotaccent ring cedilla hungarumlaut',
  'ogonek caron',
]
  .join(' ')
  .split(' ');

const NAMED: Record<string, number> = {
  Euro: 0x20ac,
  quotesinglbase: 0x201a,
  florin: 0x192,
  quotedblbase: 0x201e,
  ellipsis: 0x2026,
  dagger: 0x2020,
  daggerdbl: 0x2021,
  circumflex: 0x2c6,
  perthousand: 0x2030,
  Scaron: 0x160,
  guilsinglleft: 0x2039,
  OE: 0x152,
  Zcaron: 0x17d,
  quoteleft: 0x2018,
  quoteright: 0x2019,
  quotedblleft: 0x201c,
  quotedblright: 0x201d,
  bullet: 0x2022,
  endash: 0x2013,
  emdash: 0x2014,
  tilde: 0x2dc,
  trademark: 0x2122,
  scaron: 0x161,
  guilsinglright: 0x203a,
  oe: 0x153,
  zcaron: 0x17e,
  Ydieresis: 0x178,
  fi: 0xfb01,
  fl: 0xfb02,
  ff: 0xfb00,
  ffi: 0xfb03,
  ffl: 0xfb04,
  dotlessi: 0x131,
  Lslash: 0x141,
  lslash: 0x142,
  fraction: 0x2044,
  minus: 0x2212,
  nbspace: 0xa0,
  sfthyphen: 0xad,
  ring: 0x2da,
  hungarumlaut: 0x2dd,
  ogonek: 0x2db,
  caron: 0x2c7,
  breve: 0x2d8,
  dotaccent: 0x2d9,
  notequal: 0x2260,
  infinity: 0x221e,
  lessequal: 0x2264,
  greaterequal: 0x2265,
  partialdiff: 0x2202,
  summation: 0x2211,
  product: 0x220f,
  pi: 0x3c0,
  integral: 0x222b,
  Omega: 0x2126,
  radical: 0x221a,
  approxequal: 0x2248,
  Delta: 0x2206,
  lozenge: 0x25ca,
  apple: 0xf8ff,
};
ASCII.forEach((name, i) => (NAMED[name] = 0x20 + i));
LATIN1.forEach((name, i) => (NAMED[name] ??= 0xa1 + i));
NAMED.hyphen = 0x2d;

/** The character a glyph name stands for, or undefined for a name not known here. */
export function glyphUnicode(name: string): string | undefined {
  const known = NAMED[name];
  if (known !== undefined) return String.fromCodePoint(known);
  const uni = /^uni([0-9A-F]{4})$/.exec(name) ?? /^u([0-9A-F]{4,6})$/.exec(name);
  if (uni) return String.fromCodePoint(parseInt(uni[1], 16));
  return undefined;
}

const table = (entries: [number, string[]][]): (string | undefined)[] => {
  const names: (string | undefined)[] = new Array(256);
  for (const [from, list] of entries) list.forEach((n, i) => (names[from + i] = n));
  return names;
};

const STANDARD_HIGH: [number, string][] = [
  [0xa1, 'exclamdown cent sterling fraction yen florin section currency quotesingle'],
  [0xaa, 'quotedblleft guillemotleft guilsinglleft guilsinglright fi fl'],
  [0xb1, 'endash dagger daggerdbl periodcentered'],
  [0xb6, 'paragraph bullet quotesinglbase quotedblbase quotedblright guillemotright'],
  [0xbc, 'ellipsis perthousand'],
  [0xbf, 'questiondown'],
  [0xc1, 'grave acute circumflex tilde macron breve dotaccent dieresis'],
  [0xca, 'ring cedilla'],
  [0xcd, 'hungarumlaut ogonek caron emdash'],
  [0xe1, 'AE'],
  [0xe3, 'ordfeminine'],
  [0xe8, 'Lslash Oslash OE ordmasculine'],
  [0xf1, 'ae'],
  [0xf5, 'dotlessi'],
  [0xf8, 'lslash oslash oe germandbls'],
];

/** Glyph names by code for the base encodings a simple font can name. */
export const ENCODINGS: Record<string, (string | undefined)[]> = {
  WinAnsiEncoding: table([
    [0x20, ASCII],
    [0x7f, ['bullet']],
    [0x80, CP1252],
    [0xa0, ['space']],
    [0xa1, LATIN1],
  ]),
  MacRomanEncoding: table([
    [0x20, ASCII],
    [0x80, MAC_HIGH],
  ]),
  StandardEncoding: table([
    [
      0x20,
      ASCII.map((n) => (n === 'quotesingle' ? 'quoteright' : n === 'grave' ? 'quoteleft' : n)),
    ],
    ...STANDARD_HIGH.map(([at, names]): [number, string[]] => [at, names.split(' ')]),
  ]),
};

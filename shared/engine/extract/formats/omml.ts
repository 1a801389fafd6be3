/**
 * Word's equations (Office Math Markup, <m:oMath>) as one line of text a reader can follow: "A=πr²",
 * "f(x)=a₀+∑ₙ₌₁^∞(aₙcos(nπx/L)+bₙsin(nπx/L))", "√(b²−4ac)". Reading only the equation's text runs
 * gave "A=πr2" and "fx=a0+n=1∞ancosnπxL": the structure (exponent, fraction, bracket) was lost.
 *
 * The notation is close to Word's own linear format: exponents and indices in Unicode super- and
 * subscripts when every character has one, else "^(…)" and "_(…)"; fractions "a/b", bracketed when a
 * part is more than one term.
 */

interface MathNode {
  /** Lower-cased element name ("m:ssup"). */
  name: string;
  /** The m:val attribute, which the property elements (m:chr, m:begchr, m:type …) carry. */
  val?: string;
  children: MathNode[];
  /** Text of an m:t element. */
  text: string;
}

const SUPERSCRIPTS: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
  '+': '⁺',
  '-': '⁻',
  '−': '⁻',
  '=': '⁼',
  '(': '⁽',
  ')': '⁾',
  n: 'ⁿ',
  i: 'ⁱ',
};
const SUBSCRIPTS: Record<string, string> = {
  '0': '₀',
  '1': '₁',
  '2': '₂',
  '3': '₃',
  '4': '₄',
  '5': '₅',
  '6': '₆',
  '7': '₇',
  '8': '₈',
  '9': '₉',
  '+': '₊',
  '-': '₋',
  '−': '₋',
  '=': '₌',
  '(': '₍',
  ')': '₎',
  a: 'ₐ',
  e: 'ₑ',
  h: 'ₕ',
  i: 'ᵢ',
  j: 'ⱼ',
  k: 'ₖ',
  l: 'ₗ',
  m: 'ₘ',
  n: 'ₙ',
  o: 'ₒ',
  p: 'ₚ',
  r: 'ᵣ',
  s: 'ₛ',
  t: 'ₜ',
  u: 'ᵤ',
  v: 'ᵥ',
  x: 'ₓ',
};

/** A part that needs no brackets around it in a fraction or a script: one term, or one bracketed group. */
const ATOM = /^(?:[\p{L}\p{N}\p{M}.,′″!∞⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿⁱ₀-₎ₐ-ₜᵢ-ᵥⱼ]+|\([^()]*\)|\[[^[\]]*\])$/u;

const grouped = (text: string) => (ATOM.test(text) ? text : `(${text})`);

/** An exponent or index: in Unicode scripts when each character has one, else "^x" or "^(…)". */
function script(text: string, table: Record<string, string>, mark: '^' | '_'): string {
  if (!text) return '';
  const chars = [...text];
  if (chars.every((c) => table[c])) return chars.map((c) => table[c]).join('');
  return chars.length === 1 ? `${mark}${text}` : `${mark}(${text})`;
}
const sup = (text: string) => script(text, SUPERSCRIPTS, '^');
const sub = (text: string) => script(text, SUBSCRIPTS, '_');

const child = (node: MathNode, name: string) => node.children.find((c) => c.name === name);
/** The m:val of a property inside the element's own properties (m:chr inside m:naryPr). */
const property = (node: MathNode, name: string) => {
  const properties = node.children.find((c) => c.name.endsWith('pr'));
  return properties ? child(properties, name)?.val : undefined;
};
const hidden = (node: MathNode, name: string) => {
  const value = property(node, name);
  return value !== undefined && value !== '0' && value !== 'off' && value !== 'false';
};

function linear(node: MathNode | undefined): string {
  if (!node) return '';
  const part = (name: string) => linear(child(node, name));
  switch (node.name) {
    case 'm:t':
    case 'w:t':
      return node.text;
    case 'm:ssup':
      return part('m:e') + sup(part('m:sup'));
    case 'm:ssub':
      return part('m:e') + sub(part('m:sub'));
    case 'm:ssubsup':
      return part('m:e') + sub(part('m:sub')) + sup(part('m:sup'));
    case 'm:spre':
      return sub(part('m:sub')) + sup(part('m:sup')) + part('m:e');
    case 'm:f':
      return property(node, 'm:type') === 'noBar'
        ? `${part('m:num')} ${part('m:den')}`
        : `${grouped(part('m:num'))}/${grouped(part('m:den'))}`;
    case 'm:rad': {
      const degree = hidden(node, 'm:deghide') ? '' : part('m:deg');
      const root = degree === '3' ? '∛' : degree === '4' ? '∜' : `${sup(degree)}√`;
      return root + grouped(part('m:e'));
    }
    case 'm:nary': {
      const operator = property(node, 'm:chr') || '∫';
      const lower = hidden(node, 'm:subhide') ? '' : sub(part('m:sub'));
      const upper = hidden(node, 'm:suphide') ? '' : sup(part('m:sup'));
      return `${operator}${lower}${upper} ${part('m:e')}`;
    }
    case 'm:d': {
      const open = property(node, 'm:begchr') ?? '(';
      const close = property(node, 'm:endchr') ?? ')';
      const separator = property(node, 'm:sepchr') ?? '|';
      const items = node.children.filter((c) => c.name === 'm:e').map(linear);
      return open + items.join(separator) + close;
    }
    case 'm:func': {
      const argument = part('m:e');
      const name = part('m:fname');
      if (/^[([{|]/.test(argument)) return name + argument;
      return ATOM.test(argument) ? `${name} ${argument}` : `${name}(${argument})`;
    }
    case 'm:limlow':
      return part('m:e') + sub(part('m:lim'));
    case 'm:limupp':
      return part('m:e') + sup(part('m:lim'));
    case 'm:acc':
      return part('m:e') + (property(node, 'm:chr') ?? '\u0302');
    case 'm:bar': {
      const base = part('m:e');
      return [...base].length === 1 ? `${base}\u0305` : base;
    }
    case 'm:phant':
      return property(node, 'm:show') === '0' ? '' : part('m:e');
    case 'm:eqarr':
      return node.children
        .filter((c) => c.name === 'm:e')
        .map(linear)
        .join('; ');
    case 'm:m':
      return node.children
        .filter((c) => c.name === 'm:mr')
        .map((row) =>
          row.children
            .filter((c) => c.name === 'm:e')
            .map(linear)
            .join(' '),
        )
        .join('; ');
    default:
      // Containers (m:e, m:num, m:r, m:box …) give their parts; property elements give nothing.
      return node.name.endsWith('pr') ? '' : joined(node.children.map(linear));
  }
}

/** A part that ends open: "x^k" or "1/z" would take the next letters into it ("x^ka", "1/zdz"). */
const ENDS_OPEN = /(?:[\^_][^()\s]|\/[\p{L}\p{N}.!′]+)$/u;

function joined(parts: readonly string[]): string {
  let out = '';
  for (const part of parts) {
    if (ENDS_OPEN.test(out) && /^[\p{L}\p{N}]/u.test(part)) out += ' ';
    out += part;
  }
  return out;
}

/** No equation a person writes nests deeper; reading deeper ones would risk the call stack. */
const MAX_DEPTH = 200;

/** Builds one equation's tree from the parser's events and gives its line when it closes. */
export class EquationReader {
  private readonly open: MathNode[] = [];
  /** Elements opened below MAX_DEPTH, which are left out (a hostile file nests thousands deep). */
  private tooDeep = 0;

  /** Whether an equation is being read: every element until its end belongs to it. */
  get reading(): boolean {
    return this.open.length > 0;
  }

  start(name: string, attributes: Record<string, string>): void {
    if (this.open.length >= MAX_DEPTH || this.tooDeep > 0) {
      this.tooDeep++;
      return;
    }
    const node: MathNode = { name, children: [], text: '' };
    if (attributes['m:val'] !== undefined) node.val = attributes['m:val'];
    this.open[this.open.length - 1]?.children.push(node);
    this.open.push(node);
  }

  text(data: string): void {
    if (this.tooDeep > 0) return;
    const node = this.open[this.open.length - 1];
    if (node?.name === 'm:t' || node?.name === 'w:t') node.text += data;
  }

  /** Closes the current element; returns the equation's text when the equation itself closes. */
  end(): string | undefined {
    if (this.tooDeep > 0) {
      this.tooDeep--;
      return undefined;
    }
    const node = this.open.pop();
    return node && this.open.length === 0 ? linear(node) : undefined;
  }
}

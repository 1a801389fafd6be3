/**
 * pdf.js expects a few browser classes even when it only reads text: it builds a DOMMatrix when its
 * module loads. In Node it borrows them from the optional native canvas package, which the desktop app
 * does not ship (reading text needs no drawing). This supplies the 2D affine matrix it needs before
 * pdf.js loads; drawing classes stay absent, so nothing pretends to render.
 */
class AffineMatrix {
  a = 1;
  b = 0;
  c = 0;
  d = 1;
  e = 0;
  f = 0;

  constructor(init?: ArrayLike<number>) {
    if (init && init.length >= 6) {
      [this.a, this.b, this.c, this.d, this.e, this.f] = Array.from(init).slice(0, 6) as [
        number,
        number,
        number,
        number,
        number,
        number,
      ];
    }
  }

  get is2D(): boolean {
    return true;
  }

  get isIdentity(): boolean {
    return this.a === 1 && this.b === 0 && this.c === 0 && this.d === 1 && this.e === 0 && this.f === 0;
  }

  /** this = this × other */
  multiplySelf(other: AffineMatrix): this {
    const { a, b, c, d, e, f } = this;
    this.a = a * other.a + c * other.b;
    this.b = b * other.a + d * other.b;
    this.c = a * other.c + c * other.d;
    this.d = b * other.c + d * other.d;
    this.e = a * other.e + c * other.f + e;
    this.f = b * other.e + d * other.f + f;
    return this;
  }

  /** this = other × this */
  preMultiplySelf(other: AffineMatrix): this {
    const copy = new AffineMatrix([other.a, other.b, other.c, other.d, other.e, other.f]);
    copy.multiplySelf(this);
    [this.a, this.b, this.c, this.d, this.e, this.f] = [copy.a, copy.b, copy.c, copy.d, copy.e, copy.f];
    return this;
  }

  translateSelf(x = 0, y = 0): this {
    return this.multiplySelf(new AffineMatrix([1, 0, 0, 1, x, y]));
  }

  scaleSelf(x = 1, y = x): this {
    return this.multiplySelf(new AffineMatrix([x, 0, 0, y, 0, 0]));
  }

  invertSelf(): this {
    const { a, b, c, d, e, f } = this;
    const determinant = a * d - b * c;
    if (determinant === 0) {
      [this.a, this.b, this.c, this.d, this.e, this.f] = [
        Number.NaN,
        Number.NaN,
        Number.NaN,
        Number.NaN,
        Number.NaN,
        Number.NaN,
      ];
      return this;
    }
    this.a = d / determinant;
    this.b = -b / determinant;
    this.c = -c / determinant;
    this.d = a / determinant;
    this.e = (c * f - d * e) / determinant;
    this.f = (b * e - a * f) / determinant;
    return this;
  }

  multiply(other: AffineMatrix): AffineMatrix {
    return this.copy().multiplySelf(other);
  }

  translate(x = 0, y = 0): AffineMatrix {
    return this.copy().translateSelf(x, y);
  }

  scale(x = 1, y = x): AffineMatrix {
    return this.copy().scaleSelf(x, y);
  }

  inverse(): AffineMatrix {
    return this.copy().invertSelf();
  }

  transformPoint(point: { x?: number; y?: number } = {}): { x: number; y: number; z: number; w: number } {
    const x = point.x ?? 0;
    const y = point.y ?? 0;
    return { x: this.a * x + this.c * y + this.e, y: this.b * x + this.d * y + this.f, z: 0, w: 1 };
  }

  private copy(): AffineMatrix {
    return new AffineMatrix([this.a, this.b, this.c, this.d, this.e, this.f]);
  }
}

export function preparePdfJsEnvironment(): void {
  const scope = globalThis as { DOMMatrix?: unknown };
  scope.DOMMatrix ??= AffineMatrix;
}

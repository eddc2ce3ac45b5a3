// @ts-check
// Just enough of npm's semver ranges for the contract check: `^`, `~`, x-ranges, comparators
// (`>=`, `>`, `<`, `<=`, `=`), hyphen ranges and `||`. Each range becomes a union of
// half-open intervals of versions, so "do these two ranges intersect" is exact for them.
// Prerelease tags are ignored (the portal never shares prereleases).

/** @typedef {[number, number, number]} V */
/** @typedef {{ lo: V, loInc: boolean, hi: V | null, hiInc: boolean }} Interval */

const INF = null;
/** @param {V} a @param {V} b */
const cmp = (a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** @typedef {[number | null, number | null, number | null]} Partial */

/** @param {string} text @returns {Partial} */
function parsePartial(text) {
  const clean = text.trim().replace(/^v/, '').split(/[-+]/)[0] ?? '';
  const pieces = clean.split('.');
  if (pieces.length > 3 || !clean) throw new Error(`Not a version: "${text}"`);
  /** @param {string | undefined} piece @returns {number | null} */
  const num = (piece) => {
    if (piece === undefined || piece === 'x' || piece === 'X' || piece === '*') return null;
    if (!/^\d+$/.test(piece)) throw new Error(`Not a version: "${text}"`);
    return Number(piece);
  };
  const major = num(pieces[0]);
  // 1.x.3 means 1.x
  const minor = major === null ? null : num(pieces[1]);
  const patch = minor === null ? null : num(pieces[2]);
  return [major, minor, patch];
}

/** @param {Partial} p @returns {V} */
const floor = ([a, b, c]) => [a ?? 0, b ?? 0, c ?? 0];

/** The first version above every version the partial names. @param {Partial} p @returns {V | null} */
function ceilingOf([a, b, c]) {
  if (a === null) return INF;
  if (b === null) return [a + 1, 0, 0];
  if (c === null) return [a, b + 1, 0];
  return [a, b, c + 1];
}

/** @param {string} comp @returns {Interval} */
function comparator(comp) {
  const all = /** @type {Interval} */ ({ lo: [0, 0, 0], loInc: true, hi: INF, hiInc: false });
  if (comp === '' || comp === '*' || comp === 'x' || comp === 'X') return all;
  const m = comp.match(/^(\^|~|>=|<=|>|<|=)?\s*(.+)$/);
  if (!m) throw new Error(`Not a range: "${comp}"`);
  const op = m[1] ?? '';
  const p = parsePartial(m[2] ?? '');
  const [major, minor, patch] = p;
  const lo = floor(p);
  switch (op) {
    case '^': {
      /** @type {V | null} */
      let hi;
      if (major === null) hi = INF;
      else if (major > 0 || minor === null) hi = [major + 1, 0, 0];
      else if (minor > 0 || patch === null) hi = [0, minor + 1, 0];
      else hi = [0, 0, patch + 1];
      return { lo, loInc: true, hi, hiInc: false };
    }
    case '~': {
      /** @type {V | null} */
      const hi = major === null ? INF : minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0];
      return { lo, loInc: true, hi, hiInc: false };
    }
    case '>=':
      return { lo, loInc: true, hi: INF, hiInc: false };
    case '>': {
      const c = ceilingOf(p);
      return c ? { lo: c, loInc: true, hi: INF, hiInc: false } : { ...all, hi: [0, 0, 0] };
    }
    case '<':
      return { lo: [0, 0, 0], loInc: true, hi: lo, hiInc: false };
    case '<=': {
      const c = ceilingOf(p);
      return { lo: [0, 0, 0], loInc: true, hi: c, hiInc: false };
    }
    default:
      return { lo, loInc: true, hi: ceilingOf(p), hiInc: false };
  }
}

/** @param {Interval} a @param {Interval} b @returns {Interval | null} */
function intersect(a, b) {
  const c = cmp(a.lo, b.lo);
  const lo = c >= 0 ? a.lo : b.lo;
  const loInc = c > 0 ? a.loInc : c < 0 ? b.loInc : a.loInc && b.loInc;
  /** @type {V | null} */
  let hi;
  let hiInc;
  if (a.hi === INF) [hi, hiInc] = [b.hi, b.hiInc];
  else if (b.hi === INF) [hi, hiInc] = [a.hi, a.hiInc];
  else {
    const d = cmp(a.hi, b.hi);
    hi = d <= 0 ? a.hi : b.hi;
    hiInc = d < 0 ? a.hiInc : d > 0 ? b.hiInc : a.hiInc && b.hiInc;
  }
  if (hi !== INF) {
    const e = cmp(lo, hi);
    if (e > 0 || (e === 0 && !(loInc && hiInc))) return null;
  }
  return { lo, loInc, hi, hiInc };
}

/**
 * The versions a range accepts, as a union of intervals.
 * @param {string} range @returns {Interval[]}
 */
export function parseRange(range) {
  return range.split('||').flatMap((set) => {
    const text = set.trim();
    const hyphen = text.match(/^(\S+)\s+-\s+(\S+)$/);
    const comps = hyphen
      ? [`>=${hyphen[1]}`, `<=${hyphen[2]}`]
      : text
          .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
          .split(/\s+/)
          .filter(Boolean);
    /** @type {Interval | null} */
    let acc = comparator('');
    for (const c of comps.length ? comps : ['']) {
      acc = acc && intersect(acc, comparator(c));
    }
    return acc ? [acc] : [];
  });
}

/** True when some version satisfies both ranges. @param {string} a @param {string} b */
export function rangesIntersect(a, b) {
  const left = parseRange(a);
  const right = parseRange(b);
  return left.some((x) => right.some((y) => intersect(x, y) !== null));
}

/** True when the version is in the range. @param {string} version @param {string} range */
export function satisfies(version, range) {
  const v = floor(parsePartial(version));
  return parseRange(range).some(
    (i) => intersect(i, { lo: v, loInc: true, hi: v, hiInc: true }) !== null,
  );
}

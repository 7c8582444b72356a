import type { Cuisine } from '#domain/constants.ts';
import type { Art } from '../catalogue/dish.ts';
import { FOOD_COLOURS, PALETTES, type Palette } from './palettes.ts';

/** What a picture shows: drawn from the dish's art, cuisine palette and ingredients. */
export interface PictureSpec {
  /** Seeds the scatter, so each dish gets its own arrangement. */
  seed: string;
  title: string;
  cuisine: Cuisine;
  art: Art;
  ingredients: readonly string[];
  base?: string;
}

type Rand = () => number;

/** mulberry32 seeded from an FNV-1a hash of the text: deterministic output for tests. */
function randomFrom(text: string): Rand {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lightens (f > 0) or darkens (f < 0) a #rrggbb colour. */
export function shade(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channel = (v: number) => Math.round(f < 0 ? v * (1 + f) : v + (255 - v) * f);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(channel);
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const r = (n: number) => Math.round(n);

/** Colours of the named ingredients, in line order, without repeats; base is the first base colour. */
export function foodColours(ingredients: readonly string[]): { base?: string; toppings: string[]; all: string[] } {
  let base: string | undefined;
  const toppings: string[] = [];
  const all: string[] = [];
  for (const name of ingredients) {
    const hit = FOOD_COLOURS.find((c) => c.match.test(name));
    if (!hit) continue;
    if (!all.includes(hit.colour)) all.push(hit.colour);
    if (hit.base && !base) base = hit.colour;
    else if (!toppings.includes(hit.colour) && hit.colour !== base) toppings.push(hit.colour);
  }
  return { base, toppings, all };
}

const GREENS = ['#4e9a3e', '#6fb548', '#3f7f35'];
const CX = 200;
const CY = 150;

function tablecloth(p: Palette): string {
  const a = `fill="${p.accent}"`;
  const tiles = {
    gingham: `<pattern id="t" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="20" ${a} opacity=".13"/><rect width="20" height="40" ${a} opacity=".13"/></pattern>`,
    stripes: `<pattern id="t" width="36" height="36" patternUnits="userSpaceOnUse"><rect width="9" height="36" ${a} opacity=".16"/><rect x="14" width="3" height="36" ${a} opacity=".12"/></pattern>`,
    dots: `<pattern id="t" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="10" cy="10" r="3" ${a} opacity=".22"/><circle cx="30" cy="30" r="3" ${a} opacity=".22"/></pattern>`,
    diagonal: `<pattern id="t" width="32" height="32" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="10" height="32" ${a} opacity=".12"/></pattern>`,
  };
  return `<defs>${tiles[p.pattern]}</defs><rect width="400" height="300" fill="${p.bg}"/><rect width="400" height="300" fill="url(#t)"/>`;
}

function cutlery(p: Palette): string {
  const c = '#b9b4ad';
  if (p.chopsticks)
    return `<g stroke="${p.accent}" stroke-width="6" stroke-linecap="round"><path d="M338 40L372 262M354 38L384 258"/></g>`;
  return (
    `<g fill="${c}"><rect x="38" y="120" width="8" height="130" rx="4"/><path d="M28 50h4v50h6V50h4v50h6V50h4v60q0 16-14 16t-14-16z"/>` +
    `<path d="M356 50q18 20 12 90h-8v110a6 6 0 0 1-12 0V60q0-10 8-10z"/></g>`
  );
}

const shadow = (rx: number, ry: number) =>
  `<ellipse cx="${CX + 6}" cy="${CY + 9}" rx="${rx}" ry="${ry}" fill="#000" opacity=".13"/>`;

function plate(p: Palette): string {
  return `${shadow(124, 124)}<circle cx="${CX}" cy="${CY}" r="122" fill="${p.rim}"/><circle cx="${CX}" cy="${CY}" r="110" fill="${p.plate}"/><circle cx="${CX}" cy="${CY}" r="86" fill="${shade(p.plate, -0.035)}"/>`;
}

function bowl(colour: string, fill: string): string {
  return (
    `${shadow(122, 122)}<circle cx="${CX}" cy="${CY}" r="120" fill="${colour}"/>` +
    `<circle cx="${CX}" cy="${CY}" r="104" fill="${shade(colour, -0.22)}"/>` +
    `<circle cx="${CX}" cy="${CY + 3}" r="97" fill="${fill}"/>` +
    `<ellipse cx="${CX - 30}" cy="${CY - 40}" rx="46" ry="22" fill="#fff" opacity=".14"/>`
  );
}

/** A point within radius `max` of (cx, cy), spread evenly over the disc. */
function spot(rand: Rand, max: number, cx = CX, cy = CY): [number, number] {
  const a = rand() * Math.PI * 2;
  const d = Math.sqrt(rand()) * max;
  return [r(cx + Math.cos(a) * d), r(cy + Math.sin(a) * d)];
}

function leaves(rand: Rand, n: number, max: number, scale = 1, cx = CX, cy = CY): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const [x, y] = spot(rand, max, cx, cy);
    const s = scale === 1 ? '' : ` scale(${scale})`;
    out += `<path d="M0 0q8-8 16 0q-8 8-16 0z" transform="translate(${x} ${y}) rotate(${r(rand() * 360)})${s}" fill="${GREENS[i % 3]}"/>`;
  }
  return out;
}

function pieces(rand: Rand, colours: string[], perColour: number, max: number, size: [number, number]): string {
  let out = '';
  colours.forEach((colour, k) => {
    // Each topping keeps to its own part of the dish, as toppings are usually arranged.
    const a = (k / colours.length) * Math.PI * 2 + rand() * 0.6;
    const cx = CX + Math.cos(a) * max * 0.55;
    const cy = CY + Math.sin(a) * max * 0.55;
    for (let i = 0; i < perColour; i++) {
      const [x, y] = spot(rand, max * 0.38, cx, cy);
      const w = r(size[0] + rand() * (size[1] - size[0]));
      out +=
        k % 2 === 0
          ? `<circle cx="${x}" cy="${y}" r="${r(w / 2)}" fill="${colour}" stroke="${shade(colour, -0.2)}" stroke-width="1.5"/>`
          : `<rect x="${x - r(w / 2)}" y="${y - r(w / 2)}" width="${w}" height="${w}" rx="${r(w / 4)}" fill="${colour}" transform="rotate(${r(rand() * 90)} ${x} ${y})"/>`;
    }
  });
  return out;
}

/** base fills the dish; toppings go on it; all is every colour in ingredient order (the main item first). */
type Food = { base: string; toppings: string[]; all: string[] };
type Draw = (p: Palette, f: Food, rand: Rand) => string;

const ART: Record<Art, Draw> = {
  bowl: (p, f, rand) =>
    bowl(p.bowl, f.base) + pieces(rand, f.toppings.slice(0, 4), 4, 88, [14, 24]) + leaves(rand, 5, 70),
  salad: (p, f, rand) => {
    let out = bowl(p.bowl, '#cfe6a3');
    for (let i = 0; i < 14; i++) {
      const [x, y] = spot(rand, 78);
      out += `<path d="M0 0q18-18 36 0q-18 18-36 0z" transform="translate(${x - 18} ${y}) rotate(${r(rand() * 360)} 18 0)" fill="${GREENS[i % 3]}"/>`;
    }
    const extra = f.toppings.filter((c) => !GREENS.includes(c));
    return out + pieces(rand, (extra.length ? extra : [f.base]).slice(0, 4), 4, 80, [14, 22]);
  },
  plate: (p, f, rand) => {
    const [main, ...side] = f.all;
    const sides = (side.length ? side : [f.base]).slice(0, 3);
    const grill = shade(main, -0.35);
    return (
      plate(p) +
      `<ellipse cx="178" cy="138" rx="60" ry="40" fill="${main}" transform="rotate(-18 178 138)"/>` +
      `<path d="M146 126l26 36M170 114l26 36M194 104l22 32" stroke="${grill}" stroke-width="5" stroke-linecap="round" opacity=".55"/>` +
      sides
        .map((c, i) => {
          const [x, y] = [
            [248, 186],
            [236, 108],
            [170, 205],
          ][i];
          let s = '';
          for (let k = 0; k < 5; k++) {
            const [px, py] = spot(rand, 18, x, y);
            s += `<circle cx="${px}" cy="${py}" r="${r(8 + rand() * 5)}" fill="${c}" stroke="${shade(c, -0.2)}"/>`;
          }
          return s;
        })
        .join('') +
      leaves(rand, 4, 60)
    );
  },
  pasta: (p, f, rand) => {
    const noodle = '#efcf7e';
    let d = '';
    for (let i = 0; i < 11; i++) {
      const [x, y] = spot(rand, 48);
      const w = r(10 + rand() * 8);
      d += `M${x - 45} ${y + r(rand() * 10)}q${w} -${w} ${w * 2} 0t${w * 2} 0t${w * 2} 0`;
    }
    const sauce = f.base === '#f3e2b3' ? f.toppings[0] : f.base;
    const rest = f.toppings.filter((c) => c !== sauce && c !== '#f3e2b3').slice(0, 3);
    return (
      plate(p) +
      `<path d="${d}" fill="none" stroke="${shade(noodle, -0.15)}" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="${d}" fill="none" stroke="${noodle}" stroke-width="6" stroke-linecap="round"/>` +
      (sauce ? `<circle cx="${CX}" cy="${CY}" r="30" fill="${sauce}" opacity=".85"/>` : '') +
      pieces(rand, rest, 3, 70, [12, 18]) +
      leaves(rand, 4, 50)
    );
  },
  pizza: (_p, f, rand) => {
    let cheese = '';
    for (let i = 0; i < 9; i++) {
      const [x, y] = spot(rand, 80);
      cheese += `<circle cx="${x}" cy="${y}" r="${r(12 + rand() * 8)}" fill="#f8e08e" opacity=".9"/>`;
    }
    return (
      `${shadow(134, 134)}<circle cx="${CX}" cy="${CY}" r="134" fill="#c98f55"/><circle cx="${CX}" cy="${CY}" r="116" fill="#e8b265"/>` +
      `<circle cx="${CX}" cy="${CY}" r="100" fill="${f.base}"/>${cheese}` +
      pieces(rand, f.toppings.slice(0, 3), 4, 84, [12, 18]) +
      `<path d="M200 34v232M84 150h232M118 68l164 164M282 68L118 232" stroke="#b97a3e" stroke-width="2" opacity=".45"/>` +
      leaves(rand, 5, 80)
    );
  },
  taco: (p, f, rand) => {
    const fill = [f.base, ...f.toppings].filter((c) => c !== '#f3e2b3');
    let out = plate(p);
    for (const x of [128, 200, 272]) {
      let top = '';
      for (let i = 0; i < 6; i++)
        top += `<circle cx="${x - 30 + i * 12}" cy="${r(152 - rand() * 10)}" r="${r(9 + rand() * 4)}" fill="${fill[(i + x) % fill.length]}"/>`;
      out += top + `<path d="M${x - 42} 156a42 42 0 0 0 84 0z" fill="#f1c96f" stroke="#cf9d45" stroke-width="3"/>`;
    }
    return out + leaves(rand, 5, 50, 1, CX, 140);
  },
  burger: (p, f) => {
    const patty = f.toppings.find((c) => c === '#8b4a2b') ?? f.toppings[0] ?? f.base;
    const cheese = f.toppings.includes('#f6dc7a')
      ? `<path d="M124 160h152l-10 16-12-8-14 14-16-12-18 14-16-14-14 10-14-12-14 12z" fill="#f6c94a"/>`
      : '';
    return (
      plate(p) +
      `<rect x="130" y="184" width="140" height="28" rx="12" fill="#d99a4e"/>` +
      `<rect x="122" y="160" width="156" height="28" rx="14" fill="${patty}"/>${cheese}` +
      `<path d="M120 152q10 10 20 0t20 0 20 0 20 0 20 0 20 0 20 0 20 0v8H120z" fill="#5aa43c"/>` +
      `<rect x="134" y="140" width="132" height="12" rx="5" fill="#d9432f"/>` +
      `<path d="M126 142a74 56 0 0 1 148 0z" fill="#e4a655"/>` +
      `<path d="M168 108l6-2M196 100l6 1M226 108l6 2M182 124l6-1M214 122l6 1M244 126l5 2M154 126l5-2" stroke="#fff3d6" stroke-width="4" stroke-linecap="round"/>`
    );
  },
  skewer: (p, f, rand) => {
    const chunks = [...f.toppings, f.base].slice(0, 4);
    let out =
      plate(p) + `<path d="M96 214L316 96M96 254L316 136" stroke="#b98b5c" stroke-width="5" stroke-linecap="round"/>`;
    for (const dy of [0, 40])
      for (let i = 0; i < 5; i++) {
        const x = 128 + i * 38;
        const y = r(197 - i * 20.4 + dy);
        const c = chunks[(i + dy) % chunks.length];
        out += `<rect x="${x - 15}" y="${y - 15}" width="30" height="30" rx="8" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="2" transform="rotate(${r(-20 + rand() * 40)} ${x} ${y})"/>`;
      }
    return out + leaves(rand, 3, 40, 1, 260, 200);
  },
  bake: (p, f, rand) => {
    let crust = '';
    for (let i = 0; i < 8; i++) {
      const [x, y] = [r(110 + rand() * 180), r(90 + rand() * 120)];
      crust += `<ellipse cx="${x}" cy="${y}" rx="${r(10 + rand() * 12)}" ry="${r(6 + rand() * 6)}" fill="${shade(f.base, -0.25)}" opacity=".45"/>`;
    }
    return (
      `<rect x="76" y="64" width="260" height="190" rx="26" fill="#000" opacity=".13"/>` +
      `<rect x="44" y="120" width="312" height="50" rx="18" fill="${shade(p.bowl, -0.15)}"/>` +
      `<rect x="70" y="55" width="260" height="190" rx="26" fill="${p.bowl}"/>` +
      `<rect x="88" y="72" width="224" height="156" rx="14" fill="${f.base}"/>${crust}` +
      `<g transform="translate(0 -5)">${pieces(rand, f.toppings.slice(0, 3), 3, 70, [12, 18])}</g>` +
      leaves(rand, 5, 70)
    );
  },
  stack: (p, f, rand) => {
    let out = plate(p);
    for (let i = 0; i < 4; i++)
      out += `<ellipse cx="${CX}" cy="${186 - i * 18}" rx="88" ry="34" fill="#e2a54f" stroke="#b9772e" stroke-width="3"/>`;
    out += `<ellipse cx="${CX}" cy="132" rx="86" ry="32" fill="#f0bd6b"/>`;
    out += `<path d="M150 128q50-30 100 0q4 30-10 50q-4-22-12-24q-6 28-16 30q-4-24-16-26q-12 18-22 14q4-20-24-44z" fill="#8a4a14" opacity=".85"/>`;
    out += `<rect x="184" y="112" width="30" height="22" rx="4" fill="#fff1a8" transform="rotate(${r(-10 + rand() * 20)} 199 123)"/>`;
    return out + pieces(rand, f.toppings.filter((c) => c !== '#ffd54a').slice(0, 1), 3, 40, [10, 14]);
  },
};

/** The SVG text of one picture: 400×300, no external references, a few KB. */
export function renderPicture(spec: PictureSpec): string {
  const palette = PALETTES[spec.cuisine];
  const rand = randomFrom(spec.seed);
  const found = foodColours(spec.ingredients);
  const toppings = found.toppings.length ? found.toppings : [palette.accent];
  const base = spec.base ?? found.base ?? toppings[0];
  const rest = toppings.filter((c) => c !== base);
  const all = found.all.length ? found.all : [base];
  const food: Food = { base, toppings: rest.length ? rest : [palette.accent], all };
  const body = ART[spec.art](palette, food, rand);
  const dish = spec.art === 'pizza' || spec.art === 'bake' ? '' : cutlery(palette);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">` +
    `<title>${escapeXml(spec.title)}</title>${tablecloth(palette)}${dish}${body}</svg>\n`
  );
}

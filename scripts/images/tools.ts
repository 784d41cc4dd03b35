// Drills and screwdrivers, side view, chuck to the left.
import type { Colours } from './svg';

function chuckAndBit(x: number, y: number, long: boolean): string {
  const bit = long ? 70 : 40;
  return (
    `<rect x="${x - 38}" y="${y - 22}" width="42" height="44" rx="6" fill="#333"/>` +
    `<path d="M${x - 38} ${y - 16}L${x - 58} ${y - 8}V${y + 8}L${x - 38} ${y + 16}z" fill="#555"/>` +
    `<rect x="${x - 58 - bit}" y="${y - 5}" width="${bit}" height="10" fill="#a9adb3"/>` +
    `<path d="M${x - 58 - bit} ${y - 5}l-14 5 14 5z" fill="#a9adb3"/>` +
    Array.from(
      { length: Math.floor(bit / 12) },
      (_, i) => `<path d="M${x - 64 - i * 12} ${y - 5}l-6 10" stroke="#7d8288" stroke-width="2"/>`,
    ).join('')
  );
}

export function drill(c: Colours): string {
  return (
    chuckAndBit(150, 150, false) +
    `<rect x="140" y="105" width="170" height="90" rx="36" fill="${c.main}"/>` +
    `<rect x="258" y="108" width="58" height="84" rx="18" fill="${c.dark}"/>` +
    [272, 286, 300].map((x) => `<rect x="${x}" y="124" width="6" height="52" rx="3" fill="#222"/>`).join('') +
    `<rect x="180" y="98" width="50" height="14" rx="5" fill="#2b2b2b"/>` +
    `<path d="M200 185h72l-14 125h-68z" fill="${c.main}"/>` +
    `<path d="M210 210h46l-8 90h-44z" fill="#2b2b2b" opacity=".85"/>` +
    `<rect x="176" y="196" width="20" height="38" rx="8" fill="#222"/>` +
    `<rect x="150" y="300" width="150" height="52" rx="10" fill="#2b2b2b"/>` +
    `<rect x="162" y="312" width="70" height="8" rx="4" fill="${c.main}"/>` +
    `<circle cx="282" cy="326" r="5" fill="#7bd36b"/>`
  );
}

export function hammerDrill(c: Colours): string {
  return (
    chuckAndBit(110, 150, true) +
    `<rect x="100" y="108" width="230" height="84" rx="30" fill="${c.main}"/>` +
    `<rect x="250" y="116" width="70" height="68" rx="10" fill="${c.dark}"/>` +
    [262, 276, 290, 304].map((x) => `<rect x="${x}" y="128" width="6" height="44" rx="3" fill="#222"/>`).join('') +
    `<path d="M278 188h50l-6 120h-52z" fill="${c.main}"/>` +
    `<path d="M290 205h28l-4 90h-28z" fill="#2b2b2b"/>` +
    `<rect x="246" y="200" width="18" height="34" rx="7" fill="#222"/>` +
    `<path d="M296 308c0 30-20 40-60 42" stroke="#222" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<rect x="116" y="186" width="22" height="110" rx="10" fill="#2b2b2b" transform="rotate(12 127 190)"/>`
  );
}

export function screwdriver(c: Colours): string {
  return (
    chuckAndBit(170, 160, false) +
    `<path d="M160 125h120a12 12 0 0 1 12 12v46a12 12 0 0 1-12 12h-36l-12 124h-56l6-124h-22z" fill="${c.main}"/>` +
    `<rect x="170" y="314" width="86" height="26" rx="9" fill="#2b2b2b"/>` +
    `<path d="M196 205h40l-10 110h-38z" fill="#2b2b2b" opacity=".85"/>` +
    `<rect x="172" y="198" width="16" height="30" rx="7" fill="#222"/>` +
    `<circle cx="270" cy="160" r="14" fill="${c.dark}"/>` +
    `<rect x="200" y="140" width="50" height="8" rx="4" fill="${c.light}"/>`
  );
}

// Laptops, headphones and a kettle.
import type { Colours } from './svg';

export function laptop(c: Colours): string {
  return (
    `<rect x="80" y="62" width="240" height="170" rx="12" fill="#23262b"/>` +
    `<rect x="92" y="74" width="216" height="146" rx="4" fill="${c.light}"/>` +
    `<rect x="92" y="74" width="216" height="20" fill="${c.main}"/>` +
    `<rect x="104" y="106" width="90" height="60" rx="4" fill="#fff" opacity=".85"/>` +
    `<rect x="204" y="106" width="92" height="26" rx="4" fill="#fff" opacity=".6"/>` +
    `<rect x="204" y="140" width="92" height="26" rx="4" fill="#fff" opacity=".6"/>` +
    `<rect x="104" y="176" width="192" height="30" rx="4" fill="${c.main}" opacity=".5"/>` +
    `<path d="M80 232h240l52 74H28z" fill="#c9ccd1"/>` +
    `<path d="M28 306h344v10a8 8 0 0 1-8 8H36a8 8 0 0 1-8-8z" fill="#9da1a8"/>` +
    `<path d="M92 242h216l26 38H66z" fill="#3a3e45"/>` +
    `<path d="M166 288h68l4 12h-76z" fill="#b1b5bb"/>`
  );
}

export function headphones(c: Colours): string {
  return (
    `<path d="M95 230V190a105 105 0 0 1 210 0v40" stroke="${c.dark}" stroke-width="22" fill="none" stroke-linecap="round"/>` +
    `<path d="M110 200a90 90 0 0 1 180 0" stroke="${c.light}" stroke-width="6" fill="none" opacity=".6"/>` +
    `<rect x="62" y="205" width="72" height="120" rx="34" fill="${c.main}"/>` +
    `<rect x="266" y="205" width="72" height="120" rx="34" fill="${c.main}"/>` +
    `<rect x="112" y="220" width="28" height="90" rx="14" fill="#2b2b2b"/>` +
    `<rect x="260" y="220" width="28" height="90" rx="14" fill="#2b2b2b"/>` +
    `<circle cx="98" cy="265" r="14" fill="${c.light}" opacity=".7"/>`
  );
}

export function kettle(c: Colours): string {
  return (
    `<rect x="110" y="310" width="170" height="34" rx="10" fill="#2f3237"/>` +
    `<path d="M130 310l14-190h110l14 190z" fill="#dfeef6" opacity=".85" stroke="#9fb3bf" stroke-width="4"/>` +
    `<path d="M138 310l9-120h104l9 120z" fill="${c.light}" opacity=".9"/>` +
    `<rect x="140" y="100" width="120" height="26" rx="10" fill="${c.main}"/>` +
    `<path d="M144 122l-40 40 34 6z" fill="#cfe1ea" stroke="#9fb3bf" stroke-width="4"/>` +
    `<path d="M268 130h30a22 22 0 0 1 22 22v110a22 22 0 0 1-22 22h-24" stroke="${c.main}" stroke-width="18" fill="none"/>` +
    [170, 200, 230, 260].map((y) => `<rect x="246" y="${y}" width="12" height="3" fill="#7f95a1"/>`).join('')
  );
}

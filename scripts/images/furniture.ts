// Sofas, armchairs, a chair and lamps, seen from the front.
import type { Colours } from './svg';

const legs = (xs: number[], y: number, colour: string): string =>
  xs.map((x) => `<path d="M${x} ${y}h14l-3 30h-8z" fill="${colour}"/>`).join('');

export function sofa(c: Colours): string {
  return (
    `<rect x="60" y="120" width="280" height="120" rx="22" fill="${c.dark}"/>` +
    `<rect x="78" y="132" width="118" height="100" rx="16" fill="${c.main}"/>` +
    `<rect x="204" y="132" width="118" height="100" rx="16" fill="${c.main}"/>` +
    `<rect x="70" y="222" width="260" height="62" rx="14" fill="${c.main}"/>` +
    `<path d="M200 226v54" stroke="${c.dark}" stroke-width="4"/>` +
    `<rect x="30" y="180" width="62" height="120" rx="24" fill="${c.dark}"/>` +
    `<rect x="308" y="180" width="62" height="120" rx="24" fill="${c.dark}"/>` +
    `<rect x="44" y="290" width="312" height="20" rx="8" fill="${c.dark}"/>` +
    legs([62, 324], 308, '#6b4a2f') +
    `<rect x="96" y="160" width="60" height="46" rx="14" fill="${c.light}" transform="rotate(-8 126 183)"/>`
  );
}

export function armchair(c: Colours): string {
  return (
    `<path d="M110 250V110a40 40 0 0 1 40-40h100a40 40 0 0 1 40 40v140z" fill="${c.main}"/>` +
    `<path d="M140 110v120M260 110v120" stroke="${c.dark}" stroke-width="3" opacity=".5"/>` +
    `<rect x="112" y="224" width="176" height="56" rx="16" fill="${c.light}"/>` +
    `<rect x="78" y="170" width="54" height="130" rx="22" fill="${c.dark}"/>` +
    `<rect x="268" y="170" width="54" height="130" rx="22" fill="${c.dark}"/>` +
    `<rect x="96" y="276" width="208" height="24" rx="8" fill="${c.dark}"/>` +
    legs([100, 286], 298, '#8a6239')
  );
}

export function chair(c: Colours): string {
  const wood = c.main;
  return (
    `<rect x="130" y="70" width="16" height="270" rx="6" fill="${c.dark}"/>` +
    `<rect x="254" y="70" width="16" height="270" rx="6" fill="${c.dark}"/>` +
    `<path d="M138 78q62-22 124 0v30q-62-20-124 0z" fill="${wood}"/>` +
    [150, 186, 222].map((x) => `<rect x="${x}" y="104" width="24" height="92" rx="6" fill="${wood}"/>`).join('') +
    `<path d="M110 200h180l-12 34H122z" fill="${wood}"/>` +
    `<rect x="116" y="196" width="168" height="12" rx="5" fill="${c.light}"/>` +
    `<path d="M128 232l-8 110h16l10-110zM272 232l8 110h-16l-10-110z" fill="${c.dark}"/>` +
    `<rect x="132" y="290" width="136" height="8" rx="4" fill="${c.dark}"/>`
  );
}

export function floorLamp(c: Colours): string {
  return (
    `<path d="M140 60h120l36 100H104z" fill="${c.light}" stroke="${c.main}" stroke-width="4"/>` +
    `<path d="M120 120h160" stroke="${c.main}" stroke-width="2" opacity=".5"/>` +
    `<rect x="194" y="160" width="12" height="180" fill="#b8913a"/>` +
    `<ellipse cx="200" cy="344" rx="60" ry="12" fill="#b8913a"/>` +
    `<ellipse cx="200" cy="170" rx="40" ry="8" fill="#fff6cc" opacity=".8"/>`
  );
}

export function tableLamp(c: Colours): string {
  return (
    `<path d="M130 100h140l30 90H100z" fill="#f4efe6" stroke="#d7cdbb" stroke-width="4"/>` +
    `<rect x="192" y="190" width="16" height="30" fill="#b8913a"/>` +
    `<path d="M200 218c-60 0-70 60-50 100 10 20 90 20 100 0 20-40 10-100-50-100z" fill="${c.main}"/>` +
    `<path d="M172 250c-10 20-10 40 0 60" stroke="${c.light}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<rect x="150" y="328" width="100" height="14" rx="7" fill="${c.dark}"/>`
  );
}

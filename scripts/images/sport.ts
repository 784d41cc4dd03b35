// Balls, weights and a racket.
import type { Colours } from './svg';

export function football(c: Colours): string {
  const patch = (x: number, y: number, r: number) =>
    `<path d="M${x} ${y - r}l${r * 0.95} ${r * 0.69}-${r * 0.36} ${r * 1.12}h-${r * 1.18}l-${r * 0.36}-${r * 1.12}z" fill="${c.dark}"/>`;
  return (
    `<circle cx="200" cy="200" r="130" fill="#fafafa" stroke="#cfcfcf" stroke-width="4"/>` +
    patch(200, 200, 40) +
    patch(200, 96, 26) +
    patch(300, 170, 26) +
    patch(262, 292, 26) +
    patch(138, 292, 26) +
    patch(100, 170, 26) +
    `<circle cx="200" cy="200" r="130" fill="none" stroke="${c.main}" stroke-width="6" opacity=".5"/>`
  );
}

export function basketball(c: Colours): string {
  return (
    `<circle cx="200" cy="200" r="130" fill="${c.main}"/>` +
    `<path d="M70 200h260M200 70v260M108 108c50 50 50 134 0 184M292 108c-50 50-50 134 0 184" stroke="#2b1a10" stroke-width="6" fill="none"/>` +
    `<circle cx="160" cy="150" r="40" fill="#fff" opacity=".12"/>`
  );
}

const plate = (x: number, h: number, colour: string) =>
  `<rect x="${x}" y="${200 - h / 2}" width="22" height="${h}" rx="6" fill="${colour}"/>`;

export function dumbbell(c: Colours): string {
  return (
    `<rect x="100" y="190" width="200" height="20" rx="6" fill="#9aa0a6"/>` +
    `<rect x="160" y="186" width="80" height="28" rx="8" fill="#3a3d42"/>` +
    plate(70, 120, c.main) +
    plate(96, 90, c.dark) +
    plate(282, 90, c.dark) +
    plate(308, 120, c.main)
  );
}

export function barbell(c: Colours): string {
  return (
    `<rect x="20" y="192" width="360" height="16" rx="6" fill="#b3b8be"/>` +
    plate(70, 170, c.main) +
    plate(96, 130, c.dark) +
    plate(122, 90, c.light) +
    plate(256, 90, c.light) +
    plate(282, 130, c.dark) +
    plate(308, 170, c.main)
  );
}

export function racket(c: Colours): string {
  const strings = [0, 1, 2, 3, 4, 5, 6]
    .map((i) => `<path d="M${130 + i * 20} 50v210M100 ${80 + i * 24}h200" />`)
    .join('');
  return (
    `<defs><clipPath id="h"><ellipse cx="200" cy="150" rx="86" ry="106"/></clipPath></defs>` +
    `<g clip-path="url(#h)" stroke="#e8e8e8" stroke-width="3">${strings}</g>` +
    `<ellipse cx="200" cy="150" rx="92" ry="112" fill="none" stroke="${c.main}" stroke-width="14"/>` +
    `<path d="M176 256l14 40h20l14-40" fill="none" stroke="${c.main}" stroke-width="12"/>` +
    `<rect x="186" y="292" width="28" height="86" rx="8" fill="${c.dark}"/>`
  );
}

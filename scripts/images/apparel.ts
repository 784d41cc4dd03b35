// Shoes, shirts, textiles and underwear.
import type { Colours } from './svg';

export function sneaker(c: Colours): string {
  return (
    `<path d="M60 260c0-40 20-70 40-80 30 10 60 8 80-20l40 30c40 20 90 30 120 40 20 8 20 30 20 50H60z" fill="${c.main}"/>` +
    `<path d="M50 280h320a10 10 0 0 1 0 20l-10 18H56a10 10 0 0 1-6-8z" fill="#f4f4f4" stroke="#d5d5d5" stroke-width="3"/>` +
    `<path d="M90 298h270" stroke="#d5d5d5" stroke-width="3"/>` +
    `<path d="M170 180l18 14M186 168l18 14M202 156l18 14M218 164l18 14" stroke="#fff" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M130 250c60-10 120-5 180 10" stroke="${c.light}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<path d="M60 260c20-6 30-30 40-80" stroke="${c.dark}" stroke-width="10" fill="none"/>`
  );
}

export function boot(c: Colours): string {
  return (
    `<path d="M120 70h110v170c40 10 90 20 110 40 10 10 10 22 10 30H90v-60c0-40 20-70 20-120z" fill="${c.main}"/>` +
    `<path d="M116 70h118v26H116z" fill="${c.dark}"/>` +
    `<path d="M86 310h268v22a8 8 0 0 1-8 8H94a8 8 0 0 1-8-8z" fill="#3b2a1e"/>` +
    `<path d="M230 110v120" stroke="${c.light}" stroke-width="12" opacity=".6"/>` +
    `<path d="M110 220q110 10 240 80" stroke="${c.dark}" stroke-width="4" fill="none" stroke-dasharray="8 6"/>`
  );
}

export function pump(c: Colours): string {
  return (
    `<path d="M78 186c8-6 20-6 28 0 30 50 70 80 130 88l90 12c22 3 30 14 30 28H170c-20-30-50-60-92-70z" fill="${c.main}"/>` +
    `<path d="M106 188c30 48 70 76 128 84" stroke="${c.light}" stroke-width="6" fill="none" opacity=".6"/>` +
    `<path d="M170 314h186v6a6 6 0 0 1-6 6H176z" fill="#1d1d1d"/>` +
    `<path d="M80 238h32l-12 104h-9z" fill="${c.dark}"/>`
  );
}

const shirtBody = (c: Colours) =>
  `<path d="M140 70l-80 40 30 70 40-20v190h140V160l40 20 30-70-80-40c-10 30-30 40-60 40s-50-10-60-40z" fill="${c.main}"/>`;

export function tshirt(c: Colours): string {
  return (
    shirtBody(c) +
    `<path d="M140 70c10 30 30 40 60 40s50-10 60-40" stroke="${c.dark}" stroke-width="8" fill="none"/>` +
    `<path d="M90 180l-10-20M310 180l10-20" stroke="${c.dark}" stroke-width="6"/>` +
    `<rect x="170" y="170" width="60" height="40" rx="8" fill="${c.light}" opacity=".7"/>`
  );
}

export function polo(c: Colours): string {
  return (
    shirtBody(c) +
    `<path d="M140 70l40 50 20-20 20 20 40-50-20-4-40 24-40-24z" fill="${c.light}"/>` +
    `<path d="M200 100v70" stroke="${c.dark}" stroke-width="4"/>` +
    [122, 142, 162].map((y) => `<circle cx="208" cy="${y}" r="4" fill="#fff"/>`).join('')
  );
}

export function towels(c: Colours): string {
  const towel = (y: number, colour: string, width: number) =>
    `<rect x="${200 - width / 2}" y="${y}" width="${width}" height="60" rx="18" fill="${colour}"/>` +
    `<path d="M${200 - width / 2 + 10} ${y + 42}h${width - 20}" stroke="#fff" stroke-width="5" opacity=".6"/>`;
  return towel(270, c.dark, 280) + towel(208, c.main, 260) + towel(146, c.light, 240) + towel(84, c.main, 220);
}

export function cushion(c: Colours): string {
  return (
    `<path d="M90 100q110-30 220 0q-20 100 0 200q-110 30-220 0q20-100 0-200z" fill="${c.main}"/>` +
    `<path d="M110 120q90-20 180 0q-16 80 0 160q-90 20-180 0q16-80 0-160z" fill="${c.light}" opacity=".35"/>` +
    `<path d="M160 160l80 80M240 160l-80 80" stroke="${c.dark}" stroke-width="6" opacity=".4"/>`
  );
}

export function boxers(c: Colours): string {
  return (
    `<rect x="100" y="90" width="200" height="36" rx="8" fill="${c.dark}"/>` +
    `<path d="M104 126h192l24 190H216l-16-120-16 120H80z" fill="${c.main}"/>` +
    `<path d="M200 130v66" stroke="${c.dark}" stroke-width="4"/>` +
    `<path d="M84 290h104M212 290h104" stroke="${c.light}" stroke-width="8"/>` +
    `<path d="M120 108h160" stroke="#fff" stroke-width="4" opacity=".6"/>`
  );
}

export function socks(c: Colours): string {
  const sock = (x: number, colour: string) =>
    `<path d="M${x} 60h70v180c0 30-10 50-40 70l-40 26c-30 16-60-10-40-40l40-40z" fill="${colour}"/>` +
    `<rect x="${x}" y="60" width="70" height="30" fill="${c.dark}"/>` +
    `<path d="M${x} 110h70M${x} 124h70" stroke="#fff" stroke-width="6" opacity=".7"/>`;
  return sock(120, c.main) + sock(210, c.light);
}

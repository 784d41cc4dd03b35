// Vacuum cleaners.
import type { Colours } from './svg';

export function canister(c: Colours): string {
  return (
    `<path d="M90 200c0-40 30-60 80-60h50c50 0 80 30 80 80v60H90z" fill="${c.main}"/>` +
    `<rect x="150" y="160" width="90" height="60" rx="20" fill="#cfd8dc" opacity=".8"/>` +
    `<circle cx="120" cy="290" r="26" fill="#2b2b2b"/><circle cx="270" cy="290" r="26" fill="#2b2b2b"/>` +
    `<circle cx="120" cy="290" r="10" fill="#888"/><circle cx="270" cy="290" r="10" fill="#888"/>` +
    `<path d="M96 190c-40 0-50-40-30-80s40-60 60-60" stroke="#3a3d42" stroke-width="14" fill="none"/>` +
    `<path d="M126 50l190 250" stroke="#9aa0a6" stroke-width="12"/>` +
    `<rect x="290" y="296" width="90" height="26" rx="8" fill="${c.dark}"/>`
  );
}

export function robotVacuum(c: Colours): string {
  return (
    `<ellipse cx="200" cy="230" rx="150" ry="90" fill="#2b2d31"/>` +
    `<ellipse cx="200" cy="215" rx="150" ry="90" fill="${c.main}"/>` +
    `<ellipse cx="200" cy="205" rx="110" ry="64" fill="${c.light}" opacity=".35"/>` +
    `<ellipse cx="200" cy="170" rx="36" ry="20" fill="#2b2d31"/>` +
    `<circle cx="200" cy="228" r="12" fill="#fff"/><circle cx="200" cy="228" r="5" fill="#4caf50"/>` +
    `<path d="M60 240c30 40 250 40 280 0" stroke="${c.dark}" stroke-width="8" fill="none"/>`
  );
}

export function stickVacuum(c: Colours): string {
  return (
    `<rect x="186" y="60" width="28" height="70" rx="12" fill="#2b2d31"/>` +
    `<path d="M170 130h64l-8 80h-48z" fill="${c.main}"/>` +
    `<rect x="176" y="140" width="50" height="40" rx="10" fill="#cfd8dc" opacity=".8"/>` +
    `<rect x="192" y="210" width="16" height="110" fill="#9aa0a6"/>` +
    `<path d="M130 320h140a12 12 0 0 1 12 12v10H118v-10a12 12 0 0 1 12-12z" fill="${c.dark}"/>` +
    `<rect x="140" y="332" width="30" height="6" rx="3" fill="#ffeb80"/>`
  );
}
